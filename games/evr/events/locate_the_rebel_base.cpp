// Locate the Rebel Base (event: capacity 5, target 9, 1 VP, 2 influence):
// when won: next round the loser chooses a strategy card first and reveals it before the opponent chooses.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "Next round the loser chooses a strategy card first and reveals it before the opponent chooses.";
}  // namespace

extern const EvrCard kLocateTheRebelBase = event_card("locate-the-rebel-base", "Locate the Rebel Base", 5, 9, 1, 2, kText)
    .with(when_won(kText).does(Verb::Raise, Who::Opponent, 0, evt::kNextRevealsFirst));

}  // namespace evr
}  // namespace sw
