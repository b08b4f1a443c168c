// Occupation of Cloud City (event: capacity 2, target 5, 2 VP, 1 influence):
// when won: the winner may shuffle one character from their reserve into their resource deck.
// The choice is the shared script AddCharacterFromReserve (add_character.cpp).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The winner may shuffle one character from their reserve into their resource deck.";
}  // namespace

extern const EvrCard kOccupationOfCloudCity = event_card("occupation-of-cloud-city", "Occupation of Cloud City", 2, 5, 2, 1, kText)
    .with(when_won(kText).scripted(script_kind(PowerId::AddCharacterFromReserve)));

}  // namespace evr
}  // namespace sw
