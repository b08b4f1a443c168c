// Redemption: "Interrupt: when a Character unit is destroyed, it goes back to its owner's hand
// instead of the discard pile. Limit once per turn."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Redemption returns a destroyed Character to its owner's hand, once per turn", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke", "force-lightning"}}, {"enhancements", {"sith-library"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"redemption", "twilek-loyalist", {{"card", "jedi-in-hiding"}, {"focus", 1}}}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:twilek-loyalist");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  for (int i = 0; i < 3 && !t.offers(kLight, "use:redemption"); ++i) t.act(t.to_act()[0], "pass");
  REQUIRE(t.offers(kLight, "use:redemption"));
  t.act(kLight, "use:redemption");
  CHECK(t.count(kLight, "hand", "Twi'lek Loyalist") == 1);
  CHECK_FALSE(t.card(kLight, "discard", "Twi'lek Loyalist").is_object());
  CHECK_FALSE(t.unit(kLight, "Twi'lek Loyalist").is_object());
  // A second Character destroyed this turn: the limit is spent.
  t.pass_until(kDark, "use:force-lightning");
  t.act(kDark, "use:force-lightning");
  t.act(kDark, "target:jedi-in-hiding");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  for (int i = 0; i < 4 && t.unit(kLight, "Jedi in Hiding").is_object(); ++i) {
    CHECK_FALSE(t.offers(kLight, "use:redemption"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.card(kLight, "discard", "Jedi in Hiding").is_object());
}

TEST_CASE("Redemption does not save a destroyed Vehicle", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-lightning"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"redemption", {{"card", "x-wing"}, {"focus", 1}}}}}}});
  t.act(kDark, "use:force-lightning");
  t.act(kDark, "target:x-wing");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  for (int i = 0; i < 4 && t.unit(kLight, "X-Wing").is_object(); ++i) {
    CHECK_FALSE(t.offers(kLight, "use:redemption"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
}
