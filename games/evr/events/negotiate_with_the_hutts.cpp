// Negotiate with the Hutts (event: capacity 3, target 13, 3 VP, 0 influence):
// when won: the winner moves one character from their resource deck to their reserve.
// The choice is the shared script NegotiateWithTheHutts (character_to_reserve.cpp).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The winner moves one character from their resource deck to their reserve.";
}  // namespace

extern const EvrCard kNegotiateWithTheHutts = event_card("negotiate-with-the-hutts", "Negotiate with the Hutts", 3, 13, 3, 0, kText)
    .with(when_won(kText).scripted(script_kind(PowerId::NegotiateWithTheHutts)));

}  // namespace evr
}  // namespace sw
