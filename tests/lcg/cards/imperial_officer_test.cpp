// Imperial Officer: "Reaction: after an enemy objective is destroyed, spend 2
// resources to raise the Death Star dial by 1."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Dark Side's AT-ST attacks In You Must Go (capacity 5, 4 damage) with no
// defenders: its Blast Damage destroys it.
Table attack(json dark_objectives) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"dial", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"tookTurn", true}, {"objectives", dark_objectives},
                              {"units", {{{"card", "at-st"}, {"attacking", true}}, "imperial-officer"}}}},
                    {"light", {{"tookTurn", true},
                               {"objectives", {{{"card", "in-you-must-go"}, {"damage", 4}}, "forgotten-heroes", "a-heros-journey"}}}}});
}
void strike_to_destroy(Table& t) {
  t.pass_until(kDark, "strike:at-st", 10);
  t.act(kDark, "strike:at-st");
  if (t.offers(kDark, "icon.2")) t.act(kDark, "icon.2");
  REQUIRE(t.card(kDark, "victory", "In You Must Go").is_object());
}
}  // namespace

TEST_CASE("Imperial Officer spends 2 resources to raise the dial by 1 after an enemy objective is destroyed", "[lcg][card]") {
  Table t = attack(json{"imperial-command", "the-endor-gambit", "death-and-despayre"});
  strike_to_destroy(t);
  CHECK(t.view()["dial"] == 4);  // LCG-DMG-5: +1 for the first card of the victory pile
  REQUIRE(t.offers(kDark, "use:imperial-officer"));
  const int resources = t.view()["players"][kDark]["resources"];
  t.act(kDark, "use:imperial-officer");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.view()["dial"] == 5);
  CHECK(t.view()["players"][kDark]["resources"] < resources);  // paid (LCG-RES-5: a card focused for 1 of 2 is spent)
}

TEST_CASE("Imperial Officer needs 2 resources", "[lcg][card]") {
  // Only the affiliation card (1 resource) is ready.
  Table t = attack(json{{{"card", "imperial-command"}, {"focus", 1}}, {{"card", "the-endor-gambit"}, {"focus", 1}},
                        {{"card", "death-and-despayre"}, {"focus", 1}}});
  strike_to_destroy(t);
  CHECK(t.view()["dial"] == 4);
  CHECK_FALSE(t.offers(kDark, "use:imperial-officer"));
}

TEST_CASE("Imperial Officer does not answer the destruction of a friendly objective", "[lcg][card]") {
  // The Light Side's Balance damage destroys a Dark Side objective.
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
               {"dark", {{"tookTurn", true}, {"units", {"imperial-officer"}},
                         {"objectives", {{{"card", "imperial-command"}, {"damage", 4}}, "the-endor-gambit", "death-and-despayre"}}}},
               {"light", {{"tookTurn", true}}}});
  t.act(kLight, "damage:imperial-command");
  REQUIRE(t.card(kLight, "victory", "Imperial Command").is_object());
  CHECK_FALSE(t.offers(kDark, "use:imperial-officer"));
}
