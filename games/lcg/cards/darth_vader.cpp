// Darth Vader (Sith unit, set 19): "Elite. Reaction: After you play a [Sith]
// event card, deal 1 damage to a target unit. (Limit once per turn.)"
// Elite is printed (facts); "after you play" answers evt::kPlayed, raised once
// the event card has resolved (flow/window.cpp).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card darth_vader(Card c) {
  c.text = "Elite. Reaction: after you play a Sith event card, deal 1 damage to a target unit. Limit once per turn.";
  return c.with(Ability::reaction(evt::kPlayed)
                    .only_when(cards::you_played_event_of<kSith>)
                    .choose(Whose::Any, cards::unit)
                    .does(Verb::Damage, Who::Target, 1)
                    .limit_per(Scope::Turn)
                    .says("Reaction: after you play a Sith event card, deal 1 damage to a target unit. Limit once per turn."));
}
}  // namespace sw::lcg
