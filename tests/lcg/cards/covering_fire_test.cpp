// Covering Fire: "Action: during an engagement, sacrifice a unit to place 1
// shield on each friendly participating unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Covering Fire sacrifices a unit and shields each friendly participating unit", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}, "tie-fighter"}}, {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"covering-fire"}},
                          {"units", {{{"card", "x-wing"}, {"defending", true}},
                                     {{"card", "y-wing"}, {"defending", true}, {"shields", 1}},
                                     {{"card", "luke-skywalker"}, {"defending", true}},
                                     "a-wing"}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "use:covering-fire");
  t.act(kLight, "use:covering-fire");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.offers(kLight, "choose:a-wing"));
  CHECK(t.offers(kLight, "choose:luke-skywalker"));  // any unit of yours, participating or not
  CHECK_FALSE(t.offers(kLight, "choose:tie-fighter"));
  t.act(kLight, "choose:luke-skywalker");
  CHECK(t.card(kLight, "discard", "Luke Skywalker").is_object());
  CHECK(t.unit(kLight, "X-Wing")["shields"] == 1);
  CHECK(t.unit(kLight, "Y-Wing")["shields"] == 1);  // one shield at most (LCG-SHIELD-2)
  CHECK(t.unit(kLight, "A-Wing")["shields"] == 0);  // not participating
  CHECK(t.unit(kDark, "Darth Vader")["shields"] == 0);  // not friendly
}

TEST_CASE("Covering Fire is played only during an engagement", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"covering-fire"}},
                          {"units", {"x-wing", "y-wing"}}}}});
  CHECK_FALSE(t.offers(kLight, "use:covering-fire"));
}
