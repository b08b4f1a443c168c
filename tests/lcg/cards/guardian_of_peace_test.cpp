// Guardian of Peace: "Shielding. Protect Character." (LCG-KW-5: when damage
// would be placed on a friendly Character in play, its controller may place
// any amount of it on this card instead.)
#include "card_table.h"
using namespace lcgcard;

namespace {
Table choke_table() {
  return Table(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
                    {"dark", {{"hand", {"force-choke"}}, {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
                    {"light", {{"units", {"luke-skywalker", "guardian-of-peace"}}}}});
}
}  // namespace

TEST_CASE("Guardian of Peace takes the damage meant for a friendly Character (Protect Character, LCG-KW-5)", "[lcg][card]") {
  Table t = choke_table();
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  REQUIRE(t.offers(kLight, "use:guardian-of-peace"));  // the Protect interrupt
  t.act(kLight, "use:guardian-of-peace");
  t.act(kLight, "choose:guardian-of-peace");  // how much: 1 (all of it)
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 0);
  CHECK(t.unit(kLight, "Guardian of Peace")["damage"] == 1);
}

TEST_CASE("Guardian of Peace may decline: the Character keeps the damage (Protect is optional, LCG-KW-5)", "[lcg][card]") {
  Table t = choke_table();
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  REQUIRE(t.offers(kLight, "use:guardian-of-peace"));
  t.act(kLight, "pass");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
  CHECK(t.unit(kLight, "Guardian of Peace")["damage"] == 0);
}

TEST_CASE("Guardian of Peace does not protect itself (Protect Character, LCG-KW-5)", "[lcg][card]") {
  Table t = choke_table();
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:guardian-of-peace");
  CHECK_FALSE(t.offers(kLight, "use:guardian-of-peace"));
  CHECK(t.unit(kLight, "Guardian of Peace")["damage"] == 1);
}

TEST_CASE("Damage one Guardian of Peace took for a Character is final: the other Guardian cannot move it on (LCG-KW-5, OQ-29)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke"}}, {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"luke-skywalker", "guardian-of-peace", "guardian-of-peace"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  t.act(kLight, "use:guardian-of-peace");
  t.act(kLight, "choose:guardian-of-peace");
  // The moved damage is about to be placed on a Character (the other Guardian):
  // the Dark Side's interrupt window comes first, then no Protect may take it again.
  if (t.offers(kDark, "pass")) t.act(kDark, "pass");
  CHECK_FALSE(t.offers(kLight, "use:guardian-of-peace"));
  if (t.offers(kLight, "pass")) t.act(kLight, "pass");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 0);
  const json v = t.view(kLight);
  int on_guardians = 0;
  for (const json& u : v["players"][kLight]["units"])
    if (u["name"] == "Guardian of Peace") on_guardians += u["damage"].get<int>();
  CHECK(on_guardians == 1);
}

TEST_CASE("A Guardian of Peace may still protect the other Guardian from damage dealt to it directly (LCG-KW-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke"}}, {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"guardian-of-peace", "guardian-of-peace"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:guardian-of-peace");
  CHECK(t.offers(kLight, "use:guardian-of-peace"));
}
