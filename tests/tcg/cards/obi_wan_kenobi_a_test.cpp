// Obi-Wan Kenobi (A): "Pay 2 Force → Evade 2. Discard Obi-Wan from the Character arena → Prevent all the damage
// about to be dealt to a Character of yours; you gain 1 Force per point prevented."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Obi-Wan Kenobi (A): pay 2 Force, Evade 2 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(LS, "obi-wan-kenobi-a", "Obi-Wan Kenobi", 2, 2, 0);
}

TEST_CASE("Obi-Wan Kenobi (A): discard him, all the damage to a Character of yours is prevented and you gain 1 Force per point (TCG-ABIL-3, TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 20 && seen < 3; ++seed) {
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "obi-wan-kenobi-a"}, {"tapped", true}}, json{{"card", "clone-warrior-4-163"}, {"tapped", true}},
                              "clone-warrior-5-373"}),
            json::object(), seed);
    attack(t, DS, "clone-warrior-4-163");
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, use_id(t, LS, "obi-wan-kenobi-a", 1));
    CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi").is_null());
    CHECK(t.discard(LS) == std::vector<std::string>{"Obi-Wan Kenobi"});
    CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
    CHECK(force(t, LS) == dmg);
    ++seen;
  }
  CHECK(seen == 3);
}

TEST_CASE("Obi-Wan Kenobi (A): his discard is not offered for damage to a unit that is not a Character of yours (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    // A Space unit of yours.
    json ds = {{"arenas", {"techno-union-starship"}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"arenas", {json{{"card", "naboo-cruiser"}, {"tapped", true}}, "naboo-royal-starship", json{{"card", "obi-wan-kenobi-a"}, {"tapped", true}}}},
               {"deck", {"clone-squad"}}};
    Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}}, json::object(), seed);
    attack(t, DS, "naboo-cruiser");
    CHECK_FALSE(t.offers(LS, "use:"));
    CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi").is_object());
  }
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    // The opponent's Character.
    Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163", json{{"card", "obi-wan-kenobi-a"}, {"tapped", true}}}),
            json::object(), seed);
    attack(t, LS, "zam-wesell-b");
    CHECK_FALSE(t.offers(LS, "use:"));
    CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi").is_object());
  }
}
