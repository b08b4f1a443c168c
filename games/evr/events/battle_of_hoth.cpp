// Battle of Hoth (event: capacity 5, target 17, 3 VP, 0 influence):
// no effect.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kBattleOfHoth = event_card("battle-of-hoth", "Battle of Hoth", 5, 17, 3, 0);

}  // namespace evr
}  // namespace sw
