// Thunderflare: "Elite. Reaction: After this unit is focused to strike, move 1
// damage from a target friendly objective to a target enemy objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table attack(int damage) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 5}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"objectives", {{{"card", "imperial-command"}, {"damage", damage}}, "kuat-reinforcements",
                                              "the-ultimate-power"}},
                              {"units", {{{"card", "thunderflare"}, {"attacking", true}}}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Thunderflare, focused to strike, moves 1 damage from a friendly objective to an enemy objective "
          "(LCG-ABIL-8, LCG-KW-2)",
          "[lcg][card]") {
  Table t = attack(2);
  t.pass_until(kDark, "strike:");
  t.act(kDark, "strike:thunderflare");
  t.act(kDark, "use:thunderflare");
  CHECK_FALSE(t.offers(kDark, "target:kuat-reinforcements"));  // no damage to move
  t.act(kDark, "target:imperial-command");
  CHECK_FALSE(t.offers(kDark, "choose:the-ultimate-power"));   // friendly
  CHECK(t.offers(kDark, "choose:a-heros-journey"));             // the engaged one too
  t.act(kDark, "choose:in-you-must-go");
  CHECK(t.objective(kDark, "Imperial Command")["damage"] == 1);
  CHECK(t.objective(kLight, "In You Must Go")["damage"] == 1);
}

TEST_CASE("Thunderflare is not offered when no friendly objective has damage to move (LCG-ABIL-8)", "[lcg][card]") {
  Table t = attack(0);
  t.pass_until(kDark, "strike:");
  t.act(kDark, "strike:thunderflare");
  CHECK_FALSE(t.offers(kDark, "use:thunderflare"));
}
