// Darth Vader: "Elite. Reaction: after you play a Sith event card, deal 1
// damage to a target unit. (Limit once per turn.)"
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(json hand) {
  return Table(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"hand", hand},
                              {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}},
                              {"units", {"darth-vader", "tie-fighter"}}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                               {"units", {"luke-skywalker", "x-wing"}}}}});
}
}  // namespace

TEST_CASE("Darth Vader deals 1 damage to a target unit after his player plays a Sith event, once a turn", "[lcg][card]") {
  Table t = deployment({"force-choke", "im-on-the-leader"});
  t.act(kDark, "use:force-choke");
  CHECK_FALSE(t.offers(kDark, "use:darth-vader"));  // not before the event resolved
  t.act(kDark, "target:luke-skywalker");
  REQUIRE(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
  // After Force Choke resolved: the reaction, any unit as its target.
  REQUIRE(t.offers(kDark, "use:darth-vader"));
  t.act(kDark, "use:darth-vader");
  CHECK(t.offers(kDark, "target:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "target:counsel-of-the-sith"));  // a unit, not an objective
  t.act(kDark, "target:x-wing");
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 1);
  // Limit once per turn: a second Sith event brings no second reaction.
  t.pass_until(kDark, "use:im-on-the-leader");
  t.act(kDark, "use:im-on-the-leader");
  t.act(kDark, "target:x-wing");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kLight, "X-Wing")["focus"] == 1);
  CHECK_FALSE(t.offers(kDark, "use:darth-vader"));
}

TEST_CASE("Darth Vader does not answer an event card of another affiliation", "[lcg][card]") {
  Table t = deployment({"tallon-roll"});
  t.act(kDark, "use:tallon-roll");  // Imperial Navy
  if (t.offers(kDark, "target:x-wing")) t.act(kDark, "target:x-wing");
  CHECK_FALSE(t.offers(kDark, "use:darth-vader"));
}

TEST_CASE("Darth Vader is Elite: two focus tokens come off when his player refreshes", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", {"counsel-of-the-sith", "the-emperors-web", "the-heart-of-the-empire"}},
                         {"units", {{{"card", "darth-vader"}, {"focus", 3}}, {{"card", "tie-fighter"}, {"focus", 3}}}}}},
               {"light", {{"tookTurn", true}}}});
  // The refresh ran at once (the first decision comes later in the turn).
  CHECK(t.unit(kDark, "Darth Vader")["focus"] == 1);
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 2);
}
