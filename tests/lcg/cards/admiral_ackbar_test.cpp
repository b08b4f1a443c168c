// Admiral Ackbar: "Action: during an engagement, play this unit from your
// hand as a participating unit on your side. Reaction: after this unit
// enters play during an engagement, deal 1 damage to each participating enemy unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table defending() {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", {{{"card", "darth-vader"}, {"attacking", true}}, {{"card", "tie-fighter"}, {"attacking", true}}, "at-st"}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"hand", {"admiral-ackbar"}},
                               {"units", {{{"card", "x-wing"}, {"defending", true}}, "y-wing"}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Admiral Ackbar is played from hand mid-engagement as a defender and hits each participating enemy unit", "[lcg][card]") {
  Table t = defending();
  t.pass_until(kLight, "use:admiral-ackbar");  // in the Dark Side's turn (C12 on LCG-DEPLOY-10)
  t.act(kLight, "use:admiral-ackbar");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.unit(kLight, "Admiral Ackbar").is_object());
  CHECK(t.unit(kLight, "Admiral Ackbar")["role"] == "defender");
  REQUIRE(t.offers(kLight, "use:admiral-ackbar"));  // the reaction
  t.act(kLight, "use:admiral-ackbar");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.card(kDark, "discard", "TIE Fighter").is_object());  // 1 capacity
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 0);                // not participating
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 0);              // not an enemy
  CHECK_FALSE(t.offers(kLight, "use:admiral-ackbar"));
}

TEST_CASE("Admiral Ackbar's action needs an engagement, deployed as usual he hits nobody", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {"darth-vader"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"admiral-ackbar"}}}}});
  CHECK_FALSE(t.offers(kLight, "use:admiral-ackbar"));
  t.act(kLight, "deploy:admiral-ackbar");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.unit(kLight, "Admiral Ackbar").is_object());
  CHECK_FALSE(t.unit(kLight, "Admiral Ackbar").contains("role"));
  CHECK_FALSE(t.offers(kLight, "use:admiral-ackbar"));
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 0);
}
