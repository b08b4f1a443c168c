// Leia Organa (Rebel character): "Choose a character in your reserve: put it
// into play, or shuffle it into your resource deck." Into play only below
// capacity (EVR-FAQ-4).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
// Reserve: exactly Han Solo and Yoda (the other characters are in the deck).
json leia_position(const std::string& event = "battle-of-hoth", json in_play = json::array({"reb.leia-organa"})) {
  json rebel = {{"inPlay", in_play},
                {"reserve", {"reb.han-solo", "reb.yoda"}},
                {"deck", other_characters("reb", {"reb.leia-organa", "reb.han-solo", "reb.yoda"})}};
  return struggle(event, rebel, {{"inPlay", {"imp.force-2"}}});
}
}  // namespace

TEST_CASE("Leia Organa: a reserve character put into play", "[evr][cards][leia]") {
  Evr g(leia_position());
  REQUIRE(reserve(g, Evr::R) == sorted({"reb.han-solo", "reb.yoda"}));
  g.act(Evr::R, "force:reb.leia-organa");
  CHECK(options(g, Evr::R) == sorted({"pick:reb.han-solo", "pick:reb.yoda"}));
  CHECK(g.ids(Evr::I).empty());
  g.act(Evr::R, "pick:reb.yoda");
  CHECK(options(g, Evr::R) == sorted({"yes", "no"}));
  CHECK(peek(g, Evr::R) == Ids{"reb.yoda"});
  CHECK(peek_is_null(g, Evr::I));  // EVR-COMP-9: the reserve is hidden
  CHECK(peek_is_null(g, -1));
  g.act(Evr::R, "yes");
  CHECK(g.in_play(Evr::R) == Ids{"reb.leia-organa", "reb.yoda"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.yoda"));
  CHECK(g.total(Evr::R) == 1 + 6);  // EVR-COMP-3
  CHECK(reserve(g, Evr::R) == Ids{"reb.han-solo"});
  CHECK(reserve_count(g, Evr::R) == 1);
  CHECK(log_has(g, -1, "Rebel puts into play from the reserve Yoda."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Leia Organa: EVR-FAQ-5 a reserve character shuffled into the deck, unseen by the opponent",
          "[evr][cards][leia]") {
  Evr g(leia_position());
  const int deck0 = deck_count(g, Evr::R);
  g.act(Evr::R, "force:reb.leia-organa");
  g.act(Evr::R, "pick:reb.han-solo");
  g.act(Evr::R, "no");
  CHECK(g.in_play(Evr::R) == Ids{"reb.leia-organa"});
  CHECK(deck_count(g, Evr::R) == deck0 + 1);
  CHECK(reserve(g, Evr::R) == Ids{"reb.yoda"});
  CHECK(log_has(g, Evr::R, "You shuffle Han Solo from your reserve into your resource deck."));
  CHECK(log_has(g, Evr::I, "Rebel shuffles a character from their reserve into their resource deck."));
  CHECK_FALSE(log_has(g, Evr::I, "Han Solo"));
  CHECK_FALSE(log_has(g, -1, "Han Solo"));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Leia Organa: a card not in the reserve is not a legal pick (illegal_action, state unchanged)",
          "[evr][cards][leia]") {
  Evr g(leia_position());
  g.act(Evr::R, "force:reb.leia-organa");
  require_rejected(g, Evr::R, "pick:reb.luke-skywalker");  // in the deck
  require_rejected(g, Evr::R, "pick:imp.darth-vader");
  require_rejected(g, Evr::R, "yes");
}

TEST_CASE("Leia Organa: EVR-FAQ-4 at capacity she can only shuffle the character into the deck",
          "[evr][cards][leia]") {
  Evr g(leia_position("control-of-endor", json::array({"reb.leia-organa", "reb.force-3"})));  // capacity 2
  const int deck0 = deck_count(g, Evr::R);
  g.act(Evr::R, "force:reb.leia-organa");
  g.act(Evr::R, "pick:reb.yoda");
  CHECK(options(g, Evr::R) == Ids{"no"});
  require_rejected(g, Evr::R, "yes");
  g.act(Evr::R, "no");
  CHECK(g.in_play(Evr::R) == Ids{"reb.leia-organa", "reb.force-3"});
  CHECK(deck_count(g, Evr::R) == deck0 + 1);
  CHECK(reserve(g, Evr::R) == Ids{"reb.han-solo"});
}

TEST_CASE("Leia Organa: EVR-FAQ-3 with an empty reserve she has no effect", "[evr][cards][leia]") {
  json rebel = {{"inPlay", {"reb.leia-organa"}}, {"deck", other_characters("reb", {"reb.leia-organa"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-2"}}}));
  REQUIRE(reserve_count(g, Evr::R) == 0);
  g.act(Evr::R, "force:reb.leia-organa");
  CHECK(g.exhausted(Evr::R, "reb.leia-organa"));
  CHECK(g.total(Evr::R) == 1);
  CHECK(log_has(g, -1, "Leia Organa has no effect: your reserve is empty."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Leia Organa: Duel on Cloud City blocks her power: exhausted, nothing else", "[evr][cards][leia]") {
  Evr g(leia_position("duel-on-cloud-city"));
  const int deck0 = deck_count(g, Evr::R);
  g.act(Evr::R, "force:reb.leia-organa");
  CHECK(g.exhausted(Evr::R, "reb.leia-organa"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.leia-organa"});
  CHECK(reserve(g, Evr::R) == sorted({"reb.han-solo", "reb.yoda"}));
  CHECK(deck_count(g, Evr::R) == deck0);
  CHECK(log_has(g, -1, "The event prevents the power of Leia Organa."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
