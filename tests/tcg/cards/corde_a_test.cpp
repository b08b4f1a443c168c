// Corde (A): "Critical Hit 1. Discard Corde from the Character arena → Prevent all the damage about to be dealt to
// any one Character that is not a Jedi."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Corde (A): discard her, all the damage about to be dealt to a Character that is not a Jedi is prevented, on either side (TCG-ABIL-3, TCG-PLAY-4c, TCG-CARD-1, TCG-GLOSS-7)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 20 && seen < 2; ++seed) {
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "corde-a"}, {"tapped", true}}, json{{"card", "clone-warrior-4-163"}, {"tapped", true}}, "clone-warrior-5-373"}),
            json::object(), seed);
    attack(t, DS, "clone-warrior-4-163");
    if (rolled_damage(t) <= 0) continue;
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:corde-a");
    CHECK(t.discard(LS) == std::vector<std::string>{"Corde"});
    CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
    ++seen;
  }
  CHECK(seen == 2);
  // "Any one Character": the opponent's Zam Wesell, attacked by the Light Side.
  bool opp = false;
  for (uint64_t seed = 1; seed <= 20 && !opp; ++seed) {
    Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}, "geonosian-guard"},
                             {"clone-warrior-4-163", json{{"card", "corde-a"}, {"tapped", true}}}),
            json::object(), seed);
    attack(t, LS, "zam-wesell-b");
    if (rolled_damage(t) <= 0) continue;
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:corde-a");
    CHECK(t.arena(DS, "Character")[0]["damage"] == 0);
    opp = true;
  }
  CHECK(opp);
}

TEST_CASE("Corde (A): not for damage to a Jedi - non-Jedi means without the Jedi subtype (TCG-GLOSS-7, TCG-CARD-1)", "[tcg][tcg-cards]") {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "corde-a"}, {"tapped", true}}, json{{"card", "kit-fisto-a"}, {"tapped", true}}, "clone-warrior-5-373"}),
            json::object(), seed);
    attack(t, DS, "kit-fisto-a");
    CHECK_FALSE(t.offers(LS, "use:"));
    CHECK(t.unit(LS, "Character", "Corde").is_object());
  }
}
