// Rogue Squadron Backup (The Hunt for Skywalker, L01 23): "Reaction: After
// this unit is focused to strike as an attacker, discard the top X cards of
// the defending player's deck. X is twice the number of dark side players
// that started the game."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Rogue Squadron Backup: focused to strike as an attacker, it discards twice the Dark Side players' number "
          "of cards from the defending player's deck (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "light"}, {"engagement", {{"objective", 0}, {"defender", "dark"}}}},
                        {{"deck", {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"}}},
                        json::object(), {{"units", {{{"card", "rogue-squadron-backup"}, {"attacking", true}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:rogue-squadron-backup"); });
  REQUIRE(t.offers(kHLS, "use:rogue-squadron-backup"));
  t.act(kHLS, "use:rogue-squadron-backup");
  CHECK(t.view()["players"][kHDS1]["deckCount"] == 2);  // 6 - 2 x 2
}
