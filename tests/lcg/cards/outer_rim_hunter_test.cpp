// Outer Rim Hunter: "Reaction: after this unit is declared as an attacker, the defending player deals 1 damage to one of
// their objectives."
#include "card_table.h"
using namespace lcgcard;

namespace {
json hunter_setup() {
  return json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
              {"dark", {{"tookTurn", true}, {"units", {"outer-rim-hunter", "death-star-trooper"}}}},
              {"light", {{"tookTurn", true},
                         {"objectives", {"a-heros-journey", {{"card", "in-you-must-go"}, {"shields", 1}}, "forgotten-heroes"}}}}};
}
}  // namespace

TEST_CASE("Outer Rim Hunter attacks: the defending player damages one of their own objectives", "[lcg][card]") {
  Table t(hunter_setup());
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:outer-rim-hunter");
  t.act(kDark, "done");
  REQUIRE(t.offers(kDark, "use:outer-rim-hunter"));
  t.act(kDark, "use:outer-rim-hunter");
  // The Light Side chooses which of its objectives (not the Dark Side's).
  CHECK(t.ids(kDark).empty());
  CHECK(t.offers(kLight, "damage:a-heros-journey"));
  CHECK(t.offers(kLight, "damage:forgotten-heroes"));
  t.act(kLight, "damage:forgotten-heroes");
  CHECK(t.objective(kLight, "Forgotten Heroes")["damage"] == 1);
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 0);
}

TEST_CASE("Outer Rim Hunter's damage is an enemy effect: a shield stops it (LCG-SHIELD-3)", "[lcg][card]") {
  Table t(hunter_setup());
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:outer-rim-hunter");
  t.act(kDark, "done");
  t.act(kDark, "use:outer-rim-hunter");
  t.act(kLight, "damage:in-you-must-go");
  CHECK(t.objective(kLight, "In You Must Go")["damage"] == 0);
  CHECK(t.objective(kLight, "In You Must Go")["shields"] == 0);
}

TEST_CASE("Outer Rim Hunter answers only its own declaration", "[lcg][card]") {
  Table t(hunter_setup());
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:death-star-trooper");
  t.act(kDark, "done");
  CHECK_FALSE(t.offers(kDark, "use:outer-rim-hunter"));
}
