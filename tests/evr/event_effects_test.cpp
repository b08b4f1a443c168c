// Event effects (EVR-DOM-11 on resolution, OQ-EVR-04 ongoing "powers have no
// effect this round"), as worded in games/evr/cards.cpp and ruled in
// docs/rulings.md. Event numbers (capacity/target, VP, influence):
//   Acquire the Death Star Plans 3/13 2 VP 1    Destroy the Shield Generator 2/8 2 VP 1
//   Balance of the Force 5/7 1 VP 2             Create a Diversion 2/5 1 VP 2
//   Display of Power 4/10 3 VP 0                Fall of a Hero 3/9 1 VP 2
//   Locate the Rebel Base 5/9 1 VP 2            Negotiate with the Hutts 3/13 3 VP 0
//   Occupation of Cloud City 2/5 2 VP 1         Rebel Uprising 6/19 1 VP 2
//   Ultimate Power in the Universe 3/7 2 VP 1
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;

// The Rebels win `event` (2 against 1, both within every target).
json rebels_win(const std::string& event, json rebel_extra = json::object(), json imperial_extra = json::object(),
                const std::string& rebel_strategy = "bureaucracy", const std::string& imperial_strategy = "bureaucracy",
                json extra = json::object()) {
  return struggle_at(event, "rebel", side({"reb.military-2"}, rebel_strategy, std::move(rebel_extra)),
                     side({"imp.diplomacy-2"}, imperial_strategy, std::move(imperial_extra)), std::move(extra));
}
json imperials_win(const std::string& event, json rebel_extra = json::object(), json imperial_extra = json::object(),
                   const std::string& rebel_strategy = "bureaucracy",
                   const std::string& imperial_strategy = "bureaucracy", json extra = json::object()) {
  return struggle_at(event, "imperial", side({"reb.diplomacy-2"}, rebel_strategy, std::move(rebel_extra)),
                     side({"imp.military-2"}, imperial_strategy, std::move(imperial_extra)), std::move(extra));
}
}  // namespace

// ------------------------------------------------------------ influence loss

TEST_CASE("Acquire the Death Star Plans: the loser discards 2 influence tokens", "[evr][events]") {
  Evr g(rebels_win("acquire-the-death-star-plans", json{{"influence", 3}}, json{{"influence", 5}}, "infiltration",
                   "infiltration"));
  g.pass_out();
  REQUIRE(winner_of_last(g) == R);
  CHECK(g.vp(R) == 2);
  CHECK(g.influence(R) == 3 + 1);
  CHECK(g.influence(I) == 5 - 2);
}

TEST_CASE("Destroy the Shield Generator: the loser discards 2, EVR-FAQ-12 with fewer, all they have", "[evr][events]") {
  SECTION("5 tokens") {
    Evr g(imperials_win("destroy-the-shield-generator", json{{"influence", 5}}, json{{"influence", 0}},
                        "infiltration", "infiltration"));
    g.pass_out();
    REQUIRE(winner_of_last(g) == I);
    CHECK(g.influence(R) == 3);
    CHECK(g.influence(I) == 1);
  }
  SECTION("no token at all: nothing happens") {
    Evr g(imperials_win("destroy-the-shield-generator", json{{"influence", 0}}, json{{"influence", 0}},
                        "infiltration", "infiltration"));
    g.pass_out();
    CHECK(g.influence(R) == 0);
    CHECK(g.influence(I) == 1);
    CHECK(g.phase() == "planning");
  }
}

// ---------------------------------------------------------- Balance of the Force

TEST_CASE("Balance of the Force: the winner looks at the top 3 events and reorders them", "[evr][events]") {
  Evr g(rebels_win("balance-of-the-force", json::object(), json::object(), "bureaucracy", "bureaucracy",
                   json{{"eventDeck", {"battle-of-hoth", "battle-of-yavin", "control-of-endor", "rebel-uprising"}}}));
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  REQUIRE(g.to_act() == std::vector<int>{R});
  // Only the winner sees the three cards, in their current order.
  json peek = g.view(R)["peek"];
  REQUIRE(peek.is_object());
  V seen;
  for (const json& e : peek["events"]) seen.push_back(e["id"].get<std::string>());
  CHECK(seen == V{"battle-of-hoth", "battle-of-yavin", "control-of-endor"});
  CHECK(g.view(I)["peek"].is_null());
  CHECK(g.view(-1)["peek"].is_null());
  CHECK(g.ids(R) ==
        V{"pick-event:battle-of-hoth", "pick-event:battle-of-yavin", "pick-event:control-of-endor", "done"});
  g.act(R, "pick-event:control-of-endor");  // first from the top
  CHECK(g.ids(R) == V{"pick-event:battle-of-hoth", "pick-event:battle-of-yavin", "done"});
  g.act(R, "pick-event:battle-of-yavin");  // second; Hoth is then third
  REQUIRE(g.phase() == "planning");
  CHECK(g.view(-1)["event"]["id"] == "control-of-endor");
  V order = event_deck_order(g);
  CHECK(order[0] == "battle-of-yavin");
  CHECK(order[1] == "battle-of-hoth");
  CHECK(order[2] == "rebel-uprising");  // the 4th card was not touched
  // The new order is not told to the loser.
  CHECK(log_text(g, I).find("battle-of-yavin") == std::string::npos);
}

TEST_CASE("Balance of the Force is optional: 'done' keeps the order", "[evr][events]") {
  Evr g(imperials_win("balance-of-the-force", json::object(), json::object(), "bureaucracy", "bureaucracy",
                      json{{"eventDeck", {"battle-of-hoth", "battle-of-yavin", "control-of-endor"}}}));
  g.pass_out();
  REQUIRE(g.to_act() == std::vector<int>{I});
  g.act(I, "done");
  CHECK(g.view(-1)["event"]["id"] == "battle-of-hoth");
  V order = event_deck_order(g);
  CHECK(order[0] == "battle-of-yavin");
  CHECK(order[1] == "control-of-endor");
}

// ------------------------------------------------------------ Create a Diversion

TEST_CASE("Create a Diversion: next round the loser's strategy card is chosen at random", "[evr][events]") {
  SECTION("from the loser's unused cards only") {
    // The Empire's only unused card after this round will be Support.
    Evr g(rebels_win("create-a-diversion", json::object(),
                     json{{"strategy", {{"used", {"deception", "direct-assault", "infiltration"}}}}}));
    g.pass_out();
    REQUIRE(g.phase() == "planning");
    CHECK(g.to_act() == std::vector<int>{R});  // the Empire has nothing to choose
    CHECK(g.ids(I).empty());
    CHECK(strategies(g, I, R)["hasChosen"] == true);
    CHECK(strategies(g, I, R)["chosen"].is_null());  // face down for the opponent
    // EVR-FAQ-9: the owner may look at it.
    CHECK(strategies(g, I, I)["chosen"] == "support");
    g.act(R, "strategy:deception");
    REQUIRE(g.phase() == "struggle");
    CHECK(strategies(g, I, I)["chosen"] == "support");
  }
  SECTION("a random unused card, whatever the seed") {
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      Evr g(rebels_win("create-a-diversion", json::object(), json{{"strategy", {{"used", {"deception"}}}}}),
            json::object(), seed);
      g.pass_out();
      REQUIRE(g.phase() == "planning");
      REQUIRE(g.ids(I).empty());
      json st = strategies(g, I, I);
      std::string c = st["chosen"].is_string() ? st["chosen"].get<std::string>() : std::string("?");
      INFO("seed " << seed << " chose " << c);
      CHECK((c == "direct-assault" || c == "infiltration" || c == "support"));
    }
  }
  SECTION("the winner's own choice is unaffected and the effect lasts one round") {
    // The Empire's random card will be Support (its only unused card).
    Evr g(rebels_win("create-a-diversion", json::object(),
                     json{{"strategy", {{"used", {"deception", "direct-assault", "infiltration"}}}}}, "bureaucracy",
                     "bureaucracy", json{{"eventDeck", {"battle-of-hoth", "battle-of-yavin"}}}));
    g.pass_out();
    CHECK(g.ids(R).size() == 4);
    g.act(R, "strategy:support");
    REQUIRE(g.phase() == "struggle");
    // Finish round 2 (no effect event) and check that round 3 is normal.
    int guard = 0;
    while (g.phase() == "struggle" && guard++ < 40) {
      int t = g.to_act()[0];
      g.act(t, g.can(t, "pass") ? "pass" : "play");
    }
    while (g.phase() == "dominance" && guard++ < 60) {
      int t = g.to_act()[0];
      g.act(t, g.ids(t)[0]);
    }
    REQUIRE(g.phase() == "planning");
    REQUIRE(g.status()["round"] == 3);
    CHECK(g.to_act() == std::vector<int>{R, I});
    CHECK(g.ids(I).size() == 5);  // chosen by the Empire itself again
    CHECK(strategies(g, I, I)["hasChosen"] == false);
  }
}

TEST_CASE("Create a Diversion's random choice also applies in a set-up Planning position with a named event",
          "[evr][events][setup]") {
  // setup "next": {"random": true} (docs/api.md) must not depend on whether the
  // event is named or drawn from the deck.
  for (const json& ev : {json{{"event", "battle-of-hoth"}}, json{{"eventDeck", {"battle-of-hoth"}}}}) {
    json setup = ev;
    setup["phase"] = "planning";
    setup["balance"] = "rebel";
    setup["imperial"] = {{"next", {{"random", true}}}, {"strategy", {{"used", {"bureaucracy", "deception"}}}}};
    Evr g(setup);
    INFO(ev.dump());
    REQUIRE(g.view(-1)["event"]["id"] == "battle-of-hoth");
    CHECK(g.ids(I).empty());
    CHECK(g.to_act() == std::vector<int>{R});
    json st = strategies(g, I, I);
    REQUIRE(st["chosen"].is_string());
    CHECK(contains(V{"direct-assault", "infiltration", "support"}, st["chosen"].get<std::string>()));
  }
}

TEST_CASE("Create a Diversion with the winner's Infiltration: the Infiltration player chooses, not chance",
          "[evr][events]") {
  Evr g(rebels_win("create-a-diversion", json::object(), json::object(), "infiltration", "bureaucracy"));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R});
  CHECK(contains(g.ids(R), "strategy-for-opponent:support"));
  CHECK(strategies(g, I, R)["hasChosen"] == false);
  g.act(R, "strategy-for-opponent:support");
  g.act(R, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  CHECK(strategies(g, I, I)["chosen"] == "support");
}

// -------------------------------------------------------------- Display of Power

TEST_CASE("Display of Power: the winner picks one of the loser's unused strategy cards, the loser discards it",
          "[evr][events]") {
  Evr g(imperials_win("display-of-power", json{{"strategy", {{"used", {"direct-assault"}}}}}));
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  REQUIRE(g.to_act() == std::vector<int>{I});
  // Not the chosen card (Bureaucracy), not a used one (Direct Assault).
  CHECK(g.ids(I) == V{"pick-strategy:deception", "pick-strategy:infiltration", "pick-strategy:support"});
  g.act(I, "pick-strategy:infiltration");
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strategies(g, R, I)["discarded"]) == V{"infiltration"});
  CHECK(g.ids(R) == V{"strategy:deception", "strategy:support"});
  CHECK(g.vp(I) == 3);
}

TEST_CASE("Display of Power against a loser with no unused card does nothing", "[evr][events]") {
  Evr g(imperials_win("display-of-power",
                      json{{"strategy", {{"used", {"deception", "direct-assault", "infiltration", "support"}}}}}));
  g.pass_out();
  CHECK(g.phase() == "planning");
  CHECK(log_index(log_types(g, -1), "no_effect") >= 0);
  // EVR-DOM-15: the Rebels used their last card, so all five are back.
  CHECK(strategies(g, R, R)["faceDown"] == 5);
}

// ------------------------------------------- Fall of a Hero / Negotiate with the Hutts

TEST_CASE("Fall of a Hero: the loser moves a character from their resource deck to their reserve", "[evr][events]") {
  // The Empire's deck holds Boba Fett and Darth Vader; IG-88 is in play and
  // does not qualify (only characters in the deck do).
  Evr h(struggle_at("fall-of-a-hero", "rebel", side({"reb.military-5", "reb.force-2"}, "bureaucracy"),  // 7 vs 6
                    side({"imp.ig-88"}, "bureaucracy", json{{"deck", {"imp.darth-vader", "imp.boba-fett"}}})));
  REQUIRE(reserve_count(h, I) == 5);
  h.pass_out();
  REQUIRE(winner_of_last(h) == R);
  REQUIRE(h.to_act() == std::vector<int>{I});  // the loser chooses
  CHECK(h.ids(I) == V{"pick:imp.boba-fett", "pick:imp.darth-vader"});
  // The loser looks through their own deck's characters; nobody else does.
  json peek = h.view(I)["peek"];
  REQUIRE(peek.is_object());
  CHECK(peek["cards"].size() == 2);
  CHECK(h.view(R)["peek"].is_null());
  h.act(I, "pick:imp.darth-vader");
  CHECK(reserve_count(h, I) == 6);
  CHECK(contains(reserve_cards(h, I), "imp.darth-vader"));
  CHECK(!contains(strs(saved_state(h)["players"][1]["deck"]), "imp.darth-vader"));
  CHECK(log_text(h, R).find("Darth Vader") == std::string::npos);
  // IG-88 was in play: back in the deck after the reshuffle, not in the reserve.
  CHECK(contains(strs(saved_state(h)["players"][1]["deck"]), "imp.ig-88"));
}

TEST_CASE("Fall of a Hero with no character in the loser's deck does nothing", "[evr][events]") {
  Evr g(rebels_win("fall-of-a-hero"));
  REQUIRE(reserve_count(g, I) == 8);
  g.pass_out();
  CHECK(g.phase() == "planning");
  CHECK(reserve_count(g, I) == 8);
  CHECK(log_index(log_types(g, -1), "no_effect") >= 0);
}

TEST_CASE("Negotiate with the Hutts: the winner moves a character from their deck to their reserve", "[evr][events]") {
  Evr g(rebels_win("negotiate-with-the-hutts", json{{"deck", {"reb.yoda", "reb.chewbacca"}}}));
  g.pass_out();
  REQUIRE(winner_of_last(g) == R);
  REQUIRE(g.to_act() == std::vector<int>{R});
  CHECK(g.ids(R) == V{"pick:reb.chewbacca", "pick:reb.yoda"});
  g.act(R, "pick:reb.yoda");
  CHECK(contains(reserve_cards(g, R), "reb.yoda"));
  CHECK(reserve_count(g, R) == 7);
  CHECK(g.vp(R) == 3);
}

// -------------------------------- Occupation of Cloud City / Rebel Uprising

TEST_CASE("Occupation of Cloud City: the winner may shuffle a reserve character into their deck", "[evr][events]") {
  SECTION("adds one") {
    Evr g(imperials_win("occupation-of-cloud-city"));
    g.pass_out();
    REQUIRE(g.to_act() == std::vector<int>{I});
    V opts = g.ids(I);
    CHECK(opts.size() == 9);  // 8 reserve characters + done
    CHECK(contains(opts, "done"));
    g.act(I, "pick:imp.jabba-the-hutt");
    CHECK(reserve_count(g, I) == 7);
    CHECK(deck_count(g, I) == 17);
    CHECK(log_text(g, R).find("Jabba") == std::string::npos);  // EVR-FAQ-5: secretly
  }
  SECTION("or declines") {
    Evr g(imperials_win("occupation-of-cloud-city"));
    g.pass_out();
    g.act(I, "done");
    CHECK(reserve_count(g, I) == 8);
    CHECK(g.phase() == "planning");
  }
}

TEST_CASE("Rebel Uprising: the winner may shuffle a reserve character into their deck", "[evr][events]") {
  Evr g(rebels_win("rebel-uprising"));
  g.pass_out();
  REQUIRE(g.to_act() == std::vector<int>{R});
  CHECK(contains(g.ids(R), "done"));
  g.act(R, "pick:reb.leia-organa");
  CHECK(!contains(reserve_cards(g, R), "reb.leia-organa"));
  CHECK(deck_count(g, R) == 17);
  CHECK(reserve_count(g, I) == 8);  // the loser gets nothing
}

// --------------------------------------------------- Locate the Rebel Base

TEST_CASE("Locate the Rebel Base: next round the loser chooses first and reveals the card", "[evr][events]") {
  Evr g(imperials_win("locate-the-rebel-base"));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R});  // only the loser, first
  CHECK(g.ids(I).empty());
  CHECK(g.view(R)["prompt"]["text"].get<std::string>().find("revealed") != std::string::npos);
  g.act(R, "strategy:direct-assault");
  // Revealed: everyone sees it now, before the Empire chooses.
  CHECK(strategies(g, R, I)["chosen"] == "direct-assault");
  CHECK(strategies(g, R, -1)["chosen"] == "direct-assault");
  CHECK(strategies(g, R, -1)["revealed"] == true);
  CHECK(g.to_act() == std::vector<int>{I});
  g.act(I, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  CHECK(strategies(g, I, R)["chosen"].is_null());  // the winner's card stays hidden
}

TEST_CASE("Locate the Rebel Base with the winner's Infiltration: the loser's card is still chosen and revealed first",
          "[evr][events]") {
  Evr g(imperials_win("locate-the-rebel-base", json::object(), json::object(), "bureaucracy", "infiltration"));
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{I});
  CHECK(g.ids(I) == V{"strategy-for-opponent:deception", "strategy-for-opponent:direct-assault",
                      "strategy-for-opponent:infiltration", "strategy-for-opponent:support"});
  g.act(I, "strategy-for-opponent:support");
  CHECK(strategies(g, R, -1)["chosen"] == "support");
  CHECK(g.ids(I) == V{"strategy:bureaucracy", "strategy:deception", "strategy:direct-assault", "strategy:support"});
  g.act(I, "strategy:bureaucracy");
  CHECK(g.phase() == "struggle");
}

// ------------------------------------------ Ultimate Power in the Universe

TEST_CASE("Ultimate Power in the Universe: the winner takes back used strategy cards, this round's becomes used",
          "[evr][events]") {
  Evr g(rebels_win("ultimate-power-in-the-universe",
                   json{{"strategy", {{"used", {"deception", "direct-assault"}}, {"discarded", {"infiltration"}}}}},
                   json{{"strategy", {{"used", {"deception"}}}}}));
  g.pass_out();
  REQUIRE(winner_of_last(g) == R);
  REQUIRE(g.phase() == "planning");
  json st = strategies(g, R, R);
  CHECK(strs(st["used"]) == V{"bureaucracy"});
  CHECK(st["discarded"].empty());
  CHECK(strs(st["unused"]) == V{"deception", "direct-assault", "infiltration", "support"});
  CHECK(g.ids(R) == V{"strategy:deception", "strategy:direct-assault", "strategy:infiltration", "strategy:support"});
  // The loser keeps its used cards.
  CHECK(strs(strategies(g, I, R)["used"]) == V{"bureaucracy", "deception"});
}

// ---------------------------------- "this round, X powers have no effect"

TEST_CASE("OQ-EVR-04 ongoing events: the blocked power is exhausted for nothing, other powers work", "[evr][events]") {
  struct Row {
    const char* event;
    const char* blocked;
    const char* free;
  };
  const Row rows[] = {
      {"attack-on-echo-base", "reb.diplomacy-3", "reb.military-3"},
      {"battle-of-endor", "reb.force-3", "reb.diplomacy-3"},
      {"evacuation-of-echo-base", "reb.recon-3", "reb.force-3"},
      {"most-desperate-hour", "reb.military-3", "reb.recon-3"},
      {"duel-on-cloud-city", "reb.yoda", "reb.luke-skywalker"},
  };
  for (const Row& row : rows) {
    INFO(row.event);
    auto pos = [&]() {
      return json{{"phase", "struggle"},
                  {"event", row.event},
                  {"balance", "rebel"},
                  {"rebel", side({row.blocked, row.free}, "infiltration", json{{"influence", 2}})},
                  {"imperial", side({"imp.military-2", "imp.force-4"}, "infiltration")}};
    };
    Evr g(pos());
    CHECK(g.view(-1)["event"]["timing"] == "ongoing");
    g.act(R, std::string("force:") + row.blocked);
    CHECK(g.exhausted(R, row.blocked));
    CHECK(g.to_act() == std::vector<int>{I});  // no choice, turn over
    CHECK(g.in_play(R) == V{row.blocked, row.free});
    CHECK(g.in_play(I) == V{"imp.military-2", "imp.force-4"});
    CHECK(!g.exhausted(I, "imp.force-4"));
    CHECK(g.influence(R) == 2);  // Yoda would have taken one
    CHECK(log_types(g, -1).back() == "power_blocked");

    Evr h(pos());
    h.act(R, std::string("force:") + row.free);
    CHECK(h.to_act() == std::vector<int>{R});  // the free power asks for its choice
    CHECK(!h.ids(R).empty());
  }
}

TEST_CASE("Duel on Cloud City: Darth Vader's power still works", "[evr][events]") {
  Evr g(json{{"phase", "struggle"},
             {"event", "duel-on-cloud-city"},
             {"balance", "imperial"},
             {"rebel", side(json::array({json{{"card", "reb.military-4"}, {"exhausted", true}}}), "infiltration")},
             {"imperial", side({"imp.darth-vader", "imp.boba-fett"}, "infiltration")}});
  CHECK(g.player(I)["inPlay"][0]["blocked"] == false);
  CHECK(g.player(I)["inPlay"][1]["blocked"] == true);
  g.act(I, "force:imp.darth-vader");
  REQUIRE(g.to_act() == std::vector<int>{I});
  REQUIRE(g.can(I, "pick:reb.military-4"));
  g.act(I, "pick:reb.military-4");
  CHECK(g.in_play(R).empty());
}
