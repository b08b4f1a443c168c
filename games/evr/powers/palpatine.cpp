// Emperor Palpatine (Imperial character): your opponent discards their chosen
// strategy card and chooses a new one (EVR-FAQ-6). The opponent decides.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  int opp = 1 - owner;
  if (s.p[opp].chosen < 0) return no_effect(s, owner, source, log, "the opponent has no chosen strategy card");
  discard_strategy(s, opp, s.p[opp].chosen, log);
  ask(s, PowerId::NewStrategy, opp, owner, source, 0);
}

}  // namespace
extern const PowerDef kPalpatinePower = {
    "Your opponent discards their chosen strategy card and chooses a new one.",
    start, no_options, no_choose, no_prompt, no_peek};
}  // namespace evr
}  // namespace sw
