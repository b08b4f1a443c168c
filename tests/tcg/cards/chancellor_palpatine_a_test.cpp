// Chancellor Palpatine (A): "While Palpatine is in the Character arena: each Character of your opponent has -10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Chancellor Palpatine (A): each Character of your opponent has -10 speed, not his own units, off when he retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"chancellor-palpatine-a", "clone-warrior-4-163", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 40);    // printed 50
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["speed"] == 20);      // printed 30
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 10);      // no Character: unchanged
  CHECK(t.unit(LS, "Character", "Chancellor Palpatine")["speed"] == 30); // printed 30: his own speed unchanged
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 40);  // his player's Characters: unchanged
  CHECK(t.unit(LS, "Ground", "Clone Squad")["speed"] == 10);
  t.act(DS, "done");
  t.act(LS, "retreat:chancellor-palpatine-a");  // the speeds come back (the rulebook's own example of TCG-ABIL-11)
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["speed"] == 30);
}
