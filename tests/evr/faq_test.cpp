// The rulebook's FAQ (EVR-FAQ-1..12) and the rulings on OQ-EVR-14 and
// OQ-EVR-15. Character values: 6 active, 1 exhausted (docs/rulings.md).
// Events: Battle of Hoth (capacity 5, target 17, 3 VP, 0 influence), Escape
// from Tatooine (3/11, 1 VP, 2 influence), Acquire the Death Star Plans
// (3/13, 2 VP, 1 influence; the loser discards 2 influence), Display of
// Power (4/10, 3 VP; the winner makes the loser discard an unused strategy).
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;

// A struggle in progress (no passes yet), Rebels to act.
json midway(const std::string& event, const json& rebel, const json& imperial) {
  return struggle_at(event, "rebel", rebel, imperial);
}
}  // namespace

TEST_CASE("EVR-FAQ-1 a power may affect its own card unless it says 'another': Luke discards himself",
          "[evr][faq]") {
  Evr g(midway("battle-of-hoth", side({"reb.luke-skywalker", "reb.military-3"}, "infiltration"),
               side({"imp.military-2"}, "infiltration")));
  g.act(R, "force:reb.luke-skywalker");
  CHECK(g.ids(R) == V{"pick:reb.military-3", "pick:reb.luke-skywalker", "done"});
  g.act(R, "pick:reb.luke-skywalker");
  CHECK(contains(g.discard(R), "reb.luke-skywalker"));
  CHECK(g.in_play(R) == V{"reb.military-3"});
  g.act(R, "done");  // the second part ("and/or") may be skipped after the first
  CHECK(g.in_play(I) == V{"imp.military-2"});
  CHECK(g.to_act() == std::vector<int>{I});
}

TEST_CASE("EVR-FAQ-2 an empty resource deck is rebuilt from the discard pile", "[evr][faq]") {
  V disc = {"reb.diplomacy-2", "reb.diplomacy-3", "reb.diplomacy-4", "reb.diplomacy-5", "reb.force-2",
            "reb.force-3",     "reb.force-4",     "reb.force-5",     "reb.military-2",  "reb.military-3",
            "reb.military-4",  "reb.recon-2",     "reb.recon-3",     "reb.recon-4",     "reb.recon-5"};
  Evr g(midway("battle-of-hoth", side({"reb.military-5"}, "infiltration", json{{"discard", disc}}),
               side({"imp.military-2"}, "infiltration")));
  REQUIRE(deck_count(g, R) == 0);
  REQUIRE(g.can(R, "play"));
  g.act(R, "play");
  V play = g.in_play(R);
  REQUIRE(play.size() == 2);
  CHECK(contains(disc, play[1]));  // the card came from the old discard pile
  CHECK(g.discard(R).empty());
  CHECK(deck_count(g, R) == 14);
  CHECK(log_index(log_types(g, -1), "reshuffle") >= 0);
}

TEST_CASE("EVR-FAQ-3 a character may be exhausted even when its power can do nothing", "[evr][faq]") {
  // Grand Moff Tarkin: the opponent discards 2 influence; the Rebels have none.
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "imperial"},
             {"rebel", side({"reb.military-2"}, "infiltration", json{{"influence", 0}})},
             {"imperial", side({"imp.grand-moff-tarkin", "imp.military-3"}, "infiltration")}});
  REQUIRE(g.total(I) == 9);
  REQUIRE(g.can(I, "force:imp.grand-moff-tarkin"));
  g.act(I, "force:imp.grand-moff-tarkin");
  CHECK(g.exhausted(I, "imp.grand-moff-tarkin"));
  CHECK(g.total(I) == 1 + 3);  // worth its exhausted value now
  CHECK(g.influence(R) == 0);
  CHECK(g.to_act() == std::vector<int>{R});
  // It was an action, not a pass: the struggle goes on.
  CHECK(g.view(-1)["passes"] == 0);
}

TEST_CASE("EVR-FAQ-3 a character's power must be used as far as possible: Luke must discard something",
          "[evr][faq]") {
  Evr g(midway("battle-of-hoth", side({"reb.luke-skywalker", "reb.military-3"}, "infiltration"),
               side({"imp.military-2", "imp.force-4"}, "infiltration")));
  g.act(R, "force:reb.luke-skywalker");
  g.act(R, "done");  // skip his own side...
  V opts = g.ids(R);
  CHECK(!contains(opts, "done"));  // ...then one of the opponent's cards must go
  CHECK(opts == V{"pick:imp.force-4", "pick:imp.military-2"});
  g.act(R, "pick:imp.force-4");
  CHECK(g.in_play(I) == V{"imp.military-2"});
}

TEST_CASE("EVR-FAQ-4 no power puts a card into play beyond the event's capacity", "[evr][faq]") {
  // Escape from Tatooine: capacity 3. Han Solo searches the deck and puts a card
  // into play; at capacity he does nothing (but may still be exhausted).
  Evr g(midway("escape-from-tatooine", side({"reb.han-solo", "reb.military-2", "reb.force-2"}, "infiltration"),
               side({"imp.military-2"}, "infiltration")));
  CHECK(!g.can(R, "play"));  // EVR-STRUGGLE-4
  REQUIRE(g.can(R, "force:reb.han-solo"));
  g.act(R, "force:reb.han-solo");
  CHECK(g.in_play(R).size() == 3);
  CHECK(g.exhausted(R, "reb.han-solo"));
  CHECK(g.to_act() == std::vector<int>{I});  // no search was offered
  CHECK(log_index(log_types(g, -1), "no_effect") >= 0);
}

TEST_CASE("EVR-FAQ-5 adding a character: the player secretly picks one from their reserve and shuffles it in",
          "[evr][faq]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "support"),
                    side({"imp.military-5"}, "infiltration")));
  g.pass_out();
  REQUIRE(g.to_act() == std::vector<int>{R});
  // Only the Rebels' own reserve is offered, and only they see it.
  V opts = g.ids(R);
  CHECK(opts.size() == 8);
  for (const auto& id : opts) CHECK(id.rfind("pick:reb.", 0) == 0);
  CHECK(g.player(R, I)["reserve"].contains("cards") == false);
  g.act(R, "pick:reb.obi-wan-kenobi");
  CHECK(reserve_count(g, R) == 7);
  CHECK(log_text(g, I).find("Obi-Wan") == std::string::npos);  // the opponent is not told which
  CHECK(log_text(g, R).find("Obi-Wan") != std::string::npos);  // the owner is
  CHECK(contains(strs(saved_state(g)["players"][0]["deck"]), "reb.obi-wan-kenobi"));
}

TEST_CASE("EVR-FAQ-6 OQ-EVR-14 R2-D2 and C-3PO discarding the last unused strategy: all strategy cards come back",
          "[evr][faq]") {
  Evr g(midway("battle-of-hoth",
               side({"reb.r2-d2-c-3po"}, "support",
                    json{{"strategy", {{"used", {"bureaucracy", "deception", "direct-assault", "infiltration"}}}}}),
               side({"imp.military-2"}, "infiltration")));
  g.act(R, "force:reb.r2-d2-c-3po");
  // Support was discarded; nothing was left unused, so all five came back.
  REQUIRE(g.to_act() == std::vector<int>{R});
  CHECK(g.ids(R) == V{"pick-strategy:bureaucracy", "pick-strategy:deception", "pick-strategy:direct-assault",
                      "pick-strategy:infiltration", "pick-strategy:support"});
  json st = strategies(g, R, I);
  CHECK(st["used"].empty());
  CHECK(st["discarded"].empty());
  CHECK(st["faceDown"] == 5);
  CHECK(log_index(log_types(g, -1), "strategies_back") >= 0);
  g.act(R, "pick-strategy:deception");
  CHECK(strategies(g, R, R)["chosen"] == "deception");
  CHECK(strategies(g, R, I)["chosen"].is_null());  // the new card is face down
  // They work normally from then on: at the end of the round Deception is used.
  g.pass_out();
  CHECK(last_result(g)["strategies"][0] == "deception");
  CHECK(strs(strategies(g, R, R)["used"]) == V{"deception"});
  CHECK(strategies(g, R, R)["faceDown"] == 4);
}

TEST_CASE("EVR-FAQ-6 Emperor Palpatine makes the opponent discard the chosen card, the opponent picks anew",
          "[evr][faq]") {
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "imperial"},
             {"rebel", side({"reb.military-2"}, "direct-assault", json{{"strategy", {{"used", {"bureaucracy"}}}}})},
             {"imperial", side({"imp.emperor-palpatine"}, "infiltration")}});
  g.act(I, "force:imp.emperor-palpatine");
  REQUIRE(g.to_act() == std::vector<int>{R});  // the Rebels choose their new card
  // OQ-EVR-14: the discarded card is unavailable like a used one.
  CHECK(g.ids(R) == V{"pick-strategy:deception", "pick-strategy:infiltration", "pick-strategy:support"});
  CHECK(strs(strategies(g, R, I)["discarded"]) == V{"direct-assault"});
  g.act(R, "pick-strategy:support");
  CHECK(g.to_act() == std::vector<int>{R});  // then it is the Rebels' turn as usual
  CHECK(strategies(g, R, I)["chosen"].is_null());
}

TEST_CASE("OQ-EVR-14 a discarded strategy stays unavailable until all come back, a chosen card stays chosen",
          "[evr][faq]") {
  SECTION("discarded like used: not offered next round") {
    // Display of Power: the Empire wins and discards the Rebels' Deception.
    Evr g(struggle_at("display-of-power", "rebel", side({"reb.military-2"}, "bureaucracy"),
                      side({"imp.military-5"}, "infiltration")));
    g.pass_out();
    REQUIRE(g.to_act() == std::vector<int>{I});
    g.act(I, "pick-strategy:deception");
    REQUIRE(g.phase() == "planning");
    // Infiltration: the Empire chooses for the Rebels, from their unused cards.
    CHECK(g.ids(I) == V{"strategy:bureaucracy", "strategy:deception", "strategy:direct-assault", "strategy:support",
                        "strategy-for-opponent:direct-assault", "strategy-for-opponent:infiltration",
                        "strategy-for-opponent:support"});
    CHECK(strs(strategies(g, R, I)["discarded"]) == V{"deception"});
    CHECK(strs(strategies(g, R, I)["used"]) == V{"bureaucracy"});
  }
  SECTION("discarding the last unused card brings back every other card; this round's card stays chosen") {
    Evr g(struggle_at("display-of-power", "rebel",
                      side({"reb.military-2"}, "bureaucracy",
                           json{{"strategy", {{"used", {"deception", "direct-assault", "infiltration"}}}}}),
                      side({"imp.military-5"}, "infiltration")));
    g.pass_out();
    REQUIRE(g.ids(I) == V{"pick-strategy:support"});
    g.act(I, "pick-strategy:support");
    REQUIRE(g.phase() == "planning");
    // Bureaucracy (chosen this round) became used at the end of the round;
    // the four others, used or just discarded, are unused again.
    json st = strategies(g, R, R);
    CHECK(strs(st["used"]) == V{"bureaucracy"});
    CHECK(st["discarded"].empty());
    CHECK(strs(st["unused"]) == V{"deception", "direct-assault", "infiltration", "support"});
    CHECK(g.influence(R) == 2 + 2);  // the chosen Bureaucracy still resolved (it lost)
  }
}

TEST_CASE("EVR-FAQ-7 strategy effects happen without asking: no way to decline Bureaucracy or Infiltration",
          "[evr][faq]") {
  Evr g(struggle_at("battle-of-hoth", "rebel", side({"reb.military-2"}, "bureaucracy", json{{"influence", 0}}),
                    side({"imp.military-5"}, "infiltration")));
  g.pass_out();
  // No prompt came up: Bureaucracy applied, Infiltration took hold.
  REQUIRE(g.phase() == "planning");
  CHECK(g.influence(R) == 2);
  CHECK(g.ids(R).empty());  // the Rebels cannot choose their own card
  V i = g.ids(I);
  CHECK(contains(i, "strategy-for-opponent:deception"));
  // Choosing only its own card does not end the Planning phase.
  g.act(I, "strategy:support");
  CHECK(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{I});
  g.act(I, "strategy-for-opponent:deception");
  CHECK(g.phase() == "struggle");
}

TEST_CASE("EVR-FAQ-9 OQ-EVR-15 a player may look at their own strategy card, the opponent may not", "[evr][faq]") {
  SECTION("a card chosen by its owner is visible to the owner at once") {
    Evr g(json{{"phase", "planning"}, {"eventDeck", {"battle-of-hoth"}}, {"balance", "rebel"}});
    REQUIRE(g.phase() == "planning");
    g.act(R, "strategy:deception");
    CHECK(strategies(g, R, R)["chosen"] == "deception");
    CHECK(strategies(g, R, I)["chosen"].is_null());
    CHECK(strategies(g, R, I)["hasChosen"] == true);
    CHECK(strategies(g, R, -1)["chosen"].is_null());
    CHECK(log_text(g, I).find("eception") == std::string::npos);
    g.act(I, "strategy:support");
    REQUIRE(g.phase() == "struggle");
    CHECK(strategies(g, R, R)["chosen"] == "deception");
    CHECK(strategies(g, I, I)["chosen"] == "support");
    CHECK(strategies(g, I, R)["chosen"].is_null());
  }
  SECTION("a card chosen by the opponent's Infiltration is visible to its owner at once") {
    Evr g(json{{"phase", "planning"},
               {"eventDeck", {"battle-of-hoth"}},
               {"balance", "rebel"},
               {"imperial", {{"next", {{"chooser", "opponent"}}}}}});
    REQUIRE(g.to_act() == std::vector<int>{R});
    g.act(R, "strategy-for-opponent:bureaucracy");
    // Still in Planning (the Rebels have not chosen their own card), and the
    // Empire may already look at the card chosen for it.
    REQUIRE(g.phase() == "planning");
    CHECK(strategies(g, I, I)["chosen"] == "bureaucracy");
    CHECK(strategies(g, R, I)["chosen"].is_null());
    g.act(R, "strategy:infiltration");
    REQUIRE(g.phase() == "struggle");
    CHECK(strategies(g, I, I)["chosen"] == "bureaucracy");
    // And at any later time, e.g. during the struggle after several actions.
    g.act(R, "play");
    g.act(I, "play");
    CHECK(strategies(g, I, I)["chosen"] == "bureaucracy");
  }
}

TEST_CASE("EVR-FAQ-10 both Infiltration: the choices are simultaneous and blind", "[evr][faq]") {
  Evr g(json{{"phase", "planning"},
             {"eventDeck", {"battle-of-hoth"}},
             {"balance", "imperial"},
             {"rebel", {{"next", {{"chooser", "opponent"}}}}},
             {"imperial", {{"next", {{"chooser", "opponent"}}}}}});
  CHECK(g.to_act() == std::vector<int>{R, I});
  // Either may go first.
  g.act(I, "strategy-for-opponent:direct-assault");
  CHECK(strategies(g, R, R)["chosen"].is_null());
  CHECK(strategies(g, R, I)["chosen"] == "direct-assault");
  CHECK(g.view(R)["prompt"]["text"].get<std::string>().find("Infiltration") != std::string::npos);
  g.act(R, "strategy-for-opponent:infiltration");
  CHECK(strategies(g, R, R)["chosen"] == "direct-assault");
  CHECK(strategies(g, I, I)["chosen"] == "infiltration");
}

TEST_CASE("EVR-FAQ-11 there is no limit on influence tokens", "[evr][faq]") {
  // 16 physical tokens exist; the Rebels already hold 15 and the Empire 1.
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "infiltration", json{{"influence", 15}}),
                    side({"imp.military-2"}, "infiltration", json{{"influence", 1}})));
  g.pass_out();
  CHECK(g.influence(R) == 17);
  CHECK(g.influence(R) + g.influence(I) == 18);
}

TEST_CASE("EVR-FAQ-11 influence keeps growing past 16 with Bureaucracy and Yoda", "[evr][faq]") {
  Evr g(midway("battle-of-hoth", side({"reb.yoda"}, "bureaucracy", json{{"influence", 40}}),
               side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "infiltration")));  // 12 beats Yoda exhausted (1)
  g.act(R, "force:reb.yoda");
  CHECK(g.influence(R) == 41);
  g.pass_out();
  REQUIRE(winner_of_last(g) == I);
  CHECK(g.influence(R) == 43);
}

TEST_CASE("EVR-FAQ-12 told to discard more influence than they have, a player discards all and nothing more",
          "[evr][faq]") {
  SECTION("event effect: the loser discards 2 with only 1") {
    Evr g(struggle_at("acquire-the-death-star-plans", "rebel",
                      side({"reb.military-5"}, "infiltration", json{{"influence", 0}}),
                      side({"imp.military-2"}, "infiltration", json{{"influence", 1}})));
    g.pass_out();
    CHECK(g.influence(I) == 0);
    CHECK(g.influence(R) == 1);  // the reward; nothing is transferred
    bool said = false;
    for (const json& e : g.log(-1))
      if (e["type"] == "influence" && e["actor"] == I) {
        CHECK(e["data"]["change"] == -1);
        said = true;
      }
    CHECK(said);
    CHECK(g.phase() == "planning");
  }
  SECTION("power: Grand Moff Tarkin against a player with 1 token") {
    Evr g(json{{"phase", "struggle"},
               {"event", "battle-of-hoth"},
               {"balance", "imperial"},
               {"rebel", side({"reb.military-2"}, "infiltration", json{{"influence", 1}})},
               {"imperial", side({"imp.grand-moff-tarkin"}, "infiltration")}});
    g.act(I, "force:imp.grand-moff-tarkin");
    CHECK(g.influence(R) == 0);
    CHECK(g.influence(I) == 2);
  }
}
