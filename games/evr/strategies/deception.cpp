// Deception: if neither total exceeds the target number, the player who would
// lose the event wins it instead. Two Deceptions cancel each other (EVR-DOM-5,
// EVR-FAQ-8): the Dominance phase asks before any strategy resolves. Both are
// the keyword kw::kDeception (effects.h).
#include "evr/strategies/strategy_card.h"

namespace sw {
namespace evr {
namespace {

constexpr const char* kText =
    "If neither total exceeds the target number, the player who would lose the event wins it instead.";

}  // namespace

extern const EvrCard kDeception =
    strategy_card("deception", "Deception", kText).with(EvrAbility::keyword_ability(kw::kDeception, 1).says(kText));

}  // namespace evr
}  // namespace sw
