// Capture Obi-Wan: "Your opponent's Force goes down by 2 and yours goes up by 2."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Capture Obi-Wan: the opponent loses 2 Force, its owner gains 2 (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "capture-obi-wan"}, {"counters", 2}}}}, {"force", 1}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"force", 1}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:capture-obi-wan");
  CHECK(t.player(LS)["force"] == 0);  // not below 0
  CHECK(t.player(DS)["force"] == 3);  // +2 even though the opponent had only 1 to lose
}
