// The view's lastResult says why the round was won (docs/api.md, "View":
// lastResult.why, .balance, .target), so a client need not work it out.
#include "evr_dom_helpers.h"

using namespace evrtest;

namespace {
constexpr int R = 0;
constexpr int I = 1;
json last_result_after(const json& setup) {
  Evr g(setup);
  g.pass_out();
  return g.view(-1)["lastResult"];
}
}  // namespace

TEST_CASE("EVR-DOM-6 lastResult.why: the higher total within the target won", "[evr][dominance][api]") {
  json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-3"}, "infiltration"),
                                          side({"imp.military-4"}, "infiltration")));
  CHECK(lr["winner"] == I);
  CHECK(lr["why"] == "higherTotal");
  CHECK(lr["target"] == 11);
  CHECK(lr["balance"].is_null());
}

TEST_CASE("EVR-DOM-6 lastResult.why: only one total within the target", "[evr][dominance][api]") {
  json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel",
                                          side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),  // 12
                                          side({"imp.military-2"}, "infiltration")));
  CHECK(lr["winner"] == I);
  CHECK(lr["why"] == "onlyUnder");
  CHECK(lr["balance"].is_null());
}

TEST_CASE("EVR-DOM-7 lastResult.why: a tie within the target, and which side the balance showed", "[evr][dominance][api]") {
  SECTION("the Rebels") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-4"}, "infiltration"),
                                            side({"imp.force-4"}, "infiltration")));
    CHECK(lr["winner"] == R);
    CHECK(lr["why"] == "balanceTie");
    CHECK(lr["balance"] == "rebel");
  }
  SECTION("the Empire") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-4"}, "infiltration"),
                                            side({"imp.force-4"}, "infiltration")));
    CHECK(lr["winner"] == I);
    CHECK(lr["why"] == "balanceTie");
    CHECK(lr["balance"] == "imperial");
  }
}

TEST_CASE("EVR-DOM-8 lastResult.why: both totals over the target, nobody won", "[evr][dominance][api]") {
  json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel",
                                          side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),  // 12
                                          side({"imp.military-5", "imp.force-5", "imp.recon-3"}, "infiltration")));  // 13
  CHECK(lr["winner"].is_null());
  CHECK(lr["why"] == "noWinner");
}

TEST_CASE("OQ-EVR-09 lastResult.why: Deception gave the event to the would-be loser", "[evr][dominance][api]") {
  SECTION("different totals") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel",
                                            side({"reb.military-5", "reb.force-4"}, "deception"),  // 9
                                            side({"imp.military-5", "imp.force-3"}, "direct-assault")));  // 8+2
    CHECK(lr["winner"] == R);
    CHECK(lr["why"] == "deception");
    CHECK(lr["balance"].is_null());
  }
  SECTION("a tie: the balance showed the side that would have won") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "imperial", side({"reb.military-4"}, "deception"),
                                            side({"imp.force-4"}, "infiltration")));
    CHECK(lr["winner"] == R);
    CHECK(lr["why"] == "deception");
    CHECK(lr["balance"] == "imperial");
  }
  SECTION("both chose Deception (EVR-DOM-5): no swap, the higher total") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel",
                                            side({"reb.military-5", "reb.force-4"}, "deception"),
                                            side({"imp.military-5"}, "deception")));
    CHECK(lr["winner"] == R);
    CHECK(lr["why"] == "higherTotal");
  }
}

TEST_CASE("EVR-PLAN-4 the view lists the five strategy cards as {id, name, text} (full game only)", "[evr][planning][api]") {
  Evr full(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-3"}, "infiltration"),
                       side({"imp.military-4"}, "deception")));
  for (int viewer : {-1, R, I}) {
    json cards = full.view(viewer)["strategyCards"];
    REQUIRE(cards.size() == 5);
    std::vector<std::string> ids;
    for (const json& c : cards) {
      ids.push_back(c["id"].get<std::string>());
      CHECK_FALSE(c["name"].get<std::string>().empty());
      CHECK_FALSE(c["text"].get<std::string>().empty());
    }
    CHECK(ids == std::vector<std::string>{"bureaucracy", "deception", "direct-assault", "infiltration", "support"});
  }
  CHECK(full.view(-1)["strategyCards"][1]["name"] == "Deception");
  Evr learning(json(), json::object(), 1, "learning");
  CHECK_FALSE(learning.view(0).contains("strategyCards"));
}

TEST_CASE("EVR-DOM-2..6 lastResult before the winner is determined: strategies and totals, no result yet", "[evr][dominance][api]") {
  // Support asks its player for a reserve character when revealed, before
  // the winner is determined: the round has no result while it asks.
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "support"),
                    side({"imp.military-5"}, "bureaucracy")));
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  REQUIRE(g.view(R)["prompt"]["kind"] == "choice");
  json lr = g.view(-1)["lastResult"];
  CHECK(lr["totals"] == json::array({2, 5}));
  CHECK(lr["strategies"] == json::array({"support", "bureaucracy"}));
  CHECK(lr["finalTotals"].is_null());
  CHECK(lr["winner"].is_null());
  CHECK(lr["why"].is_null());
  CHECK(lr["balance"].is_null());
  g.act(R, "pick:reb.han-solo");
  lr = g.view(-1)["lastResult"];
  CHECK(lr["finalTotals"] == json::array({2, 5}));
  CHECK(lr["winner"] == I);
  CHECK(lr["why"] == "higherTotal");
}

TEST_CASE("EVR-DOM-3 / EVR-DOM-5 lastResult.cancelledWhy: over the target, or both chose Deception", "[evr][dominance][api]") {
  SECTION("both chose Deception") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "deception"),
                                            side({"imp.military-4"}, "deception")));
    CHECK(lr["cancelled"] == json::array({true, true}));
    CHECK(lr["cancelledWhy"] == json::array({"cancelEachOther", "cancelEachOther"}));
  }
  SECTION("one total over the target") {
    json lr = last_result_after(struggle_at("escape-from-tatooine", "rebel",
                                            side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "direct-assault"),  // 12
                                            side({"imp.military-4"}, "infiltration")));
    CHECK(lr["cancelled"] == json::array({true, false}));
    CHECK(lr["cancelledWhy"] == json::array({"overTarget", nullptr}));
  }
}

TEST_CASE("EVR-COMP-9 a choice among the chooser's reserve characters (Support) is a secret prompt", "[evr][dominance][api]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "support"),
                    side({"imp.military-5"}, "bureaucracy")));
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  json p = g.view(R)["prompt"];
  REQUIRE(p["kind"] == "choice");
  CHECK(g.view(R)["peek"].is_null());
  CHECK(p["secret"] == true);
}

TEST_CASE("OQ-EVR-02 the first log line names the sides by player number, with the Rebels' seat as data", "[evr][setup][api]") {
  Evr g(json(), json{{"rebelSeat", 1}});
  json first = g.log(-1)[0];
  CHECK(first["type"] == "setup");
  CHECK(first["text"] == "Full game. Rebels: Player 2, Empire: Player 1.");
  CHECK(first["data"]["rebelSeat"] == 1);
  Evr learning(json(), json::object(), 1, "learning");
  CHECK(learning.log(-1)[0]["text"] == "Learning game. Rebels: Player 1, Empire: Player 2.");
}

TEST_CASE("EVR-DOM-5 / EVR-DOM-6 strategyCards say what each card does to the result: totalBonus, swapsWinner", "[evr][planning][api]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-3"}, "infiltration"),
                    side({"imp.military-4"}, "deception")));
  for (const json& c : g.view(R)["strategyCards"]) {
    const std::string id = c["id"];
    CHECK(c["totalBonus"] == (id == "direct-assault" ? 2 : 0));
    CHECK(c["swapsWinner"] == (id == "deception"));
  }
}
