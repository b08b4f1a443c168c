// Luke Skywalker (The Hunt for Skywalker, L01 10): "Elite. This unit cannot
// be affected by enemy card effects. Damage that would destroy the Return to
// Tatooine objective is placed on this unit instead. If this unit leaves
// play, you lose the game."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Luke Skywalker (The Hunt for Skywalker): an enemy card effect cannot target him (MP-HFS-21, C9)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "dark"}, {"activePlayer", 2}}, json::object(),
                        {{"hand", {"force-choke"}}},
                        {{"units", {"luke-skywalker-hfs", "rebel-sentry"}}, {"setAside", json::array()}}),
              hfs_options());
  REQUIRE(t.offers(kHDS2, "use:force-choke"));
  t.act(kHDS2, "use:force-choke");
  CHECK(t.offers(kHDS2, "target:rebel-sentry"));
  CHECK(!t.offers(kHDS2, "target:luke-skywalker-hfs"));
}

TEST_CASE("Luke Skywalker (The Hunt for Skywalker): he takes the damage that would destroy Return to Tatooine, and "
          "his player loses once he leaves play (MP-HFS-21, C9)",
          "[lcg][card][hfs]") {
  json pyramid = hfs_pyramid("return-to-tatooine", true);
  pyramid[0]["damage"] = 7;
  json light = {{"pyramid", pyramid}, {"units", {{{"card", "luke-skywalker-hfs"}, {"damage", 18}, {"focus", 1}}}},
                {"setAside", json::array()}};
  light["pyramid"] = pyramid;
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}}},
                        {{"units", {{{"card", "tie-bomber"}, {"attacking", true}}}}}, json::object(), light),
              hfs_options());
  hfs_play_on(t, [&] { return t.view()["over"] == true; });
  REQUIRE(t.view()["over"] == true);  // the blast damage (2) on Luke: 20, he is destroyed
  CHECK(t.view()["winner"] == kHDS1);
  CHECK(t.view()["reason"] == "scenario");
  CHECK(t.objective(kHLS, "Return to Tatooine")["damage"] == 7);
}
