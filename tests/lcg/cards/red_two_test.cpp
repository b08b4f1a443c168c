// Red Two: "Reaction: after an objective is destroyed, remove 1 focus token from this unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Light Side's Balance phase with the Balance on its side: its Balance
// damage (LCG-BAL-4) destroys Imperial Command (5 capacity, 4 damage).
Table balance_kill(const json& red_two) {
  return Table(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
                    {"dark", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}, "kuat-reinforcements",
                                              "the-ultimate-power"}},
                              {"tookTurn", true}}},
                    {"light", {{"units", {red_two}}, {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Red Two sheds a focus token after an objective is destroyed", "[lcg][card]") {
  // The Refresh phase that follows takes one more token: 3 - 1 - 1 = 1; declined, 3 - 1 = 2.
  Table t = balance_kill(json{{"card", "red-two"}, {"focus", 3}});
  CHECK_FALSE(t.offers(kLight, "use:red-two"));  // nothing destroyed yet
  t.act(kLight, "damage:imperial-command");
  REQUIRE(t.card(kLight, "victory", "Imperial Command").is_object());
  REQUIRE(t.offers(kLight, "use:red-two"));
  t.act(kLight, "use:red-two");
  CHECK_FALSE(t.offers(kLight, "use:red-two"));  // once for that destruction
  CHECK(t.unit(kLight, "Red Two")["focus"] == 1);

  Table declined = balance_kill(json{{"card", "red-two"}, {"focus", 3}});
  declined.act(kLight, "damage:imperial-command");
  declined.act(kLight, "pass");
  CHECK(declined.unit(kLight, "Red Two")["focus"] == 2);
}

TEST_CASE("Red Two has nothing to answer with no focus token on it, nor after mere damage", "[lcg][card]") {
  Table ready = balance_kill(json{{"card", "red-two"}});
  ready.act(kLight, "damage:imperial-command");
  CHECK_FALSE(ready.offers(kLight, "use:red-two"));

  Table hurt = balance_kill(json{{"card", "red-two"}, {"focus", 1}});
  hurt.act(kLight, "damage:kuat-reinforcements");  // damaged, not destroyed
  CHECK_FALSE(hurt.offers(kLight, "use:red-two"));
}
