// Force Choke: "Action: deal 1 damage to a target Character or Creature unit. Limit 1 per turn."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Force Choke deals 1 damage to a target Character, never a Vehicle, once a turn", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke", "force-choke@23"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"luke-skywalker", "x-wing"}}}}});
  t.act(kDark, "use:force-choke");
  CHECK(t.offers(kDark, "target:luke-skywalker"));
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));  // a Vehicle, not a Character or Creature
  t.act(kDark, "target:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
  CHECK(t.card(kDark, "discard", "Force Choke").is_object());
  // Limit 1 per turn: the second copy is not offered this turn.
  CHECK_FALSE(t.offers(kDark, "use:force-choke"));
}
