// Go to the Temple (Light Side Battle card, AOTC 87): Pay 2 Force → choose an
// arena and have any number of your units there retreat. (Only while no unit
// is attacking.) An own script: step 0 the arena (arena.<i>, v[2] = it),
// step 1 the units of the player's there, one at a time in ascending order
// (choose:<unit>, v[3] = the last + 1), each retreating at once, tapped
// (TCG-RETREAT-1, OQ-TCG-26), until `finish` ("any number": none too).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState&, Frame&, EventLog*) { return StepResult::Wait; }
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0) {
    for (int a = 0; a < kNumArenas; ++a) out.push_back(make_action(vb::kArena, kNoCard, a));
    return;
  }
  out.push_back(make_action(vb::kFinish));
  if (f.v[2] < 0 || f.v[2] >= kNumArenas) return;
  for (CardId u : g.units_in(seat, kArenas[f.v[2]]))
    if (u >= f.v[3]) out.push_back(make_action(vb::kChoose, u));
}
void apply(TcgState& g, Frame& f, int, Action a, EventLog* log) {
  if (verb_of(a) == vb::kArena) {
    f.v[2] = arg_of(a);
    f.step = 1;
    return;
  }
  if (verb_of(a) == vb::kFinish) {
    g.stack.pop();
    return;
  }
  f.v[3] = card_of(a) + 1;
  g.retreat_unit(card_of(a), log);
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  return g.card_label(f.source) + (f.step == 0 ? ": choose an arena." : ": choose units of yours there to retreat, then finish.");
}
std::string label(const TcgState& g, const Frame&, Action a) {
  if (verb_of(a) == vb::kArena) return std::string("The ") + type_name(kArenas[arg_of(a) % kNumArenas]) + " arena";
  return verb_of(a) == vb::kChoose ? "Retreat " + g.card_label(card_of(a)) : "No more units";
}
}  // namespace

Card go_to_the_temple(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 2)
                                    .in_window(timing::kGeneral)
                                    .only_if(no_attack)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 2 Force → Choose an arena and have any number of your units there retreat. (Only while no unit is attacking.)")),
                         OwnScript{run, legal, apply, prompt, label});
}

}  // namespace sw::tcg
