// Captain Typho (A): "While Typho is in the Character arena: each other Naboo Soldier of yours has +10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Captain Typho (A): each other Naboo Soldier of yours has +10 speed, not Typho, off when he retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  // Naboo Security Guard (Character) and Naboo Senatorial Escort (Ground) are Naboo Soldiers; Clone Warrior is not.
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"captain-typho-a", "naboo-security-guard", "naboo-senatorial-escort", "clone-warrior-4-163"}},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Naboo Security Guard")["speed"] == 40);  // printed 30
  CHECK(t.unit(LS, "Ground", "Naboo Senatorial Escort")["speed"] == 20);  // printed 10: any arena
  CHECK(t.unit(LS, "Character", "Captain Typho")["speed"] == 40);         // printed 40: "other"
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 40);   // no Naboo Soldier
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);     // the opponent's: unchanged
  t.act(DS, "done");
  t.act(LS, "retreat:captain-typho-a");  // in the build zone his ability is off
  CHECK(t.unit(LS, "Character", "Naboo Security Guard")["speed"] == 30);
  CHECK(t.unit(LS, "Ground", "Naboo Senatorial Escort")["speed"] == 10);
}
