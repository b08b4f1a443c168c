// Jabba the Hutt (Imperial character): "Look at the top card of your resource
// deck; you may discard one of your resource cards in play and/or put that top
// card into play." Both parts optional ("may"); into play only below capacity,
// checked after the discard (EVR-FAQ-4).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json jabba_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.force-2"}}},
                  {{"inPlay", {"imp.jabba-the-hutt", "imp.military-2"}}, {"deck", {"imp.force-5", "imp.recon-3"}}},
                  "imperial");
}
}  // namespace

TEST_CASE("Jabba the Hutt: sees the top card (only he), discards one of his cards and plays the top card",
          "[evr][cards][jabba]") {
  Evr g(jabba_position());
  const int d = deck_count(g, Evr::I);
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  CHECK(peek(g, Evr::I) == Ids{"imp.force-5"});
  CHECK(peek_is_null(g, Evr::R));
  CHECK(peek_is_null(g, -1));
  CHECK(log_has(g, Evr::I, "You look at the top card of your deck: The Force 5."));
  CHECK(log_has(g, Evr::R, "Imperial looks at the top card of their deck."));
  CHECK_FALSE(log_has(g, Evr::R, "The Force 5"));
  // Only his own cards (Jabba included), or skip.
  CHECK(options(g, Evr::I) == sorted({"pick:imp.jabba-the-hutt", "pick:imp.military-2", "done"}));
  g.act(Evr::I, "pick:imp.military-2");
  CHECK(g.discard(Evr::I) == Ids{"imp.military-2"});
  CHECK(options(g, Evr::I) == sorted({"yes", "no"}));
  CHECK(peek(g, Evr::I) == Ids{"imp.force-5"});
  g.act(Evr::I, "yes");
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.force-5"});
  CHECK_FALSE(g.exhausted(Evr::I, "imp.force-5"));
  CHECK(g.total(Evr::I) == 1 + 5);  // EVR-COMP-3
  CHECK(deck_count(g, Evr::I) == d - 1);
  CHECK(log_has(g, -1, "Imperial puts into play from the top of the deck The Force 5."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Jabba the Hutt: \"may\" - skip the discard, then decline to play", "[evr][cards][jabba]") {
  Evr g(jabba_position());
  const int d = deck_count(g, Evr::I);
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  g.act(Evr::I, "done");
  CHECK(options(g, Evr::I) == sorted({"yes", "no"}));
  g.act(Evr::I, "no");
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.military-2"});
  CHECK(g.discard(Evr::I).empty());
  CHECK(deck_count(g, Evr::I) == d);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  // The card he looked at is still on top.
  g.act(Evr::R, "pass");
  g.act(Evr::I, "play");
  CHECK(g.in_play(Evr::I).back() == "imp.force-5");
}

TEST_CASE("Jabba the Hutt: only the top card is played, without a discard", "[evr][cards][jabba]") {
  Evr g(jabba_position());
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  g.act(Evr::I, "done");
  g.act(Evr::I, "yes");
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.military-2", "imp.force-5"});
  CHECK(g.total(Evr::I) == 1 + 2 + 5);
}

TEST_CASE("Jabba the Hutt: EVR-FAQ-1 he may discard himself", "[evr][cards][jabba]") {
  Evr g(jabba_position());
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  g.act(Evr::I, "pick:imp.jabba-the-hutt");
  g.act(Evr::I, "yes");
  CHECK(g.discard(Evr::I) == Ids{"imp.jabba-the-hutt"});
  CHECK(g.in_play(Evr::I) == Ids{"imp.military-2", "imp.force-5"});
}

TEST_CASE("Jabba the Hutt: an opponent's card is not a legal discard (illegal_action, state unchanged)",
          "[evr][cards][jabba]") {
  Evr g(jabba_position());
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  require_rejected(g, Evr::I, "pick:reb.force-2");
  require_rejected(g, Evr::I, "yes");  // the discard question comes first
}

TEST_CASE("Jabba the Hutt: EVR-FAQ-4 at capacity the top card cannot be played unless he discards first",
          "[evr][cards][jabba]") {
  // Control of Endor: capacity 2; Jabba's player is at capacity.
  SECTION("no discard: no play offered, the power ends") {
    Evr g(jabba_position("control-of-endor"));
    g.act(Evr::I, "force:imp.jabba-the-hutt");
    g.act(Evr::I, "done");
    CHECK(g.to_act() == std::vector<int>{Evr::R});
    CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.military-2"});
  }
  SECTION("a discard makes room, checked after the discard") {
    Evr g(jabba_position("control-of-endor"));
    g.act(Evr::I, "force:imp.jabba-the-hutt");
    g.act(Evr::I, "pick:imp.military-2");
    CHECK(options(g, Evr::I) == sorted({"yes", "no"}));
    g.act(Evr::I, "yes");
    CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.force-5"});
    CHECK(g.to_act() == std::vector<int>{Evr::R});
  }
}

TEST_CASE("Jabba the Hutt: OQ-EVR-08 an empty deck is refilled from the discard pile before he looks",
          "[evr][cards][jabba]") {
  json imperial = {{"inPlay", {"imp.jabba-the-hutt"}}, {"discard", other_generics("imp", {})}};
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}}, imperial, "imperial"));
  REQUIRE(deck_count(g, Evr::I) == 0);
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  CHECK(log_has(g, -1, "Imperial shuffles their discard pile into a new resource deck."));
  CHECK(deck_count(g, Evr::I) == 16);
  const Ids top = peek(g, Evr::I);
  REQUIRE(top.size() == 1);
  g.act(Evr::I, "done");
  g.act(Evr::I, "yes");
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", top[0]});
}

TEST_CASE("Jabba the Hutt: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][jabba]") {
  Evr g(jabba_position("duel-on-cloud-city"));
  const int d = deck_count(g, Evr::I);
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  CHECK(g.exhausted(Evr::I, "imp.jabba-the-hutt"));
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt", "imp.military-2"});
  CHECK(deck_count(g, Evr::I) == d);
  CHECK(peek_is_null(g, Evr::I));
  CHECK_FALSE(log_has(g, Evr::I, "You look at the top card"));
  CHECK(log_has(g, -1, "The event prevents the power of Jabba the Hutt."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
