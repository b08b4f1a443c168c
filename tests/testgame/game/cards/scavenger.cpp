#include "tg_state.h"
namespace sw::tg {
// An event card with a "then": the draw happens only if the damage was dealt
// (LCG-TERMS-9).
const Card& card_scavenger() {
  static const Card c = Card{"scavenger", "Scavenger", kEventCard, {0, 0, 0, 0}}.with(
      Ability::action()
          .play_from_hand()
          .choose(Whose::Enemy, is_unit)
          .does(Verb::Damage, Who::Target, 1)
          .then()
          .does(Verb::Draw, Who::You, 1)
          .says("Action: deal 1 damage to an enemy unit. Then draw 1 card."));
  return c;
}
}  // namespace sw::tg
