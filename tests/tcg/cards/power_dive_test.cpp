// Power Dive: "Pay 3 Force → Untap a Starfighter of yours in the Space arena or a Speeder of yours in the Ground arena."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Power Dive: untap a tapped Starfighter of yours - it attacks again in this step (TCG-BATTLE-7)", "[tcg][tcg-cards]") {
  // The Dark Side's Geonosian Fighter (a Starfighter) and Techno Union Starship are tapped; the Light Side attacks.
  Table t(battle_of("space",
                    {{"arenas", {{{"card", "geonosian-fighter"}, {"tapped", true}}, {{"card", "techno-union-starship"}, {"tapped", true}}}},
                     {"hand", {"power-dive"}}, {"force", 3}},
                    {{"arenas", {"naboo-starfighter-squadron"}}}));
  // The window before the first attack: the Dark Side could play it now, and waits.
  REQUIRE(t.step() == "window");
  t.act(DS, "pass");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "target:techno-union-starship");
  t.act(DS, "use:power-dive");
  CHECK(t.offers(DS, "target:geonosian-fighter"));
  CHECK_FALSE(t.offers(DS, "target:techno-union-starship"));  // a capital ship, not a Starfighter
  CHECK_FALSE(t.offers(DS, "target:naboo-starfighter-squadron"));  // not the opponent's
  t.act(DS, "target:geonosian-fighter");
  CHECK(t.unit(DS, "Space", "Geonosian Fighter")["tapped"] == false);
  // After the Light Side's attack, the untapped Fighter is selected and attacks.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("geonosian-fighter", 0) == 0);
  CHECK(t.offers(DS, "target:naboo-starfighter-squadron"));
}

TEST_CASE("Power Dive: a tapped Speeder of yours in the Ground arena, never an untapped one (TCG-BATTLE-7)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground",
                    {{"arenas", {{{"card", "clone-squad"}, {"tapped", true}}}}},
                    {{"arenas", {{{"card", "swoop-bike"}, {"tapped", true}}, "patrol-speeder", "clone-platoon"}}, {"hand", {"power-dive"}}, {"force", 3}}));
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "use:power-dive");
  CHECK(t.count(LS, "target:") == 1);  // the Swoop Bike only: the Patrol Speeder is untapped, the Clone Platoon no Speeder
  t.act(LS, "target:swoop-bike");
  CHECK(t.unit(LS, "Ground", "Swoop Bike")["tapped"] == false);
}
