// The Emperor's Web: "Reduce the cost of the first Sith event card you play
// each turn by 1."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("The Emperor's Web makes the first Sith event of the turn cost 1 less, and only the first", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"interrogation", "force-stasis", "tallon-roll@27", "tie-fighter"}},
                         {"objectives", {"the-emperors-web", "the-heart-of-the-empire", "counsel-of-the-sith"}}}},
               {"light", {{"tookTurn", true}, {"hand", {"x-wing"}}}}});
  CHECK(t.card(kDark, "hand", "Interrogation")["cost"] == 1);  // printed 2
  CHECK(t.card(kDark, "hand", "Force Stasis")["cost"] == 0);   // printed 1
  CHECK(t.card(kDark, "hand", "TIE Fighter")["cost"] == 1);    // a unit: unchanged
  CHECK(t.card(kDark, "hand", "Tallon Roll")["cost"] == 0);    // Imperial Navy, printed 0
  const int before = t.view(kDark)["players"][kDark]["resources"].get<int>();
  t.act(kDark, "use:interrogation");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  t.act(kDark, "choose:x-wing");
  CHECK(t.view(kDark)["players"][kDark]["resources"] == before - 1);
  // The reduction is used: the next Sith event costs its printed cost.
  CHECK(t.card(kDark, "hand", "Force Stasis")["cost"] == 1);
}

TEST_CASE("The Emperor's Web: an event of another affiliation does not use the reduction", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"interrogation", "tallon-roll@27"}},
                         {"objectives", {"the-emperors-web", "the-heart-of-the-empire", "counsel-of-the-sith"}},
                         {"units", {{{"card", "tie-fighter"}, {"focus", 1}}}}}},
               {"light", {{"tookTurn", true}, {"hand", {"x-wing"}}}}});
  t.act(kDark, "use:tallon-roll");
  t.act(kDark, "target:tie-fighter");
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 0);
  CHECK(t.card(kDark, "hand", "Interrogation")["cost"] == 1);  // still the first Sith event
}
