// Rapid Fire: "Play only during your turn. Action: Target up to 2 units, each
// controlled by a different opponent. Deal 1 damage to each targeted unit."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
// Blue Squadron Support is a Rebel Alliance objective: its resource pays for the event (LCG-RES-3).
const json kLightObjectives = {"blue-squadron-support", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Rapid Fire in the two-player game deals 1 damage to a target unit of the opponent (LCG-ABIL-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"units", {"darth-vader", "emperors-royal-guard"}}, {"tookTurn", true}}},
               {"light", {{"objectives", kLightObjectives}, {"hand", {"rapid-fire"}}, {"tookTurn", true}}}});
  t.act(kLight, "use:rapid-fire");
  CHECK_FALSE(t.offers(kLight, "target:blue-squadron-support"));  // units only
  t.act(kLight, "target:darth-vader");
  t.act(kLight, "autopay");
  CHECK_FALSE(t.offers(kLight, "choose:"));  // one opponent: no second unit
  // Emperor's Royal Guard may take the damage (Protect Character, LCG-KW-5); the Dark Side declines.
  REQUIRE(t.offers(kDark, "use:emperors-royal-guard"));
  t.act(kDark, "pass");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.unit(kDark, "Emperor's Royal Guard")["damage"] == 0);
}

TEST_CASE("Rapid Fire is not offered during the opponent's turn (LCG-ABIL-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 5},
               {"dark", {{"units", {"darth-vader"}}, {"hand", {"force-choke"}}, {"tookTurn", true}}},
               {"light", {{"objectives", kLightObjectives}, {"hand", {"rapid-fire"}}, {"tookTurn", true}}}});
  for (int i = 0; i < 4 && t.view()["phase"] == "deployment"; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:rapid-fire"));
    t.act(t.to_act()[0], t.offers(t.to_act()[0], "pass") ? "pass" : "done");
  }
}

TEST_CASE("Rapid Fire in 2v2 may target one unit of each opponent: each takes 1 damage (MP-GEN-23)", "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1, kLS1 = 2;
  TableWith t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"units", {"darth-vader", "emperors-royal-guard"}}, {"tookTurn", true}}},
               {"dark2", {{"units", {"coruscant-defense-fleet"}}, {"tookTurn", true}}},
               {"light", {{"objectives", kLightObjectives}, {"hand", {"rapid-fire"}}, {"tookTurn", true}}},
               {"light2", {{"tookTurn", true}}}},
          json{{"mode", "2v2"}, {"dark2", "imperial-navy"}, {"light2", "rebel-alliance"}, {"dark", "sith"}});
  t.act(kLS1, "use:rapid-fire");
  t.act(kLS1, "target:darth-vader");
  t.act(kLS1, "autopay");
  CHECK_FALSE(t.offers(kLS1, "choose:emperors-royal-guard"));  // the same opponent's
  CHECK(t.offers(kLS1, "done"));
  t.act(kLS1, "choose:coruscant-defense-fleet");
  // Emperor's Royal Guard may take Darth Vader's damage (Protect Character, LCG-KW-5); its player declines.
  REQUIRE(t.offers(kDS1, "use:emperors-royal-guard"));
  t.act(kDS1, "pass");
  CHECK(t.unit(kDS1, "Darth Vader")["damage"] == 1);
  CHECK(t.unit(kDS1, "Emperor's Royal Guard")["damage"] == 0);
  CHECK(t.unit(kDS2, "Coruscant Defense Fleet")["damage"] == 1);
}
