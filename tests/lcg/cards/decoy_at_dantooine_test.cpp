// Decoy at Dantooine: "Interrupt: as an objective you control leaves play,
// turn the Death Star dial back by 1 (never below 1)."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Dark Side's Darth Vader attacks A Hero's Journey (capacity 4, 3 damage):
// no defenders, so his blast (1 + 1 edge-enabled) destroys it.
Table attack(int dial) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"dial", dial}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
                    {"light", {{"tookTurn", true},
                               {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "decoy-at-dantooine", "in-you-must-go"}}}}});
}
void strike(Table& t) {
  for (int i = 0; i < 8 && !t.offers(kDark, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kDark, "strike:darth-vader");
}
}  // namespace

TEST_CASE("Decoy at Dantooine turns the dial back by 1 as an objective of its player is destroyed", "[lcg][card]") {
  Table t = attack(5);
  strike(t);
  REQUIRE(t.offers(kLight, "use:decoy-at-dantooine"));
  t.act(kLight, "use:decoy-at-dantooine");
  CHECK(t.objective(kLight, "A Hero's Journey").is_null());
  CHECK(t.view()["dial"] == 5);  // 5 - 1 (Decoy), then + 1 for the Dark Side's victory pile (LCG-DMG-5)
}

TEST_CASE("Decoy at Dantooine never takes the dial below 1", "[lcg][card]") {
  Table t = attack(1);
  strike(t);
  CHECK_FALSE(t.offers(kLight, "use:decoy-at-dantooine"));
  CHECK(t.objective(kLight, "A Hero's Journey").is_null());
  CHECK(t.view()["dial"] == 2);
}
