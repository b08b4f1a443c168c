// Trandoshan Security Team (neutral Dark Side unit, Balance of the Force set
// 96): "During an engagement against a dark side objective, this unit may
// strike in combat even if it is not participating in the engagement." A
// rule mark the strike step reads (flow: may_strike): its player may strike
// with it, ready, like a participating unit (LCG-STRIKE-1); it still is not
// participating (not counted for the edge battle or an unopposed
// engagement, LCG-CONFLICT-10). In 2v2 the striking player is the one whose
// objective is engaged: it strikes for its own controller's objectives.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card trandoshan_security_team(Card c) {
  c.text = "During an engagement against a dark side objective, this unit may strike in combat even if it is not "
           "participating in the engagement.";
  return c.with(Ability::keyword_ability(mark::kStrikesForDarkObjective, 1).says(c.text));
}
}  // namespace sw::lcg
