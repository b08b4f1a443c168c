// Rebel Ambush Team (The Hunt for Skywalker, L01 29): "Reaction: After an
// objective you control is engaged, put this unit into play from your hand
// as a participating unit on your side. Then, deal 2 damage to a target
// attacking unit."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Rebel Ambush Team: once an objective of its player is engaged and the attackers are declared, it comes "
          "into play from the hand as a defender and deals 2 damage to an attacking unit (C12, docs/rulings.md)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"at-st"}}}, json::object(),
                        {{"hand", {"rebel-ambush-team"}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHDS1, "engage:"); });
  t.act(kHDS1, "engage:");
  t.act(kHDS1, "attacker:at-st");
  t.act(kHDS1, "done");
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:rebel-ambush-team"); }, 10);
  REQUIRE(t.offers(kHLS, "use:rebel-ambush-team"));
  t.act(kHLS, "use:rebel-ambush-team");
  REQUIRE(t.offers(kHLS, "choose:at-st"));
  t.act(kHLS, "choose:at-st");
  CHECK(t.unit(kHLS, "Rebel Ambush Team")["role"] == "defender");
  CHECK(t.unit(kHDS1, "AT-ST")["damage"] == 2);
}
