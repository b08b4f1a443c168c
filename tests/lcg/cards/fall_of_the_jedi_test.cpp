// Fall of the Jedi: "Reaction: after your draw phase begins, place 1 card
// from your hand on the bottom of your deck."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table draw_phase(const char* active) {
  return Table(json{{"phase", "draw"}, {"active", active}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"hand", {"force-choke", "tie-fighter"}},
                              {"deck", {"darth-vader", "nightsister", "rancor", "tie-advanced", "force-stasis",
                                        "interrogation", "intimidated", "dark-precognition", "force-lightning"}},
                              {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
}
}  // namespace

TEST_CASE("Fall of the Jedi puts a chosen card of its player's hand on the bottom of the deck when the draw phase begins",
          "[lcg][card]") {
  Table t = draw_phase("dark");
  REQUIRE(t.offers(kDark, "use:fall-of-the-jedi"));
  t.act(kDark, "use:fall-of-the-jedi");
  CHECK(t.offers(kDark, "choose:force-choke"));
  CHECK_FALSE(t.offers(kDark, "pass"));  // the placing is not optional once used
  t.act(kDark, "choose:tie-fighter");
  const json v = t.view(kDark);
  CHECK(t.count(kDark, "hand", "TIE Fighter") == 0);
  CHECK(t.count(kDark, "hand", "Force Choke") == 1);
  CHECK(v["players"][kDark]["deckCount"] == 10);  // nine and the TIE Fighter under them (the draw comes next)
  CHECK_FALSE(t.offers(kDark, "use:fall-of-the-jedi"));
}

TEST_CASE("Fall of the Jedi answers only its player's draw phase", "[lcg][card]") {
  Table t = draw_phase("light");
  CHECK_FALSE(t.offers(kDark, "use:fall-of-the-jedi"));
}
