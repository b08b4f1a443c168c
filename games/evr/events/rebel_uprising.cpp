// Rebel Uprising (event: capacity 6, target 19, 1 VP, 2 influence):
// when won: the winner may shuffle one character from their reserve into their resource deck.
// The choice is the shared script AddCharacterFromReserve (add_character.cpp).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The winner may shuffle one character from their reserve into their resource deck.";
}  // namespace

extern const EvrCard kRebelUprising = event_card("rebel-uprising", "Rebel Uprising", 6, 19, 1, 2, kText)
    .with(when_won(kText).scripted(script_kind(PowerId::AddCharacterFromReserve)));

}  // namespace evr
}  // namespace sw
