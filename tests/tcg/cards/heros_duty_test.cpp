// Hero's Duty: "Pay 4 Force → Choose a unit of yours: +5 power for this attack, and it is discarded once the attack is over."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Hero's Duty: +5 power for this attack, then the unit is discarded when the attack ends (TCG-ABIL-6, TCG-ATTACK-2 A11)", "[tcg][tcg-cards]") {
  // Ground: the Light Side's Clone Platoon (4 power) attacks the Trade Federation Battleship Core (12 health).
  Table t(battle_of("ground", {{"arenas", {{{"card", "trade-federation-battleship-core"}, {"tapped", true}}, "battle-droid-squad"}}},
                    {{"arenas", {"clone-platoon"}}, {"hand", {"heros-duty"}}, {"force", 4}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(LS, "use:heros-duty"));  // A2: not before the attack
  t.act(LS, "target:trade-federation-battleship-core");
  t.act(LS, "use:heros-duty");
  t.act(LS, "target:clone-platoon");
  const std::vector<int> dice = last_dice(t);
  CHECK(dice.size() == 9u);
  CHECK(t.unit(DS, "Ground", "Trade Federation Battleship Core")["damage"] == hits_of(dice));
  // A11: the Platoon is discarded.
  CHECK(t.unit(LS, "Ground", "Clone Platoon").is_null());
  CHECK(t.discard(LS) == std::vector<std::string>{"Hero's Duty", "Clone Platoon"});
  REQUIRE(t.to_act() == std::vector<int>{DS});  // the Battle Droid Squad's attack is next
}
