// Red Five (The Hunt for Skywalker, L01 38): "Reaction: After this unit
// damages an enemy objective, discard the top X cards of each opponent's
// deck. X is the amount of damage just dealt."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Red Five (The Hunt for Skywalker): after its blast damages an enemy objective, each opponent discards as "
          "many cards from its deck (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "light"}, {"engagement", {{"objective", 0}, {"defender", "dark"}}}},
                        {{"deck", deck}}, {{"deck", deck}}, {{"units", {{{"card", "red-five-hfs"}, {"attacking", true}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:red-five-hfs"); });
  REQUIRE(t.offers(kHLS, "use:red-five-hfs"));
  t.act(kHLS, "use:red-five-hfs");
  const int left = t.view()["players"][kHDS1]["deckCount"].get<int>();
  CHECK(left <= 4);  // 2 blast damage (and 2 more with the edge)
  CHECK(t.view()["players"][kHDS2]["deckCount"] == left);
}
