// Padmé Amidala (A): "While Padmé is in the Character arena: each Jedi of yours has +10 speed, and Anakin Skywalker has +2 power."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Padmé Amidala (A): each Jedi of yours has +10 speed and Anakin Skywalker +2 power, off when she retreats (TCG-ABIL-11, TCG-ABIL-2, TCG-UNIQUE-4)",
          "[tcg][tcg-cards]") {
  // Darth Tyranus (C) is a Dark Jedi Master of the opponent's: not "yours".
  json ds = {{"arenas", {"darth-tyranus-c", "geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"padme-amidala-a", "anakin-skywalker-d", "obi-wan-kenobi-c", "elite-jedi-squad", "clone-squad"}},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["speed"] == 60);  // printed 50
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["speed"] == 50);    // printed 40
  CHECK(t.unit(LS, "Ground", "Elite Jedi Squad")["speed"] == 50);     // printed 40: any arena
  CHECK(t.unit(LS, "Character", "Padmé Amidala")["speed"] == 60);     // printed 60: she is no Jedi
  CHECK(t.unit(LS, "Ground", "Clone Squad")["speed"] == 10);          // no Jedi
  CHECK(t.unit(DS, "Character", "Darth Tyranus")["speed"] == 50);     // the opponent's: unchanged
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["power"] == 6);
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["power"] == 4);  // not Anakin: unchanged
  t.act(DS, "done");
  t.act(LS, "retreat:padme-amidala-a");  // off in the build zone (TCG-ABIL-2)
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["power"] == 4);
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["speed"] == 50);
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["speed"] == 40);
  CHECK(t.unit(LS, "Ground", "Elite Jedi Squad")["speed"] == 40);
}
