// Wedge Antilles (The Hunt for Skywalker, L01 36): "Elite. Reaction: After
// another card effect discards 1 or more cards from an opponent's deck,
// discard 1 additional card from that opponent's deck."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Wedge Antilles: after another card effect discards cards from an opponent's deck, that opponent discards "
          "1 more (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  json dark = {{"units", {{{"card", "tie-bomber"}, {"attacking", true}}}}, {"deck", deck}};
  TableWith t(hfs_flip_setup("the-mines", {{"units", {"wedge-antilles"}}}, dark), hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:the-mines"); });
  REQUIRE(t.offers(kHLS, "use:the-mines"));
  t.act(kHLS, "use:the-mines");  // Dark Side #1 first (the active player, MP-GEN-23)
  REQUIRE(t.offers(kHLS, "use:wedge-antilles"));
  t.act(kHLS, "use:wedge-antilles");
  CHECK(t.view()["players"][kHDS1]["deckCount"] == 3);
}

TEST_CASE("Wedge Antilles: the Balance of the Force's discard is no card effect (MP-HFS-19)", "[lcg][card][hfs]") {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  TableWith t(hfs_setup({{"phase", "balance"}, {"active", "light"}, {"balance", "light"}}, {{"deck", deck}}, {{"deck", deck}},
                        {{"units", {"wedge-antilles"}}}),
              hfs_options());
  for (int i = 0; i < 10 && t.view()["phase"] == "balance"; ++i) {
    CHECK(!t.offers(kHLS, "use:wedge-antilles"));
    const std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
  CHECK(t.view()["players"][kHDS1]["deckCount"] == 4);
}
