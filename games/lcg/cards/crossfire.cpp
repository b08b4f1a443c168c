// Crossfire (neutral event, set 15): "Reaction: After a Character unit is
// focused to strike, it gains 1 combat icon of your choice until the end of
// the strike." One ability per icon (unit damage, blast damage, tactics):
// the player's choice is which of them to use. "Until the end of the
// strike" is the core's Roll period, which the strike ends (flow/strike.cpp).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card crossfire(Card c) {
  c.text = "Reaction: once a Character unit is focused to strike, it gains 1 combat icon you choose until the strike ends.";
  const Ability base = Ability::reaction(ev::kFocus)
                           .play_from_hand()
                           .paid_by(fk::kPay, -1)
                           .only_when(cards::character_focused_to_strike);
  return c.with(base.does(Verb::Lasting, Who::EventTarget, 1, st::kUD, Scope::Roll)
                    .says("Reaction: the Character focused to strike gains 1 unit damage icon until the strike ends."))
      .with(base.does(Verb::Lasting, Who::EventTarget, 1, st::kBD, Scope::Roll)
                .says("Reaction: the Character focused to strike gains 1 blast damage icon until the strike ends."))
      .with(base.does(Verb::Lasting, Who::EventTarget, 1, st::kT, Scope::Roll)
                .says("Reaction: the Character focused to strike gains 1 tactics icon until the strike ends."));
}
}  // namespace sw::lcg
