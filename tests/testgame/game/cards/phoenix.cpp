#include "tg_state.h"
namespace sw::tg {
// A reaction used from its owner's discard pile, and only there
// (AbilityDef::from_discard): it puts the card back into play. The core's
// enter-play event, raised as the verb Raise names it.
const Card& card_phoenix() {
  static const Card c = Card{"phoenix", "Phoenix", kUnit, {1, 1, 0, 0}}.with(
      Ability::reaction(ev::kDamage)
          .from_discard_pile()
          .only_when([](const TgState& g, CardId self, const Event& e) {
            return e.target == g.base_of(g.card(self).owner);
          })
          .does(Verb::Raise, Who::Self, 0, ev::kEnterPlay)
          .says("Reaction: after your Base takes damage, put this unit into play from your discard pile."));
  return c;
}
}  // namespace sw::tg
