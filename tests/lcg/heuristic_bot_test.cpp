// The LCG's heuristic computer player ("heuristic": one decision looked one
// step ahead, State::heuristic): it values each mode's own way to victory and
// does not sit still. A unit being paid for counts as deployed, an engagement
// under way counts for the side that attacks; in The Hunt for Skywalker the
// Dark Side hunts through the pyramid (MP-HFS-21), in Jerjerrod's Task the
// Light Side goes for the Dark Side's objectives (MP-JT-5).
#include "conflict_helpers.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {

std::string suggestion(const Table& t, int seat, int seed) {
  return t.m.bot_action(seat, json{{"kind", "heuristic"}, {"seed", seed}}.dump());
}
bool starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// Passes the Conflict phase's first window until `seat` may engage.
void to_engage(Table& t, int seat) {
  for (int i = 0; i < 10 && !t.offers(seat, "engage:") && !t.to_act().empty(); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(seat, "engage:"));
}

}  // namespace

TEST_CASE("lcg heuristic computer: in its Deployment phase it plays a unit it can pay for rather than pass "
          "(LCG-DEPLOY-1, LCG-RES-6)",
          "[lcg][bot][heuristic]") {
  json dark = {{"hand", {"stormtrooper-elite"}}, {"objectives", lcgt::dark_objectives()}, {"tookTurn", true}};
  json light = {{"objectives", lcgt::light_objectives()}, {"tookTurn", true}};
  Table t(json{{"active", "dark"}, {"phase", "deployment"}, {"dark", dark}, {"light", light}});
  REQUIRE(t.offers(DS, "pass"));
  REQUIRE(t.offers(DS, "deploy:stormtrooper-elite"));
  for (int seed = 1; seed <= 3; ++seed) CHECK(starts(suggestion(t, DS, seed), "deploy:stormtrooper-elite"));
}

TEST_CASE("lcg heuristic computer: with a ready unit in its Conflict phase it engages an objective rather than end "
          "the phase (LCG-CONFLICT-1)",
          "[lcg][bot][heuristic]") {
  Table t(lcgt::conflict("dark", {{"units", {"tie-bomber"}}}, json::object()));
  to_engage(t, DS);
  REQUIRE(t.offers(DS, "done"));
  for (int seed = 1; seed <= 3; ++seed) CHECK(starts(suggestion(t, DS, seed), "engage:"));
  // ... and then declares its unit an attacker.
  t.act(DS, suggestion(t, DS, 1));
  CHECK(starts(suggestion(t, DS, 1), "attacker:tie-bomber"));
}

TEST_CASE("lcg heuristic computer: the Dark Side hunting for Skywalker engages a vulnerable objective of the pyramid "
          "(MP-HFS-17, MP-HFS-21)",
          "[lcg][bot][heuristic][hfs]") {
  json pyramid = json::array();
  for (const char* k : {"the-mines", "the-final-ship", "dagobah-refuge", "the-coruscant-rescue", "rebel-command",
                        "the-ruins-of-alderaan", "front-line-reinforcements", "mission-at-kothlis", "return-to-tatooine"})
    pyramid.push_back(k);
  json setup = {{"phase", "conflict"}, {"active", "dark"}, {"turn", 5},
                {"dark", {{"units", {"tie-bomber"}}, {"tookTurn", true}}},
                {"dark2", {{"tookTurn", true}}},
                {"light", {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}, {"tookTurn", true}}}};
  Table t(setup, {{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}});
  to_engage(t, 0);
  for (int seed = 1; seed <= 3; ++seed) CHECK(starts(suggestion(t, 0, seed), "engage:"));
}
