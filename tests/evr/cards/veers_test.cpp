// General Veers (Imperial character): "Discard the top card of your resource
// deck, then discard every resource card your opponent has in play whose value
// is lower than that card's value." Compared with the opposing cards' current
// values (exhausted characters count 1, EVR-COMP-3; docs/rulings.md).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json veers_position(const std::string& top, const std::string& event = "battle-of-hoth") {
  return struggle(event,
                  {{"inPlay", {"reb.force-3", "reb.recon-4", "reb.military-5", exhausted("reb.yoda"),
                               "reb.luke-skywalker"}}},
                  {{"inPlay", {"imp.general-veers", "imp.force-2"}}, {"deck", {top}}}, "imperial");
}
}  // namespace

TEST_CASE("General Veers: a 4 on top discards every opposing card worth less than 4", "[evr][cards][veers]") {
  Evr g(veers_position("imp.military-4"));
  const int d = deck_count(g, Evr::I);
  REQUIRE(g.total(Evr::R) == 3 + 4 + 5 + 1 + 6);
  g.act(Evr::I, "force:imp.general-veers");
  // No choice to make.
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.discard(Evr::I) == Ids{"imp.military-4"});
  CHECK(deck_count(g, Evr::I) == d - 1);
  // Force 3 and the exhausted Yoda (1) go; Recon 4 (equal), Military 5 and Luke (6) stay.
  CHECK(g.in_play(Evr::R) == Ids{"reb.recon-4", "reb.military-5", "reb.luke-skywalker"});
  CHECK(sorted(g.discard(Evr::R)) == sorted({"reb.force-3", "reb.yoda"}));
  CHECK(g.total(Evr::R) == 4 + 5 + 6);
  // His own side is not affected.
  CHECK(g.in_play(Evr::I) == Ids{"imp.general-veers", "imp.force-2"});
  CHECK(g.total(Evr::I) == 1 + 2);
  CHECK(log_has(g, -1, "Imperial discards Military 4 from the top of their deck (value 4)."));
  CHECK(log_has(g, -1, "Imperial discards Rebel's Yoda."));
  CHECK(log_has(g, -1, "Imperial discards Rebel's The Force 3."));
}

TEST_CASE("General Veers: a character on top counts its active value 6", "[evr][cards][veers]") {
  Evr g(veers_position("imp.boba-fett"));
  g.act(Evr::I, "force:imp.general-veers");
  CHECK(g.discard(Evr::I) == Ids{"imp.boba-fett"});
  CHECK(g.in_play(Evr::R) == Ids{"reb.luke-skywalker"});  // an active 6 is not lower than 6
  CHECK(g.discard(Evr::R).size() == 4);
  CHECK(g.total(Evr::R) == 6);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("General Veers: a 2 on top discards nothing but the exhausted character", "[evr][cards][veers]") {
  Evr g(veers_position("imp.recon-2"));
  g.act(Evr::I, "force:imp.general-veers");
  CHECK(g.discard(Evr::I) == Ids{"imp.recon-2"});
  CHECK(g.discard(Evr::R) == Ids{"reb.yoda"});
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-3", "reb.recon-4", "reb.military-5", "reb.luke-skywalker"});
}

TEST_CASE("General Veers: OQ-EVR-08 an empty deck is refilled from the discard pile first", "[evr][cards][veers]") {
  // Every Imperial generic card is in the discard pile: the deck is empty.
  json imperial = {{"inPlay", {"imp.general-veers"}}, {"discard", other_generics("imp", {})}};
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-3", "reb.luke-skywalker"}}}, imperial, "imperial"));
  REQUIRE(deck_count(g, Evr::I) == 0);
  g.act(Evr::I, "force:imp.general-veers");
  CHECK(log_has(g, -1, "Imperial shuffles their discard pile into a new resource deck."));
  CHECK(deck_count(g, Evr::I) == 15);
  const json disc = g.player(Evr::I)["discard"];
  REQUIRE(disc.size() == 1);
  const int v = disc[0]["value"].get<int>();  // the top card after the reshuffle
  // Force 3 goes exactly when that card is worth more than 3; Luke (6) always stays.
  CHECK(contains(g.in_play(Evr::R), "reb.force-3") == (v <= 3));
  CHECK(contains(g.in_play(Evr::R), "reb.luke-skywalker"));
}

TEST_CASE("General Veers: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][veers]") {
  Evr g(veers_position("imp.military-4", "duel-on-cloud-city"));
  const int d = deck_count(g, Evr::I);
  g.act(Evr::I, "force:imp.general-veers");
  CHECK(g.exhausted(Evr::I, "imp.general-veers"));
  CHECK(deck_count(g, Evr::I) == d);
  CHECK(g.discard(Evr::I).empty());
  CHECK(g.in_play(Evr::R).size() == 5);
  CHECK(log_has(g, -1, "The event prevents the power of General Veers."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
