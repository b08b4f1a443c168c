// Weapon Response: "Pay 1 Force → For this attack, the attacking unit has -2 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Weapon Response: the attacking unit has -2 power for this attack (TCG-ABIL-6, TCG-ATTACK-6)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"techno-union-starship"}}},
                    {{"arenas", {"naboo-cruiser"}}, {"hand", {"weapon-response"}}, {"force", 1}}));
  // The Dark Side's Starship (30) attacks first; the Light Side answers in A5.
  t.act(DS, "target:naboo-cruiser");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "pass"));
  t.act(LS, "use:weapon-response");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(last_dice(t).size() == 4u);
  // Its own unit's attack next: the card is gone, and nothing is offered before the target.
  CHECK(t.unit(DS, "Space", "Techno Union Starship")["power"] == 6);
}
