// Taun We (A): "While Taun is in the Character arena: each Clone of yours has +10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Taun We (A): each Clone of yours has +10 speed, not the opponent's, off when she retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  // Taun is neutral, here the Dark Side's; Boba Fett (A) is a Clone Boy.
  json ds = {{"arenas", {"taun-we-a", "boba-fett-a", "geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Boba Fett")["speed"] == 50);            // printed 40
  CHECK(t.unit(DS, "Character", "Taun We")["speed"] == 20);              // printed 20: she is no Clone
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);    // no Clone
  CHECK(t.unit(LS, "Ground", "Clone Squad")["speed"] == 10);             // the opponent's Clones: unchanged
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 40);
  t.act(DS, "retreat:taun-we-a");
  CHECK(t.unit(DS, "Character", "Boba Fett")["speed"] == 40);
}

TEST_CASE("Taun We (A): the Light Side's Taun gives its Clones +10 speed in every arena (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"taun-we-a", "clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Ground", "Clone Squad")["speed"] == 20);
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 50);
  CHECK(t.unit(LS, "Character", "Taun We")["speed"] == 20);
}
