// Dark Rendezvous: "Your opponent's Force goes down by 7."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Dark Rendezvous: completing it takes 7 Force from the opponent, not below 0 (TCG-BUILD-7, TCG-FORCE-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "dark-rendezvous"}, {"counters", 4}}}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"force", 9}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:dark-rendezvous");
  CHECK(t.player(LS)["force"] == 2);
  CHECK(t.player(DS)["force"] == 3);  // the owner's pool does not change
  CHECK(t.discard(DS) == std::vector<std::string>{"Dark Rendezvous"});
  CHECK(t.logged("Light Side loses 7 Force."));
  ls["force"] = 4;
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "complete:dark-rendezvous");
  CHECK(u.player(LS)["force"] == 0);
}

TEST_CASE("Dark Rendezvous: not before it has its 4 counters, and never played from hand (TCG-BUILD-7, TCG-BUILD-2)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"hand", {"dark-rendezvous"}}, {"build", {{{"card", "dark-rendezvous"}, {"counters", 3}}}},
             {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"force", 9}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  CHECK_FALSE(t.offers(DS, "complete:"));
  CHECK_FALSE(t.offers(DS, "use:"));
  t.act(DS, "done");
  CHECK(t.player(LS)["force"] == 9);
}
