#include "tg_state.h"
namespace sw::tg {
const Card& card_recorder() {
  static const Card c = Card{"recorder", "Recorder", kUnit, {0, 2, 0, 0}}.with(
      Ability::forced_reaction(ev::kDestroy)
          .targeting(Whose::OtherFriendly)
          .does(Verb::Draw, Who::You, 1)
          .says("Forced Reaction: after another friendly card is destroyed, draw 1 card."));
  return c;
}
}  // namespace sw::tg
