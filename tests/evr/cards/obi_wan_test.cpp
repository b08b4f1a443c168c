// Obi-Wan Kenobi (Rebel character): "Put a resource card of your choice from
// your discard pile into play." Below capacity only (EVR-FAQ-4).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json obi_position(const std::string& event = "battle-of-hoth", json in_play = json::array({"reb.obi-wan-kenobi"})) {
  return struggle(event, {{"inPlay", in_play}, {"discard", {"reb.military-5", "reb.chewbacca"}}},
                  {{"inPlay", {"imp.force-2"}}, {"discard", {"imp.force-4"}}});
}
}  // namespace

TEST_CASE("Obi-Wan Kenobi: a card from his player's discard pile into play", "[evr][cards][obi-wan]") {
  Evr g(obi_position());
  g.act(Evr::R, "force:reb.obi-wan-kenobi");
  // Only the Rebel discard pile, not the Imperial one.
  CHECK(options(g, Evr::R) == sorted({"pick:reb.military-5", "pick:reb.chewbacca"}));
  CHECK(g.ids(Evr::I).empty());
  g.act(Evr::R, "pick:reb.chewbacca");
  CHECK(g.in_play(Evr::R) == Ids{"reb.obi-wan-kenobi", "reb.chewbacca"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.chewbacca"));
  CHECK(g.discard(Evr::R) == Ids{"reb.military-5"});
  CHECK(g.total(Evr::R) == 1 + 6);  // EVR-COMP-3
  CHECK(g.discard(Evr::I) == Ids{"imp.force-4"});
  CHECK(log_has(g, -1, "Rebel puts into play from the discard pile Chewbacca."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // The returned character is active: its power can be used on a later turn.
  g.act(Evr::I, "pass");
  CHECK(g.can(Evr::R, "force:reb.chewbacca"));
}

TEST_CASE("Obi-Wan Kenobi: the opponent's discard pile is not a legal source (illegal_action, state unchanged)",
          "[evr][cards][obi-wan]") {
  Evr g(obi_position());
  g.act(Evr::R, "force:reb.obi-wan-kenobi");
  require_rejected(g, Evr::R, "pick:imp.force-4");
  require_rejected(g, Evr::R, "done");
}

TEST_CASE("Obi-Wan Kenobi: EVR-FAQ-4 at capacity he does nothing", "[evr][cards][obi-wan]") {
  Evr g(obi_position("control-of-endor", json::array({"reb.obi-wan-kenobi", "reb.recon-2"})));  // capacity 2
  g.act(Evr::R, "force:reb.obi-wan-kenobi");
  CHECK(g.in_play(Evr::R) == Ids{"reb.obi-wan-kenobi", "reb.recon-2"});
  CHECK(g.discard(Evr::R) == Ids{"reb.military-5", "reb.chewbacca"});
  CHECK(log_has(g, -1, "Obi-Wan Kenobi has no effect: you are at the event's capacity."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Obi-Wan Kenobi: EVR-FAQ-3 with an empty discard pile he has no effect", "[evr][cards][obi-wan]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.obi-wan-kenobi"}}},
                 {{"inPlay", {"imp.force-2"}}, {"discard", {"imp.force-4"}}}));
  g.act(Evr::R, "force:reb.obi-wan-kenobi");
  CHECK(g.in_play(Evr::R) == Ids{"reb.obi-wan-kenobi"});
  CHECK(g.total(Evr::R) == 1);
  CHECK(log_has(g, -1, "Obi-Wan Kenobi has no effect: your discard pile is empty."));
  CHECK(g.discard(Evr::I) == Ids{"imp.force-4"});
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Obi-Wan Kenobi: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][obi-wan]") {
  Evr g(obi_position("duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.obi-wan-kenobi");
  CHECK(g.exhausted(Evr::R, "reb.obi-wan-kenobi"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.obi-wan-kenobi"});
  CHECK(g.discard(Evr::R) == Ids{"reb.military-5", "reb.chewbacca"});
  CHECK(log_has(g, -1, "The event prevents the power of Obi-Wan Kenobi."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
