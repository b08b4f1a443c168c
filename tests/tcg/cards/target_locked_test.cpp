// Target Locked: "Pay 2 Force → Choose a unit of yours: Critical Hit 2 for this attack."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Target Locked: Critical Hit 2 for this attack - a natural six adds 2 damage, no six adds nothing (TCG-KW-3, TCG-DICE-3, OQ-TCG-21)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's Droid Starfighter Wing (4 power) attacks the Naboo Cruiser (7 health), seeds 1..12.
  int with_six = 0, without = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"target-locked"}}, {"force", 2}},
                      {{"arenas", {"naboo-cruiser"}}}),
            json::object(), seed);
    t.act(DS, "target:naboo-cruiser");
    t.act(DS, "use:target-locked");
    t.act(DS, "target:droid-starfighter-wing");
    const std::vector<int> dice = last_dice(t);
    REQUIRE(dice.size() == 4u);
    (has_six(dice) ? with_six : without) += 1;
    CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits_of(dice) + (has_six(dice) ? 2 : 0));
  }
  CHECK(with_six > 0);  // both cases were seen
  CHECK(without > 0);
}
