// Create a Diversion (event: capacity 2, target 5, 1 VP, 2 influence):
// when won: next round the loser's strategy card is chosen at random.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "Next round the loser's strategy card is chosen at random.";
}  // namespace

extern const EvrCard kCreateADiversion = event_card("create-a-diversion", "Create a Diversion", 2, 5, 1, 2, kText)
    .with(when_won(kText).does(Verb::Raise, Who::Opponent, 0, evt::kNextStrategyAtRandom));

}  // namespace evr
}  // namespace sw
