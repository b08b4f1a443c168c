// Change of Plan (fate, both challenge decks: D01 58 priority 0, L01 58
// priority 1): "Cancel this edge battle and the card effects of all other
// fate cards just revealed. Draw 1 card. Discard both edge stacks and start a
// new edge battle."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Change of Plan: the edge battle is cancelled, its player draws 1 card and a new edge battle begins "
          "(LCG-EDGE-7, LCG-EDGE-8)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}, {"defender", "light"}}}},
                       {{"hand", {"change-of-plan@201"}}, {"deck", {"signal-jam"}},
                        {"units", {{{"card", "tie-interceptor"}, {"attacking", true}}}}},
                       {{"objectives", {"a-heros-journey", "in-you-must-go"}}}),
              jt_options());
  t.act(kDS, "edge:change-of-plan");
  play_on(t, [&] { return t.offers(kDS, "edge:signal-jam"); }, 10);
  // Drawn (Signal Jam), the stacks discarded, a new edge battle: the card may go to the new stack.
  CHECK(t.offers(kDS, "edge:signal-jam"));
  CHECK(card_names(t.view()["players"][kDS]["discard"]) == std::vector<std::string>{"Change of Plan"});
  bool restarted = false;
  for (const std::string& l : t.log()) restarted = restarted || l.find("a new edge battle begins") != std::string::npos;
  CHECK(restarted);
}
