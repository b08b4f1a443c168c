// Acquire the Death Star Plans (event: capacity 3, target 13, 2 VP, 1 influence):
// when won, the loser discards 2 influence tokens (as many as they
// have, EVR-FAQ-12).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The loser discards 2 influence tokens.";
}  // namespace

extern const EvrCard kAcquireTheDeathStarPlans = event_card("acquire-the-death-star-plans", "Acquire the Death Star Plans", 3, 13, 2, 1, kText)
    .with(when_won(kText).does(Verb::Raise, Who::Opponent, 2, evt::kLoseInfluence));

}  // namespace evr
}  // namespace sw
