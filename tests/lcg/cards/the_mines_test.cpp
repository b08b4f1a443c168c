// The Mines (The Hunt for Skywalker, L01 1): "Influence. Vehicle units cannot
// be declared as attackers against this objective. Reaction: After this
// objective is turned faceup, discard the top card of each opponent's deck."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("The Mines: turned face up, its reaction discards the top card of each opponent's deck (MP-HFS-14, "
          "LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  json dark = {{"units", {{{"card", "tie-bomber"}, {"attacking", true}}}}, {"deck", {"tie-bomber", "tie-bomber"}}};
  TableWith t(hfs_flip_setup("the-mines", json::object(), dark), hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:the-mines"); });
  REQUIRE(t.offers(kHLS, "use:the-mines"));
  t.act(kHLS, "use:the-mines");
  hfs_play_on(t, [&] { return t.view()["players"][kHDS1]["deckCount"] == 1; }, 4);
  CHECK(t.view()["players"][kHDS1]["deckCount"] == 1);
  CHECK(t.view()["players"][kHDS1]["discard"].size() == 1);
}

TEST_CASE("The Mines: face up, no Vehicle unit may attack it, so a Dark Side player with only Vehicles cannot engage "
          "it (LCG-CONFLICT-6, OQ-14)",
          "[lcg][card][hfs]") {
  json light = {{"pyramid", hfs_pyramid("the-mines", true)}};
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"tie-bomber"}}}, json::object(), light),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHDS1, "engage:"); });
  CHECK(t.offers(kHDS1, "engage:the-hunt-for-skywalker"));  // position 2, face down
  CHECK(!t.offers(kHDS1, "engage:the-mines"));
  TableWith v(hfs_setup({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"darth-vader"}}}, json::object(), light),
              hfs_options());
  hfs_play_on(v, [&] { return v.offers(kHDS1, "engage:"); });
  CHECK(v.offers(kHDS1, "engage:the-mines"));
}
