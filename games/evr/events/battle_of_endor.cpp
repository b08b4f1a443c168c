// Battle of Endor (event: capacity 5, target 17, 3 VP, 0 influence):
// while it is the round's event, The Force powers have no effect (OQ-EVR-04).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "This round, The Force powers have no effect.";
}  // namespace

extern const EvrCard kBattleOfEndor = event_card("battle-of-endor", "Battle of Endor", 5, 17, 3, 0, kText)
    .with(blocks_powers(powers_of_type<ResourceType::TheForce>).says(kText));

}  // namespace evr
}  // namespace sw
