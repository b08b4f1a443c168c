// Boba Fett (Imperial character): "Discard one of your opponent's resource
// cards in play and/or exhaust one active resource card in play." At least
// one part when possible (EVR-FAQ-3, docs/rulings.md).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json boba_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.military-3", "reb.recon-4", exhausted("reb.han-solo")}}},
                  {{"inPlay", {"imp.boba-fett", "imp.force-4"}}}, "imperial");
}
}  // namespace

TEST_CASE("Boba Fett: discards an opposing card, then exhausts an active card", "[evr][cards][boba-fett]") {
  Evr g(boba_position());
  REQUIRE(g.total(Evr::R) == 3 + 4 + 1);
  g.act(Evr::I, "force:imp.boba-fett");
  // Part 1: any Rebel card (active or exhausted), or skip to part 2.
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-3", "pick:reb.recon-4", "pick:reb.han-solo", "done"}));
  g.act(Evr::I, "pick:reb.military-3");
  CHECK(g.discard(Evr::R) == Ids{"reb.military-3"});
  // Part 2: an active card on either side (Boba himself is exhausted), or stop.
  CHECK(options(g, Evr::I) == sorted({"pick:reb.recon-4", "pick:imp.force-4", "done"}));
  g.act(Evr::I, "pick:reb.recon-4");
  CHECK(g.exhausted(Evr::R, "reb.recon-4"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.recon-4", "reb.han-solo"});
  CHECK(g.total(Evr::R) == 4 + 1);
  CHECK(g.total(Evr::I) == 1 + 4);
  CHECK(log_has(g, -1, "Imperial discards Rebel's Military 3."));
  CHECK(log_has(g, -1, "Imperial exhausts Rebel's Recon 4."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Boba Fett: \"and/or\" - only the discard", "[evr][cards][boba-fett]") {
  Evr g(boba_position());
  g.act(Evr::I, "force:imp.boba-fett");
  g.act(Evr::I, "pick:reb.han-solo");
  g.act(Evr::I, "done");
  CHECK(g.discard(Evr::R) == Ids{"reb.han-solo"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.recon-4"));
  CHECK_FALSE(g.exhausted(Evr::I, "imp.force-4"));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Boba Fett: skipping the discard makes the exhaust mandatory, his own cards qualify",
          "[evr][cards][boba-fett]") {
  Evr g(boba_position());
  g.act(Evr::I, "force:imp.boba-fett");
  g.act(Evr::I, "done");
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-3", "pick:reb.recon-4", "pick:imp.force-4"}));
  require_rejected(g, Evr::I, "done");
  require_rejected(g, Evr::I, "pick:reb.han-solo");  // exhausted
  g.act(Evr::I, "pick:imp.force-4");
  CHECK(g.exhausted(Evr::I, "imp.force-4"));
  CHECK(g.in_play(Evr::R).size() == 3);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Boba Fett: his own card is not a legal discard (illegal_action, state unchanged)",
          "[evr][cards][boba-fett]") {
  Evr g(boba_position());
  g.act(Evr::I, "force:imp.boba-fett");
  require_rejected(g, Evr::I, "pick:imp.force-4");
}

TEST_CASE("Boba Fett: with no opposing card in play he goes straight to the exhaust", "[evr][cards][boba-fett]") {
  Evr g(struggle("battle-of-hoth", json::object(), {{"inPlay", {"imp.boba-fett", "imp.force-4"}}}, "imperial"));
  g.act(Evr::I, "force:imp.boba-fett");
  CHECK(options(g, Evr::I) == Ids{"pick:imp.force-4"});
  g.act(Evr::I, "pick:imp.force-4");
  CHECK(g.exhausted(Evr::I, "imp.force-4"));
  CHECK(g.total(Evr::I) == 1 + 4);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Boba Fett: with no active card left after the discard the power ends", "[evr][cards][boba-fett]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.military-3"}}}, {{"inPlay", {"imp.boba-fett"}}}, "imperial"));
  g.act(Evr::I, "force:imp.boba-fett");
  CHECK(options(g, Evr::I) == sorted({"pick:reb.military-3", "done"}));
  g.act(Evr::I, "pick:reb.military-3");
  CHECK(g.in_play(Evr::R).empty());
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.ids(Evr::R) == Ids{"play"});
}

TEST_CASE("Boba Fett: with opposing cards but none active he must discard (EVR-FAQ-3)", "[evr][cards][boba-fett]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {exhausted("reb.military-3")}}}, {{"inPlay", {"imp.boba-fett"}}},
                 "imperial"));
  g.act(Evr::I, "force:imp.boba-fett");
  CHECK(options(g, Evr::I) == Ids{"pick:reb.military-3"});
}

TEST_CASE("Boba Fett: EVR-FAQ-3 with nothing to discard or exhaust he has no effect", "[evr][cards][boba-fett]") {
  Evr g(struggle("battle-of-hoth", json::object(), {{"inPlay", {"imp.boba-fett", exhausted("imp.force-4")}}},
                 "imperial"));
  g.act(Evr::I, "force:imp.boba-fett");
  CHECK(g.exhausted(Evr::I, "imp.boba-fett"));
  CHECK(g.total(Evr::I) == 1 + 4);
  CHECK(log_has(g, -1, "Boba Fett has no effect: no card can be discarded or exhausted."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Boba Fett: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][boba-fett]") {
  Evr g(boba_position("duel-on-cloud-city"));
  g.act(Evr::I, "force:imp.boba-fett");
  CHECK(g.exhausted(Evr::I, "imp.boba-fett"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.military-3", "reb.recon-4", "reb.han-solo"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.recon-4"));
  CHECK(log_has(g, -1, "The event prevents the power of Boba Fett."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
