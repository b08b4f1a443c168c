// Control of Endor (event: capacity 2, target 9, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kControlOfEndor = event_card("control-of-endor", "Control of Endor", 2, 9, 1, 2);

}  // namespace evr
}  // namespace sw
