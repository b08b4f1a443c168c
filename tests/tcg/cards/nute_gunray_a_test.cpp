// Nute Gunray (A): "[tap] → Your opponent chooses a card in their hand and discards it. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Nute Gunray (A): the opponent chooses a card of their hand and discards it (TCG-ABIL-4, TCG-ZONE-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"nute-gunray-a"}}, {"hand", {"geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"clone-platoon", "windus-solution"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:nute-gunray-a");
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.ids(DS).empty());
  CHECK(t.view(LS)["prompt"]["secret"] == true);
  CHECK(t.count(LS, "pick:") == 2);  // their own hand only
  t.act(LS, "pick:windus-solution");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon"});
  CHECK(t.discard(LS) == std::vector<std::string>{"Windu's Solution"});
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard"});
  CHECK(t.to_act() == std::vector<int>{DS});  // back to the Dark Side's build step
  // An empty hand: the ability resolves with nothing to discard.
  json ls2 = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "build"}});
  u.act(DS, "use:nute-gunray-a");
  CHECK(u.step() == "build");
}
