// The Force Is Strong (The Hunt for Skywalker, L01 48): "Action: Choose 1 of
// the following: Return 1 enemy unit to its owner's hand, discard a card at
// random from each opponent's hand, or discard the top 3 cards of each
// opponent's deck."
#include "hfs_table.h"
using namespace lcgcard;

namespace {
json setup() {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  return hfs_setup({{"phase", "deployment"}, {"active", "light"}},
                   {{"deck", deck}, {"hand", {"force-choke"}}, {"units", {"tie-bomber"}}}, {{"deck", deck}, {"hand", {"force-choke"}}},
                   {{"units", {"r2-d2-hfs"}}, {"hand", {"the-force-is-strong"}}});
}
void play(TableWith& t, int mode) {
  t.act(kHLS, "use:the-force-is-strong");
  for (int i = 0; i < 4 && !t.offers(kHLS, "choose:the-force-is-strong"); ++i) t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : "generate:");
  const std::string id = hfs_id(t, kHLS, "choose:the-force-is-strong", "." + std::to_string(mode));
  REQUIRE(!id.empty());
  t.act(kHLS, id);
}
}  // namespace

TEST_CASE("The Force Is Strong: its player chooses one of three effects (LCG-ABIL-5)", "[lcg][card][hfs]") {
  TableWith deck(setup(), hfs_options());
  play(deck, 2);
  CHECK(deck.view()["players"][kHDS1]["deckCount"] == 2);
  CHECK(deck.view()["players"][kHDS2]["deckCount"] == 2);
  TableWith hand(setup(), hfs_options());
  play(hand, 1);
  CHECK(hand.view()["players"][kHDS1]["handCount"] == 0);
  CHECK(hand.view()["players"][kHDS2]["handCount"] == 0);
  TableWith unit(setup(), hfs_options());
  play(unit, 0);
  unit.act(kHLS, "choose:tie-bomber");
  CHECK(unit.view()["players"][kHDS1]["units"].empty());
  CHECK(unit.view()["players"][kHDS1]["handCount"] == 2);
}
