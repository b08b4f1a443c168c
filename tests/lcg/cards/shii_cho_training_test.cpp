// Shii-Cho Training: "Enhance a Force User unit. Enhanced unit's unit damage may be split among
// any number of participating enemy units."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Luke Skywalker (unit damage 2, Targeted Strike) attacks; he wins the edge (an X-Wing's Force icon).
Table duel(bool shii_cho) {
  json luke = {{"card", "luke-skywalker"}, {"attacking", true}};
  if (shii_cho) luke["enhancements"] = {"shii-cho-training"};
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"units", {{{"card", "darth-vader"}, {"defending", true}},
                                         {{"card", "tie-fighter"}, {"defending", true}}, "imperial-officer"}}}},
                    {"light", {{"units", {luke}}, {"edge", {"x-wing"}}}}});
}
void to_unit_damage(Table& t) {
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "strike:luke-skywalker");
  t.act(kLight, "icon.0");  // unit damage first
}
}  // namespace

TEST_CASE("Shii-Cho Training splits the enhanced unit's unit damage among participating enemy units", "[lcg][card]") {
  Table t = duel(true);
  to_unit_damage(t);
  CHECK(t.offers(kLight, "split:darth-vader"));
  CHECK(t.offers(kLight, "split:tie-fighter"));
  CHECK_FALSE(t.offers(kLight, "split:imperial-officer"));  // not participating
  CHECK(t.offers(kLight, "hit:imperial-officer"));          // all on one unit: Targeted Strike still works
  t.act(kLight, "split:tie-fighter");
  CHECK(t.card(kDark, "discard", "TIE Fighter").is_object());  // 1 damage destroys it
  CHECK_FALSE(t.offers(kLight, "hit:"));                        // divided: the rest goes 1 at a time
  t.act(kLight, "split:darth-vader");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK_FALSE(t.offers(kLight, "split:"));  // both damage dealt
}

TEST_CASE("Without Shii-Cho Training the unit damage goes to one unit", "[lcg][card]") {
  Table t = duel(false);
  to_unit_damage(t);
  CHECK_FALSE(t.offers(kLight, "split:"));
  t.act(kLight, "hit:darth-vader");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 2);
  CHECK(t.unit(kDark, "TIE Fighter")["damage"] == 0);
}
