// Clone Officer: "While this unit is in the Character arena: +1 power for each of your Clones, itself included."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Clone Officer: +1 power for each of your Clones, itself included (TCG-ABIL-11, TCG-CARD-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-officer", "clone-squad", "clone-warrior-4-163", "obi-wan-kenobi-c"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Clone Officer")["power"] == 8);  // printed 5 + itself, Clone Squad, Clone Warrior
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["power"] == 4);  // only itself
  t.act(DS, "done");
  t.act(LS, "retreat:clone-squad");
  CHECK(t.unit(LS, "Character", "Clone Officer")["power"] == 7);
}
