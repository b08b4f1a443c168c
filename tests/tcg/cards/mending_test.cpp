// Mending: "Take up to 4 damage counters off a Character of yours; your Force goes up by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Mending: up to 4 damage counters off a Character of yours, and 1 Force (TCG-BUILD-7, TCG-DMG-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "kit-fisto-a"}, {"damage", 4}}, {{"card", "clone-squad"}, {"damage", 2}}, "obi-wan-kenobi-c"}},
             {"build", {{{"card", "mending"}, {"counters", 2}}}}, {"force", 0}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:mending");
  CHECK(t.count(LS, "pick:") == 1);  // the damaged Character only (not the Ground unit, not the unhurt Obi-Wan)
  t.act(LS, "pick:kit-fisto-a");
  CHECK(t.unit(LS, "Character", "Kit Fisto")["damage"] == 0);
  CHECK(t.unit(LS, "Ground", "Clone Squad")["damage"] == 2);
  CHECK(t.player(LS)["force"] == 1);
}
