// Diplomatic Freedom (event: capacity 3, target 11, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kDiplomaticFreedom = event_card("diplomatic-freedom", "Diplomatic Freedom", 3, 11, 1, 2);

}  // namespace evr
}  // namespace sw
