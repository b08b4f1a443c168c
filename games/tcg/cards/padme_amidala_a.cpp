// Padmé Amidala (A) (Light Side Character, AOTC 34): while Padmé is in the
// Character arena, +10 speed for each Jedi of yours, and Anakin Skywalker
// has +2 power. Two static abilities (TCG-ABIL-11); "Anakin Skywalker" is
// the exact English name (TCG-CARD-5, TCG-UNIQUE-4: not Darth Vader), any
// side's.
#include <cstring>
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int jedi_of_yours(const TcgState& g, CardId self, CardId) { return units_with_subtype(g, seat_of(g, self), "Jedi"); }
bool anakin(const TcgState& g, CardId, CardId t) { return std::strcmp(g.fx(t).name, "Anakin Skywalker") == 0; }
}  // namespace

Card padme_amidala_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .per(jedi_of_yours)
                    .says("While Padmé is in the Character arena: +10 speed for each Jedi of yours."))
      .with(Ability::constant(st::kPower, 2, Whose::Any)
                .applies_to(anakin)
                .says("While Padmé is in the Character arena: Anakin Skywalker has +2 power."));
}

}  // namespace sw::tcg
