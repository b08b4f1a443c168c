// Luke Skywalker (Rebel character): "Discard one of your resource cards in play
// and/or one of your opponent's." At least one part when possible (EVR-FAQ-3,
// docs/rulings.md); Luke may discard himself (EVR-FAQ-1). Duel on Cloud City
// does not block him.
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json luke_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.luke-skywalker", "reb.military-3"}}},
                  {{"inPlay", {"imp.force-5", exhausted("imp.jabba-the-hutt")}}});
}
}  // namespace

TEST_CASE("Luke Skywalker: one of his player's cards and one of the opponent's", "[evr][cards][luke]") {
  Evr g(luke_position());
  REQUIRE(g.total(Evr::R) == 6 + 3);
  g.act(Evr::R, "force:reb.luke-skywalker");
  CHECK(options(g, Evr::R) == sorted({"pick:reb.luke-skywalker", "pick:reb.military-3", "done"}));
  g.act(Evr::R, "pick:reb.military-3");
  // Second part: the opponent's cards, active or exhausted; may stop now.
  CHECK(options(g, Evr::R) == sorted({"pick:imp.force-5", "pick:imp.jabba-the-hutt", "done"}));
  g.act(Evr::R, "pick:imp.jabba-the-hutt");
  CHECK(g.in_play(Evr::R) == Ids{"reb.luke-skywalker"});
  CHECK(g.discard(Evr::R) == Ids{"reb.military-3"});
  CHECK(g.in_play(Evr::I) == Ids{"imp.force-5"});
  CHECK(g.discard(Evr::I) == Ids{"imp.jabba-the-hutt"});
  CHECK(g.total(Evr::R) == 1);
  CHECK(g.total(Evr::I) == 5);
  CHECK(log_has(g, -1, "Rebel discards their own Military 3."));
  CHECK(log_has(g, -1, "Rebel discards Imperial's Jabba the Hutt."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Luke Skywalker: \"and/or\" - only his own card", "[evr][cards][luke]") {
  Evr g(luke_position());
  g.act(Evr::R, "force:reb.luke-skywalker");
  g.act(Evr::R, "pick:reb.military-3");
  g.act(Evr::R, "done");
  CHECK(g.discard(Evr::R) == Ids{"reb.military-3"});
  CHECK(g.in_play(Evr::I) == Ids{"imp.force-5", "imp.jabba-the-hutt"});
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Luke Skywalker: skipping his own side, the opponent's card becomes mandatory (EVR-FAQ-3)",
          "[evr][cards][luke]") {
  Evr g(luke_position());
  g.act(Evr::R, "force:reb.luke-skywalker");
  g.act(Evr::R, "done");
  CHECK(options(g, Evr::R) == sorted({"pick:imp.force-5", "pick:imp.jabba-the-hutt"}));
  require_rejected(g, Evr::R, "done");
  require_rejected(g, Evr::R, "pick:reb.military-3");
  g.act(Evr::R, "pick:imp.force-5");
  CHECK(g.in_play(Evr::R) == Ids{"reb.luke-skywalker", "reb.military-3"});
  CHECK(g.in_play(Evr::I) == Ids{"imp.jabba-the-hutt"});
  CHECK(g.total(Evr::I) == 1);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Luke Skywalker: an opponent's card is not a legal first pick (illegal_action, state unchanged)",
          "[evr][cards][luke]") {
  Evr g(luke_position());
  g.act(Evr::R, "force:reb.luke-skywalker");
  require_rejected(g, Evr::R, "pick:imp.force-5");
}

TEST_CASE("Luke Skywalker: EVR-FAQ-1 with no opposing card he must discard one of his own, himself allowed",
          "[evr][cards][luke]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.luke-skywalker", "reb.military-3"}}}, json::object()));
  g.act(Evr::R, "force:reb.luke-skywalker");
  CHECK(options(g, Evr::R) == sorted({"pick:reb.luke-skywalker", "pick:reb.military-3"}));
  g.act(Evr::R, "pick:reb.luke-skywalker");
  CHECK(g.in_play(Evr::R) == Ids{"reb.military-3"});
  CHECK(g.discard(Evr::R) == Ids{"reb.luke-skywalker"});
  CHECK(g.total(Evr::R) == 3);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Luke Skywalker: Duel on Cloud City does not block Luke", "[evr][cards][luke]") {
  Evr g(luke_position("duel-on-cloud-city"));
  CHECK(g.player(Evr::R)["inPlay"][0]["blocked"] == false);
  g.act(Evr::R, "force:reb.luke-skywalker");
  CHECK_FALSE(log_has(g, -1, "The event prevents"));
  g.act(Evr::R, "done");
  g.act(Evr::R, "pick:imp.force-5");
  CHECK(g.discard(Evr::I) == Ids{"imp.force-5"});
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
