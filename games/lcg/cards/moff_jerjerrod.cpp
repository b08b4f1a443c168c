// Moff Jerjerrod (Jerjerrod's Task unit, D01 37): "You may play this unit as
// an enhancement on an objective you control, with the text: 'Double the
// resource value of enhanced objective.'" Played like a Pilot (st::kPilot,
// its value 2: on an objective its player controls; flow/window.cpp asks for
// the host or a plain play); while attached it is an enhancement whose host's
// resource value is doubled (rule mark jtk::kDoubleHostResources, read by
// LcgState::stat only for its host).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card moff_jerjerrod(Card c) {
  c.text = "You may play this unit as an enhancement on an objective you control, with the text: \"Double the resource "
           "value of enhanced objective.\"";
  c.stats[st::kPilot] = 2;  // 2: the host is an objective (1: a Fighter unit)
  return c.with(Ability::keyword_ability(jtk::kDoubleHostResources, 1)
                    .says("As an enhancement: double the resource value of enhanced objective."));
}
}  // namespace sw::lcg
