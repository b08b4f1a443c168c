// Yoda (A): "When the battle phase ends: +1 Force for you if Yoda is in the Character arena. Pay 2 Force → Evade 3.
// Pay 10 Force → Deflect 3."
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
// Plays on (declining every attack) until turn 2 has begun; returns the log.
void to_next_turn(Table& t) {
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
}
}  // namespace

TEST_CASE("Yoda (A): when the battle phase ends, +1 Force for you while Yoda is in the Character arena, before the win check (TCG-ABIL-7, TCG-TURN-2)", "[tcg][tcg-cards]") {
  Table t(character_battle({"geonosian-guard"}, {"yoda-a"}, json::array(), 0, json::array(), 0));
  to_next_turn(t);
  // Turn 2's Ready phase gave both 4 Force; Yoda's +1 came when turn 1's battle phase ended.
  CHECK(force(t, DS) == 4);
  CHECK(force(t, LS) == 5);
  const int gain = log_index(t, "Light Side gains 1 Force."), ready = log_index(t, "Turn 2.");
  CHECK((gain >= 0 && gain < ready));
}

TEST_CASE("Yoda (A): no Force when he is not in the Character arena (retreated: TCG-ABIL-2)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-5-373"}}, {"build", {json{{"card", "yoda-a"}, {"retreated", true}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}});
  to_next_turn(t);
  CHECK(force(t, LS) == 4);
  CHECK_FALSE(t.logged("gains 1 Force"));
}

TEST_CASE("Yoda (A): pay 2 Force, Evade 3 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(LS, "yoda-a", "Yoda", 2, 3, 1);
}

TEST_CASE("Yoda (A): pay 10 Force, Deflect 3 - prevent 3, then he may deal it to another unit of the arena (TCG-KW-4, TCG-PLAY-6)", "[tcg][tcg-cards]") {
  check_deflect(LS, "yoda-a", "Yoda (A)", 2, 10, 3);
}
