// R2-D2 (A): "[tap] → Until the battle phase ends, all your units in the Space arena have Critical Hit 1. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("R2-D2 (A): your Space units have Critical Hit 1 until the battle phase ends (TCG-ABIL-4, TCG-KW-3, T5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"r2-d2-a", "jedi-starfighter-3r3"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  CHECK_FALSE(t.offers(LS, "use:"));
  t.act(DS, "done");
  t.act(LS, "use:r2-d2-a");
  CHECK(t.logged("units in the Space arena have Critical Hit 1"));
  CHECK(t.unit(LS, "Character", "R2-D2")["tapped"] == true);
  CHECK_FALSE(t.offers(LS, "use:"));
}
