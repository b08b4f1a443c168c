// Take the Initiative: "Choose up to 2 Space unit cards in your discard pile; they go back to your hand."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Take the Initiative: up to 2 Space unit cards back, or fewer (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "take-the-initiative"}, {"counters", 1}}}},
             {"discard", {"droid-starfighter-dfs-4ct", "geonosian-guard", "droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:take-the-initiative");
  CHECK(t.count(DS, "pick:") == 2);
  t.act(DS, "pick:droid-starfighter-dfs-4ct");
  t.act(DS, "done");  // "up to": one is enough
  CHECK(t.hand(DS) == std::vector<std::string>{"Droid Starfighter DFS-4CT"});
  CHECK(t.step() == "build");
}
