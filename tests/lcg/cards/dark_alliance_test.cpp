// Dark Alliance: "Action: until the end of the phase, you may ignore resource match when you play cards from your hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Dark Alliance lifts resource match until the phase ends", "[lcg][card]") {
  // Only Imperial Navy and Sith resources: a Scum and Villainy unit has no match.
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"dark-alliance", "outer-rim-hunter", "heavy-stormtrooper-squad"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}}}}});
  CHECK_FALSE(t.offers(kDark, "deploy:outer-rim-hunter"));
  CHECK(t.offers(kDark, "deploy:heavy-stormtrooper-squad"));  // neutral
  t.act(kDark, "use:dark-alliance");
  REQUIRE(t.offers(kDark, "deploy:outer-rim-hunter"));
  t.act(kDark, "deploy:outer-rim-hunter");
  t.act(kDark, "autopay");  // Imperial Navy and Sith resources pay for it
  CHECK(t.unit(kDark, "Outer Rim Hunter").is_object());
}

TEST_CASE("Dark Alliance's effect ends with the phase", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true},
                         {"hand", {"dark-alliance", "outer-rim-hunter", "tie-fighter", "tie-fighter", "tie-fighter", "tie-fighter"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}}}},
               {"light", {{"tookTurn", true}}}});
  t.pass_until(kDark, "use:dark-alliance");  // the window after the refresh
  t.act(kDark, "use:dark-alliance");
  // On through the Draw phase (no discard) to the Deployment phase.
  for (int i = 0; i < 10 && !t.offers(kDark, "deploy:tie-fighter"); ++i) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "pass") ? "pass" : "done");
  }
  REQUIRE(t.offers(kDark, "deploy:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "deploy:outer-rim-hunter"));
}
