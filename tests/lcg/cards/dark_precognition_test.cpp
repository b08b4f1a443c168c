// Dark Precognition: draw 2 cards, then choose and discard 1 card from hand
// (a card script: the choice comes during resolution).
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Dark Precognition draws two cards, then its player picks the card to discard", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"dark-precognition", "tie-fighter"}},
                         {"deck", {"force-choke", "darth-vader", "tallon-roll"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}}});
  t.act(kDark, "use:dark-precognition");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // Two drawn (the top of the deck first): the hand is TIE Fighter, Force Choke, Darth Vader.
  CHECK(t.to_act() == std::vector<int>{kDark});
  CHECK(t.offers(kDark, "discard:tie-fighter"));
  CHECK(t.offers(kDark, "discard:darth-vader"));
  CHECK_FALSE(t.offers(kDark, "pass"));  // the discard is not optional
  t.act(kDark, "discard:darth-vader");
  CHECK(t.card(kDark, "discard", "Darth Vader").is_object());
  CHECK(t.card(kDark, "discard", "Dark Precognition").is_object());
  CHECK(t.count(kDark, "hand", "TIE Fighter") == 1);
  CHECK(t.count(kDark, "hand", "Force Choke") == 1);
  CHECK(t.view(kDark)["players"][kDark]["deckCount"] == 1);  // Tallon Roll stays on the deck
}
