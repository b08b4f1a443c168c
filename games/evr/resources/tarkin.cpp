// Grand Moff Tarkin (Imperial character): your opponent discards 2 influence
// tokens (all they have if fewer, EVR-FAQ-12).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {

extern const EvrCard kGrandMoffTarkin = character(
    "grand-moff-tarkin", "Grand Moff Tarkin",
    power_ability("Your opponent discards 2 influence tokens.").does(Verb::Raise, Who::Opponent, 2, evt::kLoseInfluence));

}  // namespace evr
}  // namespace sw
