// Tyranus's Solar Sailer (A): "Critical Hit 2. When this ship's attack ends, you may have it retreat."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Tyranus's Solar Sailer (A): when its attack ends its player may have it retreat (TCG-ABIL-7, OQ-TCG-20, OQ-TCG-26)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"tyranuss-solar-sailer-a"}}}, {{"arenas", {"naboo-cruiser"}}}));
  t.act(DS, "target:naboo-cruiser");
  const std::vector<int> dice = last_dice(t);
  CHECK(hits_line(t) == expected_hits(dice, 2));  // Critical Hit 2 (printed)
  // A11: the choice.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "pass"));
  t.act(DS, "use:tyranuss-solar-sailer-a");
  CHECK(t.unit(DS, "Space", "Tyranus's Solar Sailer").is_null());
  const json build = t.player(DS)["build"];
  REQUIRE(build.size() == 1u);
  CHECK(build[0]["retreated"] == true);
}

TEST_CASE("Tyranus's Solar Sailer (A): its player may keep it in the arena, and a declined attack asks nothing", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"tyranuss-solar-sailer-a"}}}, {{"arenas", {"naboo-cruiser"}}}));
  t.act(DS, "target:naboo-cruiser");
  t.act(DS, "pass");
  CHECK(t.unit(DS, "Space", "Tyranus's Solar Sailer")["tapped"] == true);
  Table u(battle_of("space", {{"arenas", {"tyranuss-solar-sailer-a"}}}, {{"arenas", {"naboo-cruiser"}}}));
  u.act(DS, "decline");
  CHECK(u.to_act() == std::vector<int>{LS});  // the Cruiser's decision next: no retreat offered
  CHECK_FALSE(u.offers(DS, "use:"));
}
