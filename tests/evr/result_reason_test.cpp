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
