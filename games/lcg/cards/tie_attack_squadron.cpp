// TIE Attack Squadron (Imperial Navy unit, set 30): "During any engagement
// in which you have placed at least 1 fate card in your edge stack, this unit
// gains [Unit Damage] and targeted strike." Two constant effects under one
// condition; the engagement records, when the edge stacks are revealed, who
// had a fate card in theirs (Engagement::fate_placed, flow/edge.cpp).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card tie_attack_squadron(Card c) {
  c.text = "In an engagement where you placed at least 1 fate card in your edge stack, this unit gains a Unit Damage icon and Targeted Strike.";
  return c.with(Ability::constant(st::kUD, 1, Whose::Self).only_if(cards::placed_fate_this_engagement).says(c.text))
      .with(Ability::constant(st::kTargeted, 1, Whose::Self).only_if(cards::placed_fate_this_engagement).says(c.text));
}
}  // namespace sw::lcg
