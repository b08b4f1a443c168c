// Pilot's Dodge: "Pay 2 Force → Choose a Space or Ground unit of yours: prevent up to 2 damage to it."
#include <algorithm>
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Pilot's Dodge: pay 2 Force in the prevent window, up to 2 of the damage to a Space or Ground unit of yours in the Space arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("space", "pilots-dodge", "Pilot's Dodge", 2, 2);
}

TEST_CASE("Pilot's Dodge: pay 2 Force in the prevent window, up to 2 of the damage to a Space or Ground unit of yours in the Ground arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("ground", "pilots-dodge", "Pilot's Dodge", 2, 2);
}

TEST_CASE("Pilot's Dodge: not for damage to a unit in the Character arena (not a Space or Ground unit of yours)", "[tcg][tcg-cards]") {
  check_prevent_card_not_for("character", "pilots-dodge", 2);
}

TEST_CASE("Pilot's Dodge: not for damage to the opponent's unit, nor outside a prevent window (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  // The Light Side's unit attacks: the damage is to a Dark Side unit.
  Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163"}, json::array(), 0, {"pilots-dodge"}, 9));
  CHECK(t.step() == "attack");  // no general window opened for it
  CHECK_FALSE(t.offers(LS, "use:"));
  attack(t, LS, "zam-wesell-b");
  CHECK_FALSE(t.offers(LS, "use:"));
  const std::vector<std::string> hand = t.hand(LS);
  CHECK(std::find(hand.begin(), hand.end(), "Pilot's Dodge") != hand.end());  // still in hand
}

TEST_CASE("Pilot's Dodge: a Ground unit of yours that retreated after the roll - up to 2 of the damage to it is prevented (TCG-ABIL-2, TCG-DMG-1, TCG-RETREAT-4)", "[tcg][tcg-cards]") {
  check_prevent_card_retreated("pilots-dodge", "Pilot's Dodge", 2, 2, "clone-platoon", true);
}
