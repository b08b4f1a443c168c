// Destruction of Hope: "Your opponent picks 2 cards in their hand and discards them; your Force goes up by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Destruction of Hope: the opponent discards 2 cards of their choice, its owner gains 1 Force (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "destruction-of-hope"}, {"counters", 2}}}}, {"force", 0}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"clone-platoon", "windus-solution", "naboo-cruiser"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:destruction-of-hope");
  CHECK(t.to_act() == std::vector<int>{LS});
  t.act(LS, "pick:naboo-cruiser");
  t.act(LS, "pick:clone-platoon");
  CHECK(t.hand(LS) == std::vector<std::string>{"Windu's Solution"});
  CHECK(t.player(DS)["force"] == 1);
  // One card in hand: it goes, and the Force still comes.
  ls["hand"] = {"clone-platoon"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "complete:destruction-of-hope");
  u.act(LS, "pick:clone-platoon");
  CHECK(u.hand_count(LS) == 0);
  CHECK(u.player(DS)["force"] == 1);
  CHECK(u.to_act() == std::vector<int>{DS});
}
