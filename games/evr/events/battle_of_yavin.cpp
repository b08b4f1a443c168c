// Battle of Yavin (event: capacity 4, target 15, 3 VP, 0 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kBattleOfYavin = event_card("battle-of-yavin", "Battle of Yavin", 4, 15, 3, 0);

}  // namespace evr
}  // namespace sw
