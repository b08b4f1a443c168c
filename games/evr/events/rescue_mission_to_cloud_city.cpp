// Rescue Mission to Cloud City (event: capacity 3, target 7, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kRescueMissionToCloudCity = event_card("rescue-mission-to-cloud-city", "Rescue Mission to Cloud City", 3, 7, 1, 2);

}  // namespace evr
}  // namespace sw
