// Tyranus's Wrath: "Pay 8 Force → For this attack, the attacking unit has +7 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Tyranus's Wrath: the attacking unit has +7 power for this attack, no choice (TCG-ABIL-6, TCG-ATTACK-6)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"tyranuss-wrath"}}, {"force", 8}},
                    {{"arenas", {"naboo-royal-starship", "naboo-cruiser"}}}));
  CHECK_FALSE(t.offers(DS, "use:tyranuss-wrath"));  // A2: nothing is attacking yet
  t.act(DS, "target:naboo-cruiser");
  t.act(DS, "use:tyranuss-wrath");
  // No target prompt: paid, played and the roll made at once.
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.discard(DS) == std::vector<std::string>{"Tyranus's Wrath"});
  CHECK(last_dice(t).size() == 10u);
  CHECK(t.logged("Droid Starfighter Squadron has +7 power for this attack."));
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["power"] == 3);  // A11: it ended
}

TEST_CASE("Tyranus's Wrath: not without 8 Force (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"tyranuss-wrath"}}, {"force", 7}},
                    {{"arenas", {"naboo-cruiser"}}}));
  t.act(DS, "target:naboo-cruiser");
  CHECK(t.step() != "window");  // nobody could play anything: no window, the dice are rolled
  CHECK(last_dice(t).size() == 3u);
}
