// Lando Calrissian (Rebel character): "Discard any number of your resource
// cards in play, then play that many cards from the top of your deck."
// Lando himself may go (EVR-FAQ-1); zero is allowed; below capacity only
// (EVR-FAQ-4).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json lando_position(const std::string& event = "battle-of-hoth") {
  return struggle(event,
                  {{"inPlay", {"reb.lando-calrissian", "reb.military-2", "reb.recon-3"}},
                   {"deck", {"reb.force-5", "reb.diplomacy-4", "reb.military-5"}}},
                  {{"inPlay", {"imp.force-2"}}});
}
}  // namespace

TEST_CASE("Lando Calrissian: discards two of his player's cards, then plays two from the top of the deck",
          "[evr][cards][lando]") {
  Evr g(lando_position());
  const int deck0 = deck_count(g, Evr::R);
  g.act(Evr::R, "force:reb.lando-calrissian");
  // Only the Rebel's own cards (Lando included) and "done".
  CHECK(options(g, Evr::R) ==
        sorted({"pick:reb.lando-calrissian", "pick:reb.military-2", "pick:reb.recon-3", "done"}));
  g.act(Evr::R, "pick:reb.military-2");
  CHECK(options(g, Evr::R) == sorted({"pick:reb.lando-calrissian", "pick:reb.recon-3", "done"}));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "pick:reb.recon-3");
  CHECK(g.discard(Evr::R) == Ids{"reb.military-2", "reb.recon-3"});
  g.act(Evr::R, "done");
  CHECK(g.in_play(Evr::R) == Ids{"reb.lando-calrissian", "reb.force-5", "reb.diplomacy-4"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.force-5"));
  CHECK(g.total(Evr::R) == 1 + 5 + 4);  // EVR-COMP-3: Lando exhausted counts 1
  CHECK(deck_count(g, Evr::R) == deck0 - 2);
  CHECK(log_has(g, -1, "Rebel plays The Force 5."));
  CHECK(log_has(g, -1, "Rebel plays Diplomacy 4."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // The next card played is the third one named.
  g.act(Evr::I, "pass");
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R).back() == "reb.military-5");
}

TEST_CASE("Lando Calrissian: \"any number\" includes zero", "[evr][cards][lando]") {
  Evr g(lando_position());
  const int deck0 = deck_count(g, Evr::R);
  g.act(Evr::R, "force:reb.lando-calrissian");
  g.act(Evr::R, "done");
  CHECK(g.in_play(Evr::R) == Ids{"reb.lando-calrissian", "reb.military-2", "reb.recon-3"});
  CHECK(g.discard(Evr::R).empty());
  CHECK(deck_count(g, Evr::R) == deck0);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Lando Calrissian: EVR-FAQ-1 he may discard himself", "[evr][cards][lando]") {
  Evr g(lando_position());
  g.act(Evr::R, "force:reb.lando-calrissian");
  g.act(Evr::R, "pick:reb.lando-calrissian");
  g.act(Evr::R, "done");
  CHECK(g.discard(Evr::R) == Ids{"reb.lando-calrissian"});
  CHECK(g.in_play(Evr::R) == Ids{"reb.military-2", "reb.recon-3", "reb.force-5"});
  CHECK(g.total(Evr::R) == 2 + 3 + 5);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Lando Calrissian: discarding every card ends the choice and plays that many", "[evr][cards][lando]") {
  Evr g(lando_position());
  g.act(Evr::R, "force:reb.lando-calrissian");
  g.act(Evr::R, "pick:reb.recon-3");
  g.act(Evr::R, "pick:reb.lando-calrissian");
  g.act(Evr::R, "pick:reb.military-2");  // nothing left to choose: the power resolves
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-5", "reb.diplomacy-4", "reb.military-5"});
  CHECK(g.discard(Evr::R) == Ids{"reb.recon-3", "reb.lando-calrissian", "reb.military-2"});
  CHECK(g.total(Evr::R) == 14);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Lando Calrissian: an opponent's card is not a legal pick (illegal_action, state unchanged)",
          "[evr][cards][lando]") {
  Evr g(lando_position());
  g.act(Evr::R, "force:reb.lando-calrissian");
  require_rejected(g, Evr::R, "pick:imp.force-2");
  g.act(Evr::R, "pick:reb.military-2");
  require_rejected(g, Evr::R, "pick:reb.military-2");  // already discarded
}

TEST_CASE("Lando Calrissian: EVR-FAQ-4 at capacity he replaces only what he discarded", "[evr][cards][lando]") {
  // Control of Endor: capacity 2, the Rebel is at capacity.
  Evr g(struggle("control-of-endor",
                 {{"inPlay", {"reb.lando-calrissian", "reb.military-2"}}, {"deck", {"reb.force-5", "reb.recon-4"}}},
                 {{"inPlay", {"imp.force-2"}}}));
  g.act(Evr::R, "force:reb.lando-calrissian");
  g.act(Evr::R, "pick:reb.military-2");
  g.act(Evr::R, "done");
  CHECK(g.in_play(Evr::R) == Ids{"reb.lando-calrissian", "reb.force-5"});
  CHECK(static_cast<int>(g.in_play(Evr::R).size()) <= g.player(Evr::R)["capacity"].get<int>());
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Lando Calrissian: OQ-EVR-08 with an empty deck the discard pile (his discards included) is reshuffled",
          "[evr][cards][lando]") {
  json rebel = {{"inPlay", {"reb.lando-calrissian", "reb.military-2"}},
                {"discard", other_generics("reb", {"reb.military-2"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-2"}}}));
  REQUIRE(deck_count(g, Evr::R) == 0);
  g.act(Evr::R, "force:reb.lando-calrissian");
  g.act(Evr::R, "pick:reb.military-2");
  g.act(Evr::R, "done");
  CHECK(log_has(g, -1, "Rebel shuffles their discard pile into a new resource deck."));
  CHECK(g.in_play(Evr::R).size() == 2);
  CHECK(deck_count(g, Evr::R) == 15);
  CHECK(g.discard(Evr::R).empty());
}

TEST_CASE("Lando Calrissian: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][lando]") {
  Evr g(lando_position("duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.lando-calrissian");
  CHECK(g.exhausted(Evr::R, "reb.lando-calrissian"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.lando-calrissian", "reb.military-2", "reb.recon-3"});
  CHECK(g.discard(Evr::R).empty());
  CHECK(log_has(g, -1, "The event prevents the power of Lando Calrissian."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
