// Signal Jam (Jerjerrod's Task, D01 49): "Interrupt: When an Action, Reaction
// or Interrupt is initiated, cancel its effect. Then, you may spend 1 resource
// to shuffle this card into your deck."
#include "jt_table.h"
using namespace lcgcard;

namespace {
json assault() {
  return jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}}, {{"hand", {"signal-jam"}}},
                  json::object(), {{"hand", {"rebel-assault"}}, {"objectives", {"mission-briefing", "draw-their-fire"}}});
}
}  // namespace

TEST_CASE("Signal Jam: an opponent's action is cancelled, then for 1 resource Signal Jam goes back into the deck",
          "[lcg][card][chal]") {
  TableWith t(assault(), jt_options());
  const int deck = t.view()["players"][kDS]["deckCount"].get<int>();
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:lemelisks-ambition");
  t.act(kLS2, "autopay");
  t.act(kDS, "use:signal-jam");
  t.act(kDS, "autopay");            // its cost, 1
  t.act(kDS, "choose:signal-jam");  // shuffle it back
  t.act(kDS, "autopay");
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"] == 0);
  CHECK(t.view()["players"][kDS]["deckCount"] == deck + 1);
  CHECK(t.view()["players"][kDS]["discard"].empty());
  CHECK(card_names(t.view()["players"][kLS2]["discard"]) == std::vector<std::string>{"Rebel Assault"});
}

TEST_CASE("Signal Jam: declining the shuffle leaves it in the discard pile", "[lcg][card][chal]") {
  TableWith t(assault(), jt_options());
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:lemelisks-ambition");
  t.act(kLS2, "autopay");
  t.act(kDS, "use:signal-jam");
  t.act(kDS, "autopay");
  t.act(kDS, "decline");
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"] == 0);
  CHECK(card_names(t.view()["players"][kDS]["discard"]) == std::vector<std::string>{"Signal Jam"});
}
