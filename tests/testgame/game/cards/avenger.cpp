#include "tg_state.h"
namespace sw::tg {
const Card& card_avenger() {
  static const Card c = Card{"avenger", "Avenger", kUnit, {1, 2, 0, 0}}.with(
      Ability::forced_reaction(ev::kDestroy)
          .targeting(Whose::OtherFriendly)
          .does(Verb::Damage, Who::EventSource, 1)
          .says("Forced Reaction: after another friendly card is destroyed, deal 1 damage to the card that destroyed it."));
  return c;
}
}  // namespace sw::tg
