// War Will Follow (Dark Side Battle card, AOTC 55): Pay 3 Force → move a
// Space unit from your opponent's build zone into the Space arena; untap it
// if it is tapped. The Space units of a build zone one can see are the
// retreated ones (face up, TCG-ZONE-4); a face-down card is never offered.
// An own script: the player picks one (choose:<unit>); it enters its arena
// with its damage counters (TcgState::to_arena) and is untapped.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool retreated_space(const TcgState& g, CardId u) { return g.retreated(u) && g.fx(u).type == kSpace; }
bool any_to_move(const TcgState& g, CardId self) {
  for (CardId u : g.zone_of(g.opponent_of(g.cards[self].owner), zn::kBuild))
    if (retreated_space(g, u)) return true;
  return false;
}
StepResult run(TcgState&, Frame&, EventLog*) { return StepResult::Wait; }
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId u : g.zone_of(g.opponent_of(seat), zn::kBuild))
    if (retreated_space(g, u)) out.push_back(make_action(vb::kChoose, u));
}
void apply(TcgState& g, Frame& f, int, Action a, EventLog* log) {
  const CardId u = card_of(a);
  g.to_arena(u, log);
  g.cards[u].exhausted = false;
  g.stack.pop();
  (void)f;
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? g.card_label(f.source) + ": choose a Space unit in your opponent's build zone." : "";
}
std::string label(const TcgState& g, const Frame&, Action a) { return "Move " + g.card_label(card_of(a)) + " into the Space arena"; }
}  // namespace

Card war_will_follow(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 3)
                                    .in_window(timing::kGeneral)
                                    .only_if(any_to_move)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 3 Force → Move a Space unit from your opponent's build zone into the Space arena; untap it if it is tapped.")),
                         OwnScript{run, legal, apply, prompt, label});
}

}  // namespace sw::tcg
