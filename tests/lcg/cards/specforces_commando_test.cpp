// SpecForces Commando (The Hunt for Skywalker, L01 26): "Reaction: After this
// unit damages an enemy unit, discard the top X cards of each opponent's
// deck. X is the amount of damage just dealt."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("SpecForces Commando: after it damages an enemy unit, each opponent discards as many cards from its deck "
          "as the damage dealt (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  const json deck = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}}},
                        {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}, {"deck", deck}}, {{"deck", deck}},
                        {{"pyramid", hfs_pyramid("rebel-command", true)},
                         {"units", {{{"card", "specforces-commando"}, {"defending", true}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:specforces-commando"); });
  REQUIRE(t.offers(kHLS, "use:specforces-commando"));
  t.act(kHLS, "use:specforces-commando");
  // Its 3 unit damage (4 with the edge) on Darth Vader: as many cards from each deck.
  const int left = t.view()["players"][kHDS1]["deckCount"].get<int>();
  CHECK(left <= 4);
  CHECK(t.view()["players"][kHDS2]["deckCount"] == left);
}
