// Slumming on Coruscant: "See your opponent's hand. If there are Battle or Mission cards in it, choose one: your opponent discards it."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Slumming on Coruscant: see the opponent's hand and choose a Battle or Mission card there to discard (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "slumming-on-coruscant"}, {"counters", 1}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"clone-platoon", "windus-solution", "mending"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:slumming-on-coruscant");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "pick:") == 2);  // the Battle card and the Mission, not the unit
  CHECK_FALSE(t.offers(DS, "done"));
  t.act(DS, "pick:mending");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon", "Windu's Solution"});
  bool seen = false;
  for (const json& e : parse(t.m.log(DS))) seen = seen || e["text"].get<std::string>().find("Clone Platoon") != std::string::npos;
  CHECK(seen);
  ls["hand"] = {"clone-platoon"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "complete:slumming-on-coruscant");
  CHECK(u.step() == "build");  // none there: nothing to choose
  CHECK(u.hand_count(LS) == 1);
}
