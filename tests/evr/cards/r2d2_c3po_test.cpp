// R2-D2 and C-3PO (Rebel character): "Discard your chosen strategy card and
// choose a new one." The new card comes from the unused ones; with none left,
// all come back first (EVR-FAQ-6, OQ-EVR-14, docs/rulings.md).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json r2_position(const json& strategy, const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.r2-d2-c-3po", "reb.force-3"}}, {"strategy", strategy}},
                  {{"inPlay", {"imp.force-2"}}, {"strategy", {{"chosen", "support"}}}});
}
}  // namespace

TEST_CASE("R2-D2 and C-3PO: the chosen card is discarded face up and a new one chosen face down",
          "[evr][cards][r2d2]") {
  Evr g(r2_position({{"chosen", "deception"}, {"used", {"support"}}}));
  REQUIRE(chosen(g, Evr::R, Evr::R) == "deception");
  g.act(Evr::R, "force:reb.r2-d2-c-3po");
  CHECK(g.total(Evr::R) == 1 + 3);
  // Deception is discarded, publicly.
  CHECK(strategies(g, Evr::R, "discarded", Evr::I) == Ids{"deception"});
  CHECK(strategies(g, Evr::R, "discarded", -1) == Ids{"deception"});
  CHECK(g.player(Evr::R, -1)["strategies"]["hasChosen"] == false);
  CHECK(log_has(g, -1, "Rebel discards the strategy card Deception."));
  // The Rebel chooses among the unused cards: not Deception (discarded), not Support (used).
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(options(g, Evr::R) == sorted({"pick-strategy:bureaucracy", "pick-strategy:direct-assault",
                                      "pick-strategy:infiltration"}));
  CHECK(g.ids(Evr::I).empty());
  require_rejected(g, Evr::R, "pick-strategy:support");
  require_rejected(g, Evr::R, "pick-strategy:deception");

  g.act(Evr::R, "pick-strategy:infiltration");
  CHECK(chosen(g, Evr::R, Evr::R) == "infiltration");
  // EVR-COMP-9: the new card is face down for the opponent and spectators.
  CHECK(chosen(g, Evr::R, Evr::I).is_null());
  CHECK(chosen(g, Evr::R, -1).is_null());
  CHECK(g.player(Evr::R, Evr::I)["strategies"]["hasChosen"] == true);
  CHECK(g.player(Evr::R, Evr::I)["strategies"]["revealed"] == false);
  CHECK(log_has(g, Evr::R, "You choose Infiltration."));
  CHECK(log_has(g, Evr::I, "Rebel chooses a strategy card."));
  CHECK_FALSE(log_has(g, Evr::I, "Infiltration"));
  CHECK(strategies(g, Evr::R, "discarded", -1) == Ids{"deception"});
  CHECK(strategies(g, Evr::R, "used", -1) == Ids{"support"});
  CHECK(strategies(g, Evr::R, "unused", Evr::R) == sorted({"bureaucracy", "direct-assault"}));
  // The Imperial strategy is untouched.
  CHECK(chosen(g, Evr::I, Evr::I) == "support");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("R2-D2 and C-3PO: OQ-EVR-14 with one other unused card left, that card is the only choice",
          "[evr][cards][r2d2]") {
  Evr g(r2_position({{"chosen", "deception"}, {"used", {"support", "bureaucracy", "direct-assault"}}}));
  g.act(Evr::R, "force:reb.r2-d2-c-3po");
  CHECK(options(g, Evr::R) == Ids{"pick-strategy:infiltration"});
  g.act(Evr::R, "pick-strategy:infiltration");
  CHECK(chosen(g, Evr::R, Evr::R) == "infiltration");
  // Discarding Deception left Infiltration unused, so nothing came back (rulings.md).
  CHECK(strategies(g, Evr::R, "discarded", -1) == Ids{"deception"});
  CHECK(strategies(g, Evr::R, "used", -1) == sorted({"bureaucracy", "direct-assault", "support"}));
  CHECK_FALSE(log_has(g, -1, "takes back their strategy cards"));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("R2-D2 and C-3PO: EVR-FAQ-6 discarding the last card brings every strategy card back",
          "[evr][cards][r2d2]") {
  Evr g(r2_position(
      {{"chosen", "deception"}, {"used", {"support", "bureaucracy"}}, {"discarded", {"direct-assault", "infiltration"}}}));
  REQUIRE(g.player(Evr::R, Evr::R)["strategies"]["faceDown"] == 0);
  g.act(Evr::R, "force:reb.r2-d2-c-3po");
  CHECK(log_has(g, -1, "Rebel takes back their strategy cards."));
  // All five are unused again, the card just discarded included.
  CHECK(options(g, Evr::R) == sorted({"pick-strategy:bureaucracy", "pick-strategy:deception",
                                      "pick-strategy:direct-assault", "pick-strategy:infiltration",
                                      "pick-strategy:support"}));
  CHECK(strategies(g, Evr::R, "used", -1).empty());
  CHECK(strategies(g, Evr::R, "discarded", -1).empty());
  g.act(Evr::R, "pick-strategy:support");
  CHECK(chosen(g, Evr::R, Evr::R) == "support");
  CHECK(g.player(Evr::R, -1)["strategies"]["faceDown"] == 4);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("R2-D2 and C-3PO: Duel on Cloud City blocks the power: exhausted, strategy unchanged",
          "[evr][cards][r2d2]") {
  Evr g(r2_position({{"chosen", "deception"}, {"used", {"support"}}}, "duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.r2-d2-c-3po");
  CHECK(g.exhausted(Evr::R, "reb.r2-d2-c-3po"));
  CHECK(chosen(g, Evr::R, Evr::R) == "deception");
  CHECK(strategies(g, Evr::R, "discarded", -1).empty());
  CHECK(log_has(g, -1, "The event prevents the power of R2-D2 and C-3PO."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
