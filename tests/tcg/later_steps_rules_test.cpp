// The later rules (seed 003, option "rules":"later") for the steps they
// restate: untap, building, reorganizing, retreat, the attack and the
// windows of a battle step (TCG2-READY-1, TCG2-BUILD-*, TCG2-REORG-1,
// TCG2-RETREAT-1, TCG2-ATTACK-1/4, TCG2-BATTLE-1).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

const json kLater = {{"rules", "later"}};

json seats(json ds, json ls, const std::string& start) { return {{"seats", {ds, ls}}, {"start", start}}; }

}  // namespace

TEST_CASE("TCG2-READY-1: later rules: the Ready phase untaps every unit, in the arenas and retreated", "[tcg]") {
  json ds = {{"arenas", {{{"card", "battle-droid-squad"}, {"tapped", true}}}},
             {"build", {{{"card", "droid-starfighter-squadron"}, {"retreated", true}, {"tapped", true}}}}};
  json ls = {{"arenas", {{{"card", "clone-squad"}, {"tapped", true}}}}};
  Table t(seats(ds, ls, "turn"), kLater);
  REQUIRE(t.step() == "build");
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["tapped"] == false);
  CHECK(t.unit(LS, "Ground", "Clone Squad")["tapped"] == false);
  CHECK(t.player(DS)["build"][0]["tapped"] == false);
}

TEST_CASE("TCG2-BUILD-1, TCG2-BUILD-2, TCG2-REORG-1: later rules: what a build step offers - never building a Battle card", "[tcg]") {
  json ds = {{"arenas", {{{"card", "jango-fett-d"}, {"under", {"jango-fett-a"}}}, "san-hill-a"}},
             {"hand", {"battle-droid-squad", "departure-time", "cheat-the-game"}},
             {"build", {{{"card", "geonosian-guard"}, {"counters", 2}},
                        {{"card", "dark-rendezvous"}, {"counters", 4}},
                        {{"card", "droid-starfighter-squadron"}, {"retreated", true}}}},
             {"buildPoints", 4}};
  json ls = {{"arenas", {"clone-squad"}}};
  Table t(seats(ds, ls, "build"), kLater);
  REQUIRE(t.to_act() == std::vector<int>{DS});
  // Build units and Missions (never Battle cards).
  CHECK(t.offers(DS, "start:battle-droid-squad"));
  CHECK(t.offers(DS, "start:departure-time"));
  CHECK_FALSE(t.offers(DS, "start:cheat-the-game"));
  CHECK_FALSE(t.offers(DS, "buildnow:cheat-the-game"));
  // Deploy units, complete Missions, send retreated units back.
  CHECK(t.offers(DS, "deploy:geonosian-guard"));
  CHECK(t.offers(DS, "complete:dark-rendezvous"));
  CHECK(t.offers(DS, "return:droid-starfighter-squadron"));
  // Reorganize a stack as in TCG-STACK-8: Jango Fett (A) (8) over (D) (4) costs the full 4.
  CHECK(t.offers(DS, "reorganize:jango-fett-a"));
  // "(Your build step only.)" abilities.
  CHECK(t.offers(DS, "use:san-hill-a"));
  t.act(DS, "reorganize:jango-fett-a");
  CHECK(t.unit(DS, "Character", "Jango Fett")["version"] == "A");
  CHECK(t.player(DS)["buildPoints"] == 0);
}

TEST_CASE("TCG2-BUILD-4, TCG2-BUILD-6: later rules: a ready card is turned face up, its counters removed - or left face down as long as its owner likes", "[tcg]") {
  json ds = {{"arenas", {"battle-droid-squad"}},
             {"build", {{{"card", "geonosian-guard"}, {"counters", 3}}, {{"card", "dark-rendezvous"}, {"counters", 5}}}},
             {"buildPoints", 0}};
  json ls = {{"arenas", {"clone-squad"}}, {"force", 9}, {"deck", {"clone-squad", "clone-squad"}}};
  Table t(seats(ds, ls, "build"), kLater);
  // Overbuilt (3 counters on a cost-2 unit): deployed face up into its arena, no counters left.
  t.act(DS, "deploy:geonosian-guard");
  json g = t.unit(DS, "Character", "Geonosian Guard");
  REQUIRE(g.is_object());
  CHECK(g["tapped"] == false);
  // The ready Mission need not be completed: it stays face down with its counters.
  t.act(DS, "done");
  json b = t.player(DS, LS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["faceDown"] == true);
  CHECK(b[0]["counters"] == 5);
  CHECK_FALSE(b[0].contains("name"));
  CHECK(t.player(LS)["force"] == 9);  // its text did not happen
}

TEST_CASE("TCG2-RETREAT-1: later rules: DS then LS retreat untapped units only - retreated units can't be attacked", "[tcg]") {
  json ds = {{"arenas", {"droid-starfighter-squadron", {{"card", "battle-droid-squad"}, {"tapped", true}}}}};
  json ls = {{"arenas", {"n-1-starfighter", "clone-squad"}}};
  Table t(seats(ds, ls, "retreat"), kLater);
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "retreat:battle-droid-squad"));
  t.act(DS, "retreat:droid-starfighter-squadron");
  json b = t.player(DS, LS)["build"][0];
  CHECK(b["retreated"] == true);
  CHECK(b["tapped"] == true);
  t.act(DS, "done");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "retreat:n-1-starfighter"));
  t.act(LS, "done");
  // The Space battle: the N-1 has nothing to attack.
  REQUIRE(t.step() == "attack");
  CHECK(t.ids(LS) == std::vector<std::string>{"decline"});
}

TEST_CASE("TCG2-ATTACK-1, TCG2-ATTACK-4, TCG2-BATTLE-1: later rules: a tapped target, then the attacker taps - windows after each attack and a final one", "[tcg]") {
  // LS: N-1 Starfighter (60) and Windu's Solution with 2 Force; DS: a tapped Squadron (40).
  json ds = {{"arenas", {{{"card", "droid-starfighter-squadron"}, {"tapped", true}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"n-1-starfighter"}}, {"hand", {"windus-solution"}}, {"force", 2}, {"deck", {"clone-squad"}}};
  json pos = {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}};
  for (bool later : {true, false}) {
    INFO(later);
    Table t(pos, later ? kLater : json::object());
    // The window before the first attack (TCG-BATTLE-4): LS could play Windu's Solution.
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "pass");
    // The N-1 may attack the tapped Squadron (TCG2-ATTACK-1).
    REQUIRE(t.step() == "attack");
    t.act(LS, "target:droid-starfighter-squadron");
    // Target declared, then the attacker is tapped, then a window.
    REQUIRE(t.to_act() == std::vector<int>{LS});
    CHECK(t.offers(LS, "use:windus-solution"));
    CHECK(t.unit(LS, "Space", "N-1 Starfighter")["tapped"] == true);
    t.act(LS, "pass");
    // The window after the attack (TCG2-ATTACK-4): the dice have been rolled.
    REQUIRE(t.to_act() == std::vector<int>{LS});
    CHECK(t.view()["attack"]["rolled"] == true);
    CHECK(t.offers(LS, "use:windus-solution"));
    t.act(LS, "pass");
    if (later) {
      // TCG2-BATTLE-1: no untapped unit left - still a final window, in every battle step.
      REQUIRE(t.to_act() == std::vector<int>{LS});
      CHECK(t.view()["arena"] == "Space");
      t.act(LS, "pass");
      REQUIRE(t.to_act() == std::vector<int>{LS});
      CHECK(t.view()["arena"] == "Ground");
    } else {
      // The 2002 rules: no window in a step where nothing can attack; the next turn's build step.
      CHECK(t.step() == "build");
    }
  }
}
