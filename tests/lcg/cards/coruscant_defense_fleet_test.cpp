// Coruscant Defense Fleet: "Shielding. Protect Coruscant. (If a Coruscant
// card you control would be damaged, you may place the damage on this unit
// instead.) This unit cannot be declared as an attacker."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}

TEST_CASE("Coruscant Defense Fleet takes damage meant for a friendly Coruscant card (Protect, LCG-KW-5)", "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
               {"dark", {{"tookTurn", true},
                         {"objectives", {"the-heart-of-the-empire", "fall-of-the-jedi", "the-emperors-web"}},
                         {"units", {"coruscant-defense-fleet"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  t.act(kLight, "damage:the-heart-of-the-empire");  // a Coruscant objective
  REQUIRE(t.offers(kDark, "use:coruscant-defense-fleet"));
  t.act(kDark, "use:coruscant-defense-fleet");
  bool one = false;
  for (const std::string& id : t.ids(kDark)) one = one || (id.rfind("choose:coruscant-defense-fleet", 0) == 0 && id.back() == '1');
  CHECK(one);
  t.act(kDark, "choose:coruscant-defense-fleet");
  CHECK(t.objective(kDark, "The Heart of the Empire")["damage"] == 0);
  CHECK(t.unit(kDark, "Coruscant Defense Fleet")["damage"] == 1);
}

TEST_CASE("Coruscant Defense Fleet does not protect a card without the Coruscant trait", "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
               {"dark", {{"tookTurn", true},
                         {"objectives", {"the-heart-of-the-empire", "fall-of-the-jedi", "the-emperors-web"}},
                         {"units", {"coruscant-defense-fleet"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  t.act(kLight, "damage:fall-of-the-jedi");
  CHECK_FALSE(t.offers(kDark, "use:coruscant-defense-fleet"));
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 1);
}

TEST_CASE("Coruscant Defense Fleet cannot be declared as an attacker", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true},
                         {"objectives", {"the-heart-of-the-empire", "fall-of-the-jedi", "the-emperors-web"}},
                         {"units", {"coruscant-defense-fleet", "darth-vader"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  CHECK(t.offers(kDark, "attacker:darth-vader"));
  CHECK_FALSE(t.offers(kDark, "attacker:coruscant-defense-fleet"));
}

TEST_CASE("Coruscant Defense Fleet alone cannot engage: no unit may attack", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true},
                         {"objectives", {"the-heart-of-the-empire", "fall-of-the-jedi", "the-emperors-web"}},
                         {"units", {"coruscant-defense-fleet"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  CHECK_FALSE(t.offers(kDark, "engage:"));
}
