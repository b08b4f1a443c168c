// Bureaucracy: if you lose the event, take 2 influence tokens. "Lose" means
// the opponent wins it; when nobody wins, nobody lost (docs/rulings.md).
#include "evr/strategies/strategy_card.h"

namespace sw {
namespace evr {
namespace {

constexpr const char* kText = "If you lose the event, take 2 influence tokens from the supply.";

bool you_lost(const EvrState&, CardId, const Event& e) { return e.amount == 1 - e.seat; }

}  // namespace

extern const EvrCard kBureaucracy =
    strategy_card("bureaucracy", "Bureaucracy", kText)
        .with(when_winner_known(kText).only_when(you_lost).does(Verb::Raise, Who::You, 2, evt::kGainInfluence));

}  // namespace evr
}  // namespace sw
