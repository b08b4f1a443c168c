// Plot the Secession: "Discard every card in your hand; then draw 5."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Plot the Secession: discard the whole hand, then draw 5 (TCG-BUILD-7, TCG-GLOSS-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"hand", {"surge-of-power", "reek"}}, {"build", {{{"card", "plot-the-secession"}, {"counters", 3}}}},
             {"deck", {"geonosian-guard", "geonosian-guard", "battle-droid-squad", "reek", "acklay", "nexu"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"clone-platoon"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:plot-the-secession");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard", "Geonosian Guard", "Battle Droid Squad", "Reek", "Acklay"});
  CHECK(t.discard(DS).size() == 3);  // the Mission and the two cards
  CHECK(t.hand_count(LS) == 1);
}
