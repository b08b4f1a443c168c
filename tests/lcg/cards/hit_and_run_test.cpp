// Hit and Run: "Limit 1 per objective deck. Reaction: after you win an edge
// battle as the attacker, deal 1 damage to the engaged objective. Limit once per turn."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"fall-of-the-jedi", "the-emperors-web", "imperial-command"};
}

TEST_CASE("Hit and Run damages the engaged objective after its player wins the edge as the attacker, once a turn", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"light", {{"tookTurn", true}, {"objectives", {"hit-and-run", "a-heros-journey", "in-you-must-go"}},
                          {"units", {{{"card", "rebel-trooper"}, {"attacking", true}}, "y-wing"}}}},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}}});
  t.pass_until(kLight, "use:hit-and-run");  // no defenders: the attacker wins the edge (LCG-EDGE-3)
  t.act(kLight, "use:hit-and-run");
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 1);
  CHECK(t.objective(kDark, "The Emperor's Web")["damage"] == 0);
  // A second engagement this turn, won at the edge again: no second use.
  t.pass_until(kLight, "strike:rebel-trooper");
  t.act(kLight, "strike:rebel-trooper");
  t.pass_until(kLight, "decline");  // the unopposed bonus
  t.act(kLight, "decline");
  t.pass_until(kLight, "engage:the-emperors-web");
  t.act(kLight, "engage:the-emperors-web");
  t.act(kLight, "attacker:y-wing");
  t.act(kLight, "done");
  t.pass_until(kDark, "done");
  t.act(kDark, "done");  // no defenders
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) {
    CHECK_FALSE(t.offers(kLight, "use:hit-and-run"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.offers(kLight, "strike:y-wing"));
  CHECK(t.objective(kDark, "The Emperor's Web")["damage"] == 0);
}

TEST_CASE("Hit and Run does not answer an edge battle won as the defender", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 1}}},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {{{"card", "at-st"}, {"attacking", true}}}}}},
               {"light", {{"tookTurn", true}, {"objectives", {"hit-and-run", "a-heros-journey", "in-you-must-go"}},
                          {"units", {{{"card", "x-wing"}, {"defending", true}}}}, {"edge", {"y-wing"}}}}});
  // The Light Side's edge stack (1 Force icon) beats the Dark Side's empty one.
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:") && !t.offers(kDark, "strike:"); ++i) {
    CHECK_FALSE(t.offers(kLight, "use:hit-and-run"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.view()["engagement"]["edgeWinner"] == kLight);
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 0);
}
