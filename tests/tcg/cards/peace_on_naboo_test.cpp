// Peace on Naboo: "For the rest of the turn, damage from Ground units is prevented. (Only before any unit in the Ground arena has attacked.)"
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Peace on Naboo: played before any unit of the Ground arena attacks, damage from Ground units to either side is prevented for the rest of the turn, not damage from other units (TCG-PLAY-3, TCG-DMG-1, TCG-ABIL-13)", "[tcg][tcg-cards]") {
  check_rest_of_turn("ground", "character", "peace-on-naboo", "Peace on Naboo");
}

TEST_CASE("Peace on Naboo: the prevention ends with the turn (TCG-TURN-5)", "[tcg][tcg-cards]") {
  const PreventArena a = prevent_arena("ground");
  Table t(prevent_setup(a, {"peace-on-naboo"}, 0));
  t.act(LS, "use:peace-on-naboo");
  // Play on to the next turn's Battle phase: the mark is gone from the lasting effects.
  const std::string save = t.m.save();
  CHECK(save.find("\"lasting\":[[") != std::string::npos);
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.m.save().find("\"lasting\":[]") != std::string::npos);
}
