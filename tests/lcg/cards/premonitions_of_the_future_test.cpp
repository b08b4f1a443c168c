// Premonitions of the Future (The Hunt for Skywalker, L01 55): "Action: Look
// at the top 3 cards of your deck and add 1 of those cards to your hand.
// Shuffle the other 2 cards and this event card into your deck."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Premonitions of the Future: one of the top 3 cards to the hand, the other two and the card itself "
          "shuffled into the deck (LCG-ABIL-5)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"hand", {"premonitions-of-the-future"}},
                         {"deck", {"rebel-sentry", "wedge-antilles", "decoy-wing", "evading-pursuit"}}}),
              hfs_options());
  REQUIRE(t.offers(kHLS, "use:premonitions-of-the-future"));
  t.act(kHLS, "use:premonitions-of-the-future");
  CHECK(t.view(kHLS)["peek"]["cards"].size() == 3);
  CHECK(!t.offers(kHLS, "choose:evading-pursuit"));  // the fourth card
  t.act(kHLS, "choose:wedge-antilles");
  CHECK(t.view(kHLS)["players"][kHLS]["hand"].size() == 1);
  CHECK(t.view(kHLS)["players"][kHLS]["hand"][0]["name"] == "Wedge Antilles");
  CHECK(t.view()["players"][kHLS]["deckCount"] == 4);  // 3 left + the event itself
  CHECK(t.view()["players"][kHLS]["discard"].empty());
}
