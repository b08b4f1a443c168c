// Ewok Scout: "Reaction: once this unit is declared as an attacker, choose a
// target enemy unit: it cannot be declared as a defender in this engagement."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Ewok Scout keeps a target enemy unit from defending in this engagement", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
               {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                          {"units", {"ewok-scout", "x-wing"}}}},
               {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}},
                         {"units", {"tie-fighter", "at-st"}}}}});
  t.pass_until(kLight, "engage:fall-of-the-jedi");
  t.act(kLight, "engage:fall-of-the-jedi");
  t.act(kLight, "attacker:ewok-scout");
  t.act(kLight, "done");
  REQUIRE(t.offers(kLight, "use:ewok-scout"));
  t.act(kLight, "use:ewok-scout");
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));  // not an enemy
  t.act(kLight, "target:at-st");
  t.pass_until(kDark, "defender:");
  CHECK_FALSE(t.offers(kDark, "defender:at-st"));
  CHECK(t.offers(kDark, "defender:tie-fighter"));
}

TEST_CASE("Ewok Scout's reaction answers its declaration as an attacker only", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
               {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                          {"units", {"ewok-scout"}}}},
               {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}},
                         {"units", {"at-st"}}}}});
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:at-st");
  t.act(kDark, "done");
  t.pass_until(kLight, "defender:ewok-scout");
  t.act(kLight, "defender:ewok-scout");
  t.act(kLight, "done");
  CHECK_FALSE(t.offers(kLight, "use:ewok-scout"));
}
