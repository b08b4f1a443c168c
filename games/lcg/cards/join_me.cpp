// Join Me (Sith event, Balance of the Force set 94). Played only in your
// Deployment phase (your team's in 2v2, MP-GEN-16/20: in either player's part
// of it). Action: its player takes control of a target non-unique Character
// unit he does not control already (evt::kTakeControl), for good: an enemy's
// (in 2v2 either opponent's, C8) or, as the text does not say "enemy", a
// teammate's. A unit that changes sides leaves its Force card to its side
// (LcgState::take_control).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool in_your_deployment_phase(const LcgState& g, CardId self) {
  return g.phase == Phase::Deployment && g.active >= 0 && !g.enemies(g.active, g.controller_of(self));
}
// The player of this card: the seat resolving it (its ability frame on top),
// else its controller (in hand: its owner).
int player_of(const LcgState& g, CardId self) {
  if (g.stack.depth() > 0) {
    const Frame& f = g.stack.top();
    if (f.kind == kFrameAbility && f.source == self) return f.seat;
  }
  return g.controller_of(self);
}
bool non_unique_character_not_yours(const LcgState& g, CardId self, CardId t) {
  return cards::is_unit(g, t) && g.has_trait(t, trait::kCharacter) && !g.fx(t).unique &&
         g.controller_of(t) != player_of(g, self);
}
}  // namespace
Card join_me(Card c) {
  c.text = "Play only during your deployment phase. Action: take control of a target non-unique Character unit.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(in_your_deployment_phase)
                    .choose(Whose::Any, non_unique_character_not_yours)
                    .does(Verb::Raise, Who::Target, 0, evt::kTakeControl)
                    .says(c.text));
}
}  // namespace sw::lcg
