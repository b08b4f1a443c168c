// In You Must Go: "The first enhancement you play each turn costs 1 less."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("In You Must Go makes the first enhancement of the turn cost 1 less, not the second", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"hand", {"sith-library"}}}},
               {"light", {{"hand", {"trust-your-feelings", "jedi-lightsaber", "twilek-loyalist"}},
                          {"objectives", {"in-you-must-go", "a-heros-journey", "forgotten-heroes"}},
                          {"units", {"luke-skywalker"}}}}});
  CHECK(t.card(kLight, "hand", "Trust Your Feelings")["cost"] == 1);  // printed 2
  CHECK(t.card(kLight, "hand", "Jedi Lightsaber")["cost"] == 0);      // printed 1
  CHECK(t.card(kLight, "hand", "Twi'lek Loyalist")["cost"] == 1);     // a unit: unchanged
  CHECK(t.card(kDark, "hand", "Sith Library")["cost"] == 1);          // the enemy's: unchanged
  CHECK(t.view()["players"][kLight]["resources"] == 5);  // A Hero's Journey gives 2
  t.act(kLight, "deploy:trust-your-feelings");
  t.act(kLight, "attach:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.view()["players"][kLight]["resources"] == 4);  // paid 1
  CHECK(t.card(kLight, "hand", "Jedi Lightsaber")["cost"] == 1);  // the second enhancement: full cost
  t.pass_until(kLight, "deploy:jedi-lightsaber");
  t.act(kLight, "deploy:jedi-lightsaber");
  t.act(kLight, "attach:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.view()["players"][kLight]["resources"] == 3);
}
