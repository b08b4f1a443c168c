// Evacuation of Echo Base (event: capacity 4, target 15, 2 VP, 1 influence):
// while it is the round's event, Recon powers have no effect (OQ-EVR-04).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "This round, Recon powers have no effect.";
}  // namespace

extern const EvrCard kEvacuationOfEchoBase = event_card("evacuation-of-echo-base", "Evacuation of Echo Base", 4, 15, 2, 1, kText)
    .with(blocks_powers(powers_of_type<ResourceType::Recon>).says(kText));

}  // namespace evr
}  // namespace sw
