// Secret Hideout (The Hunt for Skywalker, L01 40): "Enhance your play area.
// Reaction: After an enemy objective leaves play, focus this enhancement to
// discard the top X cards of each opponent's deck. X is the number of
// facedown objectives you control."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Secret Hideout: after an enemy objective is destroyed, focused, each opponent discards as many cards as "
          "the Light Side has face-down objectives (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber",
                     "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "light"}, {"engagement", {{"objective", 0}, {"defender", "dark"}}}},
                        {{"deck", deck}, {"objectives", {{{"card", "fall-of-the-jedi"}, {"damage", 4}}}}}, {{"deck", deck}},
                        {{"units", {{{"card", "red-five-hfs"}, {"attacking", true}}}}, {"enhancements", {"secret-hideout"}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:secret-hideout"); });
  REQUIRE(t.offers(kHLS, "use:secret-hideout"));
  t.act(kHLS, "use:secret-hideout");
  CHECK(t.view()["players"][kHDS1]["deckCount"] == 1);  // 9 face-down objectives
  CHECK(t.view()["players"][kHDS2]["deckCount"] == 1);
}
