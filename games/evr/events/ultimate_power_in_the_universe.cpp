// Ultimate Power in the Universe (event: capacity 3, target 7, 2 VP, 1 influence):
// when won: the winner takes back all of their used strategy cards.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The winner takes back all of their used strategy cards.";
}  // namespace

extern const EvrCard kUltimatePowerInTheUniverse = event_card("ultimate-power-in-the-universe", "Ultimate Power in the Universe", 3, 7, 2, 1, kText)
    .with(when_won(kText).does(Verb::Raise, Who::You, 0, evt::kTakeBackStrategies));

}  // namespace evr
}  // namespace sw
