// Attack on Echo Base (event: capacity 3, target 9, 2 VP, 1 influence):
// while it is the round's event, Diplomacy powers have no effect (OQ-EVR-04).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "This round, Diplomacy powers have no effect.";
}  // namespace

extern const EvrCard kAttackOnEchoBase = event_card("attack-on-echo-base", "Attack on Echo Base", 3, 9, 2, 1, kText)
    .with(blocks_powers(powers_of_type<ResourceType::Diplomacy>).says(kText));

}  // namespace evr
}  // namespace sw
