// Black Squadron Pilot (Black Squadron unit, set 21): "This card may enter
// play as an enhancement on any Fighter unit you control, with the text:
// 'Enhanced unit gains [Unit Damage] [Blast Damage].'" The choice is made
// when it is played (flow/window.cpp, st::kPilot); while attached it is an
// enhancement (LcgState::type) and its two constants reach its host.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card black_squadron_pilot(Card c) {
  c.text = "You may play this card as an enhancement on a Fighter unit you control; then the enhanced unit gains one unit damage and one blast damage icon.";
  c.stats[st::kPilot] = 1;
  return c.with(Ability::constant(st::kUD, 1, Whose::Any).applies_to(cards::enhanced).says("Enhanced unit gains one unit damage icon."))
      .with(Ability::constant(st::kBD, 1, Whose::Any).applies_to(cards::enhanced).says("Enhanced unit gains one blast damage icon."));
}
}  // namespace sw::lcg
