// Hero's Dodge: "Pay 1 Force → Choose a Character of yours: prevent up to 2 damage to it."
#include <algorithm>
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Hero's Dodge: pay 1 Force in the prevent window, up to 2 of the damage to a Character of yours in the Character arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("character", "heros-dodge", "Hero's Dodge", 1, 2);
}

TEST_CASE("Hero's Dodge: not for damage to a unit in the Ground arena (not a Character of yours)", "[tcg][tcg-cards]") {
  check_prevent_card_not_for("ground", "heros-dodge", 1);
}

TEST_CASE("Hero's Dodge: not for damage to the opponent's unit, nor outside a prevent window (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  // The Light Side's unit attacks: the damage is to a Dark Side unit.
  Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163"}, json::array(), 0, {"heros-dodge"}, 9));
  CHECK(t.step() == "attack");  // no general window opened for it
  CHECK_FALSE(t.offers(LS, "use:"));
  attack(t, LS, "zam-wesell-b");
  CHECK_FALSE(t.offers(LS, "use:"));
  const std::vector<std::string> hand = t.hand(LS);
  CHECK(std::find(hand.begin(), hand.end(), "Hero's Dodge") != hand.end());  // still in hand
}

TEST_CASE("Hero's Dodge: a Character of yours that retreated after the roll - up to 2 of the damage to it is prevented, not for a retreated Ground unit (TCG-ABIL-2, TCG-DMG-1, TCG-RETREAT-4)", "[tcg][tcg-cards]") {
  check_prevent_card_retreated("heros-dodge", "Hero's Dodge", 1, 2, "clone-warrior-4-163");
  Table t(retreated_after_roll("clone-platoon", true, {"heros-dodge"}, 1));
  CHECK_FALSE(t.offers(LS, "use:heros-dodge"));
  CHECK(retreated_damage(t, LS, "clone-platoon") == 3);
}
