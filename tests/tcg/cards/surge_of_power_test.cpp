// Surge of Power: "Pay 1 Force → Choose a unit of yours: +2 power for this attack."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Surge of Power: +2 power for this attack, for the Light Side's attacker (TCG-ABIL-6, TCG-ATTACK-6)", "[tcg][tcg-cards]") {
  // Ground: the Light Side's Clone Platoon (40 speed, 4 power) attacks the Commerce Guild Droid 81 (5 health); the Battle Droid Squad (10 speed) attacks after it.
  Table t(battle_of("ground", {{"arenas", {{{"card", "commerce-guild-droid-81"}, {"tapped", true}}, "battle-droid-squad"}}},
                    {{"arenas", {"clone-platoon"}}, {"hand", {"surge-of-power"}}, {"force", 1}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(LS, "use:surge-of-power"));  // A2: no attack in progress
  t.act(LS, "target:commerce-guild-droid-81");
  t.act(LS, "use:surge-of-power");
  t.act(LS, "target:clone-platoon");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(last_dice(t).size() == 6u);
  // The attack is over (the Battle Droid Squad decides next): printed power again.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 4);
}
