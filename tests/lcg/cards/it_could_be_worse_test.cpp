// It Could Be Worse: "Interrupt: as damage is being dealt to a target unit or objective, prevent 1 of it."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("It Could Be Worse prevents 1 damage being dealt to a unit, as an interrupt only", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"force-choke"}}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}}}},
               {"light", {{"hand", {"it-could-be-worse"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                          {"units", {"rebel-trooper"}}}}});
  CHECK_FALSE(t.offers(kLight, "use:it-could-be-worse"));  // no damage being dealt: nothing to answer
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:rebel-trooper");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  REQUIRE(t.offers(kLight, "use:it-could-be-worse"));
  t.act(kLight, "use:it-could-be-worse");
  CHECK(t.unit(kLight, "Rebel Trooper").is_object());  // capacity 1: it would have been destroyed
  CHECK(t.unit(kLight, "Rebel Trooper")["damage"] == 0);
  CHECK(t.card(kLight, "discard", "It Could Be Worse").is_object());
}

TEST_CASE("It Could Be Worse takes only 1 off a larger amount of damage", "[lcg][card]") {
  // The Dark Side's AT-ST strikes a defending Y-Wing... here: blast damage on an objective.
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
               {"light", {{"tookTurn", true}, {"hand", {"it-could-be-worse"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}}}}});
  // No defenders: the Dark Side wins the edge; Vader's blast is 1 + 1 edge-enabled.
  for (int i = 0; i < 8 && !t.offers(kDark, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kDark, "strike:darth-vader");
  REQUIRE(t.offers(kLight, "use:it-could-be-worse"));
  t.act(kLight, "use:it-could-be-worse");
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 1);
}
