// Dark Side's Command: "Pay 8 Force → Untap a tapped unit of your opponent in the Space arena. This turn, the next time it would attack,
// you may turn it against another of your opponent's units in the Space arena."
#include "attack_fixture.h"

using namespace tcgt;

namespace {
json command_table() {
  // The Light Side's Naboo Starfighter Squadron (40, 4 power) is tapped; its Naboo Cruiser too; the Dark Side's Starship is slower (30).
  return battle_of("space", {{"arenas", {"techno-union-starship"}}, {"hand", {"dark-sides-command"}}, {"force", 8}},
                   {{"arenas", {{{"card", "naboo-starfighter-squadron"}, {"tapped", true}}, {{"card", "naboo-cruiser"}, {"tapped", true}}}}});
}
}  // namespace

TEST_CASE("Dark Side's Command: the untapped unit's next attack is turned against another unit of its own side (TCG2-TARGET-5, TCG-ATTACK-3)", "[tcg][tcg-cards]") {
  Table t(command_table());
  REQUIRE(t.step() == "window");
  t.act(DS, "use:dark-sides-command");
  CHECK(t.count(DS, "target:") == 2);  // the opponent's tapped Space units
  t.act(DS, "target:naboo-starfighter-squadron");
  CHECK(t.player(DS)["force"] == 0);
  // The Squadron (untapped, 40) would attack next: the Dark Side chooses first.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(DS).size() == 2u);  // turn it against the Naboo Cruiser, or let it attack normally
  CHECK(t.offers(DS, "refuse"));
  t.act(DS, "choose:naboo-cruiser");
  // The attack is declared: the Light Side could not decline; the Squadron's 4 dice hit the Cruiser.
  CHECK(t.logged("Dark Side turns Naboo Starfighter Squadron against Naboo Cruiser."));
  const std::vector<int> dice = last_dice(t);
  REQUIRE(dice.size() == 4u);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits_of(dice));
  CHECK(t.unit(LS, "Space", "Naboo Starfighter Squadron")["tapped"] == true);
}

TEST_CASE("Dark Side's Command: if its player lets it, the unit attacks normally, its controller choosing", "[tcg][tcg-cards]") {
  Table t(command_table());
  t.act(DS, "use:dark-sides-command");
  t.act(DS, "target:naboo-starfighter-squadron");
  t.act(DS, "refuse");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "target:techno-union-starship"));
  CHECK(t.offers(LS, "decline"));
}

TEST_CASE("Dark Side's Command: with no other unit of its side there, it just attacks normally", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"techno-union-starship"}}, {"hand", {"dark-sides-command"}}, {"force", 8}},
                    {{"arenas", {{{"card", "naboo-starfighter-squadron"}, {"tapped", true}}}}}));
  t.act(DS, "use:dark-sides-command");
  t.act(DS, "target:naboo-starfighter-squadron");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "target:techno-union-starship"));
}
