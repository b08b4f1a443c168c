// High-Force Dodge: "Pay 5 Force → Choose a unit of yours: prevent up to 5 damage to it."
#include <algorithm>
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("High-Force Dodge: pay 5 Force in the prevent window, up to 5 of the damage to a unit of yours in the Ground arena is prevented, not without the Force (TCG-PLAY-2, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_prevent_card("ground", "high-force-dodge", "High-Force Dodge", 5, 5);
}

TEST_CASE("High-Force Dodge: not for damage to the opponent's unit, nor outside a prevent window (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  // The Light Side's unit attacks: the damage is to a Dark Side unit.
  Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163"}, json::array(), 0, {"high-force-dodge"}, 9));
  CHECK(t.step() == "attack");  // no general window opened for it
  CHECK_FALSE(t.offers(LS, "use:"));
  attack(t, LS, "zam-wesell-b");
  CHECK_FALSE(t.offers(LS, "use:"));
  const std::vector<std::string> hand = t.hand(LS);
  CHECK(std::find(hand.begin(), hand.end(), "High-Force Dodge") != hand.end());  // still in hand
}

TEST_CASE("High-Force Dodge: a unit of yours that retreated after the roll - the damage to it is prevented (TCG-ABIL-2, TCG-DMG-1, TCG-RETREAT-4)", "[tcg][tcg-cards]") {
  check_prevent_card_retreated("high-force-dodge", "High-Force Dodge", 5, 5, "clone-warrior-4-163");
}
