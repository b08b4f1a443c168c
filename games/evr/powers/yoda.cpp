// Yoda (Rebel character): take 1 influence token from the supply.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int, EventLog* log) { gain_influence(s, owner, 1, log, "Yoda"); }

}  // namespace
extern const PowerDef kYodaPower = {
    "Take 1 influence token from the supply.",
    start, no_options, no_choose, no_prompt, no_peek};
}  // namespace evr
}  // namespace sw
