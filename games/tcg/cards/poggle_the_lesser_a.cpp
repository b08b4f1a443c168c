// Poggle the Lesser (A) (Dark Side Character, AOTC 101): [tap] → choose a
// unit of your opponent in the Character arena; unless your opponent pays 3
// Force, tap it. (Only when Poggle would attack.) A "would attack" ability
// (timing::kWouldAttack, TCG-ATTACK-3 c): offered at his attack decision
// instead of attacking; the opponent's choice is the unless_pays script.
#include "tcg/cards/helpers.h"
#include "tcg/cards/unless_pays.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }
bool always(const TcgState&, int) { return true; }
StepResult tap_it(TcgState& g, Frame& f, EventLog* log) {
  const CardId t = static_cast<CardId>(f.v[0]);
  if (g.valid_card(t) && g.in_play(t) && !g.cards[t].exhausted) {
    g.cards[t].exhausted = true;
    TCG_LOG(g, log, "tap", f.seat, g.card_label(t) + " becomes tapped.");
  }
  g.stack.pop();
  return StepResult::Continue;
}
using Script = UnlessPays<3, always, tap_it>;
}  // namespace

Card poggle_the_lesser_a(Card c) {
  return with_own_script(c.with(Ability::action()
                                .exhaust_cost()
                                .in_window(timing::kWouldAttack)
                                .choose(Whose::Enemy, character)
                                .scripted(fk::kOwnScript)
                                .says("[tap] → Choose a unit of your opponent in the Character arena; unless your opponent pays 3 Force, tap it. (Only when Poggle would attack.)")),
                     Script::script());
}

}  // namespace sw::tcg
