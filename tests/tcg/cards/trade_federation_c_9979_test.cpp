// Trade Federation C-9979: "[tap] → Draw 1. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Trade Federation C-9979: tap it in your build step to draw 1, once (TCG-ABIL-4, TCG-BUILD-1, TCG-ABIL-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"trade-federation-c-9979"}}, {"deck", {"geonosian-guard", "geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  REQUIRE(t.offers(DS, "use:trade-federation-c-9979"));
  t.act(DS, "use:trade-federation-c-9979");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard"});
  CHECK(t.unit(DS, "Space", "Trade Federation C-9979")["tapped"] == true);
  // TCG-ABIL-3: tapped, it cannot pay again; the build step goes on.
  CHECK_FALSE(t.offers(DS, "use:"));
  CHECK(t.step() == "build");
}

TEST_CASE("Trade Federation C-9979: not in the opponent's build step, not tapped, not in the battle phase (TCG-ABIL-4, TCG-PLAY-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"trade-federation-c-9979"}}, {"deck", {"geonosian-guard", "geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(DS, "use:"));
  json tapped = ds;
  tapped["arenas"] = json::array({{{"card", "trade-federation-c-9979"}, {"tapped", true}}});
  Table u(json{{"seats", {tapped, ls}}, {"start", "build"}});
  CHECK_FALSE(u.offers(DS, "use:"));
  Table b(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}});
  CHECK(b.step() == "attack");  // no window opens for it: nothing to play
  CHECK_FALSE(b.offers(DS, "use:"));
}
