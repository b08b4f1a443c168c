// The Planning phase: reveal the event, choose strategies (EVR-PLAN-1..5,
// OQ-EVR-04 timing of event effects, OQ-EVR-05 the chosen strategy is face down).
#include <algorithm>
#include "evr_fixture.h"

using namespace evrtest;

namespace {

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

int first_index(const json& log, const std::string& type) {
  for (size_t i = 0; i < log.size(); ++i)
    if (log[i]["type"] == type) return static_cast<int>(i);
  return -1;
}

}  // namespace

TEST_CASE("EVR-PLAN-1 EVR-PLAN-2 the top event is revealed first, then strategies are chosen", "[evr][planning]") {
  Evr g(json{{"phase", "planning"}, {"eventDeck", {"battle-of-yavin", "attack-on-echo-base"}}, {"balance", "rebel"}});
  json v = g.view(-1);
  CHECK(v["phase"] == "planning");
  // EVR-PLAN-2: the top card of the event deck is this round's event.
  CHECK(v["event"]["id"] == "battle-of-yavin");
  CHECK(v["eventDeck"]["count"] == 23);
  // EVR-PLAN-1: step 2 (choosing) comes after step 1: nobody has chosen yet.
  for (int seat : {Evr::R, Evr::I}) CHECK(v["players"][seat]["strategies"]["hasChosen"] == false);
  g.act(Evr::R, "strategy:support");
  g.act(Evr::I, "strategy:support");
  json log = g.log(-1);
  int revealed = first_index(log, "event_revealed"), chosen = first_index(log, "strategy_chosen");
  REQUIRE(revealed >= 0);
  CHECK(revealed < chosen);
  // The round is played for that event: capacity 4 of Battle of Yavin.
  CHECK(g.player(Evr::R)["capacity"] == 4);
}

TEST_CASE("EVR-PLAN-3 OQ-EVR-04 an event's effect is shown to both players at reveal", "[evr][planning]") {
  Evr g(json{{"phase", "planning"}, {"eventDeck", {"attack-on-echo-base"}}});
  for (int viewer : {Evr::R, Evr::I, -1}) {
    json e = g.view(viewer)["event"];
    CHECK(e["id"] == "attack-on-echo-base");
    REQUIRE(e["effect"].is_string());
    CHECK_FALSE(e["effect"].get<std::string>().empty());
    CHECK(e["timing"] == "ongoing");  // "this round, Diplomacy powers have no effect"
  }
  // The public log announces the effect with the event.
  json log = g.log(-1);
  int i = first_index(log, "event_revealed");
  REQUIRE(i >= 0);
  CHECK(log[static_cast<size_t>(i)]["text"].get<std::string>().find("Effect:") != std::string::npos);
}

TEST_CASE("OQ-EVR-04 an ongoing event effect applies during the struggle", "[evr][planning]") {
  // Attack on Echo Base: Diplomacy powers have no effect this round.
  json players = {{"rebel", {{"inPlay", {"reb.diplomacy-3", "reb.military-2"}}}}, {"imperial", {{"inPlay", {"imp.force-2"}}}}};
  json setup = players;
  setup["phase"] = "struggle";
  setup["event"] = "attack-on-echo-base";
  setup["balance"] = "rebel";
  Evr g(setup);
  g.act(Evr::R, "force:reb.diplomacy-3");
  // No choice to make: the power is blocked, the card is still exhausted, and the turn is over.
  CHECK(g.exhausted(Evr::R, "reb.diplomacy-3"));
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.diplomacy-3", "reb.military-2"});
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // Another event: the same action asks which card to discard.
  setup["event"] = "battle-of-yavin";
  Evr h(setup);
  h.act(Evr::R, "force:reb.diplomacy-3");
  CHECK(h.to_act() == std::vector<int>{Evr::R});
  CHECK(sorted(h.ids(Evr::R)) == std::vector<std::string>{"pick:reb.diplomacy-3", "pick:reb.military-2"});
}

TEST_CASE("OQ-EVR-04 a resolution effect applies when the winner is determined, after VP and influence",
          "[evr][planning]") {
  // Acquire the Death Star Plans (capacity 3, target 13, 2 VP, 1 influence): the loser discards 2 influence.
  Evr g(json{{"phase", "struggle"},
             {"event", "acquire-the-death-star-plans"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.military-5"}}, {"influence", 2}, {"strategy", {{"chosen", "direct-assault"}}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}, {"influence", 2}, {"strategy", {{"chosen", "direct-assault"}}}}}});
  CHECK(g.view(-1)["event"]["timing"] == "resolution");
  g.act(Evr::R, "pass");
  CHECK(g.influence(Evr::I) == 2);  // nothing happens during the struggle
  g.act(Evr::I, "pass");
  CHECK(g.vp(Evr::R) == 2);
  CHECK(g.influence(Evr::R) == 3);
  CHECK(g.influence(Evr::I) == 0);
  json log = g.log(-1);
  int won = first_index(log, "event_won");
  int infl = -1;
  for (size_t i = static_cast<size_t>(won); i < log.size(); ++i)
    if (log[i]["type"] == "influence" && log[i]["data"]["change"] == -2) infl = static_cast<int>(i);
  CHECK(won >= 0);
  CHECK(infl > won);
}

TEST_CASE("EVR-PLAN-4 OQ-EVR-05 each player secretly chooses one unused strategy card, placed face down",
          "[evr][planning]") {
  Evr g(json{{"phase", "planning"},
             {"eventDeck", {"battle-of-hoth"}},
             {"balance", "rebel"},
             {"rebel", {{"strategy", {{"used", {"support", "deception"}}}}}}});
  // Both choose at the same time.
  CHECK(g.to_act() == std::vector<int>{0, 1});
  // Used cards cannot be chosen.
  CHECK(sorted(g.ids(Evr::R)) ==
        std::vector<std::string>{"strategy:bureaucracy", "strategy:direct-assault", "strategy:infiltration"});
  CHECK(g.ids(Evr::I).size() == 5);
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "strategy:support") == "illegal_action");
  CHECK(g.save() == before);
  // The Empire may choose first.
  g.act(Evr::I, "strategy:infiltration");
  CHECK(g.ids(Evr::I).empty());
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  // OQ-EVR-05: the chosen strategy card lies face down: the owner knows it, nobody else.
  json own = g.player(Evr::I, Evr::I)["strategies"];
  CHECK(own["chosen"] == "infiltration");
  CHECK(own["revealed"] == false);
  CHECK(own["faceDown"] == 4);
  CHECK_FALSE(contains(own["unused"].get<std::vector<std::string>>(), "infiltration"));
  for (int viewer : {Evr::R, -1}) {
    json theirs = g.player(Evr::I, viewer)["strategies"];
    CHECK(theirs["hasChosen"] == true);
    CHECK(theirs["chosen"].is_null());
    CHECK(theirs["revealed"] == false);
    std::string log = sw::dump(g.log(viewer));
    CHECK(log.find("infiltration") == std::string::npos);
    CHECK(log.find("Infiltration") == std::string::npos);
  }
  g.act(Evr::R, "strategy:direct-assault");
  REQUIRE(g.phase() == "struggle");
  // Still face down during the struggle.
  CHECK(g.player(Evr::I, Evr::R)["strategies"]["chosen"].is_null());
  CHECK(g.player(Evr::R, Evr::I)["strategies"]["chosen"].is_null());
  CHECK(g.player(Evr::R, Evr::R)["strategies"]["chosen"] == "direct-assault");
  // Revealed in Dominance.
  g.act(Evr::R, "play");
  g.act(Evr::I, "play");
  g.pass_out();
  CHECK(g.view(Evr::R)["lastResult"]["strategies"] == json::array({"direct-assault", "infiltration"}));
}

TEST_CASE("EVR-PLAN-5 a strategy card pre-selected by the opponent's Infiltration is used, its owner does not choose",
          "[evr][planning]") {
  Evr g(json{{"phase", "planning"},
             {"eventDeck", {"battle-of-hoth"}},
             {"balance", "rebel"},
             {"rebel", {{"strategy", {{"used", {"support"}}}}, {"next", {{"chooser", "opponent"}}}}}});
  // Only the Empire decides: its own card and the Rebel's (from the Rebel's unused cards).
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.ids(Evr::R).empty());
  CHECK(g.try_act(Evr::R, "strategy:bureaucracy") == "not_your_turn");
  std::vector<std::string> ids = g.ids(Evr::I);
  CHECK(contains(ids, "strategy:support"));  // the Empire's own support is unused
  CHECK(contains(ids, "strategy-for-opponent:deception"));
  CHECK_FALSE(contains(ids, "strategy-for-opponent:support"));  // the Rebel's support is used
  g.act(Evr::I, "strategy-for-opponent:deception");
  // The Rebel may look at it at once (EVR-FAQ-9: at any time), the Empire knows it,
  // a spectator does not.
  CHECK(g.player(Evr::R, Evr::R)["strategies"]["chosen"] == "deception");
  CHECK(g.player(Evr::R, Evr::I)["strategies"]["chosen"] == "deception");
  CHECK(g.player(Evr::R, -1)["strategies"]["chosen"].is_null());
  CHECK(g.phase() == "planning");
  g.act(Evr::I, "strategy:bureaucracy");
  REQUIRE(g.phase() == "struggle");
  // The card chosen for the Rebel is the Rebel's strategy.
  CHECK(g.player(Evr::R, Evr::R)["strategies"]["chosen"] == "deception");
  g.act(Evr::R, "play");
  g.act(Evr::I, "play");
  g.pass_out();
  CHECK(g.view(-1)["lastResult"]["strategies"] == json::array({"deception", "bureaucracy"}));
}

TEST_CASE("EVR-PLAN-5 Infiltration played in one round pre-selects in the next round's Planning", "[evr][planning]") {
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.military-5"}}, {"strategy", {{"chosen", "bureaucracy"}}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}, {"strategy", {{"chosen", "infiltration"}}}}}});
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  CHECK(g.view(-1)["round"] == 2);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.ids(Evr::R).empty());
  std::vector<std::string> ids = g.ids(Evr::I);
  CHECK_FALSE(contains(ids, "strategy-for-opponent:bureaucracy"));  // used by the Rebel last round
  CHECK(contains(ids, "strategy-for-opponent:deception"));
  CHECK_FALSE(contains(ids, "strategy:infiltration"));  // used by the Empire last round
}
