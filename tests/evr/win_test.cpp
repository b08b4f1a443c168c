// Winning (EVR-WIN-1..2) and the ruling on OQ-EVR-13. Positions are set up
// just before the end of a struggle; both players then pass.
#include "evr_dom_helpers.h"

using namespace evrtest;
using V = std::vector<std::string>;

namespace {
constexpr int R = Evr::R;
constexpr int I = Evr::I;

// Every event with its VP: 3 VP x6, 2 VP x6, 1 VP x12 (42 in all).
const V kRebelHalf = {  // 3+3+3 + 2+2+2 + 1*6 = 21 VP
    "battle-of-endor", "battle-of-hoth", "battle-of-yavin", "acquire-the-death-star-plans", "attack-on-echo-base",
    "destroy-the-shield-generator", "balance-of-the-force", "control-of-endor", "create-a-diversion",
    "diplomatic-freedom", "escape-from-tatooine", "fall-of-a-hero"};
const V kImperialHalf = {  // the other 12 events, also 21 VP
    "display-of-power", "duel-on-cloud-city", "negotiate-with-the-hutts", "evacuation-of-echo-base",
    "occupation-of-cloud-city", "ultimate-power-in-the-universe", "heart-of-the-empire", "locate-the-rebel-base",
    "most-desperate-hour", "rebel-uprising", "rescue-mission-to-cloud-city", "securing-the-rebel-base-on-yavin-4"};
}  // namespace

TEST_CASE("EVR-WIN-1 exactly 7 VP wins immediately", "[evr][win]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "infiltration"),
                    side({"imp.military-5"}, "infiltration", json{{"won", {"battle-of-hoth", "battle-of-yavin"}}})));
  REQUIRE(g.vp(I) == 6);
  REQUIRE(!g.status()["terminal"].get<bool>());
  g.pass_out();
  json st = g.status();
  CHECK(g.vp(I) == 7);
  CHECK(st["terminal"] == true);
  CHECK(st["winners"] == json::array({I}));
  CHECK(st["phase"] == "over");
  json v = g.view(R);
  CHECK(v["terminal"] == true);
  CHECK(v["winners"] == json::array({I}));
  CHECK(v["result"].get<std::string>().find("Imperial wins") != std::string::npos);
  // Nothing more can be done.
  CHECK(g.ids(R).empty());
  CHECK(g.ids(I).empty());
  CHECK(g.try_act(R, "strategy:bureaucracy") == "game_over");
}

TEST_CASE("EVR-WIN-1 more than 7 VP also wins (6 + a 3 VP event)", "[evr][win]") {
  Evr g(struggle_at("battle-of-hoth", "imperial",
                    side({"reb.military-5", "reb.force-5"}, "infiltration",
                         json{{"won", {"battle-of-yavin", "display-of-power"}}}),
                    side({"imp.military-2"}, "infiltration")));
  g.pass_out();
  CHECK(g.vp(R) == 9);
  CHECK(g.status()["terminal"] == true);
  CHECK(g.status()["winners"] == json::array({R}));
}

TEST_CASE("EVR-WIN-1 6 VP is not enough: losing with 6 VP, the game goes on", "[evr][win]") {
  Evr g(struggle_at("escape-from-tatooine", "rebel",
                    side({"reb.military-2"}, "infiltration", json{{"won", {"battle-of-hoth", "battle-of-yavin"}}}),
                    side({"imp.military-5"}, "infiltration")));
  g.pass_out();
  CHECK(g.vp(R) == 6);
  CHECK(g.vp(I) == 1);
  CHECK(g.status()["terminal"] == false);
  CHECK(g.phase() == "planning");
}

TEST_CASE("EVR-WIN-2 no other end: no winner is not a draw, and there is no round limit", "[evr][win]") {
  SECTION("both over the target with 6 VP each: the game just continues") {
    Evr g(struggle_at("escape-from-tatooine", "rebel",
                      side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration",
                           json{{"won", {"battle-of-hoth", "battle-of-yavin"}}}),
                      side({"imp.military-5", "imp.force-5", "imp.recon-3"}, "infiltration",
                           json{{"won", {"battle-of-endor", "display-of-power"}}})));
    g.pass_out();
    json st = g.status();
    CHECK(st["terminal"] == false);
    CHECK(st["winners"].empty());
    CHECK(st["phase"] == "planning");
  }
  SECTION("round 1000 is followed by round 1001") {
    Evr g(struggle_at("escape-from-tatooine", "rebel", side({"reb.military-5"}, "infiltration"),
                      side({"imp.military-2"}, "infiltration"), json{{"round", 1000}}));
    g.pass_out();
    CHECK(g.status()["round"] == 1001);
    CHECK(g.status()["terminal"] == false);
    CHECK(g.phase() == "planning");
  }
  SECTION("running out of resource cards does not end the game") {
    // The Rebels have every generic card in play or in the discard pile and all
    // characters in the reserve: no deck at all. They may still pass
    // (OQ-EVR-08) and the round ends normally.
    V disc = {"reb.diplomacy-2", "reb.diplomacy-3", "reb.diplomacy-4", "reb.diplomacy-5", "reb.force-2",
              "reb.force-3",     "reb.force-4",     "reb.force-5",     "reb.military-2",  "reb.military-3",
              "reb.military-4",  "reb.recon-2",     "reb.recon-3",     "reb.recon-4",     "reb.recon-5"};
    Evr g(struggle_at("escape-from-tatooine", "rebel",
                      side({"reb.military-5"}, "infiltration", json{{"discard", disc}}),
                      side({"imp.military-2"}, "infiltration")));
    REQUIRE(deck_count(g, R) == 0);
    g.pass_out();
    CHECK(g.status()["terminal"] == false);
    CHECK(g.vp(R) == 1);
  }
}

// OQ-EVR-13 (more VP, then the balance token, breaks a simultaneous 7 VP; an
// empty event deck ends the game on VP) cannot be reached any more: only the
// event's winner gains VP, and a set-up position with a player at 7 VP or more
// is refused (EVR-WIN-1), so with every event worth at least 1 VP at most 12
// of the 24 events are ever won. The positions that used to reach both are
// refused; the engine keeps its safe ending all the same.
TEST_CASE("OQ-EVR-13 both players at 7 VP at once, or an empty event deck, cannot be set up", "[evr][win]") {
  auto code = [](const json& setup) {
    sw::Match m{sw::builtin_registry()};
    json cfg = {{"game", "evr"}, {"seed", 1}, {"options", {{"rebelSeat", 0}}}, {"setup", setup}};
    json r = parse(m.start(sw::dump(cfg)));
    return r["ok"] == true ? std::string() : r["error"]["code"].get<std::string>();
  };
  // The Rebels at 7 VP when the Empire reaches 7 too.
  CHECK(code(struggle_at("escape-from-tatooine", "rebel",
                         side({"reb.military-2"}, "infiltration",
                              json{{"won", {"battle-of-hoth", "battle-of-yavin", "control-of-endor"}}}),
                         side({"imp.military-5"}, "infiltration",
                              json{{"won", {"battle-of-endor", "display-of-power"}}}))) == "bad_setup");
  // Every event won: 21 VP each.
  CHECK(code(json{{"phase", "planning"},
                  {"balance", "imperial"},
                  {"rebel", {{"won", kRebelHalf}}},
                  {"imperial", {{"won", kImperialHalf}}}}) == "bad_setup");
}
