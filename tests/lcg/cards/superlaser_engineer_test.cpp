// Superlaser Engineer: "Shielding. Reaction: after this unit enters play,
// reveal your top 5 cards. Imperial Navy events and enhancements costing 3 or
// more among them go to your hand; the others go to the bottom of your deck in
// the order you choose."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Superlaser Engineer takes the costly Imperial Navy events and enhancements of the top 5 cards", "[lcg][card]") {
  // Top 5: Superlaser Blast (IN event, 4), Tallon Roll (IN event, 0), Orbital Bombardment
  // (IN enhancement, 4), Force Lightning (Sith event), TIE Fighter (unit); then Control Room stays.
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"superlaser-engineer"}},
                         {"objectives", {"imperial-command", "the-endor-gambit", "death-and-despayre"}},
                         {"deck", {"superlaser-blast", "tallon-roll", "orbital-bombardment", "force-lightning", "tie-fighter",
                                   "control-room"}}}}});
  t.act(kDark, "deploy:superlaser-engineer");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  REQUIRE(t.offers(kDark, "use:superlaser-engineer"));
  t.act(kDark, "use:superlaser-engineer");
  CHECK(t.count(kDark, "hand", "Superlaser Blast") == 1);
  CHECK(t.count(kDark, "hand", "Orbital Bombardment") == 1);
  CHECK(t.count(kDark, "hand", "Tallon Roll") == 0);     // cost 0
  CHECK(t.count(kDark, "hand", "Force Lightning") == 0); // Sith
  CHECK(t.count(kDark, "hand", "TIE Fighter") == 0);     // a unit
  // The rest go to the bottom in the order the player picks: not Control Room (not revealed).
  CHECK(t.offers(kDark, "choose:tie-fighter"));
  CHECK(t.offers(kDark, "choose:tallon-roll"));
  CHECK_FALSE(t.offers(kDark, "choose:control-room"));
  CHECK(t.ids(kLight).empty());  // the Light Side does not choose
  t.act(kDark, "choose:tie-fighter");
  t.act(kDark, "choose:force-lightning");  // the last, Tallon Roll, follows by itself
  CHECK_FALSE(t.offers(kDark, "choose:"));
  CHECK(t.view(kDark)["players"][kDark]["deckCount"] == 4);
  CHECK(t.unit(kDark, "Superlaser Engineer")["keywords"][0] == "Shielding");
}
