// Recon (generic): "Look at the top 2 cards of either resource deck; discard
// one and leave the other on top."
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json recon_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.recon-2"}}, {"deck", {"reb.military-4", "reb.force-5"}}},
                  {{"inPlay", {"imp.force-2"}}, {"deck", {"imp.diplomacy-3", "imp.recon-5"}}});
}
}  // namespace

TEST_CASE("Recon: choose a deck, see its top 2 (only the user), discard one, the other stays on top",
          "[evr][cards][recon]") {
  Evr g(recon_position());
  const int imp_deck = deck_count(g, Evr::I);
  g.act(Evr::R, "force:reb.recon-2");
  CHECK(options(g, Evr::R) == sorted({"deck:rebel", "deck:imperial"}));
  CHECK(peek(g, Evr::R).empty());  // nothing seen before the deck is chosen
  g.act(Evr::R, "deck:imperial");
  CHECK(options(g, Evr::R) == sorted({"pick:imp.diplomacy-3", "pick:imp.recon-5"}));
  // EVR-COMP-9: the deck is hidden; only the Recon player looks at the two cards.
  CHECK(peek(g, Evr::R) == Ids{"imp.diplomacy-3", "imp.recon-5"});
  CHECK(peek_is_null(g, Evr::I));
  CHECK(peek_is_null(g, -1));
  CHECK(log_has(g, -1, "Rebel looks at the top 2 cards of Imperial's resource deck."));

  g.act(Evr::R, "pick:imp.diplomacy-3");
  CHECK(g.discard(Evr::I) == Ids{"imp.diplomacy-3"});
  CHECK(deck_count(g, Evr::I) == imp_deck - 1);
  CHECK(log_has(g, -1, "Rebel discards Diplomacy 3 from the top of Imperial's resource deck."));
  CHECK(peek_is_null(g, Evr::R));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // The card left on top is the next one the Imperial player plays.
  g.act(Evr::I, "play");
  CHECK(g.in_play(Evr::I) == Ids{"imp.force-2", "imp.recon-5"});
}

TEST_CASE("Recon: looking at one's own deck", "[evr][cards][recon]") {
  Evr g(recon_position());
  g.act(Evr::R, "force:reb.recon-2");
  g.act(Evr::R, "deck:rebel");
  CHECK(options(g, Evr::R) == sorted({"pick:reb.military-4", "pick:reb.force-5"}));
  CHECK(peek(g, Evr::R) == Ids{"reb.military-4", "reb.force-5"});
  g.act(Evr::R, "pick:reb.force-5");
  CHECK(g.discard(Evr::R) == Ids{"reb.force-5"});
  g.act(Evr::I, "pass");
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == Ids{"reb.recon-2", "reb.military-4"});
}

TEST_CASE("Recon: a card below the top two is not a legal pick (illegal_action, state unchanged)",
          "[evr][cards][recon]") {
  Evr g(recon_position());
  g.act(Evr::R, "force:reb.recon-2");
  g.act(Evr::R, "deck:imperial");
  // Some other Imperial card is somewhere in the rest of the deck.
  require_rejected(g, Evr::R, "pick:imp.military-4");
  require_rejected(g, Evr::R, "pick:reb.military-4");
  require_rejected(g, Evr::R, "deck:rebel");
}

TEST_CASE("Recon: OQ-EVR-08 an empty deck is refilled from the discard pile when looked at",
          "[evr][cards][recon]") {
  // Every Rebel generic card but the Recon is in the discard pile: the deck is empty.
  json rebel = {{"inPlay", {"reb.recon-2"}}, {"discard", other_generics("reb", {"reb.recon-2"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-2"}}}));
  REQUIRE(deck_count(g, Evr::R) == 0);
  REQUIRE(g.discard(Evr::R).size() == 15);
  g.act(Evr::R, "force:reb.recon-2");
  CHECK(options(g, Evr::R) == sorted({"deck:rebel", "deck:imperial"}));  // a discard pile is enough
  g.act(Evr::R, "deck:rebel");
  CHECK(log_has(g, -1, "Rebel shuffles their discard pile into a new resource deck."));
  CHECK(deck_count(g, Evr::R) == 15);
  CHECK(g.discard(Evr::R).empty());
  const Ids seen = peek(g, Evr::R);
  REQUIRE(seen.size() == 2);
  CHECK(options(g, Evr::R) == sorted({"pick:" + seen[0], "pick:" + seen[1]}));
  g.act(Evr::R, "pick:" + seen[1]);
  CHECK(g.discard(Evr::R) == Ids{seen[1]});
  CHECK(deck_count(g, Evr::R) == 14);
  g.act(Evr::I, "pass");
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == Ids{"reb.recon-2", seen[0]});
}

TEST_CASE("Recon: with a single card in the deck it looks at that card and discards it (rulings.md)",
          "[evr][cards][recon]") {
  json rebel = {{"inPlay", {"reb.recon-2"}},
                {"deck", {"reb.military-4"}},
                {"discard", other_generics("reb", {"reb.recon-2", "reb.military-4"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-2"}}}));
  REQUIRE(deck_count(g, Evr::R) == 1);
  g.act(Evr::R, "force:reb.recon-2");
  g.act(Evr::R, "deck:rebel");
  CHECK(peek(g, Evr::R) == Ids{"reb.military-4"});
  CHECK(options(g, Evr::R) == Ids{"pick:reb.military-4"});
  g.act(Evr::R, "pick:reb.military-4");
  CHECK(deck_count(g, Evr::R) == 0);
  CHECK(g.discard(Evr::R).size() == 15);
  CHECK(g.discard(Evr::R).back() == "reb.military-4");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Recon: Evacuation of Echo Base blocks it: the card is exhausted, nothing else", "[evr][cards][recon]") {
  Evr g(recon_position("evacuation-of-echo-base"));
  const int d0 = deck_count(g, Evr::R), d1 = deck_count(g, Evr::I);
  g.act(Evr::R, "force:reb.recon-2");
  CHECK(g.exhausted(Evr::R, "reb.recon-2"));
  CHECK(deck_count(g, Evr::R) == d0);
  CHECK(deck_count(g, Evr::I) == d1);
  CHECK(g.discard(Evr::R).empty());
  CHECK(g.discard(Evr::I).empty());
  CHECK(log_has(g, -1, "The event prevents the power of Recon 2."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  g.act(Evr::I, "play");  // the Imperial deck is in its original order
  CHECK(g.in_play(Evr::I) == Ids{"imp.force-2", "imp.diplomacy-3"});
}
