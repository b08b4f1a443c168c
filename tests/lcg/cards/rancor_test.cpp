// Rancor: "No enhancements. Forced Reaction: after you refresh, destroy the
// lowest cost non-Vehicle unit in play. (In case of a tie, the active player decides.)"
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"counsel-of-the-sith", "the-emperors-web", "fall-of-the-jedi"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Rancor destroys the cheapest non-Vehicle unit in play after its player refreshes", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"rancor", "tie-fighter"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {"twilek-loyalist", "x-wing", "luke-skywalker"}}}}});
  // Forced: no choice. The TIE Fighter and the X-Wing (cost 1) are Vehicles; the Twi'lek Loyalist (1) goes.
  CHECK(t.card(kLight, "discard", "Twi'lek Loyalist").is_object());
  CHECK(t.unit(kLight, "X-Wing").is_object());
  CHECK(t.unit(kDark, "TIE Fighter").is_object());
  CHECK(t.unit(kLight, "Luke Skywalker").is_object());
  CHECK(t.unit(kDark, "Rancor").is_object());
}

TEST_CASE("Rancor: on a tie the active player picks among the cheapest, Rancor itself included", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"rancor"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"luke-skywalker", "obi-wan-kenobi"}}}}});
  CHECK(t.offers(kDark, "choose:rancor"));           // cost 4
  CHECK(t.offers(kDark, "choose:luke-skywalker"));   // cost 4
  CHECK_FALSE(t.offers(kDark, "choose:obi-wan-kenobi"));  // cost 5
  CHECK_FALSE(t.offers(kDark, "pass"));
  t.act(kDark, "choose:luke-skywalker");
  CHECK(t.card(kLight, "discard", "Luke Skywalker").is_object());
  CHECK(t.unit(kDark, "Rancor").is_object());
}

TEST_CASE("Rancor does not answer the enemy's refresh", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"rancor"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"twilek-loyalist"}}}}});
  CHECK(t.unit(kLight, "Twi'lek Loyalist").is_object());
}
