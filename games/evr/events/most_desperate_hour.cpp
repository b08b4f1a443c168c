// Most Desperate Hour (event: capacity 4, target 13, 1 VP, 2 influence):
// while it is the round's event, Military powers have no effect (OQ-EVR-04).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "This round, Military powers have no effect.";
}  // namespace

extern const EvrCard kMostDesperateHour = event_card("most-desperate-hour", "Most Desperate Hour", 4, 13, 1, 2, kText)
    .with(blocks_powers(powers_of_type<ResourceType::Military>).says(kText));

}  // namespace evr
}  // namespace sw
