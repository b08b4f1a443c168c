// Master and Apprentice (Light Side Battle card, AOTC 94): Pay 3 Force →
// choose up to 2 units of yours: each has +2 power until the battle phase
// ends. An own script: the player picks units of theirs in arenas one at a
// time in ascending order (choose:<unit>; v[2] = picks, v[3] = the last
// pick + 1), at most 2, and may stop (`finish`) at any time ("up to").
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.v[2] >= 2) {
    g.stack.pop();
    return StepResult::Continue;
  }
  return StepResult::Wait;
}
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  out.push_back(make_action(vb::kFinish));
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (u >= f.v[3]) out.push_back(make_action(vb::kChoose, u));
}
void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kFinish) {
    g.stack.pop();
    return;
  }
  const CardId u = card_of(a);
  g.add_lasting(Lasting{f.source, u, st::kPower, Scope::Phase, 2});
  TCG_LOG(g, log, "power", seat, g.card_label(u) + " has +2 power until the battle phase ends.");
  ++f.v[2];
  f.v[3] = u + 1;
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? g.card_label(f.source) + (f.v[2] == 0 ? ": choose up to 2 units of yours." : ": choose one more unit of yours, or finish.") : "";
}
std::string label(const TcgState& g, const Frame&, Action a) {
  return verb_of(a) == vb::kChoose ? "+2 power for " + g.card_label(card_of(a)) : "No more units";
}
}  // namespace

Card master_and_apprentice(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 3)
                                    .in_window(timing::kGeneral)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 3 Force → Choose up to 2 units of yours: each has +2 power until the battle phase ends.")),
                         OwnScript{run, legal, apply, prompt, label});
}

}  // namespace sw::tcg
