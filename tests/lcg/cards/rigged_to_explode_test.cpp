// Rigged to Explode (The Hunt for Skywalker, L01 47): "Reaction: After an
// objective you control is turned faceup during an engagement, destroy all
// attacking units."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Rigged to Explode: after the engaged objective turns face up, every attacking unit is destroyed "
          "(MP-HFS-14, LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  json dark = {{"units", {{{"card", "tie-bomber"}, {"attacking", true}}, {{"card", "at-st"}, {"attacking", true}}}}};
  TableWith t(hfs_flip_setup("rebel-command", {{"hand", {"rigged-to-explode"}}, {"units", {"r2-d2-hfs", "tatooine-sympathizer", "tatooine-sympathizer"}}}, dark),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:rigged-to-explode"); });
  REQUIRE(t.offers(kHLS, "use:rigged-to-explode"));
  t.act(kHLS, "use:rigged-to-explode");
  for (int i = 0; i < 6 && !t.view()["players"][kHDS1]["units"].empty(); ++i)
    t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : "generate:");
  CHECK(t.view()["players"][kHDS1]["units"].empty());
}
