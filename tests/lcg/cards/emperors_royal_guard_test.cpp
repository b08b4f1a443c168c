// Emperor's Royal Guard: "Protect Character." (LCG-KW-5: when damage would
// be placed on a friendly Character in play, its controller may place any
// amount of it on this card instead.)
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Emperor's Royal Guard takes the damage meant for a friendly Character, even when it is not in the "
          "engagement (Protect Character, LCG-KW-5)",
          "[lcg][card]") {
  // Admiral Ackbar enters play as a defender and deals 1 damage to each participating enemy unit.
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {{{"card", "darth-vader"}, {"attacking", true}}, "emperors-royal-guard"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"admiral-ackbar"}},
                          {"units", {{{"card", "x-wing"}, {"defending", true}}}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "use:admiral-ackbar");
  t.act(kLight, "use:admiral-ackbar");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "use:admiral-ackbar");  // the reaction: 1 damage to Darth Vader
  REQUIRE(t.offers(kDark, "use:emperors-royal-guard"));
  t.act(kDark, "use:emperors-royal-guard");
  t.act(kDark, "choose:emperors-royal-guard");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 0);
  CHECK(t.unit(kDark, "Emperor's Royal Guard")["damage"] == 1);
}
