// Boba Fett (A): "While Boba is in the Character arena, every Bounty Hunter gets -10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Boba Fett (A): while Boba is in the Character arena, every Bounty Hunter gets -10 speed (TCG-ABIL-11, TCG-ABIL-2)", "[tcg][tcg-cards]") {
  // The Light Side's Boba; the Dark Side's Jango Fett (B) (Bounty Hunter, speed 60) and Zam Wesell (A).
  json ds = {{"arenas", {"jango-fett-b", "zam-wesell-a", "geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"boba-fett-a", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Jango Fett")["speed"] == 50);
  CHECK(t.unit(DS, "Character", "Zam Wesell")["speed"] == 50);  // "Clawdite Bounty Hunter", printed 60
  // Not a Bounty Hunter: unchanged; Boba himself ("Clone Boy") unchanged.
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);
  CHECK(t.unit(LS, "Character", "Boba Fett")["speed"] == 40);
  // Boba retreats: in the build zone his ability is off; Jango is back to 60.
  t.act(DS, "done");
  t.act(LS, "retreat:boba-fett-a");
  CHECK(t.unit(DS, "Character", "Jango Fett")["speed"] == 60);
}
