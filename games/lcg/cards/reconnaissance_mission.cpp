// Reconnaissance Mission (neutral objective, set 36):
// "Limit 1 per objective deck. Your reserve value is increased by 1."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card reconnaissance_mission(Card c) {
  c.text = "Limit 1 per objective deck. Your reserve value is increased by 1.";
  return c
      .with(Ability::constant(st::kReserve, 1, Whose::Yours).applies_to(cards::affiliation_card).says(c.text));
}
}  // namespace sw::lcg
