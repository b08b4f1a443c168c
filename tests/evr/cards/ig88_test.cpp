// IG-88 (Imperial character): "Search either resource deck for 2 cards:
// discard one, shuffle that deck and put the other on top."
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
// The Rebel deck is exactly Military 4, Yoda and Recon 2.
json ig88_position(const std::string& event = "battle-of-hoth") {
  json rebel = {{"inPlay", {"reb.force-2"}},
                {"deck", {"reb.military-4", "reb.yoda", "reb.recon-2"}},
                {"discard", other_generics("reb", {"reb.force-2", "reb.military-4", "reb.recon-2"})}};
  return struggle(event, rebel, {{"inPlay", {"imp.ig-88"}}}, "imperial");
}
}  // namespace

TEST_CASE("IG-88: searches the opponent's deck, discards one card and puts another on top",
          "[evr][cards][ig-88]") {
  Evr g(ig88_position());
  REQUIRE(deck_count(g, Evr::R) == 3);
  const size_t disc0 = g.discard(Evr::R).size();
  g.act(Evr::I, "force:imp.ig-88");
  CHECK(options(g, Evr::I) == sorted({"deck:rebel", "deck:imperial"}));
  g.act(Evr::I, "deck:rebel");
  CHECK(log_has(g, -1, "Imperial searches Rebel's resource deck."));
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-4", "pick:reb.yoda", "pick:reb.recon-2"}));
  // Only IG-88's player sees the searched deck.
  CHECK(sorted(peek(g, Evr::I)) == sorted({"reb.military-4", "reb.yoda", "reb.recon-2"}));
  CHECK(peek_is_null(g, Evr::R));
  CHECK(peek_is_null(g, -1));
  CHECK(g.ids(Evr::R).empty());

  g.act(Evr::I, "pick:reb.yoda");  // discarded
  CHECK(g.discard(Evr::R).size() == disc0 + 1);
  CHECK(g.discard(Evr::R).back() == "reb.yoda");
  CHECK(log_has(g, -1, "Imperial discards Yoda from Rebel's resource deck."));
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-4", "pick:reb.recon-2"}));
  g.act(Evr::I, "pick:reb.recon-2");  // on top after the shuffle
  CHECK(deck_count(g, Evr::R) == 2);
  CHECK(log_has(g, Evr::I, "You shuffle the deck and put Recon 2 on top."));
  CHECK(log_has(g, Evr::R, "Imperial shuffles the deck and puts a card on top."));
  CHECK_FALSE(log_has(g, Evr::R, "Recon 2 on top"));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-2", "reb.recon-2"});
}

TEST_CASE("IG-88: a card outside the searched deck is not a legal pick (illegal_action, state unchanged)",
          "[evr][cards][ig-88]") {
  Evr g(ig88_position());
  g.act(Evr::I, "force:imp.ig-88");
  g.act(Evr::I, "deck:rebel");
  require_rejected(g, Evr::I, "pick:reb.force-2");   // in play
  require_rejected(g, Evr::I, "pick:reb.force-3");   // in the discard pile
  require_rejected(g, Evr::I, "pick:imp.force-2");   // the other deck
  g.act(Evr::I, "pick:reb.military-4");
  require_rejected(g, Evr::I, "pick:reb.military-4");  // already discarded
}

TEST_CASE("IG-88: OQ-EVR-08 his own empty deck is refilled from the discard pile", "[evr][cards][ig-88]") {
  json imperial = {{"inPlay", {"imp.ig-88"}}, {"discard", other_generics("imp", {})}};
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}}, imperial, "imperial"));
  REQUIRE(deck_count(g, Evr::I) == 0);
  g.act(Evr::I, "force:imp.ig-88");
  CHECK(options(g, Evr::I) == sorted({"deck:rebel", "deck:imperial"}));
  g.act(Evr::I, "deck:imperial");
  CHECK(log_has(g, -1, "Imperial shuffles their discard pile into a new resource deck."));
  CHECK(deck_count(g, Evr::I) == 16);
  CHECK(options(g, Evr::I).size() == 16);
  g.act(Evr::I, "pick:imp.force-5");
  g.act(Evr::I, "pick:imp.military-2");
  CHECK(g.discard(Evr::I) == Ids{"imp.force-5"});
  CHECK(deck_count(g, Evr::I) == 15);
  g.act(Evr::R, "pass");
  g.act(Evr::I, "play");
  CHECK(g.in_play(Evr::I) == Ids{"imp.ig-88", "imp.military-2"});
}

TEST_CASE("IG-88: a one-card deck - that card is discarded and the power ends", "[evr][cards][ig-88]") {
  json rebel = {{"inPlay", {"reb.force-2"}},
                {"deck", {"reb.military-4"}},
                {"discard", other_generics("reb", {"reb.force-2", "reb.military-4"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.ig-88"}}}, "imperial"));
  g.act(Evr::I, "force:imp.ig-88");
  g.act(Evr::I, "deck:rebel");
  CHECK(options(g, Evr::I) == Ids{"pick:reb.military-4"});
  g.act(Evr::I, "pick:reb.military-4");
  CHECK(deck_count(g, Evr::R) == 0);
  CHECK(g.discard(Evr::R).back() == "reb.military-4");
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("IG-88: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][ig-88]") {
  Evr g(ig88_position("duel-on-cloud-city"));
  const size_t disc0 = g.discard(Evr::R).size();
  g.act(Evr::I, "force:imp.ig-88");
  CHECK(g.exhausted(Evr::I, "imp.ig-88"));
  CHECK(deck_count(g, Evr::R) == 3);
  CHECK(g.discard(Evr::R).size() == disc0);
  CHECK(log_has(g, -1, "The event prevents the power of IG-88."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "play");  // deck order untouched
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-2", "reb.military-4"});
}
