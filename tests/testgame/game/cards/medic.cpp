#include "tg_state.h"
namespace sw::tg {
// A reaction: at most once per triggering event (LCG-ABIL-8), even though it
// has no limit of its own.
const Card& card_medic() {
  static const Card c = Card{"medic", "Medic", kUnit, {0, 2, 0, 0}}.with(
      Ability::reaction(ev::kDamage)
          .targeting(Whose::Friendly)
          .does(Verb::Heal, Who::EventTarget, 1)
          .says("Reaction: after a friendly card takes damage, remove 1 damage from it."));
  return c;
}
}  // namespace sw::tg
