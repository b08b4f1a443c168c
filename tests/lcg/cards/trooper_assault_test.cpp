// Trooper Assault: "Action: until the engagement ends, every attacking Trooper unit gains one unit damage and one blast
// damage icon."
#include "card_table.h"
using namespace lcgcard;

namespace {
json assault_setup() {
  return json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
              {"dark", {{"hand", {"trooper-assault"}},
                        {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}},
                        {"units", {{{"card", "stormtrooper-elite"}, {"attacking", true}},
                                   {{"card", "tie-attack-squadron"}, {"attacking", true}},
                                   "heavy-stormtrooper-squad"}}}},
              {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}};
}
}  // namespace

TEST_CASE("Trooper Assault gives each attacking Trooper a unit damage and a blast damage icon for the engagement", "[lcg][card]") {
  Table t(assault_setup());
  t.pass_until(kDark, "use:trooper-assault");  // the window after the edge battle
  t.act(kDark, "use:trooper-assault");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Stormtrooper Elite")["icons"]["ud"] == 4);
  CHECK(t.unit(kDark, "Stormtrooper Elite")["icons"]["bd"] == 1);
  // Not a Trooper; a Trooper that is not attacking.
  CHECK(t.unit(kDark, "TIE Attack Squadron")["icons"]["ud"] == 1);
  CHECK(t.unit(kDark, "TIE Attack Squadron")["icons"]["bd"] == 1);
  CHECK(t.unit(kDark, "Heavy Stormtrooper Squad")["icons"]["ud"] == 1);
  CHECK(t.unit(kDark, "Heavy Stormtrooper Squad")["icons"]["bd"] == 0);
  // The blast icon counts in the strike: 1 damage to the engaged objective.
  t.pass_until(kDark, "strike:stormtrooper-elite");
  t.act(kDark, "strike:stormtrooper-elite");
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 1);
  // The engagement ends (the squadron strikes too, then the bonus): the icons go.
  t.pass_until(kDark, "strike:tie-attack-squadron");
  t.act(kDark, "strike:tie-attack-squadron");
  if (t.offers(kDark, "icon")) t.act(kDark, "icon");
  t.pass_until(kDark, "decline");
  t.act(kDark, "decline");
  CHECK(t.unit(kDark, "Stormtrooper Elite")["icons"]["ud"] == 3);
  CHECK(t.unit(kDark, "Stormtrooper Elite")["icons"]["bd"] == 0);
}
