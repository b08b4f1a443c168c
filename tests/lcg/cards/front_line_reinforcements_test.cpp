// Front Line Reinforcements (The Hunt for Skywalker, L01 7): "Influence.
// Reaction: After this objective is turned faceup, search your deck for a
// unit and put it into play. Shuffle your deck."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Front Line Reinforcements: turned face up, its reaction puts a unit its player finds in the deck into play "
          "(LCG-TERMS-7)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_flip_setup("front-line-reinforcements", {{"deck", {"premonitions-of-the-future", "rebel-sentry"}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:front-line-reinforcements"); });
  REQUIRE(t.offers(kHLS, "use:front-line-reinforcements"));
  t.act(kHLS, "use:front-line-reinforcements");
  CHECK(t.view(kHLS)["peek"]["cards"].size() == 2);  // the player looks through the deck
  CHECK(!t.offers(kHLS, "choose:premonitions-of-the-future"));
  t.act(kHLS, "choose:rebel-sentry");
  CHECK(t.unit(kHLS, "Rebel Sentry").is_object());
  CHECK(t.view()["players"][kHLS]["deckCount"] == 1);
}
