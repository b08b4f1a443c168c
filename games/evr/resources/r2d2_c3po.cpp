// R2-D2 and C-3PO (Rebel character): discard your chosen strategy card and
// choose a new one from your unused cards (EVR-FAQ-6: if none is left unused,
// all come back first).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

// Hands over to the NewStrategy choice, which the owner makes.
StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  if (s.p[owner].chosen < 0) return no_effect(s, log, "you have no chosen strategy card");
  discard_strategy(s, owner, s.p[owner].chosen, log);
  f.kind = script_kind(PowerId::NewStrategy);
  return StepResult::Wait;
}

}  // namespace
extern const EvrScript kR2D2C3POScript = {
    {"r2-d2-c-3po", 1, run, nullptr, nullptr, nullptr, nullptr}, nullptr, nullptr, PowerId::NewStrategy};
extern const EvrCard kR2D2AndC3PO = character(
    "r2-d2-c-3po", "R2-D2 and C-3PO",
    power_ability(PowerId::R2D2C3PO, "Discard your chosen strategy card and choose a new one."));
}  // namespace evr
}  // namespace sw
