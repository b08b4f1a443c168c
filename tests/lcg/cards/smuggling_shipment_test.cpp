// Smuggling Shipment: "Action: Target up to 2 resource generating cards, each
// controlled by a different friendly player. Remove 1 focus token from each
// targeted card."
#include "card_table_options.h"
using namespace lcgcard;

TEST_CASE("Smuggling Shipment removes a focus token from a friendly resource card (LCG-RES-1, LCG-FOCUS-1)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"objectives", {{{"card", "imperial-command"}, {"focus", 1}}, "kuat-reinforcements",
                                         "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {{{"card", "rendars-wrath"}, {"focus", 1}}, "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "x-wing@13"}, {"focus", 1}}}},
                          {"hand", {"smuggling-shipment"}},
                          {"tookTurn", true}}}});
  t.act(kLight, "use:smuggling-shipment");
  CHECK_FALSE(t.offers(kLight, "target:imperial-command"));  // an enemy card
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));            // no resource value
  CHECK_FALSE(t.offers(kLight, "target:in-you-must-go"));    // no focus token to remove
  t.act(kLight, "target:rendars-wrath");
  CHECK_FALSE(t.offers(kLight, "choose:"));  // one friendly player
  CHECK(t.objective(kLight, "Rendar's Wrath")["focus"] == 0);
}

TEST_CASE("Smuggling Shipment with no focused friendly resource card is not offered (LCG-ABIL-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}}},
               {"light", {{"objectives", {"rendars-wrath", "in-you-must-go", "forgotten-heroes"}},
                          {"hand", {"smuggling-shipment"}}, {"tookTurn", true}}}});
  CHECK_FALSE(t.offers(kLight, "use:smuggling-shipment"));
}

TEST_CASE("Smuggling Shipment in 2v2: a card of each friendly player (MP-GEN-24)", "[lcg][card][mp]") {
  constexpr int kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
                   {"dark", {{"tookTurn", true}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"objectives", {{{"card", "rendars-wrath"}, {"focus", 1}}, "in-you-must-go", "forgotten-heroes"}},
                              {"hand", {"smuggling-shipment"}}, {"tookTurn", true}}},
                   {"light2", {{"objectives", {{{"card", "a-heros-journey"}, {"focus", 1}}, "jedi-training", "the-secret-of-yavin-4"}},
                               {"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kLS1, "use:smuggling-shipment");
  t.act(kLS1, "target:rendars-wrath");
  t.act(kLS1, "choose:a-heros-journey");
  CHECK(t.objective(kLS1, "Rendar's Wrath")["focus"] == 0);
  CHECK(t.objective(kLS2, "A Hero's Journey")["focus"] == 0);
}
