// Return to Spaceport: "Take up to 4 damage counters off a Ground unit of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Return to Spaceport: up to 4 damage counters off a Ground unit of yours (TCG-BUILD-7, TCG-DMG-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", {{"card", "battle-droid-squad"}, {"damage", 2}}}},
             {"build", {{{"card", "return-to-spaceport"}, {"counters", 1}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "clone-squad"}, {"damage", 2}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:return-to-spaceport");
  CHECK(t.count(DS, "pick:") == 1);  // its own unit, not the opponent's
  t.act(DS, "pick:battle-droid-squad");
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["damage"] == 0);
  CHECK(t.unit(LS, "Ground", "Clone Squad")["damage"] == 2);
}
