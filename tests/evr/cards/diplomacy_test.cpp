// Diplomacy (generic): "Discard this card or another of your resource cards
// in play." Mandatory once exhausted (docs/rulings.md, generic powers).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json diplomacy_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.diplomacy-3", "reb.military-4", exhausted("reb.chewbacca")}}},
                  {{"inPlay", {"imp.force-5", "imp.recon-2"}}});
}
}  // namespace

TEST_CASE("Diplomacy: EVR-STRUGGLE-5 offers only the user's own cards in play and discards the pick",
          "[evr][cards][diplomacy]") {
  Evr g(diplomacy_position());
  REQUIRE(g.total(Evr::R) == 3 + 4 + 1);  // EVR-COMP-3: exhausted Chewbacca counts 1
  g.act(Evr::R, "force:reb.diplomacy-3");
  CHECK(g.exhausted(Evr::R, "reb.diplomacy-3"));
  // The Rebel must pick one of their own three cards: no opponent card, no skip.
  CHECK(options(g, Evr::R) == sorted({"pick:reb.chewbacca", "pick:reb.diplomacy-3", "pick:reb.military-4"}));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.ids(Evr::I).empty());
  CHECK(g.view(Evr::R)["prompt"]["kind"] == "choice");

  g.act(Evr::R, "pick:reb.military-4");
  CHECK(g.in_play(Evr::R) == Ids{"reb.diplomacy-3", "reb.chewbacca"});
  CHECK(g.discard(Evr::R) == Ids{"reb.military-4"});
  CHECK(g.total(Evr::R) == 3 + 1);
  CHECK(g.in_play(Evr::I) == Ids{"imp.force-5", "imp.recon-2"});  // the opponent is untouched
  CHECK(log_has(g, -1, "Rebel discards their own Military 4."));
  // The power is the whole turn: the Imperial player acts next.
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.view(-1)["turn"] == Evr::I);
}

TEST_CASE("Diplomacy: EVR-FAQ-1 it may discard itself (\"this card or another\")", "[evr][cards][diplomacy]") {
  Evr g(diplomacy_position());
  g.act(Evr::R, "force:reb.diplomacy-3");
  g.act(Evr::R, "pick:reb.diplomacy-3");
  CHECK(g.in_play(Evr::R) == Ids{"reb.military-4", "reb.chewbacca"});
  CHECK(g.discard(Evr::R) == Ids{"reb.diplomacy-3"});
  CHECK(g.total(Evr::R) == 4 + 1);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Diplomacy: an exhausted character may be discarded, it goes to the discard pile, not the reserve",
          "[evr][cards][diplomacy]") {
  Evr g(diplomacy_position());
  int reserve_before = reserve_count(g, Evr::R);
  g.act(Evr::R, "force:reb.diplomacy-3");
  g.act(Evr::R, "pick:reb.chewbacca");
  CHECK(g.discard(Evr::R) == Ids{"reb.chewbacca"});
  CHECK(reserve_count(g, Evr::R) == reserve_before);
  CHECK(g.total(Evr::R) == 3 + 4);
}

TEST_CASE("Diplomacy: an opponent's card or a skip is not a legal answer (illegal_action, state unchanged)",
          "[evr][cards][diplomacy]") {
  Evr g(diplomacy_position());
  g.act(Evr::R, "force:reb.diplomacy-3");
  require_rejected(g, Evr::R, "pick:imp.force-5");
  require_rejected(g, Evr::R, "done");
  require_rejected(g, Evr::R, "pass");
  // The opponent has no decision while the Rebel resolves the power.
  require_rejected(g, Evr::I, "pass", "not_your_turn");
  CHECK(options(g, Evr::R).size() == 3);
}

TEST_CASE("Diplomacy: the only card in play must discard itself, the player then has to play (EVR-STRUGGLE-9)",
          "[evr][cards][diplomacy]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.diplomacy-5"}}}, {{"inPlay", {"imp.force-5"}}}));
  g.act(Evr::R, "force:reb.diplomacy-5");
  CHECK(options(g, Evr::R) == Ids{"pick:reb.diplomacy-5"});
  g.act(Evr::R, "pick:reb.diplomacy-5");
  CHECK(g.in_play(Evr::R).empty());
  CHECK(g.total(Evr::R) == 0);
  g.act(Evr::I, "pass");
  CHECK(g.ids(Evr::R) == Ids{"play"});
}

TEST_CASE("Diplomacy: the Imperial player's Diplomacy offers only Imperial cards", "[evr][cards][diplomacy]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.military-2"}}},
                 {{"inPlay", {"imp.diplomacy-2", exhausted("imp.darth-vader")}}}, "imperial"));
  g.act(Evr::I, "force:imp.diplomacy-2");
  CHECK(options(g, Evr::I) == sorted({"pick:imp.diplomacy-2", "pick:imp.darth-vader"}));
  g.act(Evr::I, "pick:imp.darth-vader");
  CHECK(g.discard(Evr::I) == Ids{"imp.darth-vader"});
  CHECK(g.total(Evr::I) == 2);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Diplomacy: Attack on Echo Base (ongoing, OQ-EVR-04) blocks it: the card is exhausted, nothing else",
          "[evr][cards][diplomacy]") {
  Evr g(diplomacy_position("attack-on-echo-base"));
  REQUIRE(g.view(-1)["event"]["timing"] == "ongoing");
  CHECK(g.player(Evr::R)["inPlay"][0]["blocked"] == true);
  CHECK(g.player(Evr::R)["inPlay"][1]["blocked"] == false);  // Military is not blocked by this event
  const Ids discard_before = g.discard(Evr::R);
  g.act(Evr::R, "force:reb.diplomacy-3");  // OQ-EVR-07: still allowed
  CHECK(g.exhausted(Evr::R, "reb.diplomacy-3"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.diplomacy-3", "reb.military-4", "reb.chewbacca"});
  CHECK(g.discard(Evr::R) == discard_before);
  CHECK(log_has(g, -1, "The event prevents the power of Diplomacy 3."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.view(Evr::R)["prompt"].is_null());
}

TEST_CASE("Diplomacy: using the power is an action, not a pass (EVR-STRUGGLE-10, OQ-EVR-07)",
          "[evr][cards][diplomacy]") {
  json pos = diplomacy_position("attack-on-echo-base");
  pos["passes"] = 1;  // the Imperial player has just passed
  Evr g(pos);
  g.act(Evr::R, "force:reb.diplomacy-3");
  CHECK(g.view(-1)["passes"] == 0);
  g.act(Evr::I, "pass");
  CHECK(g.phase() == "struggle");  // one pass after an action does not end the struggle
}
