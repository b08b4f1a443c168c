// Lightsaber Deflection: "Interrupt: when damage is dealt to a friendly non-Vehicle unit,
// 1 of that damage goes to another target unit instead."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Lightsaber Deflection moves 1 damage from a friendly Character to another target unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke"}}, {"units", {"darth-vader"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"lightsaber-deflection"}}, {"units", {"luke-skywalker", "x-wing"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // The play of Force Choke itself is not damage: the deflection waits for the damage.
  for (int i = 0; i < 3 && !t.offers(kLight, "use:lightsaber-deflection"); ++i) t.act(t.to_act()[0], "pass");
  REQUIRE(t.offers(kLight, "use:lightsaber-deflection"));
  t.act(kLight, "use:lightsaber-deflection");
  CHECK_FALSE(t.offers(kLight, "target:luke-skywalker"));  // "another" unit
  CHECK(t.offers(kLight, "target:x-wing"));                // any other unit
  t.act(kLight, "target:darth-vader");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 0);
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.card(kLight, "discard", "Lightsaber Deflection").is_object());
}

TEST_CASE("Lightsaber Deflection does not answer damage to an enemy unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke"}}, {"units", {"darth-vader"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"lightsaber-deflection"}}, {"units", {"luke-skywalker"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:darth-vader");  // the Dark Side chokes its own unit
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  for (int i = 0; i < 3 && !t.to_act().empty() && t.unit(kDark, "Darth Vader")["damage"] == 0; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:lightsaber-deflection"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.count(kLight, "hand", "Lightsaber Deflection") == 1);
}

TEST_CASE("Lightsaber Deflection does not answer damage to a friendly Vehicle", "[lcg][card]") {
  // Darth Vader strikes the defending X-Wing (unit damage 2).
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
               {"light", {{"hand", {"lightsaber-deflection"}}, {"units", {{{"card", "x-wing"}, {"defending", true}}}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  for (int i = 0; i < 20 && t.unit(kLight, "X-Wing").is_object() && t.unit(kLight, "X-Wing")["damage"] == 0; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:lightsaber-deflection"));
    const int s = t.to_act()[0];
    for (const char* p : {"pass", "strike:", "icon", "hit:", "tactic:"})
      if (t.offers(s, p)) {
        t.act(s, p);
        break;
      }
  }
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());  // destroyed by the strike, no deflection
  CHECK(t.count(kLight, "hand", "Lightsaber Deflection") == 1);
}
