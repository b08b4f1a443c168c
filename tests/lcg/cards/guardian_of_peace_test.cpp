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
