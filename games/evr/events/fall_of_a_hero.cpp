// Fall of a Hero (event: capacity 3, target 9, 1 VP, 2 influence):
// when won: the loser moves one character from their resource deck to their reserve.
// The choice is the shared script FallOfAHero (character_to_reserve.cpp).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

namespace {
constexpr const char* kText = "The loser moves one character from their resource deck to their reserve.";
}  // namespace

extern const EvrCard kFallOfAHero = event_card("fall-of-a-hero", "Fall of a Hero", 3, 9, 1, 2, kText)
    .with(when_won(kText).scripted(script_kind(PowerId::FallOfAHero)));

}  // namespace evr
}  // namespace sw
