// Military (generic): "Discard one of your opponent's resource cards in play."
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json military_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.military-3", "reb.diplomacy-5"}}},
                  {{"inPlay", {"imp.recon-4", exhausted("imp.emperor-palpatine"), "imp.force-2"}}});
}
}  // namespace

TEST_CASE("Military: offers exactly the opponent's cards in play, active or exhausted", "[evr][cards][military]") {
  Evr g(military_position());
  g.act(Evr::R, "force:reb.military-3");
  CHECK(options(g, Evr::R) ==
        sorted({"pick:imp.recon-4", "pick:imp.emperor-palpatine", "pick:imp.force-2"}));
  CHECK(g.ids(Evr::I).empty());
  // Each option is a "pick" naming an Imperial card (docs/api.md action objects).
  const json acts = parse(g.m.legal_actions(Evr::R));
  REQUIRE(acts.size() == 3);
  for (const json& a : acts) {
    CHECK(a["kind"] == "pick");
    CHECK(a["card"]["faction"] == "imperial");
    CHECK(a["id"] == "pick:" + a["card"]["id"].get<std::string>());
  }
  g.act(Evr::R, "pick:imp.recon-4");
  CHECK(g.in_play(Evr::I) == Ids{"imp.emperor-palpatine", "imp.force-2"});
  CHECK(g.discard(Evr::I) == Ids{"imp.recon-4"});
  CHECK(g.total(Evr::I) == 1 + 2);
  CHECK(g.in_play(Evr::R) == Ids{"reb.military-3", "reb.diplomacy-5"});
  CHECK(g.discard(Evr::R).empty());
  CHECK(log_has(g, -1, "Rebel discards Imperial's Recon 4."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Military: a discarded character goes to the discard pile (only Vader sends to the reserve)",
          "[evr][cards][military]") {
  Evr g(military_position());
  int reserve_before = reserve_count(g, Evr::I);
  g.act(Evr::R, "force:reb.military-3");
  g.act(Evr::R, "pick:imp.emperor-palpatine");
  CHECK(g.discard(Evr::I) == Ids{"imp.emperor-palpatine"});
  CHECK(reserve_count(g, Evr::I) == reserve_before);
  CHECK(g.total(Evr::I) == 4 + 2);
}

TEST_CASE("Military: one's own card is not a legal target (illegal_action, state unchanged)",
          "[evr][cards][military]") {
  Evr g(military_position());
  g.act(Evr::R, "force:reb.military-3");
  require_rejected(g, Evr::R, "pick:reb.diplomacy-5");
  require_rejected(g, Evr::R, "pick:reb.military-3");
  require_rejected(g, Evr::R, "done");
  CHECK(g.in_play(Evr::R).size() == 2);
}

TEST_CASE("Military: the Imperial Military targets Rebel cards", "[evr][cards][military]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.luke-skywalker", "reb.force-3"}}},
                 {{"inPlay", {"imp.military-5", "imp.force-4"}}}, "imperial"));
  g.act(Evr::I, "force:imp.military-5");
  CHECK(options(g, Evr::I) == sorted({"pick:reb.luke-skywalker", "pick:reb.force-3"}));
  g.act(Evr::I, "pick:reb.luke-skywalker");
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-3"});
  CHECK(g.total(Evr::R) == 3);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Military: with no opposing card in play it has no effect (OQ-EVR-07)", "[evr][cards][military]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.military-4"}}}, json::object()));
  REQUIRE(g.in_play(Evr::I).empty());
  g.act(Evr::R, "force:reb.military-4");
  CHECK(g.exhausted(Evr::R, "reb.military-4"));
  CHECK(log_has(g, -1, "Military 4 has no effect: the opponent has no card in play."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.ids(Evr::I) == Ids{"play"});  // EVR-STRUGGLE-9 for the opponent
}

TEST_CASE("Military: Most Desperate Hour blocks it: the card is exhausted, nothing else", "[evr][cards][military]") {
  Evr g(military_position("most-desperate-hour"));
  g.act(Evr::R, "force:reb.military-3");
  CHECK(g.exhausted(Evr::R, "reb.military-3"));
  CHECK(g.in_play(Evr::I) == Ids{"imp.recon-4", "imp.emperor-palpatine", "imp.force-2"});
  CHECK(g.discard(Evr::I).empty());
  CHECK(log_has(g, -1, "The event prevents the power of Military 3."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
