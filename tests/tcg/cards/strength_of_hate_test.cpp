// Strength of Hate: "Pay 2 Force → Choose a unit of yours: +3 power for this attack."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Strength of Hate: +3 power for this attack - more dice now, printed power after the attack (TCG-ABIL-6, TCG-ATTACK-6, TCG-PLAY-4a, TCG-GLOSS-2, TCG-GLOSS-9)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's Droid Starfighter Squadron (40 speed, 3 power) attacks the Naboo Cruiser (7 health).
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"strength-of-hate"}}, {"force", 3}},
                    {{"arenas", {"naboo-cruiser"}}, {"hand", {"weapon-response"}}, {"force", 1}}));
  REQUIRE(t.step() == "attack");
  // A2: no attack is in progress yet, so no "for this attack" card (and no window before the attack).
  CHECK_FALSE(t.offers(DS, "use:strength-of-hate"));
  t.act(DS, "target:naboo-cruiser");
  // A5: the window after the target.
  REQUIRE(t.step() == "window");
  t.act(DS, "use:strength-of-hate");
  t.act(DS, "target:droid-starfighter-squadron");
  CHECK(t.player(DS)["force"] == 1);
  CHECK(t.discard(DS) == std::vector<std::string>{"Strength of Hate"});
  // The Light Side may answer (it holds Weapon Response): the attacker's power is 6 now.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["power"] == 6);
  t.act(LS, "pass");
  // The roll has 6 dice (TCG-ATTACK-6: the current power at the roll).
  CHECK(last_dice(t).size() == 6u);
  // A11: the attack ended, and so did "+3 power for this attack".
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("naboo-cruiser", 0) == 0);
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["power"] == 3);
}

TEST_CASE("Strength of Hate: not while no attack is in progress, and not for the opponent's unit (TCG-ABIL-6)", "[tcg][tcg-cards]") {
  // The Light Side attacks first (the Dark Side's unit is tapped); the Dark Side may play it in A5 but only on its own unit.
  Table t(battle_of("space", {{"arenas", {{{"card", "droid-starfighter-squadron"}, {"tapped", true}}, "droid-starfighter-wing"}}, {"hand", {"strength-of-hate"}}, {"force", 2}},
                    {{"arenas", {"naboo-cruiser"}}}));
  REQUIRE(t.to_act() == std::vector<int>{DS});  // the Wing (40) attacks first
  t.act(DS, "decline");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // the Cruiser's decision: no card for this step yet
  CHECK_FALSE(t.offers(DS, "use:"));
  t.act(LS, "target:droid-starfighter-wing");
  REQUIRE(t.step() == "window");
  t.act(DS, "use:strength-of-hate");
  // Only units of the Dark Side's are offered.
  CHECK(t.offers(DS, "target:droid-starfighter-squadron"));
  CHECK(t.offers(DS, "target:droid-starfighter-wing"));
  CHECK_FALSE(t.offers(DS, "target:naboo-cruiser"));
}
