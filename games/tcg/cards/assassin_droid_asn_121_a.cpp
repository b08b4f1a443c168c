// Assassin Droid ASN-121 (A) (Dark Side Character, AOTC 3): [tap] → choose a
// unit of your opponent in the Character arena: ASN-121 deals it 3 damage.
// Your opponent can stop this by paying 2 Force, but only while they have a
// Jedi in the Character arena. (Only when ASN-121 would attack.) A "would
// attack" ability (TCG-ATTACK-3 c); the offer is the unless_pays script; the
// damage is a damage event from ASN-121 (not an attack: TCG-DICE-6; its
// prevent window is the damage event's).
#include "tcg/cards/helpers.h"
#include "tcg/cards/unless_pays.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }
bool has_jedi(const TcgState& g, int payer) {
  for (CardId u : g.units_in(payer, kCharacter))
    if (has_subtype(g, u, "Jedi")) return true;
  return false;
}
StepResult deal_3(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 3) {  // the damage event passed its windows
    if (!g.events.empty()) engine::consume(g);
    g.stack.pop();
    return StepResult::Continue;
  }
  const CardId t = static_cast<CardId>(f.v[0]);
  if (!g.valid_card(t) || !g.in_play(t)) {
    g.stack.pop();
    return StepResult::Continue;
  }
  Event e;
  e.kind = ev::kDamage;
  e.seat = f.seat;
  e.source = f.source;
  e.target = t;
  e.amount = 3;
  f.step = 3;
  if (!engine::raise(g, e)) g.stack.pop();
  return StepResult::Continue;
}
using Script = UnlessPays<2, has_jedi, deal_3>;
}  // namespace

Card assassin_droid_asn_121_a(Card c) {
  return with_own_script(c.with(Ability::action()
                                .exhaust_cost()
                                .in_window(timing::kWouldAttack)
                                .choose(Whose::Enemy, character)
                                .scripted(fk::kOwnScript)
                                .says("[tap] → Choose a unit of your opponent in the Character arena: ASN-121 deals it 3 damage. Your opponent can stop this by paying 2 Force, but only while they have a Jedi in the Character arena. (Only when ASN-121 would attack.)")),
                     Script::script());
}

}  // namespace sw::tcg
