// Bothan Facilitator (The Hunt for Skywalker, L01 16): "Reaction: After this
// unit is focused to strike, look at each opponent's hand and common
// reserve. Choose and discard 1 of those cards from each opponent."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Bothan Facilitator: focused to strike, its player looks at each opponent's hand and common reserve and "
          "discards 1 card of each (LCG-ABIL-8, MP-GEN-5)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "light"}, {"engagement", {{"objective", 0}, {"defender", "dark"}}}},
                        {{"hand", {"force-choke", "tie-bomber"}}}, {{"commonReserve", {"force-choke"}}},
                        {{"units", {{{"card", "bothan-facilitator"}, {"attacking", true}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:bothan-facilitator"); });
  REQUIRE(t.offers(kHLS, "use:bothan-facilitator"));
  t.act(kHLS, "use:bothan-facilitator");
  REQUIRE(t.offers(kHLS, "choose:tie-bomber"));
  CHECK(t.view(kHLS)["peek"]["cards"].size() == 2);  // Dark Side #1's hand
  t.act(kHLS, "choose:tie-bomber");
  REQUIRE(t.offers(kHLS, "choose:force-choke"));  // Dark Side #2's common reserve
  t.act(kHLS, "choose:force-choke");
  CHECK(t.view()["players"][kHDS1]["handCount"] == 1);
  CHECK(t.view()["players"][kHDS2]["commonReserveCount"] == 0);
  CHECK(t.view()["players"][kHDS2]["discard"].size() == 1);
}
