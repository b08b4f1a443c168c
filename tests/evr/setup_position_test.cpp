// Set-up positions ("setup" in the start config, docs/api.md) that the rules
// rule out or that could hide a choice: a player already at 7 VP (EVR-WIN-1,
// EVR-DOM-12), a struggle with no strategy named (EVR-PLAN-4, EVR-DOM-2), the
// log of a position that begins in Planning (EVR-PLAN-2), and keys the
// learning game does not use (EVR-SETUP-1..4, EVR-LEARN-6).
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;

// start() with a setup: the whole answer (ok or the error).
json start_result(const json& setup, const std::string& variant = "full") {
  sw::Match m{sw::builtin_registry()};
  json cfg = {{"game", "evr"}, {"seed", 1}, {"options", {{"variant", variant}, {"rebelSeat", 0}}}, {"setup", setup}};
  return parse(m.start(sw::dump(cfg)));
}
std::string error_code(const json& r) { return r["ok"] == true ? std::string() : r["error"]["code"].get<std::string>(); }
std::string error_message(const json& r) { return r["ok"] == true ? std::string() : r["error"]["message"].get<std::string>(); }
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const V kAllEvents = {"acquire-the-death-star-plans", "attack-on-echo-base", "balance-of-the-force", "battle-of-endor",
                      "battle-of-hoth", "battle-of-yavin", "control-of-endor", "create-a-diversion",
                      "destroy-the-shield-generator", "diplomatic-freedom", "display-of-power", "duel-on-cloud-city",
                      "escape-from-tatooine", "evacuation-of-echo-base", "fall-of-a-hero", "heart-of-the-empire",
                      "locate-the-rebel-base", "most-desperate-hour", "negotiate-with-the-hutts",
                      "occupation-of-cloud-city", "rebel-uprising", "rescue-mission-to-cloud-city",
                      "securing-the-rebel-base-on-yavin-4", "ultimate-power-in-the-universe"};
}  // namespace

// ------------------------------------------------------------ 7 VP or more

TEST_CASE("EVR-WIN-1 EVR-DOM-12 a set-up position with a player at 7 or more VP is refused", "[evr][setup][win]") {
  const json nine = {"battle-of-hoth", "battle-of-yavin", "display-of-power"};  // 3 + 3 + 3
  const json seven = {"battle-of-hoth", "battle-of-yavin", "control-of-endor"};  // 3 + 3 + 1
  for (const char* phase : {"characters", "planning", "struggle"}) {
    INFO(phase);
    json r = start_result(json{{"phase", phase}, {"balance", "rebel"}, {"rebel", {{"won", nine}}}});
    CHECK(error_code(r) == "bad_setup");
    CHECK(has(error_message(r), "EVR-WIN-1"));
    CHECK(has(error_message(r), "rebel player has 9 VP"));
    // Exactly 7, for either faction.
    r = start_result(json{{"phase", phase}, {"imperial", {{"won", seven}}}});
    CHECK(error_code(r) == "bad_setup");
    CHECK(has(error_message(r), "imperial player has 7 VP"));
  }
  // The audit's repro (W4): a struggle with the event named and cards in play.
  json w4 = {{"phase", "struggle"}, {"balance", "rebel"}, {"event", "control-of-endor"},
             {"rebel", {{"won", nine}, {"inPlay", {"reb.military-2"}}}},
             {"imperial", {{"inPlay", {"imp.military-4"}}}}};
  CHECK(error_code(start_result(w4)) == "bad_setup");
  // Nothing of the refused position is kept: a match that had started keeps its game.
  sw::Match m{sw::builtin_registry()};
  REQUIRE(parse(m.start(R"({"game":"evr","seed":3})"))["ok"] == true);
  const std::string before = m.save();
  json cfg = {{"game", "evr"}, {"seed", 1}, {"setup", w4}};
  CHECK(error_code(parse(m.start(sw::dump(cfg)))) == "bad_setup");
  CHECK(m.save() == before);
}

TEST_CASE("EVR-WIN-1 6 VP each is the most a set-up position can give, and it starts normally", "[evr][setup][win]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-2"}, "infiltration", json{{"won", {"battle-of-hoth", "battle-of-yavin"}}}),
                    side({"imp.military-5"}, "infiltration", json{{"won", {"battle-of-endor", "display-of-power"}}})));
  json st = g.status();
  CHECK(st["terminal"] == false);
  CHECK(st["score"] == json{{"0", 6}, {"1", 6}});
}

TEST_CASE("OQ-EVR-13 every event given away: refused, so the event deck never runs out", "[evr][setup][win]") {
  // The audit's "empty deck" setup: all 23 other events won, Battle of Hoth the
  // current one. With every event worth at least 1 VP, handing out all 24 (or
  // even 13 of them) gives someone 7 VP.
  V others;
  for (const std::string& e : kAllEvents)
    if (e != "battle-of-hoth") others.push_back(e);
  V reb(others.begin(), others.begin() + 12), imp(others.begin() + 12, others.end());
  for (const char* phase : {"planning", "struggle"}) {
    INFO(phase);
    json r = start_result(json{{"phase", phase},
                               {"balance", "rebel"},
                               {"event", "battle-of-hoth"},
                               {"rebel", {{"won", reb}}},
                               {"imperial", {{"won", imp}}}});
    CHECK(error_code(r) == "bad_setup");
    CHECK(has(error_message(r), "EVR-WIN-1"));
  }
  // The most events a position can give away: six 1 VP events each (6 VP), the
  // other 12 are still in the deck or current.
  V ones = {"balance-of-the-force", "control-of-endor", "create-a-diversion", "diplomatic-freedom",
            "escape-from-tatooine", "fall-of-a-hero", "heart-of-the-empire", "locate-the-rebel-base",
            "most-desperate-hour", "rebel-uprising", "rescue-mission-to-cloud-city",
            "securing-the-rebel-base-on-yavin-4"};
  Evr g(json{{"phase", "planning"},
             {"rebel", {{"won", V(ones.begin(), ones.begin() + 6)}}},
             {"imperial", {{"won", V(ones.begin() + 6, ones.end())}}}});
  CHECK(g.status()["terminal"] == false);
  CHECK(g.view(-1)["eventDeck"]["count"] == 11);  // 24 - 12 won - this round's event
}

// ------------------------------------------------- no strategy named (struggle)

TEST_CASE("EVR-PLAN-4 EVR-DOM-2 a struggle position that names no strategy card gives that player none",
          "[evr][setup][strategy]") {
  for (uint64_t seed : {1, 2, 3, 4}) {
    INFO("seed " << seed);
    // The audit's repro: the Rebels win, the Empire would have taken 2
    // influence with a Bureaucracy picked for it.
    json setup = {{"phase", "struggle"},
                  {"balance", "rebel"},
                  {"event", "control-of-endor"},
                  {"rebel", {{"inPlay", {"reb.military-5"}}, {"influence", 2}}},
                  {"imperial", {{"inPlay", {"imp.military-3"}}, {"influence", 2}}}};
    Evr g(setup, json::object(), seed);
    for (int seat : {R, I}) {
      json st = strategies(g, seat, seat);  // as the owner sees them
      CHECK(st["chosen"].is_null());
      CHECK(st["hasChosen"] == false);
      CHECK(strs(st["unused"]).size() == 5);  // nothing was picked from them
      CHECK(st["faceDown"] == 5);
    }
    g.pass_out();
    json lr = last_result(g);
    CHECK(lr["strategies"] == json::array({nullptr, nullptr}));
    CHECK(lr["cancelled"] == json::array({false, false}));
    CHECK(lr["winner"] == R);
    CHECK(g.influence(R) == 4);  // 2 + the event's 2
    CHECK(g.influence(I) == 2);  // no strategy took effect for the loser
    for (const std::string& t : log_types(g, -1)) CHECK(t != "strategy_revealed");
    // The next round is a normal one: five unused cards to choose from.
    REQUIRE(g.phase() == "planning");
    CHECK(g.ids(I).size() == 5);
  }
}

TEST_CASE("EVR-DOM-2 a struggle position may name one player's strategy and not the other's", "[evr][setup][strategy]") {
  Evr g(struggle_at("control-of-endor", "rebel", side({"reb.military-5"}, "direct-assault"),
                    json{{"inPlay", {"imp.military-3"}}}));
  CHECK(strategies(g, R, R)["chosen"] == "direct-assault");
  CHECK(strategies(g, I, I)["chosen"].is_null());
  g.pass_out();
  json lr = last_result(g);
  CHECK(lr["strategies"] == json::array({"direct-assault", nullptr}));
  CHECK(lr["finalTotals"] == json::array({7, 3}));  // Direct Assault's +2 only
}

// ------------------------------------------------- planning position, its log

TEST_CASE("EVR-PLAN-2 a planning position with its event logs the reveal like a normal round", "[evr][setup][planning]") {
  Evr g(json{{"phase", "planning"}, {"round", 3}, {"event", "battle-of-hoth"}}, json::object(), 3);
  const json log = g.log(-1);
  json reveal;
  for (const json& e : log)
    if (e["type"] == "event_revealed") {
      reveal = e;
      break;
    }
  REQUIRE(reveal.is_object());
  CHECK(reveal["round"] == 3);
  CHECK(reveal["data"] == json{{"event", "battle-of-hoth"}});
  CHECK(reveal["text"] == "Round 3: the event is Battle of Hoth (capacity 5, target 17, 3 VP, 0 influence).");
  g.act(R, "strategy:support");
  g.act(I, "strategy:support");
  const json after = g.log(-1);
  CHECK(after.back()["round"] == 3);
  // The same entry as a reveal in play (a planning position that leaves the event to the deck).
  Evr h(json{{"phase", "planning"}}, json::object(), 3);
  json first;
  for (const json& e : h.log(-1))
    if (e["type"] == "event_revealed") first = e;
  REQUIRE(first.is_object());
  CHECK(first["round"] == 1);
  CHECK(first["data"].contains("event"));
}

TEST_CASE("EVR-PLAN-4 a position before the struggle names no chosen strategy card (planning, its event named or "
          "left to the deck, or characters): the players choose theirs in secret",
          "[evr][setup][planning]") {
  const json chosen = {{"strategy", {{"chosen", "support"}}}};
  for (const json& setup : {json{{"phase", "planning"}, {"event", "battle-of-hoth"}, {"rebel", chosen}},
                            json{{"phase", "planning"}, {"rebel", chosen}}, json{{"phase", "characters"}, {"imperial", chosen}}}) {
    INFO(setup.dump());
    const json r = start_result(setup);
    CHECK(error_code(r) == "bad_setup");
    CHECK(has(error_message(r), "strategies are chosen during planning"));
  }
}

TEST_CASE("EVR-STRUGGLE-1 'toAct' and 'passes' belong to a struggle position: elsewhere they are refused, never ignored",
          "[evr][setup]") {
  for (const char* phase : {"planning", "characters"})
    for (const json& extra : {json{{"toAct", "imperial"}}, json{{"passes", 1}}}) {
      json setup = extra;
      setup["phase"] = phase;
      INFO(setup.dump());
      const json r = start_result(setup);
      CHECK(error_code(r) == "bad_setup");
      CHECK(has(error_message(r), "is only for a struggle position"));
    }
  CHECK(start_result(json{{"phase", "struggle"}, {"toAct", "imperial"}, {"passes", 1}})["ok"] == true);
}

TEST_CASE("EVR-STRUGGLE-1 a struggle position logs its beginning in its own round", "[evr][setup]") {
  Evr g(json{{"phase", "struggle"}, {"round", 4}, {"event", "battle-of-hoth"}, {"balance", "rebel"}});
  bool seen = false;
  for (const json& e : g.log(-1))
    if (e["type"] == "struggle_begins") {
      seen = true;
      CHECK(e["round"] == 4);
    }
  CHECK(seen);
}

// ------------------------------------------------- learning game: unused keys

TEST_CASE("EVR-SETUP-1..4 EVR-LEARN-6 a learning-game setup refuses every key the learning game does not use",
          "[evr][setup][learning]") {
  struct Case {
    json setup;
    const char* says;
  };
  const Case cases[] = {
      {json{{"balance", "imperial"}}, "'balance' is not used in the learning game"},
      {json{{"round", 2}}, "'round' is not used in the learning game"},
      {json{{"eventDeck", {"battle-of-hoth"}}}, "'eventDeck' is not used in the learning game"},
      {json{{"event", "battle-of-hoth"}}, "the learning game's only event is escape-from-tatooine"},
      {json{{"rebel", {{"won", {"battle-of-hoth"}}}}}, "'rebel.won' is not used in the learning game"},
      {json{{"imperial", {{"influence", 3}}}}, "'imperial.influence' is not used in the learning game"},
      {json{{"rebel", {{"strategy", {{"chosen", "support"}}}}}}, "'rebel.strategy' is not used in the learning game"},
      {json{{"rebel", {{"next", {{"random", true}}}}}}, "'rebel.next' is not used in the learning game"},
      {json{{"imperial", {{"reserve", json::array()}}}}, "'imperial.reserve' is not used in the learning game"},
  };
  for (const Case& c : cases) {
    json setup = c.setup;
    setup["phase"] = "struggle";
    INFO(setup.dump());
    json r = start_result(setup, "learning");
    CHECK(error_code(r) == "bad_setup");
    CHECK(has(error_message(r), c.says));
    CHECK_FALSE(has(error_message(r), "duplicated"));
  }
  // What the learning game does use is still accepted, its own event included.
  Evr g(json{{"phase", "struggle"},
             {"event", "escape-from-tatooine"},
             {"toAct", "imperial"},
             {"passes", 0},
             {"rebel", {{"inPlay", {"reb.military-2"}}, {"deck", {"reb.force-3"}}, {"discard", {"reb.recon-2"}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}}}},
        json::object(), 1, "learning");
  CHECK(g.view(-1)["event"]["id"] == "escape-from-tatooine");
  CHECK(g.to_act() == std::vector<int>{I});
}

// ---------------------------------------------------------------- status()

TEST_CASE("EvR status() lists each seat's faction, and the outcome once the game is over", "[evr][api]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "infiltration"),
                    side({"imp.military-5"}, "infiltration", json{{"won", {"battle-of-hoth", "battle-of-yavin"}}})),
        json{{"rebelSeat", 1}});
  json st = g.status();
  CHECK(st["factions"] == json::array({"imperial", "rebel"}));
  CHECK_FALSE(st.contains("outcome"));
  g.pass_out();
  st = g.status();
  REQUIRE(st["terminal"] == true);
  CHECK(st["outcome"] == "win");
  // The learning game: a draw (equal totals) or nobody (both over) has no winner.
  Evr draw(json{{"rebel", {{"inPlay", {"reb.military-3"}}}}, {"imperial", {{"inPlay", {"imp.military-3"}}}}},
           json::object(), 1, "learning");
  draw.pass_out();
  CHECK(draw.status()["terminal"] == true);
  CHECK(draw.status()["winners"].empty());
  CHECK(draw.status()["outcome"] == "draw_or_none");
}
