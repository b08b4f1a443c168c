// Clear the Skies: "For every arena where a player has 4 or more units, that player discards one unit of their choice from it (the Dark Side chooses first, then the Light Side)."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Clear the Skies: each player with 4+ units in an arena discards one of them, Dark Side first (TCG-BUILD-7, TCG-GEN-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard", "geonosian-guard", "acklay", "battle-droid-squad"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-squad", "clone-platoon", "clone-platoon", "obi-wan-kenobi-c"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:clear-the-skies");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "pick:") == 4);  // its Characters only (1 Ground unit: no discard there)
  t.act(DS, "pick:acklay");
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "pick:") == 4);  // the four Ground units
  t.act(LS, "pick:clone-squad");
  CHECK(t.arena(DS, "Character").size() == 3);
  CHECK(t.arena(LS, "Ground").size() == 3);
  CHECK(t.arena(LS, "Character").size() == 1);
  CHECK(t.step() == "build");
}
