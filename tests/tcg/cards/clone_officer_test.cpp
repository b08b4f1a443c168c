// Clone Officer: "While this unit is in the Character arena: each Clone of yours, this one included, has +1 power."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Clone Officer: each Clone of yours has +1 power, the Officer included, off when it retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  // Boba Fett (A) is a Clone Boy of the opponent's: not "yours".
  json ds = {{"arenas", {"geonosian-warrior", "boba-fett-a"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-officer", "clone-squad", "clone-warrior-4-163", "obi-wan-kenobi-c"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Clone Officer")["power"] == 6);        // printed 5: it is a Clone Soldier itself
  CHECK(t.unit(LS, "Ground", "Clone Squad")["power"] == 4);             // printed 3: any arena
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["power"] == 5);  // printed 4
  CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["power"] == 4);       // no Clone
  CHECK(t.unit(DS, "Character", "Boba Fett")["power"] == 2);            // the opponent's Clone: unchanged
  t.act(DS, "done");
  t.act(LS, "retreat:clone-officer");
  CHECK(t.unit(LS, "Ground", "Clone Squad")["power"] == 3);
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["power"] == 4);
}
