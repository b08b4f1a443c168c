// Admiral Piett (Imperial character): "Put a resource card from either
// discard pile on top of its owner's resource deck."
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json piett_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.force-2"}}, {"discard", {"reb.military-5", "reb.leia-organa"}}},
                  {{"inPlay", {"imp.admiral-piett"}}, {"discard", {"imp.force-3"}}}, "imperial");
}
}  // namespace

TEST_CASE("Admiral Piett: offers both discard piles, an opposing card goes on top of its owner's deck",
          "[evr][cards][piett]") {
  Evr g(piett_position());
  const int reb_deck = deck_count(g, Evr::R);
  g.act(Evr::I, "force:imp.admiral-piett");
  CHECK(g.total(Evr::I) == 1);  // EVR-COMP-3
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-5", "pick:reb.leia-organa", "pick:imp.force-3"}));
  CHECK(g.ids(Evr::R).empty());
  g.act(Evr::I, "pick:reb.military-5");
  CHECK(g.discard(Evr::R) == Ids{"reb.leia-organa"});
  CHECK(deck_count(g, Evr::R) == reb_deck + 1);
  CHECK(g.discard(Evr::I) == Ids{"imp.force-3"});
  CHECK(log_has(g, -1, "Imperial puts Military 5 on top of Rebel's resource deck."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  // The Rebel's next play is that card.
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-2", "reb.military-5"});
}

TEST_CASE("Admiral Piett: a card from his own discard pile goes on top of his deck", "[evr][cards][piett]") {
  Evr g(piett_position());
  g.act(Evr::I, "force:imp.admiral-piett");
  g.act(Evr::I, "pick:imp.force-3");
  CHECK(g.discard(Evr::I).empty());
  g.act(Evr::R, "pass");
  g.act(Evr::I, "play");
  CHECK(g.in_play(Evr::I) == Ids{"imp.admiral-piett", "imp.force-3"});
  CHECK(g.total(Evr::I) == 1 + 3);
}

TEST_CASE("Admiral Piett: a card in play or in a deck is not a legal pick (illegal_action, state unchanged)",
          "[evr][cards][piett]") {
  Evr g(piett_position());
  g.act(Evr::I, "force:imp.admiral-piett");
  require_rejected(g, Evr::I, "pick:reb.force-2");
  require_rejected(g, Evr::I, "pick:imp.force-5");
  require_rejected(g, Evr::I, "done");
}

TEST_CASE("Admiral Piett: EVR-FAQ-3 with both discard piles empty he has no effect", "[evr][cards][piett]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}}, {{"inPlay", {"imp.admiral-piett"}}}, "imperial"));
  g.act(Evr::I, "force:imp.admiral-piett");
  CHECK(g.exhausted(Evr::I, "imp.admiral-piett"));
  CHECK(log_has(g, -1, "Admiral Piett has no effect: both discard piles are empty."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Admiral Piett: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][piett]") {
  Evr g(piett_position("duel-on-cloud-city"));
  const int d = deck_count(g, Evr::R);
  g.act(Evr::I, "force:imp.admiral-piett");
  CHECK(g.exhausted(Evr::I, "imp.admiral-piett"));
  CHECK(g.discard(Evr::R) == Ids{"reb.military-5", "reb.leia-organa"});
  CHECK(g.discard(Evr::I) == Ids{"imp.force-3"});
  CHECK(deck_count(g, Evr::R) == d);
  CHECK(log_has(g, -1, "The event prevents the power of Admiral Piett."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
