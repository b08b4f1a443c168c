// False Lead: "Attach to an objective you control. Interrupt: as the
// enhanced objective leaves play, turn the Death Star dial back by 1 (never below 1)."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table attack(int engaged) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"dial", 6}, {"engagement", {{"objective", engaged}}},
                    {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
                    {"light", {{"tookTurn", true},
                               {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}},
                                               {{"card", "the-rebel-fleet"}, {"damage", 4}}, "in-you-must-go"}},
                               {"enhancements", {{{"card", "false-lead"}, {"on", 0}}}}}}});
}
void strike(Table& t) {
  for (int i = 0; i < 8 && !t.offers(kDark, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kDark, "strike:darth-vader");
}
}  // namespace

TEST_CASE("False Lead turns the dial back by 1 as the objective it enhances is destroyed", "[lcg][card]") {
  Table t = attack(0);
  strike(t);
  REQUIRE(t.offers(kLight, "use:false-lead"));
  t.act(kLight, "use:false-lead");
  CHECK(t.objective(kLight, "A Hero's Journey").is_null());
  CHECK(t.view()["dial"] == 6);  // 6 - 1, then + 1 for the victory pile
  CHECK(t.card(kLight, "discard", "False Lead").is_object());  // LCG-DEPLOY-9: discarded with its objective
}

TEST_CASE("False Lead does not answer another objective leaving play", "[lcg][card]") {
  Table t = attack(1);
  strike(t);
  CHECK_FALSE(t.offers(kLight, "use:false-lead"));
  CHECK(t.objective(kLight, "The Rebel Fleet").is_null());
  CHECK(t.view()["dial"] == 7);
}

TEST_CASE("False Lead goes only on an objective its player controls", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"false-lead"}}, {"objectives", {"a-heros-journey", "the-rebel-fleet", "in-you-must-go"}}}},
               {"dark", {{"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}}}}});
  t.act(kLight, "deploy:false-lead");
  CHECK(t.offers(kLight, "attach:a-heros-journey"));
  CHECK_FALSE(t.offers(kLight, "attach:fall-of-the-jedi"));
}
