// Padmé Amidala (A) (Light Side Character, AOTC 34): while Padmé is in the
// Character arena, each Jedi of her player's, in any arena, has +10 speed
// (the printed card: "each of your Jedi gets +10 speed"; she is no Jedi), and
// Anakin Skywalker has +2 power. Two static abilities (TCG-ABIL-11);
// "Anakin Skywalker" is the exact English name (TCG-CARD-5, TCG-UNIQUE-4: not
// Darth Vader), any side's.
#include <cstring>
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool jedi(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Jedi"); }
bool anakin(const TcgState& g, CardId, CardId t) { return std::strcmp(g.fx(t).name, "Anakin Skywalker") == 0; }
}  // namespace

Card padme_amidala_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Friendly)
                    .applies_to(jedi)
                    .says("While Padmé is in the Character arena: each Jedi of yours has +10 speed."))
      .with(Ability::constant(st::kPower, 2, Whose::Any)
                .applies_to(anakin)
                .says("While Padmé is in the Character arena: Anakin Skywalker has +2 power."));
}

}  // namespace sw::tcg
