// Routes a won event to its effect (EVR-DOM-11). Effects run only when there
// is a winner (OQ-EVR-11). "Loser" is the other player.
#include "evr/events/event_parts.h"

namespace sw {
namespace evr {

void event_effect(EvrState& s, int event, int winner, EventLog* log) {
  switch (event_def(event).effect) {
    case EventEffect::None: return;
    case EventEffect::LoserDiscardsTwoInfluence: return loser_discards_two_influence(s, winner, log);
    case EventEffect::WinnerReordersTopThreeEvents: return winner_reorders_top_events(s, winner, log);
    case EventEffect::LoserChoosesStrategyAtRandom: return loser_strategy_at_random(s, winner, log);
    case EventEffect::WinnerDiscardsLosersUnusedStrategy: return display_of_power(s, winner, log);
    case EventEffect::LoserMovesCharacterToReserve:
      return character_to_reserve(s, 1 - winner, PowerId::FallOfAHero, log);
    case EventEffect::LoserRevealsStrategyFirst: return loser_reveals_first(s, winner, log);
    case EventEffect::WinnerMovesCharacterToReserve:
      return character_to_reserve(s, winner, PowerId::NegotiateWithTheHutts, log);
    case EventEffect::WinnerMayAddCharacter: return winner_may_add_character(s, winner, log);
    case EventEffect::WinnerTakesBackStrategies: return winner_takes_back_strategies(s, winner, log);
  }
}

}  // namespace evr
}  // namespace sw
