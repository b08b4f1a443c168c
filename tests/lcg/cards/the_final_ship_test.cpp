// The Final Ship (The Hunt for Skywalker, L01 2): "Influence. Reaction:
// After this objective is turned faceup, turn another facedown objective you
// control faceup."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("The Final Ship: turned face up, its reaction turns another face-down objective its player chooses face up "
          "(MP-HFS-14, OQ-52)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_flip_setup("the-final-ship"), hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:the-final-ship"); });
  REQUIRE(t.offers(kHLS, "use:the-final-ship"));
  CHECK(face_down_objectives(t) == 8);
  t.act(kHLS, "use:the-final-ship");
  REQUIRE(t.offers(kHLS, "choose:the-hunt-for-skywalker"));
  CHECK(!t.offers(kHLS, "choose:the-final-ship"));
  t.act(kHLS, "choose:the-hunt-for-skywalker");
  CHECK(face_down_objectives(t) == 7);
}
