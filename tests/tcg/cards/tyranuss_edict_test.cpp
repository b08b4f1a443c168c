// Tyranus's Edict: "Choose a unit of yours. For the rest of the turn, as long as it stays in an arena, no other unit of yours in that arena can be attacked."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Tyranus's Edict: completed, the other units of yours in the chosen unit's arena can't be attacked this turn (TCG-BUILD-7, TCG-GEN-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-squadron", "droid-starfighter-wing", "battle-droid-squad"}},
             {"build", {{{"card", "tyranuss-edict"}, {"counters", 3}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"naboo-starfighter-squadron"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:tyranuss-edict");
  // Its text: a unit of yours.
  CHECK(t.count(DS, "target:") == 3);
  t.act(DS, "target:droid-starfighter-squadron");
  CHECK(t.discard(DS) == std::vector<std::string>{"Tyranus's Edict"});
  t.act(DS, "done");
  t.act(LS, "done");
  t.act(DS, "done");
  t.act(LS, "done");
  // The Space battle: the Naboo Starfighter Squadron (40) may attack the Squadron, not the Wing.
  while (t.step() != "attack" || t.to_act() != std::vector<int>{LS}) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "attacker:") ? "attacker:" : "pass");
  }
  CHECK(t.offers(LS, "target:droid-starfighter-squadron"));
  CHECK_FALSE(t.offers(LS, "target:droid-starfighter-wing"));
}

TEST_CASE("Tyranus's Edict: once the chosen unit leaves the arena, the others can be attacked again", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-squadron", "droid-starfighter-wing"}},
             {"build", {{{"card", "tyranuss-edict"}, {"counters", 3}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"naboo-starfighter-squadron"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:tyranuss-edict");
  t.act(DS, "target:droid-starfighter-squadron");
  t.act(DS, "done");
  t.act(LS, "done");
  t.act(DS, "retreat:droid-starfighter-squadron");  // it leaves the arena in the retreat step
  t.act(DS, "done");
  t.act(LS, "done");
  while (t.step() != "attack" || t.to_act() != std::vector<int>{LS}) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "attacker:") ? "attacker:" : "pass");
  }
  CHECK(t.offers(LS, "target:droid-starfighter-wing"));
}
