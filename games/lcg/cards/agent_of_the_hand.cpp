// Agent of the Hand (neutral Dark Side unit, Balance of the Force set 94).
// Reaction: 1 focus token comes off it once its controller has taken control
// of a unit (evt::kTakeControl: Join Me, Mara Jade handed over, a supporting
// unit lent for an engagement, MP-GEN-12/13) or has played a card from
// another player's common reserve (a teammate's, MP-GEN-7: a unit or an
// enhancement entering play, or an event card once it resolved, played by a
// player who does not own it). Offered only while it has a focus token.
// Three reactions, one per event that can be the trigger.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool you_took_control_of_a_unit(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && g.in_play(e.target) && cards::is_unit(g, e.target);
}
// Played (its own enter-play event, source = target) by a player who does not
// own it: only a card of another player's common reserve can be (MP-GEN-7).
bool you_played_from_another_reserve(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && e.source == e.target && g.valid_card(e.target) &&
         g.cards[e.target].owner != e.seat;
}
bool you_played_event_from_another_reserve(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && g.valid_card(e.source) && g.cards[e.source].owner != e.seat;
}
constexpr const char* kText =
    "Reaction: after you take control of a unit or play a card from another player's common reserve, remove 1 focus "
    "token from this unit.";
}  // namespace
Card agent_of_the_hand(Card c) {
  c.text = kText;
  return c
      .with(Ability::reaction(evt::kTakeControl)
                .only_when(you_took_control_of_a_unit)
                .only_if(cards::self_focused)
                .does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                .says(kText))
      .with(Ability::reaction(ev::kEnterPlay)
                .only_when(you_played_from_another_reserve)
                .only_if(cards::self_focused)
                .does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                .says(kText))
      .with(Ability::reaction(evt::kPlayed)
                .only_when(you_played_event_from_another_reserve)
                .only_if(cards::self_focused)
                .does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                .says(kText));
}
}  // namespace sw::lcg
