// Lull in the Fighting: "For the rest of the turn, damage from Characters is prevented. (Only before any unit in the Character arena has attacked.)"
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Lull in the Fighting: played before any unit of the Character arena attacks, damage from Characters to either side is prevented for the rest of the turn, not damage from other units (TCG-PLAY-3, TCG-DMG-1, TCG-ABIL-13)", "[tcg][tcg-cards]") {
  check_rest_of_turn("character", "space", "lull-in-the-fighting", "Lull in the Fighting");
}

TEST_CASE("Lull in the Fighting: the prevention ends with the turn (TCG-TURN-5)", "[tcg][tcg-cards]") {
  const PreventArena a = prevent_arena("character");
  Table t(prevent_setup(a, {"lull-in-the-fighting"}, 0));
  t.act(LS, "use:lull-in-the-fighting");
  // Play on to the next turn's Battle phase: the mark is gone from the lasting effects.
  const std::string save = t.m.save();
  CHECK(save.find("\"lasting\":[[") != std::string::npos);
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.m.save().find("\"lasting\":[]") != std::string::npos);
}
