// Plo Koon (A): "+1 power for Plo while another Jedi of yours is in the Character arena. Pay 2 Force → Evade 2."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Plo Koon (A): +1 power while another Jedi of yours is in the Character arena, not for a non-Jedi or the opponent's (TCG-ABIL-11, TCG-CARD-1)", "[tcg][tcg-cards]") {
  {
    Table t(character_battle({"geonosian-guard"}, {"plo-koon-a", "kit-fisto-a"}));
    CHECK(t.unit(LS, "Character", "Plo Koon")["power"] == 6);  // Kit Fisto: Nautolan Jedi Master
  }
  {
    Table t(character_battle({"darth-tyranus-b"}, {"plo-koon-a", "clone-warrior-5-373"}));
    CHECK(t.unit(LS, "Character", "Plo Koon")["power"] == 5);  // a Clone Warrior, and the Dark Side's Dark Jedi Master
  }
}

TEST_CASE("Plo Koon (A): pay 2 Force, Evade 2 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(LS, "plo-koon-a", "Plo Koon", 2, 2, 1);
}
