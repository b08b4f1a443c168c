// Force Lightning: "Action: destroy a target exhausted unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Force Lightning destroys an exhausted unit and cannot target a ready one", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-lightning"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"focus", 1}}, "x-wing"}}}}});
  t.act(kDark, "use:force-lightning");
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker").is_null());
  CHECK(t.card(kLight, "discard", "Luke Skywalker").is_object());
}
