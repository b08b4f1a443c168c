// The roll for build points (TCG-CMD-2), when contested uniques are bid for
// (TCG-BATTLE-9) and the side of a card (TCG-CARD-2), through the public API.
#include "tcg_fixture.h"

using namespace tcgt;

TEST_CASE("TCG-CMD-2, TCG-CMD-3: the Light Side rolls one die for build points - both sides get its result", "[tcg]") {
  for (uint64_t seed : {1u, 2u, 3u}) {
    json ds = {{"arenas", {"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
    Table t(json{{"seats", {ds, ls}}, {"start", "turn"}}, json::object(), seed);
    REQUIRE(t.step() == "build");
    int rolled = 0, actor = -2;
    for (const json& e : t.log_entries())
      if (e["type"] == "roll" && e["text"].get<std::string>().find("for build points") != std::string::npos) {
        ++rolled;
        actor = e["actor"].get<int>();
      }
    CHECK(rolled == 1);
    CHECK(actor == LS);
    const int die = t.view()["buildRoll"].get<int>();
    REQUIRE(die >= 1);
    REQUIRE(die <= 6);
    // The same die for both; the Dark Side has a unit in each arena (+1).
    CHECK(t.player(DS)["buildPoints"] == die + 1);
    CHECK(t.player(LS)["buildPoints"] == die);
  }
}

TEST_CASE("TCG-BATTLE-9, TCG-BID-1: contested uniques are bid for when the Battle phase starts - not in the Command phase", "[tcg]") {
  // Both sides have Watto (A) (a neutral unique) in the Character arena.
  json ds = {{"arenas", {"watto-a", "battle-droid-squad"}}, {"force", 3}};
  json ls = {{"arenas", {"watto-a", "clone-squad"}}, {"force", 3}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  REQUIRE(t.step() == "retreat");
  CHECK(t.view()["phase"] == "command");
  CHECK_FALSE(t.view().contains("bid"));
  t.act(DS, "done");
  t.act(LS, "done");
  // The Battle phase: the Dark Side bids first, before any attack.
  CHECK(t.view()["phase"] == "battle");
  REQUIRE(t.view().contains("bid"));
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "nobid"));
  CHECK(t.offers(DS, "bid.3"));
  CHECK_FALSE(t.offers(DS, "bid.4"));  // no more than its Force (TCG-BID-4)
}

TEST_CASE("TCG-CARD-2: every card shows its side - Dark Side, Light Side or neutral", "[tcg]") {
  json ds = {{"arenas", {"darth-sidious-a", "watto-a"}}};
  json ls = {{"arenas", {"yoda-a", "clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Darth Sidious")["side"] == "Dark Side");
  CHECK(t.unit(DS, "Character", "Watto")["side"] == "Neutral");
  CHECK(t.unit(LS, "Character", "Yoda")["side"] == "Light Side");
  CHECK(t.unit(LS, "Ground", "Clone Squad")["side"] == "Light Side");
}

TEST_CASE("TCG-RETREAT-5, TCG-RETREAT-2, TCG-GLOSS-6: retreating can hand the opponent two arenas at the end of the turn", "[tcg]") {
  // Both sides have a Space and a Ground unit; the Light Side retreats both.
  json ds = {{"arenas", {"droid-starfighter-squadron", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "retreat:jedi-starfighter-3r3");
  t.act(LS, "retreat:clone-squad");
  t.act(LS, "done");
  // Nothing left to attack: the Dark Side's units decline; the turn ends.
  for (int i = 0; i < 4 && !t.view()["over"].get<bool>(); ++i) {
    REQUIRE(t.to_act() == std::vector<int>{DS});
    CHECK_FALSE(t.offers(DS, "target:"));
    t.act(DS, "decline");
  }
  CHECK(t.view()["over"] == true);
  CHECK(t.view()["winner"] == DS);
}
