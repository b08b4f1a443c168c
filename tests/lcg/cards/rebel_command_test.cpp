// Rebel Command (The Hunt for Skywalker, L01 5): "Influence. Reaction: After
// this objective is turned faceup, remove all focus tokens from each unit
// you control."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Rebel Command: turned face up, its reaction removes every focus token from each unit its player controls "
          "(LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_flip_setup("rebel-command", {{"units", {{{"card", "rebel-sentry"}, {"focus", 2}},
                                                           {{"card", "tatooine-sympathizer"}, {"focus", 1}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:rebel-command"); });
  REQUIRE(t.offers(kHLS, "use:rebel-command"));
  t.act(kHLS, "use:rebel-command");
  CHECK(t.unit(kHLS, "Rebel Sentry")["focus"] == 0);
  CHECK(t.unit(kHLS, "Tatooine Sympathizer")["focus"] == 0);
}
