// R2-D2 and C-3PO (Rebel character): discard your chosen strategy card and
// choose a new one from your unused cards (EVR-FAQ-6: if none is left unused,
// all come back first).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (s.p[owner].chosen < 0) return no_effect(s, owner, source, log, "you have no chosen strategy card");
  discard_strategy(s, owner, s.p[owner].chosen, log);
  ask(s, PowerId::NewStrategy, owner, owner, source, 0);
}

}  // namespace
extern const PowerDef kR2D2C3POPower = {
    "Discard your chosen strategy card and choose a new one.",
    start, no_options, no_choose, no_prompt, no_peek};
}  // namespace evr
}  // namespace sw
