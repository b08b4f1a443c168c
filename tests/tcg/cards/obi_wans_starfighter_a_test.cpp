// Obi-Wan's Starfighter (A): "Critical Hit 2. When the battle phase starts: if this ship is in the Space arena, take all damage counters off it."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Obi-Wan's Starfighter (A): all its damage counters come off when the battle phase starts, not while retreated (T5, TCG-ABIL-2, TCG-GLOSS-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "obi-wans-starfighter-a"}, {"damage", 2}}}}, {"build", {{{"card", "jedi-starfighter-3r3"}, {"retreated", true}, {"damage", 1}}}},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  CHECK(t.unit(LS, "Space", "Obi-Wan's Starfighter")["damage"] == 2);  // not yet
  t.act(LS, "done");
  CHECK(t.view()["phase"] == "battle");
  CHECK(t.unit(LS, "Space", "Obi-Wan's Starfighter")["damage"] == 0);
  // Retreated in the build zone, it keeps its counters.
  json ls2 = {{"arenas", {"jedi-starfighter-3r3"}}, {"build", {{{"card", "obi-wans-starfighter-a"}, {"retreated", true}, {"damage", 2}}}}, {"deck", {"clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "retreat"}});
  u.act(DS, "done");
  u.act(LS, "done");
  CHECK(u.player(LS)["build"][0]["damage"] == 2);
}
