// Logistics Officer: "During your deployment phase, you may play this unit
// under the control of another friendly player. If you do, remove 1 damage
// from a target friendly objective, if able."
#include "card_table_options.h"
using namespace lcgcard;

TEST_CASE("Logistics Officer in the two-player game has no other friendly player: only the plain play is offered "
          "(MP-GEN-24, LCG-DEPLOY-2)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"logistics-officer"}}, {"tookTurn", true}}}, {"light", {{"tookTurn", true}}}});
  CHECK_FALSE(t.offers(kDark, "use:logistics-officer"));
  t.act(kDark, "deploy:logistics-officer");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Logistics Officer")["controller"] == kDark);
}

TEST_CASE("Logistics Officer in 2v2: played under the teammate's control in its player's deployment, then 1 damage "
          "comes off a friendly objective (MP-GEN-20, MP-GEN-24)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1, kLS1 = 2;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"logistics-officer"}}, {"tookTurn", true}}},
               {"dark2", {{"objectives", {{{"card", "fall-of-the-jedi"}, {"damage", 2}}, "counsel-of-the-sith",
                                          "the-emperors-web"}},
                          {"tookTurn", true}}},
               {"light", {{"objectives", {{{"card", "a-heros-journey"}, {"damage", 1}}, "in-you-must-go", "forgotten-heroes"}},
                          {"tookTurn", true}}},
               {"light2", {{"tookTurn", true}}}},
          json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kDS1, "use:logistics-officer");
  t.act(kDS1, "autopay");
  CHECK(t.unit(kDS2, "Logistics Officer")["controller"] == kDS2);
  CHECK(t.unit(kDS1, "Logistics Officer").is_null());
  CHECK_FALSE(t.offers(kDS1, "choose:a-heros-journey"));  // an enemy objective
  t.act(kDS1, "choose:fall-of-the-jedi");
  CHECK(t.objective(kDS2, "Fall of the Jedi")["damage"] == 1);
  CHECK(t.objective(kLS1, "A Hero's Journey")["damage"] == 1);
}
