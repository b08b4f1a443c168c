// There Is No Escape: "Play only during any player's Force phase. Action:
// return all units in play to the bottom of their owners' decks in random order."
#include "card_table.h"
using namespace lcgcard;

namespace {
json board(const char* phase) {
  return json{{"phase", phase}, {"active", "dark"}, {"turn", 3},
              {"dark", {{"tookTurn", true}, {"hand", {"there-is-no-escape"}},
                        {"objectives", {"the-heart-of-the-empire", "the-emperors-web", "counsel-of-the-sith"}},
                        {"units", {{{"card", "darth-vader"}, {"enhancements", {"vaders-lightsaber"}}, {"force", true}}}}}},
              {"light", {{"tookTurn", true}, {"units", {"luke-skywalker", {{"card", "x-wing"}, {"damage", 1}}}}}}};
}
}  // namespace

TEST_CASE("There Is No Escape puts every unit in play under its owner's deck", "[lcg][card]") {
  Table t(board("force"));
  const json before = t.view();
  if (t.offers(kDark, "done")) t.act(kDark, "done");  // no more Force committed; the struggle; then the window
  t.pass_until(kDark, "use:there-is-no-escape");
  t.act(kDark, "use:there-is-no-escape");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  const json v = t.view();
  CHECK(v["players"][kDark]["units"].empty());
  CHECK(v["players"][kLight]["units"].empty());
  CHECK(v["players"][kDark]["deckCount"] == before["players"][kDark]["deckCount"].get<int>() + 1);
  CHECK(v["players"][kLight]["deckCount"] == before["players"][kLight]["deckCount"].get<int>() + 2);
  CHECK(t.card(kDark, "discard", "Vader's Lightsaber").is_object());  // its enhancement is discarded (LCG-DEPLOY-9)
  CHECK(v["players"][kDark]["forceAvailable"] == 3);                // the Force card comes back (LCG-FORCE-5)
}

TEST_CASE("There Is No Escape is played only in a Force phase", "[lcg][card]") {
  Table t(board("deployment"));
  CHECK_FALSE(t.offers(kDark, "use:there-is-no-escape"));
}

TEST_CASE("There Is No Escape: each unit leaves play on its own event - Leia Organa is captured instead of going under the deck",
          "[lcg][card]") {
  json b = board("force");
  b["light"]["units"] = {"leia-organa", {{"card", "x-wing"}, {"focus", 1}}};
  Table t(b);
  const int light_deck = t.view()["players"][kLight]["deckCount"];
  if (t.offers(kDark, "done")) t.act(kDark, "done");
  t.pass_until(kDark, "use:there-is-no-escape");
  t.act(kDark, "use:there-is-no-escape");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // Leia's replacement: her interrupt (declined; asked only while the X-Wing, drawn at random, is still in
  // play with its focus token), then the Dark Side picks the objective she goes under.
  if (t.offers(kLight, "decline")) t.act(kLight, "decline");
  REQUIRE(t.offers(kDark, "choose:the-emperors-web"));
  t.act(kDark, "choose:the-emperors-web");
  const json v = t.view();
  CHECK(v["players"][kLight]["units"].empty());
  CHECK(t.objective(kDark, "The Emperor's Web")["captured"] == 1);
  CHECK(v["players"][kLight]["deckCount"] == light_deck + 1);  // the X-Wing only
}
