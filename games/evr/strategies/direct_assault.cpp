// Direct Assault: add 2 to your total when the winner is determined. The
// bonus counts for the target too (OQ-EVR-09: the winner is determined from
// the totals after strategy effects), so it can push a total over.
#include "evr/strategies/strategy_card.h"

namespace sw {
namespace evr {
namespace {

constexpr const char* kText = "Add 2 to your total when the winner is determined.";

}  // namespace

extern const EvrCard kDirectAssault = strategy_card("direct-assault", "Direct Assault", kText)
                                          .with(EvrAbility::constant(stats::kTotalBonus, 2, Whose::Self).says(kText));

}  // namespace evr
}  // namespace sw
