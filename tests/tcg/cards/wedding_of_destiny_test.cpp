// Wedding of Destiny: "You draw 3 cards and your Force goes up by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Wedding of Destiny: its owner draws 3 and gains 1 Force (TCG-BUILD-7, TCG-GLOSS-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "wedding-of-destiny"}, {"counters", 2}}}}, {"force", 0},
             {"deck", {"clone-squad", "clone-platoon", "naboo-cruiser", "jedi-starfighter-3r3"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:wedding-of-destiny");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Squad", "Clone Platoon", "Naboo Cruiser"});
  CHECK(t.deck_count(LS) == 1);
  CHECK(t.player(LS)["force"] == 1);
  CHECK(t.hand_count(DS) == 0);
}
