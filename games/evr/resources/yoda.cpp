// Yoda (Rebel character): take 1 influence token from the supply.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {

extern const EvrCard kYoda = character(
    "yoda", "Yoda",
    power_ability("Take 1 influence token from the supply.").does(Verb::Raise, Who::You, 1, evt::kGainInfluence));

}  // namespace evr
}  // namespace sw
