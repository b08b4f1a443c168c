// Emperor Palpatine (Imperial character): your opponent discards their chosen
// strategy card and chooses a new one (EVR-FAQ-6). The opponent decides.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

// Hands over to the NewStrategy choice, which the opponent makes.
StepResult run(EvrState& s, Frame& f, EventLog* log) {
  int opp = 1 - f.v[0];
  if (s.p[opp].chosen < 0) return no_effect(s, log, "the opponent has no chosen strategy card");
  discard_strategy(s, opp, s.p[opp].chosen, log);
  f.kind = script_kind(PowerId::NewStrategy);
  f.seat = static_cast<int8_t>(opp);
  return StepResult::Wait;
}

}  // namespace
extern const EvrScript kPalpatineScript = {
    {"emperor-palpatine", 1, run, nullptr, nullptr, nullptr, nullptr}, nullptr, nullptr, PowerId::NewStrategy};
extern const EvrCard kEmperorPalpatine = character(
    "emperor-palpatine", "Emperor Palpatine",
    power_ability(PowerId::Palpatine, "Your opponent discards their chosen strategy card and chooses a new one."));
}  // namespace evr
}  // namespace sw
