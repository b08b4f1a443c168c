// Infiltration: next round you choose your opponent's strategy card for them
// (OQ-EVR-15). The choice is made in the next Planning phase, from the
// opponent's unused cards, face down (EVR-PLAN-5, EVR-FAQ-9/10).
#include "evr/strategies/strategy_card.h"

namespace sw {
namespace evr {
namespace {

constexpr const char* kText = "Next round, you choose your opponent's strategy card for them.";

}  // namespace

extern const EvrCard kInfiltration =
    strategy_card("infiltration", "Infiltration", kText)
        .with(when_winner_known(kText).does(Verb::Raise, Who::Opponent, 0, evt::kNextChosenByOpponent));

}  // namespace evr
}  // namespace sw
