// Han Solo: "Targeted Strike. Reaction: once this unit is declared as an
// attacker or as a defender, deal 1 damage to a target enemy unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"};
const json kDarkObjectives = {"fall-of-the-jedi", "the-emperors-web", "imperial-command"};
}  // namespace

TEST_CASE("Han Solo deals 1 damage to a target enemy unit after he is declared as an attacker", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"han-solo", "x-wing"}}}},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"tie-fighter", "at-st"}}}}});
  t.pass_until(kLight, "engage:fall-of-the-jedi");
  t.act(kLight, "engage:fall-of-the-jedi");
  t.act(kLight, "attacker:han-solo");
  t.act(kLight, "done");
  REQUIRE(t.offers(kLight, "use:han-solo"));
  t.act(kLight, "use:han-solo");
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));  // not an enemy
  CHECK(t.offers(kLight, "target:tie-fighter"));
  t.act(kLight, "target:at-st");
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 1);
}

TEST_CASE("Han Solo's reaction answers his own declaration as a defender, not another unit's", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"han-solo", "x-wing"}}}},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"at-st"}}}}});
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:at-st");
  t.act(kDark, "done");
  CHECK_FALSE(t.offers(kLight, "use:han-solo"));  // an enemy attacker's declaration
  t.pass_until(kLight, "defender:han-solo");
  t.act(kLight, "defender:x-wing");
  t.act(kLight, "defender:han-solo");
  t.act(kLight, "done");
  REQUIRE(t.offers(kLight, "use:han-solo"));
  t.act(kLight, "use:han-solo");
  t.act(kLight, "target:at-st");
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 1);
  CHECK_FALSE(t.offers(kLight, "use:han-solo"));  // once: the X-Wing's declaration does not trigger it
}
