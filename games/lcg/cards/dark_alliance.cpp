// Dark Alliance (neutral event, set 34): "Action: Until the end of the
// phase, you may ignore resource match requirements when playing cards from
// your hand." Its use is the lasting effect: an ability limited per phase is
// kept on record until the phase ends (the core's uses), and its keyword
// lkw::kNoMatchPhase tells LcgState::ignores_match to read that record
// (LCG-RES-3). Ignoring the match never costs anything, so it applies
// without asking. (The limit, 99 a phase, limits nothing.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card dark_alliance(Card c) {
  c.text = "Action: until the end of the phase, you may ignore resource match when you play cards from your hand.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .limit_per(Scope::Phase, 99)
                    .says(c.text))
      .with(Ability::keyword_ability(lkw::kNoMatchPhase, 1));
}
}  // namespace sw::lcg
