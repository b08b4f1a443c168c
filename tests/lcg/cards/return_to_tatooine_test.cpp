// Return to Tatooine (The Hunt for Skywalker, L01 9): "Luke Skywalker must
// defend this objective, if able. Forced Reaction: After this objective is
// turned faceup, put Luke Skywalker into play on your side."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Return to Tatooine: turned face up, it puts the Luke Skywalker set aside into play at once (MP-HFS-6, "
          "LCG-ABIL-9)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_flip_setup("return-to-tatooine"), hfs_options());
  CHECK(t.view()["players"][kHLS]["setAside"].size() == 1);
  hfs_play_on(t, [&] { return t.unit(kHLS, "Luke Skywalker").is_object(); });
  CHECK(t.unit(kHLS, "Luke Skywalker").is_object());
  CHECK(t.view()["players"][kHLS]["setAside"].empty());
}

TEST_CASE("Return to Tatooine: engaged, its player must declare a ready Luke Skywalker as a defender before done",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"tie-bomber"}}}, json::object(),
                        {{"pyramid", hfs_pyramid("return-to-tatooine", true)},
                         {"units", {"luke-skywalker-hfs"}},
                         {"setAside", json::array()}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHDS1, "engage:return-to-tatooine"); });
  t.act(kHDS1, "engage:return-to-tatooine");
  t.act(kHDS1, "attacker:tie-bomber");
  t.act(kHDS1, "done");
  hfs_play_on(t, [&] { return t.offers(kHLS, "defender:"); });
  REQUIRE(t.offers(kHLS, "defender:luke-skywalker-hfs"));
  CHECK(!t.offers(kHLS, "done"));
  t.act(kHLS, "defender:luke-skywalker-hfs");
  CHECK(t.offers(kHLS, "done"));
}
