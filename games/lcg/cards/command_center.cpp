// Command Center (The Hunt for Skywalker enhancement, L01 42): "Enhance your
// play area. Action: Focus this enhancement to remove up to 2 focus tokens
// from a target unit." (evt::kUnfocus takes off 2, or the 1 there is.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card command_center(Card c) {
  c.text = "Enhance your play area. Action: focus this enhancement to remove up to 2 focus tokens from a target unit.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .choose(Whose::Any, cards::focused_unit)
                    .does(Verb::Raise, Who::Target, 2, evt::kUnfocus)
                    .says("Action: focus this enhancement to remove up to 2 focus tokens from a target unit."));
}
}  // namespace sw::lcg
