// The five strategy cards (both factions have the same five, EVR-COMP-5) and
// how they interact in the Dominance phase (EVR-DOM-2..5, OQ-EVR-09, OQ-EVR-15,
// EVR-FAQ-7..10). Texts as in games/evr/cards.cpp:
//   Bureaucracy    if you lose the event, take 2 influence tokens;
//   Deception      if neither total exceeds the target, the would-be loser wins;
//   Direct Assault add 2 to your total when the winner is determined;
//   Infiltration   next round you choose your opponent's strategy card;
//   Support        when revealed, shuffle a reserve character into your deck.
// Events: Escape from Tatooine (target 11, 1 VP, 2 influence), Battle of Hoth
// (target 17, 3 VP, 0 influence).
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;
}  // namespace

// ---------------------------------------------------------------- Bureaucracy

TEST_CASE("Bureaucracy: the loser takes 2 influence tokens, the winner gets nothing from it", "[evr][strategy]") {
  SECTION("played by the loser") {
    Evr g(struggle_at("battle-of-hoth", "rebel", side({"reb.military-2"}, "bureaucracy", json{{"influence", 1}}),
                      side({"imp.military-5"}, "infiltration", json{{"influence", 1}})));
    g.pass_out();
    REQUIRE(winner_of_last(g) == I);
    CHECK(g.influence(R) == 1 + 2);
    CHECK(g.influence(I) == 1);  // Battle of Hoth gives no influence
  }
  SECTION("played by the winner") {
    Evr g(struggle_at("battle-of-hoth", "rebel", side({"reb.military-5"}, "bureaucracy", json{{"influence", 1}}),
                      side({"imp.military-2"}, "infiltration", json{{"influence", 1}})));
    g.pass_out();
    REQUIRE(winner_of_last(g) == R);
    CHECK(g.influence(R) == 1);
    CHECK(g.influence(I) == 1);
  }
  SECTION("both play it: only the loser gains") {
    Evr g(struggle_at("battle-of-hoth", "rebel", side({"reb.military-5"}, "bureaucracy", json{{"influence", 0}}),
                      side({"imp.military-2"}, "bureaucracy", json{{"influence", 0}})));
    g.pass_out();
    CHECK(g.influence(R) == 0);
    CHECK(g.influence(I) == 2);
  }
}

TEST_CASE("EVR-DOM-3 Bureaucracy of a player over the target has no effect, although that player loses",
          "[evr][strategy]") {
  Evr g(struggle_at("battle-of-hoth", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-5", "reb.diplomacy-3"}, "bureaucracy",
                         json{{"influence", 0}}),  // 18 > 17
                    side({"imp.military-2"}, "infiltration")));
  g.pass_out();
  REQUIRE(winner_of_last(g) == I);
  CHECK(last_result(g)["cancelled"] == json::array({true, false}));
  CHECK(g.influence(R) == 0);
}

// ------------------------------------------------------------------ Deception

TEST_CASE("Deception: with both totals within the target, the would-be loser wins", "[evr][strategy]") {
  SECTION("the lower total wins with its own Deception") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-4"}, "deception"),
                      side({"imp.military-5", "imp.force-4"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == R);
    CHECK(g.vp(R) == 1);
    CHECK(g.vp(I) == 0);
    CHECK(g.influence(R) == 2 + 2);
  }
  SECTION("it also turns its own player's win into a loss") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-4"}, "deception"),
                      side({"imp.military-4"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == I);
  }
  SECTION("a tie is first settled by the balance token, then swapped") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-4"}, "infiltration"),
                      side({"imp.force-4"}, "deception")));
    g.pass_out();
    CHECK(winner_of_last(g) == I);  // the Rebels would win the tie
  }
  SECTION("one total over the target: no swap") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "deception"),
                      side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "infiltration")));  // 12
    g.pass_out();
    CHECK(winner_of_last(g) == R);  // the only eligible player, Deception changes nothing
    CHECK(log_index(log_types(g, -1), "deception") == -1);
  }
}

TEST_CASE("EVR-DOM-5 EVR-FAQ-8 two Deceptions cancel: the higher total keeps the event", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-4"}, "deception"),
                    side({"imp.military-5", "imp.force-4"}, "deception")));
  g.pass_out();
  CHECK(winner_of_last(g) == I);  // a single Deception would have given it to the Rebels
  CHECK(last_result(g)["cancelled"] == json::array({true, true}));
  bool said = false;
  for (const json& e : g.log(-1))
    if (e["type"] == "strategy_revealed")
      said = said || e["text"].get<std::string>().find("both chose Deception") != std::string::npos;
  CHECK(said);
}

TEST_CASE("EVR-DOM-3 a Deception whose player is over the target is cancelled", "[evr][strategy]") {
  // The Empire (12) is over with Deception; the Rebels (3) win as the only
  // eligible player, and the cancelled card is shown as such.
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-3"}, "bureaucracy"),
                    side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "deception")));
  g.pass_out();
  CHECK(winner_of_last(g) == R);
  CHECK(last_result(g)["cancelled"] == json::array({false, true}));
  CHECK(g.influence(R) == 2 + 2);  // won: no Bureaucracy, only the reward
}

// ------------------------------------------------------------- Direct Assault

TEST_CASE("Direct Assault adds 2 to its player's total when the winner is determined", "[evr][strategy]") {
  SECTION("turns a loss into a win") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-3"}, "direct-assault"),  // 8+2
                      side({"imp.military-5", "imp.force-4"}, "infiltration")));                                 // 9
    g.pass_out();
    CHECK(last_result(g)["finalTotals"] == json::array({10, 9}));
    CHECK(winner_of_last(g) == R);
    // Only the final totals change: the cards' values are untouched.
    CHECK(last_result(g)["totals"] == json::array({8, 9}));
  }
  SECTION("makes a tie that the balance token settles") {
    Evr g(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-5", "reb.force-2"}, "direct-assault"),
                      side({"imp.military-5", "imp.force-4"}, "infiltration")));
    g.pass_out();
    CHECK(last_result(g)["finalTotals"] == json::array({9, 9}));
    CHECK(winner_of_last(g) == I);
  }
}

TEST_CASE("OQ-EVR-09 Direct Assault on both sides can push both over the target: nobody wins", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-5"}, "direct-assault"),
                    side({"imp.military-5", "imp.force-5"}, "direct-assault"), json{{"eventDeck", {"battle-of-hoth"}}}));
  g.pass_out();
  CHECK(last_result(g)["finalTotals"] == json::array({12, 12}));
  CHECK(last_result(g)["cancelled"] == json::array({false, false}));
  CHECK(winner_of_last(g).is_null());
  CHECK(event_deck_order(g).back() == "escape-from-tatooine");  // EVR-DOM-8
}

// --------------------------------------------------------------- Infiltration

TEST_CASE("OQ-EVR-15 EVR-PLAN-5 Infiltration: next round its player chooses the opponent's card, face down",
          "[evr][strategy]") {
  // The Rebels play Infiltration and lose; it works anyway. The Empire used
  // Bureaucracy this round, so it is not among the cards the Rebels may give.
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "infiltration"),
                    side({"imp.military-5"}, "bureaucracy"), json{{"eventDeck", {"battle-of-hoth"}}}));
  g.pass_out();
  REQUIRE(winner_of_last(g) == I);
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R});  // the Empire does not choose (EVR-PLAN-5)
  CHECK(g.ids(I).empty());
  CHECK(g.view(I)["prompt"].is_null());
  CHECK(g.ids(R) == V{"strategy:bureaucracy", "strategy:deception", "strategy:direct-assault", "strategy:support",
                      "strategy-for-opponent:deception", "strategy-for-opponent:direct-assault",
                      "strategy-for-opponent:infiltration", "strategy-for-opponent:support"});
  CHECK(g.try_act(I, "strategy:support") != "");
  g.act(R, "strategy-for-opponent:direct-assault");
  // Face down; the Empire may look at its own card at once (EVR-FAQ-9: "at
  // any time, even if the opponent's Infiltration chose it").
  json is = strategies(g, I, I);
  CHECK(is["hasChosen"] == true);
  CHECK(is["chosen"] == "direct-assault");
  CHECK(strs(is["unused"]) == V{"deception", "infiltration", "support"});
  CHECK(strategies(g, I, R)["chosen"] == "direct-assault");  // the chooser knows
  CHECK(strategies(g, I, -1)["chosen"].is_null());            // a spectator does not
  g.act(R, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  CHECK(strategies(g, I, I)["chosen"] == "direct-assault");
  CHECK(strategies(g, R, I)["chosen"].is_null());  // the Rebels' own card stays hidden
}

TEST_CASE("EVR-DOM-3 an Infiltration over the target does nothing next round", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),  // 12
                    side({"imp.military-5"}, "bureaucracy")));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R, I});
  for (const auto& id : g.ids(R)) CHECK(id.rfind("strategy:", 0) == 0);
  CHECK(g.ids(I).size() == 4);
}

TEST_CASE("EVR-FAQ-10 both Infiltration: each chooses for the other, nobody sees their own card until both chose",
          "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "infiltration"),
                    side({"imp.military-2"}, "infiltration"), json{{"eventDeck", {"battle-of-hoth"}}}));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R, I});  // simultaneous
  V r = g.ids(R), i = g.ids(I);
  CHECK(r.size() == 4);
  CHECK(i.size() == 4);
  for (const auto& id : r) CHECK(id.rfind("strategy-for-opponent:", 0) == 0);
  for (const auto& id : i) CHECK(id.rfind("strategy-for-opponent:", 0) == 0);
  g.act(R, "strategy-for-opponent:support");
  // The Empire may not look at the card chosen for it yet...
  CHECK(strategies(g, I, I)["chosen"].is_null());
  CHECK(strategies(g, I, I)["hasChosen"] == true);
  CHECK(strs(strategies(g, I, I)["unused"]).size() == 4);  // the chosen card is not singled out
  CHECK(log_text(g, I).find("support") == std::string::npos);
  CHECK(log_text(g, I).find("Support") == std::string::npos);
  // ...and still has to choose for the Rebels.
  CHECK(g.to_act() == std::vector<int>{I});
  g.act(I, "strategy-for-opponent:bureaucracy");
  CHECK(strategies(g, R, R)["chosen"].is_null() == false);
  REQUIRE(g.phase() == "struggle");
  CHECK(strategies(g, I, I)["chosen"] == "support");
  CHECK(strategies(g, R, R)["chosen"] == "bureaucracy");
  // Each also knows the card it chose for the other; a spectator knows neither.
  CHECK(strategies(g, R, I)["chosen"] == "bureaucracy");
  CHECK(strategies(g, R, -1)["chosen"].is_null());
  CHECK(strategies(g, I, -1)["chosen"].is_null());
}

// -------------------------------------------------------------------- Support

TEST_CASE("Support: when revealed, its player shuffles a chosen reserve character into the deck", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "support"),
                    side({"imp.military-5"}, "infiltration")));
  g.pass_out();
  REQUIRE(g.phase() == "dominance");  // before the winner is determined
  CHECK(log_index(log_types(g, -1), "event_result") == -1);
  CHECK(g.view(R)["prompt"]["kind"] == "choice");
  g.act(R, "pick:reb.han-solo");
  CHECK(!contains(reserve_cards(g, R), "reb.han-solo"));
  CHECK(contains(strs(saved_state(g)["players"][0]["deck"]), "reb.han-solo"));
  CHECK(winner_of_last(g) == I);  // Support changes no total
}

TEST_CASE("Support with an empty reserve has no effect and asks nothing", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-2"}, "support", json{{"deck", all_characters(true)}}),
                    side({"imp.military-5"}, "infiltration")));
  REQUIRE(reserve_count(g, R) == 0);
  g.pass_out();
  CHECK(g.phase() == "planning");
  CHECK(log_index(log_types(g, -1), "no_effect") >= 0);
}

TEST_CASE("EVR-DOM-3 a Support over the target asks for nothing", "[evr][strategy]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "support"),  // 12
                    side({"imp.military-5"}, "infiltration")));
  g.pass_out();
  CHECK(g.phase() == "planning");
  CHECK(reserve_count(g, R) == 8);
}
