// Escape from Tatooine (event: capacity 3, target 11, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kEscapeFromTatooine = event_card("escape-from-tatooine", "Escape from Tatooine", 3, 11, 1, 2);

}  // namespace evr
}  // namespace sw
