// Destroy the Shield Generator (event: capacity 2, target 8, 2 VP, 1 influence):
// when won, the loser discards 2 influence tokens (as many as they
// have, EVR-FAQ-12).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The loser discards 2 influence tokens.";
}  // namespace

extern const EvrCard kDestroyTheShieldGenerator = event_card("destroy-the-shield-generator", "Destroy the Shield Generator", 2, 8, 2, 1, kText)
    .with(when_won(kText).does(Verb::Raise, Who::Opponent, 2, evt::kLoseInfluence));

}  // namespace evr
}  // namespace sw
