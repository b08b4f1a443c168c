// Dark Side's Compulsion: "Pay 8 Force → Untap a tapped unit of your opponent in the Ground arena. This turn, the next time it would attack,
// you may turn it against another of your opponent's units in the Ground arena."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Dark Side's Compulsion: a Ground unit of the opponent's is untapped and turned against its own side (TCG2-TARGET-5)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground", {{"arenas", {"battle-droid-squad"}}, {"hand", {"dark-sides-compulsion"}}, {"force", 8}},
                    {{"arenas", {{{"card", "clone-platoon"}, {"tapped", true}}, {{"card", "naboo-defense-station"}, {"tapped", true}}}}}));
  REQUIRE(t.step() == "window");
  t.act(DS, "use:dark-sides-compulsion");
  t.act(DS, "target:clone-platoon");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "choose:clone-platoon"));  // another unit, never itself
  t.act(DS, "choose:naboo-defense-station");
  const std::vector<int> dice = last_dice(t);
  REQUIRE(dice.size() == 4u);
  CHECK(t.unit(LS, "Ground", "Naboo Defense Station")["damage"] == hits_of(dice));
}

TEST_CASE("Dark Side's Compulsion: only a tapped unit of the opponent's in the Ground arena", "[tcg][tcg-cards]") {
  Table t(battle_of("ground", {{"arenas", {{{"card", "battle-droid-squad"}, {"tapped", true}}, "destroyer-droid-squad"}}, {"hand", {"dark-sides-compulsion"}}, {"force", 8}},
                    {{"arenas", {"clone-platoon", {{"card", "jedi-starfighter-3r3"}, {"tapped", true}}}}}));
  CHECK(t.step() == "attack");  // no tapped Ground unit of the opponent's: nothing to play
}
