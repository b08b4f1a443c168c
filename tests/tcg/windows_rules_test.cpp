// When cards and abilities may be played (TCG-READY-1, TCG-PLAY-3/4/5/7/8,
// TCG-BATTLE-8, TCG-FORCE-2) and what the dice of an attack are
// (TCG-ATTACK-9), under the 2002 rules.
#include "cards/attack_fixture.h"

using namespace tcgt;

TEST_CASE("TCG-READY-1, TCG-PLAY-3: no plays and no windows in the Ready phase - a Battle card waits for the Battle phase", "[tcg]") {
  // The Light Side holds Windu's Solution (a general-window Battle card) with Force to pay for it.
  json ds = {{"arenas", {"droid-starfighter-squadron"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"n-1-starfighter"}}, {"hand", {"windus-solution"}}, {"force", 5}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "turn"}});
  // The first decision of the turn is the Dark Side's build step: nothing was offered in the Ready phase.
  REQUIRE(t.step() == "build");
  CHECK(t.view()["phase"] == "command");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.player(LS)["force"] == 9);  // the Ready phase ran: +4
  CHECK(t.ids(LS).empty());
  t.act(DS, "done");
  // The Light Side's own build step offers no Battle card either.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(LS, "use:windus-solution"));
}

TEST_CASE("TCG-PLAY-8, TCG-BUILD-1: a build-step ability is an action of that step - the opponent gets no chance to respond", "[tcg]") {
  json ds = {{"arenas", {"san-hill-a", "battle-droid-squad"}}, {"buildPoints", 3}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"windus-solution"}}, {"force", 5}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "use:san-hill-a");  // [tap]: +2 build points for DS, +1 for LS
  // Resolved at once, still the Dark Side's build step, the Light Side never asked.
  CHECK(t.player(DS)["buildPoints"] == 5);
  CHECK(t.step() == "build");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(LS).empty());
}

TEST_CASE("TCG-BATTLE-8, TCG-FORCE-2, TCG-PLAY-2: a Battle card is played in any window of the Battle phase - never at an attack decision", "[tcg]") {
  json ds = {{"arenas", {"droid-starfighter-squadron"}}};
  json ls = {{"arenas", {"n-1-starfighter"}}, {"hand", {"windus-solution"}}, {"force", 2}};
  Table t(battle_of("space", ds, ls));
  // The window before the first attack.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "use:windus-solution"));
  t.act(LS, "pass");
  // The N-1's attack decision (A2) is no window.
  REQUIRE(t.step() == "attack");
  CHECK_FALSE(t.offers(LS, "use:windus-solution"));
  t.act(LS, "target:droid-starfighter-squadron");
  // The window after the target: played, its 2 Force paid (TCG-FORCE-2), discarded (TCG-PLAY-2).
  REQUIRE(t.offers(LS, "use:windus-solution"));
  t.act(LS, "use:windus-solution");
  if (t.to_act() == std::vector<int>{LS} && t.offers(LS, "target:")) t.act(LS, "target:n-1-starfighter");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{"Windu's Solution"});
  CHECK(t.logged("Windu's Solution"));
}

TEST_CASE("TCG-PLAY-4, TCG-PLAY-5, TCG-PLAY-7, TCG-ATTACK-9: the reroll window, then the prevent window - each admits only its own kind", "[tcg]") {
  // Character: Darth Tyranus (C) (power 5) attacks Obi-Wan Kenobi (C) ("Pay 2 Force -> Evade 2").
  // The Dark Side holds Cheat the Game (a reroll); the Light Side holds nothing.
  json ds = {{"arenas", {"darth-tyranus-c"}}, {"hand", {"cheat-the-game"}}, {"force", 3}};
  json ls = {{"arenas", {{{"card", "obi-wan-kenobi-c"}, {"tapped", true}}}}, {"force", 2}};
  bool saw_prevent = false;
  for (uint64_t seed = 1; seed <= 20 && !saw_prevent; ++seed) {
    Table t(battle_of("character", ds, ls), json::object(), seed);
    REQUIRE(t.step() == "attack");
    t.act(DS, "target:obi-wan-kenobi-c");
    // No general window opened (neither card is for it): the dice are rolled at once,
    // exactly the power's number (TCG-ATTACK-9: no mis-rolls with the engine's dice).
    REQUIRE(rolls(t) == 1);
    CHECK(last_dice(t).size() == 5u);
    // (b) the reroll window: the reroll card is offered, Evade is not.
    REQUIRE(t.to_act() == std::vector<int>{DS});
    CHECK(t.offers(DS, "use:cheat-the-game"));
    CHECK(t.ids(LS).empty());
    t.act(DS, "pass");
    if (hits_of(last_dice(t)) == 0) continue;  // no damage: no prevent window for this seed
    saw_prevent = true;
    // (c) the prevent window, after the reroll window (TCG-PLAY-5): Evade for the unit about
    // to be damaged (TCG-PLAY-7), the reroll card no longer.
    REQUIRE(t.to_act() == std::vector<int>{LS});
    CHECK(t.offers(LS, "use:obi-wan-kenobi-c"));
    CHECK_FALSE(t.offers(DS, "use:cheat-the-game"));
    const int hits = hits_of(last_dice(t));
    t.act(LS, "use:obi-wan-kenobi-c");
    CHECK(t.logged("Light Side pays 2 Force"));
    CHECK(t.unit(LS, "Character", "Obi-Wan Kenobi")["damage"] == std::max(0, hits - 2));
  }
  CHECK(saw_prevent);
}
