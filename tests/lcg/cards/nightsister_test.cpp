// Nightsister: "Reaction: after you commit this unit to the Force, deal 1
// damage to a target objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table force_phase() {
  return Table(json{{"phase", "force"}, {"active", "dark"}, {"turn", 3},
                    {"dark", {{"tookTurn", true},
                              {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                              {"units", {"nightsister", "tie-fighter"}}}},
                    {"light", {{"tookTurn", true},
                               {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                               {"units", {"luke-skywalker"}}}}});
}
}  // namespace

TEST_CASE("Nightsister deals 1 damage to a target objective after her Force is committed", "[lcg][card]") {
  Table t = force_phase();
  t.act(kDark, "commit:nightsister");
  REQUIRE(t.offers(kDark, "use:nightsister"));
  t.act(kDark, "use:nightsister");
  CHECK(t.offers(kDark, "target:fall-of-the-jedi"));  // any objective
  CHECK_FALSE(t.offers(kDark, "target:luke-skywalker"));  // not a unit
  t.act(kDark, "target:a-heros-journey");
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 1);
}

TEST_CASE("Nightsister does not answer the commit of another unit", "[lcg][card]") {
  Table t = force_phase();
  t.act(kDark, "commit:tie-fighter");
  CHECK_FALSE(t.offers(kDark, "use:nightsister"));
}
