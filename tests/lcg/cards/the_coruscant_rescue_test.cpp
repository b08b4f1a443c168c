// The Coruscant Rescue (The Hunt for Skywalker, L01 4): "Influence. Reaction:
// After this objective is turned faceup, put 1 unit into play from your
// discard pile."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("The Coruscant Rescue: turned face up, its reaction puts a unit of its player's discard pile into play "
          "(LCG-TERMS-7)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_flip_setup("the-coruscant-rescue", {{"discard", {"rebel-sentry", "premonitions-of-the-future"}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:the-coruscant-rescue"); });
  REQUIRE(t.offers(kHLS, "use:the-coruscant-rescue"));
  t.act(kHLS, "use:the-coruscant-rescue");
  CHECK(!t.offers(kHLS, "choose:premonitions-of-the-future"));  // an event is no unit
  t.act(kHLS, "choose:rebel-sentry");
  CHECK(t.unit(kHLS, "Rebel Sentry").is_object());
}
