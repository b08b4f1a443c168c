// Heart of the Empire (event: capacity 4, target 13, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kHeartOfTheEmpire = event_card("heart-of-the-empire", "Heart of the Empire", 4, 13, 1, 2);

}  // namespace evr
}  // namespace sw
