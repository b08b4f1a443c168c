// Anakin Skywalker (B): "[tap] → Choose a unit of yours in the Ground arena: +20 speed and +2 power until the battle phase
// ends. (Your build step only.) Pay 1 Force → Evade 1."
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
json build_step(json ls_arenas) {
  json ds = {{"arenas", {"battle-droid-squad", "geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", ls_arenas}, {"deck", {"clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
// Plays on (declining every attack, passing every window, ending every step) until `turn` has begun.
void play_until_turn(Table& t, int turn) {
  while (t.view()["turn"] < turn) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
}
}  // namespace

TEST_CASE("Anakin Skywalker (B): tap him in your build step, a unit of yours in the Ground arena has +20 speed and +2 power until the battle phase ends (TCG-ABIL-4, TCG-BUILD-1, TCG-PLAY-8, T5)", "[tcg][tcg-cards]") {
  Table t(build_step({"anakin-skywalker-b", "clone-platoon"}));
  CHECK_FALSE(t.offers(LS, "use:"));  // the Dark Side's build step: not his
  t.act(DS, "done");
  const std::string tap = use_id(t, LS, "anakin-skywalker-b", 0);
  REQUIRE(t.offers(LS, tap));
  t.act(LS, tap);
  // A unit of yours in the Ground arena: the Clone Platoon only (not Anakin, not the Dark Side's Battle Droid Squad).
  CHECK(t.count(LS, "target:") == 1);
  CHECK_FALSE(t.offers(DS, "target:"));  // no window: the opponent cannot answer (TCG-PLAY-8)
  t.act(LS, "target:clone-platoon");
  CHECK(t.unit(LS, "Character", "Anakin Skywalker")["tapped"] == true);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 60);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 6);
  CHECK_FALSE(t.offers(LS, tap));  // tapped: not again
  // It lasts past the Battle phase's start (T5): the Ground battle sees it.
  while (t.step() != "attack" && t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.view()["phase"] == "battle");
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 60);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 6);
  // ... and ends with it: next turn the Platoon has its printed numbers.
  play_until_turn(t, 2);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 40);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 4);
}

TEST_CASE("Anakin Skywalker (B): the tap is not offered without a unit of yours in the Ground arena, when he is tapped, nor in the Battle phase (TCG-ABIL-4, TCG-PLAY-3)", "[tcg][tcg-cards]") {
  {
    Table t(build_step({"anakin-skywalker-b", "naboo-starfighter-squadron"}));
    t.act(DS, "done");
    CHECK_FALSE(t.offers(LS, "use:"));
  }
  {
    Table t(build_step({json{{"card", "anakin-skywalker-b"}, {"tapped", true}}, "clone-platoon"}));
    t.act(DS, "done");
    CHECK_FALSE(t.offers(LS, "use:"));
  }
  {
    // The Ground battle: Clone Platoon (40) faces the Battle Droid Squad; Anakin is untapped but it is no build step.
    json ds = {{"arenas", {"battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"arenas", {"anakin-skywalker-b", "clone-platoon"}}, {"deck", {"clone-squad"}}, {"force", 5}};
    Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "ground"}});
    for (int i = 0; i < 12 && t.view()["phase"] == "battle"; ++i) {
      CHECK_FALSE(t.offers(LS, use_id(t, LS, "anakin-skywalker-b", 0)));
      const int who = t.to_act()[0];
      t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
    }
  }
}

TEST_CASE("Anakin Skywalker (B): pay 1 Force in the prevent window, Evade 1 prevents up to 1 of the damage to him, not without the Force (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_evade(LS, "anakin-skywalker-b", "Anakin Skywalker", 1, 1, 1);
}
