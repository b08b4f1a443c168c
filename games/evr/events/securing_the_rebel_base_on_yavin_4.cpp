// Securing the Rebel Base on Yavin 4 (event: capacity 2, target 9, 1 VP, 2 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kSecuringTheRebelBaseOnYavin4 = event_card("securing-the-rebel-base-on-yavin-4", "Securing the Rebel Base on Yavin 4", 2, 9, 1, 2);

}  // namespace evr
}  // namespace sw
