// Plo Koon (A) (Light Side Character, AOTC 37): +1 power for Plo while
// another Jedi of yours is in the Character arena. Pay 2 Force → Evade 2.
// The first is static (TCG-ABIL-11: on while Plo is in his arena; "Jedi" is
// a subtype word, TCG-CARD-1: Jedi Master, Jedi Knight, Jedi Padawan...);
// the Evade is paid for (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool another_jedi_of_yours(const TcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.cards[self].controller, zone::kPlay))
    if (c != self && g.fx(c).type == kCharacter && has_subtype(g, c, "Jedi")) return true;
  return false;
}
}  // namespace

Card plo_koon_a(Card c) {
  return c.with(Ability::constant(st::kPower, 1, Whose::Self)
                    .only_if(another_jedi_of_yours)
                    .says("+1 power for Plo while another Jedi of yours is in the Character arena."))
      .with(evade(2, 2).says("Pay 2 Force → Evade 2."));
}

}  // namespace sw::tcg
