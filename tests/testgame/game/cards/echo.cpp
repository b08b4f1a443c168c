#include "tg_state.h"
namespace sw::tg {
// A reaction usable in play and also from its owner's discard pile
// (AbilityDef::also_usable_in): the card need not be in play, but in hand
// or in the deck it answers nothing.
const Card& card_echo() {
  static const Card c = Card{"echo", "Echo", kUnit, {1, 1, 0, 0}}.with(
      Ability::reaction(ev::kDamage)
          .also_usable_in(zone::kDiscard)
          .only_when([](const TgState& g, CardId self, const Event& e) {
            return e.target == g.base_of(g.card(self).owner);
          })
          .does(Verb::Heal, Who::EventTarget, 1)
          .says("Reaction: after your Base takes damage, remove 1 damage from it. Usable in play or from your discard pile."));
  return c;
}
}  // namespace sw::tg
