// Power Dive (neutral Battle card, AOTC 39): Pay 3 Force → untap a
// Starfighter of yours in the Space arena or a Speeder of yours in the Ground
// arena. Only tapped ones are offered ("untap": the Lackey text says "one of
// your tapped Starfighters"). Untapped during its own arena's battle step it
// may attack again (TCG-BATTLE-7), not once that step is over (TCG-BATTLE-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool tapped_flyer(const TcgState& g, CardId, CardId t) {
  if (!g.cards[t].exhausted) return false;
  return (g.in_arena(t, kSpace) && has_subtype(g, t, "Starfighter")) || (g.in_arena(t, kGround) && has_subtype(g, t, "Speeder"));
}
}  // namespace

Card power_dive(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 3)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Friendly, tapped_flyer)
                    .does(Verb::Ready, Who::Target)
                    .says("Pay 3 Force → Untap a Starfighter of yours in the Space arena or a Speeder of yours in the Ground arena."));
}

}  // namespace sw::tcg
