// Emperor Palpatine (Imperial character): "Your opponent discards their chosen
// strategy card and chooses a new one." The opponent chooses, face down, from
// their unused cards; with none left, all come back first (EVR-FAQ-6,
// OQ-EVR-14, docs/rulings.md).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json palpatine_position(const json& rebel_strategy, const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.force-2"}}, {"strategy", rebel_strategy}},
                  {{"inPlay", {"imp.emperor-palpatine", "imp.recon-3"}}, {"strategy", {{"chosen", "bureaucracy"}}}},
                  "imperial");
}
}  // namespace

TEST_CASE("Emperor Palpatine: the Rebel discards their chosen card and chooses a new one, face down",
          "[evr][cards][palpatine]") {
  Evr g(palpatine_position({{"chosen", "deception"}, {"used", {"support"}}}));
  REQUIRE(g.total(Evr::I) == 6 + 3);
  g.act(Evr::I, "force:imp.emperor-palpatine");
  CHECK(g.total(Evr::I) == 1 + 3);
  CHECK(log_has(g, -1, "Rebel discards the strategy card Deception."));
  CHECK(strategies(g, Evr::R, "discarded", Evr::I) == Ids{"deception"});
  // The opponent decides: the Rebel seat acts, the Imperial seat waits.
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.ids(Evr::I).empty());
  CHECK(g.view(Evr::R)["prompt"]["kind"] == "choice");
  CHECK(g.view(Evr::I)["prompt"].is_null());
  CHECK(options(g, Evr::R) == sorted({"pick-strategy:bureaucracy", "pick-strategy:direct-assault",
                                      "pick-strategy:infiltration"}));
  require_rejected(g, Evr::R, "pick-strategy:support");    // used
  require_rejected(g, Evr::R, "pick-strategy:deception");  // just discarded
  require_rejected(g, Evr::I, "pick-strategy:bureaucracy", "not_your_turn");

  g.act(Evr::R, "pick-strategy:direct-assault");
  CHECK(chosen(g, Evr::R, Evr::R) == "direct-assault");
  CHECK(chosen(g, Evr::R, Evr::I).is_null());  // EVR-COMP-9
  CHECK(chosen(g, Evr::R, -1).is_null());
  CHECK(g.player(Evr::R, Evr::I)["strategies"]["hasChosen"] == true);
  CHECK_FALSE(log_has(g, Evr::I, "Direct Assault"));
  CHECK(log_has(g, Evr::R, "You choose Direct Assault."));
  CHECK(strategies(g, Evr::R, "unused", Evr::R) == sorted({"bureaucracy", "infiltration"}));
  // Palpatine's own player keeps their card.
  CHECK(chosen(g, Evr::I, Evr::I) == "bureaucracy");
  CHECK(strategies(g, Evr::I, "discarded", -1).empty());
  // Palpatine's use was the Imperial turn: the Rebel acts next.
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.view(-1)["turn"] == Evr::R);
  CHECK(contains(g.ids(Evr::R), "pass"));
}

TEST_CASE("Emperor Palpatine: OQ-EVR-14 with one other unused card left, the Rebel must take it",
          "[evr][cards][palpatine]") {
  Evr g(palpatine_position({{"chosen", "deception"}, {"used", {"support", "infiltration"}},
                            {"discarded", {"direct-assault"}}}));
  g.act(Evr::I, "force:imp.emperor-palpatine");
  CHECK(options(g, Evr::R) == Ids{"pick-strategy:bureaucracy"});
  g.act(Evr::R, "pick-strategy:bureaucracy");
  CHECK(chosen(g, Evr::R, Evr::R) == "bureaucracy");
  CHECK(strategies(g, Evr::R, "discarded", -1) == sorted({"deception", "direct-assault"}));
  CHECK(strategies(g, Evr::R, "used", -1) == sorted({"infiltration", "support"}));
  CHECK(g.player(Evr::R, -1)["strategies"]["faceDown"] == 0);
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Emperor Palpatine: EVR-FAQ-6 discarding the Rebel's last card gives all strategy cards back",
          "[evr][cards][palpatine]") {
  Evr g(palpatine_position({{"chosen", "support"}, {"used", {"deception", "infiltration", "bureaucracy"}},
                            {"discarded", {"direct-assault"}}}));
  g.act(Evr::I, "force:imp.emperor-palpatine");
  CHECK(log_has(g, -1, "Rebel takes back their strategy cards."));
  CHECK(options(g, Evr::R).size() == 5);
  CHECK(g.can(Evr::R, "pick-strategy:support"));
  CHECK(g.can(Evr::R, "pick-strategy:direct-assault"));
  g.act(Evr::R, "pick-strategy:deception");
  CHECK(chosen(g, Evr::R, Evr::R) == "deception");
  CHECK(strategies(g, Evr::R, "used", -1).empty());
  CHECK(strategies(g, Evr::R, "discarded", -1).empty());
  CHECK(g.player(Evr::R, -1)["strategies"]["faceDown"] == 4);
}

TEST_CASE("Emperor Palpatine: Duel on Cloud City blocks his power: exhausted, strategies unchanged",
          "[evr][cards][palpatine]") {
  Evr g(palpatine_position({{"chosen", "deception"}, {"used", {"support"}}}, "duel-on-cloud-city"));
  g.act(Evr::I, "force:imp.emperor-palpatine");
  CHECK(g.exhausted(Evr::I, "imp.emperor-palpatine"));
  CHECK(chosen(g, Evr::R, Evr::R) == "deception");
  CHECK(strategies(g, Evr::R, "discarded", -1).empty());
  CHECK(log_has(g, -1, "The event prevents the power of Emperor Palpatine."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.view(Evr::R)["prompt"]["kind"] == "struggle");
}
