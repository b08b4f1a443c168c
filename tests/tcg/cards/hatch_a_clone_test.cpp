// Hatch a Clone: "Choose up to 2 Ground unit cards in your discard pile; they go back to your hand."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Hatch a Clone: up to 2 Ground unit cards from the discard pile back to the hand (TCG-BUILD-7, TCG-ZONE-6)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "hatch-a-clone"}, {"counters", 1}}}},
             {"discard", {"clone-platoon", "clone-warrior-4-163", "clone-squad", "jedi-patrol"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:hatch-a-clone");
  CHECK(t.count(LS, "pick:") == 3);  // the Ground units; not the Character
  CHECK(t.view(LS)["prompt"]["secret"] == false);  // the discard pile is public
  t.act(LS, "pick:clone-platoon");
  t.act(LS, "pick:jedi-patrol");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon", "Jedi Patrol"});
  CHECK(t.step() == "build");  // 2 at most
  CHECK(t.discard(LS) == std::vector<std::string>{"Clone Warrior 4/163", "Clone Squad", "Hatch a Clone"});
}
