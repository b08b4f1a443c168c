// Padmé Amidala (A): "While Padmé is in the Character arena: +10 speed for each Jedi of yours, and Anakin Skywalker has +2 power."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Padmé Amidala (A): +10 speed for each Jedi of yours and Anakin Skywalker +2 power (TCG-ABIL-11, TCG-UNIQUE-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"padme-amidala-a", "anakin-skywalker-d", "obi-wan-kenobi-c", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Padmé Amidala")["speed"] == 80);  // 60 + Anakin + Obi-Wan
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["power"] == 6);
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["power"] == 4);  // not Anakin: unchanged
  t.act(DS, "done");
  t.act(LS, "retreat:padme-amidala-a");  // off in the build zone (TCG-ABIL-2)
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["power"] == 4);
}
