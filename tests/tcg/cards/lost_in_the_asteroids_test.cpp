// Lost in the Asteroids: "For the rest of the turn, damage from Space units is prevented. (Only before any unit in the Space arena has attacked.)"
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Lost in the Asteroids: played before any unit of the Space arena attacks, damage from Space units to either side is prevented for the rest of the turn, not damage from other units (TCG-PLAY-3, TCG-DMG-1, TCG-ABIL-13)", "[tcg][tcg-cards]") {
  check_rest_of_turn("space", "ground", "lost-in-the-asteroids", "Lost in the Asteroids");
}

TEST_CASE("Lost in the Asteroids: the prevention ends with the turn (TCG-TURN-5)", "[tcg][tcg-cards]") {
  const PreventArena a = prevent_arena("space");
  Table t(prevent_setup(a, {"lost-in-the-asteroids"}, 0));
  t.act(LS, "use:lost-in-the-asteroids");
  // Play on to the next turn's Battle phase: the mark is gone from the lasting effects.
  const std::string save = t.m.save();
  CHECK(save.find("\"lasting\":[[") != std::string::npos);
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.m.save().find("\"lasting\":[]") != std::string::npos);
}
