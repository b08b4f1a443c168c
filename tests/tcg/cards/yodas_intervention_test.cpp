// Yoda's Intervention: "Pay 3 Force → Choose a unit of yours: prevent up to 3 damage to it."
#include <algorithm>
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Yoda's Intervention: pay 3 Force in the prevent window, up to 3 of the damage to a unit of yours in the Character arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("character", "yodas-intervention", "Yoda's Intervention", 3, 3);
}

TEST_CASE("Yoda's Intervention: pay 3 Force in the prevent window, up to 3 of the damage to a unit of yours in the Space arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("space", "yodas-intervention", "Yoda's Intervention", 3, 3);
}

TEST_CASE("Yoda's Intervention: not for damage to the opponent's unit, nor outside a prevent window (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  // The Light Side's unit attacks: the damage is to a Dark Side unit.
  Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163"}, json::array(), 0, {"yodas-intervention"}, 9));
  CHECK(t.step() == "attack");  // no general window opened for it
  CHECK_FALSE(t.offers(LS, "use:"));
  attack(t, LS, "zam-wesell-b");
  CHECK_FALSE(t.offers(LS, "use:"));
  const std::vector<std::string> hand = t.hand(LS);
  CHECK(std::find(hand.begin(), hand.end(), "Yoda's Intervention") != hand.end());  // still in hand
}

TEST_CASE("Yoda's Intervention: a unit of yours that retreated after the roll is a unit of yours - up to 3 of the damage to it is prevented (TCG-ABIL-2, TCG-DMG-1, TCG-RETREAT-4, OQ-TCG-09)", "[tcg][tcg-cards]") {
  check_prevent_card_retreated("yodas-intervention", "Yoda's Intervention", 3, 3, "clone-warrior-4-163");
  check_prevent_card_retreated("yodas-intervention", "Yoda's Intervention", 3, 3, "clone-platoon", true);
}
