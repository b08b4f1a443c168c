// Dominance phase (EVR-DOM-1..16) and the rulings on its open questions
// (OQ-EVR-04, OQ-EVR-09..12). Every position is set up just before the end
// of the struggle; both players then pass, which runs the Dominance phase.
// Card values: generic cards are worth their number; events used here:
// Escape from Tatooine (capacity 3, target 11, 1 VP, 2 influence), Battle of
// Hoth (5/17, 3 VP, 0), Acquire the Death Star Plans (3/13, 2 VP, 1 influence,
// the loser discards 2 influence).
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;
}  // namespace

TEST_CASE("EVR-DOM-1 EVR-DOM-16 Dominance runs reveal, winner, prepare, then the next round's Planning", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-4"}, "bureaucracy"),
                    side({"imp.military-3"}, "bureaucracy"), json{{"round", 3}, {"eventDeck", {"battle-of-hoth"}}}));
  g.pass_out();
  V t = log_types(g, -1);
  int rev = log_index(t, "strategy_revealed");
  int res = log_index(t, "event_result");
  int won = log_index(t, "event_won");
  int end = log_index(t, "round_end");
  REQUIRE(rev >= 0);
  REQUIRE(end >= 0);
  int next = log_index(t, "event_revealed", end);
  CHECK(rev < res);   // step 1: reveal strategy cards
  CHECK(res < won);   // step 2: determine the winner
  CHECK(won < end);   // step 3: prepare the next round
  CHECK(end < next);  // EVR-DOM-16: the next round starts with Planning (reveal the event)
  CHECK(g.phase() == "planning");
  CHECK(g.status()["round"] == 4);
  CHECK(g.view(-1)["event"]["id"] == "battle-of-hoth");
  CHECK(g.to_act() == std::vector<int>{R, I});  // both choose a strategy (EVR-PLAN-4)
}

TEST_CASE("EVR-DOM-2 both chosen strategy cards are revealed and each takes effect", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "deception"),
                    side({"imp.military-3"}, "direct-assault")));
  // Hidden from the opponent until Dominance (EVR-COMP-9), known to the owner.
  CHECK(strategies(g, R, I)["chosen"].is_null());
  CHECK(strategies(g, I, R)["chosen"].is_null());
  CHECK(strategies(g, R, R)["chosen"] == "deception");
  g.pass_out();
  json lr = last_result(g);
  CHECK(strs(lr["strategies"]) == V{"deception", "direct-assault"});
  CHECK(lr["cancelled"] == json::array({false, false}));
  // Both took effect: Direct Assault makes 3+2 = 5 = the Rebels' 5; the tie goes
  // to the balance token (Rebel), and Deception hands the event to the loser.
  CHECK(lr["finalTotals"] == json::array({5, 5}));
  CHECK(lr["winner"] == I);
  CHECK(g.vp(I) == 1);
  CHECK(g.vp(R) == 0);
  // Revealed cards are now public (face up among the used cards).
  CHECK(contains(strs(strategies(g, R, I)["used"]), "deception"));
  CHECK(contains(strs(strategies(g, I, R)["used"]), "direct-assault"));
  int reveals = 0;
  for (const json& e : g.log(I))
    if (e["type"] == "strategy_revealed") ++reveals;
  CHECK(reveals == 2);
}

TEST_CASE("EVR-DOM-3 a total over the target cancels that player's strategy card", "[evr][dominance]") {
  // Rebels 5+5+2 = 12 > 11 with Bureaucracy: they lose, but Bureaucracy (take 2
  // influence when you lose) has no effect.
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "bureaucracy", json{{"influence", 2}}),
                    side({"imp.military-2"}, "bureaucracy", json{{"influence", 2}})));
  g.pass_out();
  json lr = last_result(g);
  CHECK(lr["cancelled"] == json::array({true, false}));
  CHECK(lr["winner"] == I);
  CHECK(g.influence(R) == 2);      // no Bureaucracy
  CHECK(g.influence(I) == 2 + 2);  // the event's influence reward
  bool said = false;
  for (const json& e : g.log(-1))
    if (e["type"] == "strategy_revealed" && e["actor"] == R)
      said = e["text"].get<std::string>().find("over the target") != std::string::npos;
  CHECK(said);
}

TEST_CASE("EVR-DOM-4 a strategy that can take effect must: Support offers no way to decline", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "support"),
                    side({"imp.military-3"}, "infiltration")));
  REQUIRE(reserve_count(g, R) == 8);
  int deck = deck_count(g, R);
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  REQUIRE(g.to_act() == std::vector<int>{R});
  CHECK(strategies(g, R, I)["chosen"] == "support");  // EVR-DOM-2: already revealed
  V opts = g.ids(R);
  CHECK(opts.size() == 8);  // one per reserve character, nothing else
  for (const auto& id : opts) CHECK(id.rfind("pick:reb.", 0) == 0);
  CHECK(!contains(opts, "done"));
  CHECK(g.try_act(R, "done") == "illegal_action");
  g.act(R, "pick:reb.yoda");
  CHECK(reserve_count(g, R) == 7);
  CHECK(!contains(reserve_cards(g, R), "reb.yoda"));
  // After the reshuffle (EVR-DOM-13) the deck holds every card but the reserve.
  CHECK(deck_count(g, R) == 24 - 7);
  CHECK(deck == 16 - 1);  // before: the generic cards not in play
  CHECK(g.phase() == "planning");
}

TEST_CASE("EVR-DOM-5 EVR-FAQ-8 if both chose Deception neither has an effect", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-4"}, "deception"),
                    side({"imp.military-5"}, "deception")));
  g.pass_out();
  json lr = last_result(g);
  CHECK(lr["cancelled"] == json::array({true, true}));
  CHECK(lr["winner"] == R);  // 9 beats 5; no Deception swaps it
  CHECK(g.vp(R) == 1);
  CHECK(log_index(log_types(g, -1), "deception") == -1);
}

TEST_CASE("EVR-DOM-6 who wins: eligible means total <= target", "[evr][dominance]") {
  SECTION("the only eligible player wins even with the lower total") {
    Evr g(struggle_at("escape-from-tatooine", "rebel",
                      side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),  // 12 > 11
                      side({"imp.military-2"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == I);
    CHECK(g.vp(I) == 1);
    CHECK(won_events(g, I) == V{"escape-from-tatooine"});
  }
  SECTION("exactly meeting the target is allowed") {
    Evr g(struggle_at("escape-from-tatooine", "imperial",
                      side({"reb.military-5", "reb.force-4", "reb.recon-2"}, "infiltration"),  // 11 = target
                      side({"imp.military-5", "imp.force-5"}, "infiltration")));              // 10
    g.pass_out();
    CHECK(winner_of_last(g) == R);
    CHECK(g.vp(R) == 1);
  }
  SECTION("both eligible: the higher total wins") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-3"}, "infiltration"),
                      side({"imp.military-4"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == I);
    CHECK(g.vp(I) == 1);
    CHECK(g.vp(R) == 0);
  }
}

TEST_CASE("EVR-DOM-7 equal eligible totals: the faction on the balance token wins", "[evr][dominance]") {
  SECTION("balance shows the Rebels") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-4"}, "infiltration"),
                      side({"imp.force-4"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == R);
    CHECK(g.vp(R) == 1);
  }
  SECTION("balance shows the Empire") {
    Evr g(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-4"}, "infiltration"),
                      side({"imp.force-4"}, "infiltration")));
    g.pass_out();
    CHECK(winner_of_last(g) == I);
    CHECK(g.vp(I) == 1);
  }
}

TEST_CASE("EVR-DOM-8 both totals over the target: nobody wins, the event goes face down to the bottom",
          "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),  // 12
                    side({"imp.military-5", "imp.force-5", "imp.recon-3"}, "infiltration"),  // 13
                    json{{"eventDeck", {"battle-of-hoth"}}}));
  int before = g.view(-1)["eventDeck"]["count"].get<int>();
  REQUIRE(before == 23);
  g.pass_out();
  CHECK(winner_of_last(g).is_null());
  CHECK(g.vp(R) == 0);
  CHECK(g.vp(I) == 0);
  CHECK(won_events(g, R).empty());
  CHECK(won_events(g, I).empty());
  // The next round revealed Battle of Hoth; Escape from Tatooine is at the bottom.
  CHECK(g.view(-1)["event"]["id"] == "battle-of-hoth");
  CHECK(g.view(-1)["eventDeck"]["count"] == 23);  // +1 at the bottom, -1 revealed
  V order = event_deck_order(g);
  REQUIRE(order.size() == 23);
  CHECK(order.back() == "escape-from-tatooine");
  CHECK(log_index(log_types(g, -1), "event_to_bottom") >= 0);
  CHECK(!g.status()["terminal"].get<bool>());
}

TEST_CASE("EVR-DOM-9 OQ-EVR-10 the winner always takes the event, VP = sum of won events", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5"}, "infiltration", json{{"won", {"battle-of-hoth"}}}),
                    side({"imp.military-2"}, "infiltration")));
  REQUIRE(g.vp(R) == 3);
  g.pass_out();
  CHECK(g.vp(R) == 3 + 1);
  V won = won_events(g, R);
  CHECK(won.size() == 2);
  CHECK(contains(won, "battle-of-hoth"));
  CHECK(contains(won, "escape-from-tatooine"));
  CHECK(g.status()["score"]["0"] == 4);
  // No "may" prompt: the award is automatic.
  CHECK(g.phase() == "planning");
}

TEST_CASE("EVR-DOM-10 the winner takes the event's influence value from the supply", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "infiltration", json{{"influence", 3}}),
                    side({"imp.military-5"}, "infiltration", json{{"influence", 1}})));
  g.pass_out();
  CHECK(winner_of_last(g) == I);
  CHECK(g.influence(I) == 1 + 2);  // Escape from Tatooine: influence 2
  CHECK(g.influence(R) == 3);
}

TEST_CASE("EVR-DOM-11 the event effect happens after VP and influence are awarded", "[evr][dominance]") {
  // Acquire the Death Star Plans: the loser discards 2 influence. The Empire
  // loses with Bureaucracy (+2 when you lose) and 0 tokens: strategies resolve
  // before the event effect, so it gains 2 and then discards 2.
  Evr g(struggle_at("acquire-the-death-star-plans", "rebel",
                    side({"reb.military-5"}, "infiltration", json{{"influence", 0}}),
                    side({"imp.military-2"}, "bureaucracy", json{{"influence", 0}})));
  g.pass_out();
  CHECK(winner_of_last(g) == R);
  CHECK(g.influence(R) == 1);
  CHECK(g.influence(I) == 0);
  // Log order: event won (VP) -> reward influence -> the effect's discard.
  const json l = g.log(-1);
  int won = -1, reward = -1, loss = -1;
  for (size_t i = 0; i < l.size(); ++i) {
    const json& e = l[i];
    if (e["type"] == "event_won") won = static_cast<int>(i);
    if (e["type"] == "influence" && e["actor"] == R && e["data"]["change"] == 1) reward = static_cast<int>(i);
    if (e["type"] == "influence" && e["actor"] == I && e["data"]["change"] == -2) loss = static_cast<int>(i);
  }
  REQUIRE(won >= 0);
  CHECK(won < reward);
  CHECK(reward < loss);
}

TEST_CASE("EVR-DOM-12 EVR-WIN-1 reaching 7 VP ends the game at once, the remaining steps are skipped",
          "[evr][dominance][win]") {
  // 5 VP + Acquire the Death Star Plans (2 VP): its effect still applies
  // (EVR-DOM-11 comes before the check), then the game ends.
  Evr g(struggle_at("acquire-the-death-star-plans", "rebel",
                    side({"reb.military-5", "reb.force-3"}, "infiltration",
                         json{{"won", {"battle-of-hoth", "occupation-of-cloud-city"}}, {"influence", 0}}),
                    side({"imp.military-2"}, "direct-assault", json{{"influence", 3}}), json{{"round", 6}}));
  REQUIRE(g.vp(R) == 5);
  g.pass_out();
  CHECK(g.vp(R) == 7);
  CHECK(g.influence(R) == 1);      // EVR-DOM-10 happened
  CHECK(g.influence(I) == 3 - 2);  // EVR-DOM-11 happened
  json st = g.status();
  CHECK(st["terminal"] == true);
  CHECK(st["phase"] == "over");
  CHECK(st["winners"] == json::array({R}));
  CHECK(st["round"] == 6);
  // Skipped: no reshuffle (cards stay in play), no balance reset, no strategy
  // recycling, no next round.
  CHECK(g.in_play(R) == V{"reb.military-5", "reb.force-3"});
  CHECK(g.in_play(I) == V{"imp.military-2"});
  CHECK(g.view(-1)["balance"] == "rebel");  // would flip to the Empire (fewer VP)
  CHECK(log_index(log_types(g, -1), "round_end") == -1);
  CHECK(log_index(log_types(g, -1), "game_over") >= 0);
  CHECK(strs(strategies(g, R, -1)["used"]).empty());
  CHECK(g.ids(R).empty());
  CHECK(g.ids(I).empty());
}

TEST_CASE("EVR-DOM-13 every resource card but the reserve is shuffled into a new deck", "[evr][dominance]") {
  // Rebels: 3 cards in play, 2 discarded, 8 characters in the reserve; Support
  // adds Yoda, who then stays in the deck. Empire: 4 characters in the deck,
  // one exhausted card in play.
  Evr g(struggle_at(
      "battle-of-hoth", "rebel",
      side({"reb.military-5", "reb.force-4", "reb.recon-2"}, "support",
           json{{"discard", {"reb.diplomacy-3", "reb.diplomacy-4"}}}),
      side({"imp.military-3", json{{"card", "imp.force-5"}, {"exhausted", true}}}, "infiltration",
           json{{"deck", {"imp.darth-vader", "imp.boba-fett", "imp.ig-88", "imp.jabba-the-hutt"}}})));
  REQUIRE(deck_count(g, R) == 11);
  REQUIRE(reserve_count(g, I) == 4);
  g.pass_out();
  g.act(R, "pick:reb.yoda");  // Support
  REQUIRE(g.phase() == "planning");
  CHECK(g.in_play(R).empty());
  CHECK(g.in_play(I).empty());
  CHECK(g.discard(R).empty());
  CHECK(deck_count(g, R) == 24 - 7);
  CHECK(reserve_count(g, R) == 7);
  CHECK(deck_count(g, I) == 24 - 4);
  CHECK(reserve_count(g, I) == 4);
  json st = saved_state(g);
  V rdeck = strs(st["players"][0]["deck"]);
  for (const char* c : {"reb.military-5", "reb.force-4", "reb.recon-2", "reb.diplomacy-3", "reb.diplomacy-4", "reb.yoda"})
    CHECK(contains(rdeck, c));
  V ideck = strs(st["players"][1]["deck"]);
  CHECK(contains(ideck, "imp.force-5"));
  CHECK(contains(ideck, "imp.darth-vader"));
  CHECK(st["exhausted"].empty());  // every card is ready again
  // Won events stay with the winner.
  CHECK(won_events(g, R) == V{"battle-of-hoth"});
}

TEST_CASE("EVR-DOM-14 the balance token shows the faction with fewer VP", "[evr][dominance]") {
  SECTION("the winner leads: the token shows the loser") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "infiltration"),
                      side({"imp.military-2"}, "infiltration")));
    g.pass_out();
    CHECK(g.vp(R) == 1);
    CHECK(g.view(-1)["balance"] == "imperial");
  }
  SECTION("the winner still has fewer VP: the token shows the winner") {
    Evr g(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-5"}, "infiltration"),
                      side({"imp.military-2"}, "infiltration", json{{"won", {"battle-of-hoth"}}})));
    g.pass_out();
    CHECK(g.vp(R) == 1);
    CHECK(g.vp(I) == 3);
    CHECK(g.view(-1)["balance"] == "rebel");
  }
  SECTION("equal VP: the token shows the faction that lost the event") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "infiltration"),
                      side({"imp.military-2"}, "infiltration", json{{"won", {"control-of-endor"}}})));
    g.pass_out();
    REQUIRE(g.vp(R) == 1);
    REQUIRE(g.vp(I) == 1);
    CHECK(g.view(-1)["balance"] == "imperial");
  }
  SECTION("equal VP after a Deception: the loser is the player who did not take the event") {
    Evr g(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-2"}, "deception"),
                      side({"imp.military-5"}, "infiltration", json{{"won", {"control-of-endor"}}})));
    g.pass_out();
    REQUIRE(winner_of_last(g) == R);
    REQUIRE(g.vp(R) == g.vp(I));
    CHECK(g.view(-1)["balance"] == "imperial");
  }
}

TEST_CASE("OQ-EVR-12 EVR-DOM-14 no winner: equal VP keep the token, unequal VP follow the rule", "[evr][dominance]") {
  auto over = [](const std::string& balance, json rebel_extra) {
    return struggle_at("escape-from-tatooine", balance,
                       side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration", std::move(rebel_extra)),
                       side({"imp.military-5", "imp.force-5", "imp.recon-3"}, "infiltration"));
  };
  SECTION("equal VP, token on the Rebels") {
    Evr g(over("rebel", json::object()));
    g.pass_out();
    REQUIRE(winner_of_last(g).is_null());
    CHECK(g.view(-1)["balance"] == "rebel");
  }
  SECTION("equal VP, token on the Empire") {
    Evr g(over("imperial", json::object()));
    g.pass_out();
    REQUIRE(winner_of_last(g).is_null());
    CHECK(g.view(-1)["balance"] == "imperial");
  }
  SECTION("unequal VP: fewer VP even without a winner") {
    Evr g(over("rebel", json{{"won", {"control-of-endor"}}}));
    g.pass_out();
    REQUIRE(winner_of_last(g).is_null());
    CHECK(g.view(-1)["balance"] == "imperial");
  }
}

TEST_CASE("EVR-DOM-15 the used strategy goes face up, with none unused left, all come back", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-5"}, "direct-assault",
                         json{{"strategy", {{"used", {"bureaucracy", "deception"}}}}}),
                    side({"imp.military-2"}, "bureaucracy",
                         json{{"strategy", {{"used", {"deception", "direct-assault", "infiltration", "support"}}}}})));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  json rs = strategies(g, R, R);
  CHECK(strs(rs["used"]) == V{"bureaucracy", "deception", "direct-assault"});
  CHECK(strs(rs["unused"]) == V{"infiltration", "support"});
  CHECK(rs["faceDown"] == 2);
  // The Empire used its last card: all five are face down and unused again.
  json is = strategies(g, I, I);
  CHECK(is["used"].empty());
  CHECK(is["faceDown"] == 5);
  CHECK(g.ids(R) == V{"strategy:infiltration", "strategy:support"});
  CHECK(g.ids(I).size() == 5);
  // The opponent sees the face-up used cards too.
  CHECK(strs(strategies(g, R, I)["used"]) == V{"bureaucracy", "deception", "direct-assault"});
}

TEST_CASE("OQ-EVR-09 Direct Assault's +2 counts for the target and can push a total over it", "[evr][dominance]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-5"}, "direct-assault"),  // 10
                    side({"imp.military-5", "imp.force-3"}, "infiltration")));                                 // 8
  g.pass_out();
  json lr = last_result(g);
  CHECK(lr["totals"] == json::array({10, 8}));
  CHECK(lr["finalTotals"] == json::array({12, 8}));
  CHECK(lr["cancelled"] == json::array({false, false}));  // over-target status is taken at reveal
  CHECK(lr["winner"] == I);
  CHECK(g.vp(I) == 1);
}

TEST_CASE("OQ-EVR-09 Deception swaps only when neither total after strategies exceeds the target", "[evr][dominance]") {
  SECTION("Direct Assault pushes the Empire over: the Rebels win outright, no swap") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-4"}, "deception"),  // 9
                      side({"imp.military-5", "imp.force-5"}, "direct-assault")));                          // 10+2
    g.pass_out();
    CHECK(winner_of_last(g) == R);
    CHECK(log_index(log_types(g, -1), "deception") == -1);
  }
  SECTION("both within the target: the would-be loser wins") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5", "reb.force-4"}, "deception"),  // 9
                      side({"imp.military-5", "imp.force-3"}, "direct-assault")));                          // 8+2
    g.pass_out();
    CHECK(winner_of_last(g) == R);  // the Empire (10) would win; Deception swaps
    CHECK(log_index(log_types(g, -1), "deception") >= 0);
  }
}

TEST_CASE("OQ-EVR-09 strategies resolve with the faction on the balance token first", "[evr][dominance]") {
  // Both play Support: each resolution asks its owner for a character, so the
  // order is visible as the order of the prompts.
  SECTION("token on the Empire") {
    Evr g(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-5"}, "support"),
                      side({"imp.military-2"}, "support")));
    g.pass_out();
    REQUIRE(g.to_act() == std::vector<int>{I});
    g.act(I, "pick:imp.ig-88");
    REQUIRE(g.to_act() == std::vector<int>{R});
    g.act(R, "pick:reb.yoda");
    CHECK(g.phase() == "planning");
  }
  SECTION("token on the Rebels") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "support"),
                      side({"imp.military-2"}, "support")));
    g.pass_out();
    REQUIRE(g.to_act() == std::vector<int>{R});
    g.act(R, "pick:reb.yoda");
    REQUIRE(g.to_act() == std::vector<int>{I});
    g.act(I, "pick:imp.ig-88");
    CHECK(g.phase() == "planning");
  }
}

TEST_CASE("OQ-EVR-11 when nobody wins, the event's effect does not happen", "[evr][dominance]") {
  Evr g(struggle_at("acquire-the-death-star-plans", "rebel",
                    side({"reb.military-5", "reb.force-5", "reb.recon-4"}, "infiltration", json{{"influence", 2}}),  // 14
                    side({"imp.military-5", "imp.force-5", "imp.recon-5"}, "infiltration", json{{"influence", 2}})));  // 15
  g.pass_out();
  REQUIRE(winner_of_last(g).is_null());
  CHECK(g.influence(R) == 2);
  CHECK(g.influence(I) == 2);
  for (const json& e : g.log(-1)) CHECK(e["type"] != "influence");
}

TEST_CASE("OQ-EVR-04 'powers have no effect' events are ongoing from the reveal, other effects wait for the winner",
          "[evr][dominance]") {
  SECTION("Most Desperate Hour blocks Military powers during the struggle, for both players") {
    Evr g(json{{"phase", "struggle"},
               {"event", "most-desperate-hour"},
               {"balance", "rebel"},
               {"rebel", side({"reb.military-5"}, "infiltration")},
               {"imperial", side({"imp.military-3", "imp.force-2"}, "infiltration")}});
    CHECK(g.view(-1)["event"]["timing"] == "ongoing");
    CHECK(g.player(R)["inPlay"][0]["blocked"] == true);
    g.act(R, "force:reb.military-5");
    CHECK(g.exhausted(R, "reb.military-5"));
    CHECK(g.in_play(I) == V{"imp.military-3", "imp.force-2"});  // nothing discarded
    CHECK(g.to_act() == std::vector<int>{I});                   // no choice was asked
    CHECK(log_types(g, -1).back() == "power_blocked");
    g.act(I, "force:imp.military-3");
    CHECK(g.in_play(R) == V{"reb.military-5"});
  }
  SECTION("without the event the same power asks for a target") {
    Evr g(json{{"phase", "struggle"},
               {"event", "battle-of-hoth"},
               {"balance", "rebel"},
               {"rebel", side({"reb.military-5"}, "infiltration")},
               {"imperial", side({"imp.military-3", "imp.force-2"}, "infiltration")}});
    CHECK(g.view(-1)["event"]["timing"] == "none");
    g.act(R, "force:reb.military-5");
    CHECK(g.to_act() == std::vector<int>{R});
    CHECK(g.ids(R) == V{"pick:imp.force-2", "pick:imp.military-3"});
  }
  SECTION("an on-resolution effect is tagged so and waits for Dominance") {
    Evr g(struggle_at("acquire-the-death-star-plans", "rebel",
                      side({"reb.military-5"}, "infiltration", json{{"influence", 2}}),
                      side({"imp.military-2"}, "infiltration", json{{"influence", 2}})));
    CHECK(g.view(-1)["event"]["timing"] == "resolution");
    g.act(R, "pass");
    CHECK(g.influence(I) == 2);  // nothing yet
    g.act(I, "pass");
    CHECK(g.influence(I) == 0);
  }
}
