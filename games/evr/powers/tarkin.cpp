// Grand Moff Tarkin (Imperial character): your opponent discards 2 influence
// tokens (all they have if fewer, EVR-FAQ-12).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int, EventLog* log) { lose_influence(s, 1 - owner, 2, log); }

}  // namespace
extern const PowerDef kTarkinPower = {
    "Your opponent discards 2 influence tokens.",
    start, no_options, no_choose, no_prompt, no_peek};
}  // namespace evr
}  // namespace sw
