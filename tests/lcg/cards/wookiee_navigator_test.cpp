// Wookiee Navigator: "Reaction: once this unit survives an engagement as an
// attacker, you may engage that objective once more this phase."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table attack() {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                               {"units", {{{"card", "wookiee-navigator"}, {"attacking", true}}, "x-wing"}}}},
                    {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}}}}});
}
// Edge battle, the Navigator's strike: it survives.
void fight(Table& t) {
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "strike:wookiee-navigator");
}
}  // namespace

TEST_CASE("Wookiee Navigator lets its player engage the same objective again after it survives as an attacker", "[lcg][card]") {
  Table t = attack();
  fight(t);
  t.pass_until(kLight, "use:wookiee-navigator");
  t.act(kLight, "use:wookiee-navigator");
  t.act(kLight, "decline");  // the unopposed bonus
  t.pass_until(kLight, "engage:");
  CHECK(t.offers(kLight, "engage:fall-of-the-jedi"));  // once more, with the X-Wing
  t.act(kLight, "engage:fall-of-the-jedi");
  CHECK(t.offers(kLight, "attacker:x-wing"));
}

TEST_CASE("Without Wookiee Navigator's reaction the engaged objective stays engaged this phase", "[lcg][card]") {
  Table t = attack();
  fight(t);
  t.pass_until(kLight, "use:wookiee-navigator");
  t.act(kLight, "pass");
  t.act(kLight, "decline");
  t.pass_until(kLight, "engage:");
  CHECK_FALSE(t.offers(kLight, "engage:fall-of-the-jedi"));  // LCG-CONFLICT-3
  CHECK(t.offers(kLight, "engage:the-emperors-web"));
}
