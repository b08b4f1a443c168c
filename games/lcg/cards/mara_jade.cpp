// Mara Jade (Sith unit, Balance of the Force set 94). Targeted Strike (card
// data). Reaction once your turn has ended (your team's turn in 2v2,
// MP-GEN-16; evt::kTurnEnd): 1 focus token comes off her; then, only if it
// did (LCG-TERMS-9), her controller may hand her over to another friendly
// player, a teammate (MP-GEN-24: choose:<his affiliation card>, or decline),
// who takes control of her (evt::kTakeControl, for good). With no focus token
// on her the reaction is not offered; in the two-player game nobody can take
// her, so only the token comes off.
// Steps: 0 the token; 1 the hand-over, if any; 2 waits for it; 3 end.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool your_turn_ended(const LcgState& g, CardId self, const Event& e) {
  return e.seat >= 0 && !g.enemies(e.seat, g.controller_of(self)) && g.cards[self].focus > 0;
}
std::vector<int> teammates(const LcgState& g, int seat) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (s != seat && !g.enemies(s, seat)) v.push_back(s);
  return v;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  switch (f.step) {
    case 0:
      raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, f.source, 1), 1);
      return StepResult::Continue;
    case 1:
      if (!e.resolved || !g.in_play(f.source) || g.controller_of(f.source) != f.seat || teammates(g, f.seat).empty()) break;
      f.step = 2;
      return StepResult::Wait;
    case 2:
      return StepResult::Wait;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 2) return;
  for (int s : teammates(g, seat)) out.push_back(cards::choose_player(g, s));
  std::sort(out.begin(), out.end());
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  f.step = 3;
  if (verb_of(a) == vb::kChoose)
    raise_then(g, f, make_event(evt::kTakeControl, g.cards[card_of(a)].owner, f.source, f.source), 3);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 2 ? "Mara Jade: you may give control of her to another friendly player." : "";
}
}  // namespace

const FrameKindDef<LcgState> mara_jade_script = {"mara-jade", 4, run, legal, apply, prompt, nullptr, nullptr, nullptr, true};

Card mara_jade(Card c) {
  c.text = "Targeted Strike. Reaction: after your turn ends, remove 1 focus token from this unit. Then you may give "
           "control of this unit to another friendly player.";
  return c.with(Ability::reaction(evt::kTurnEnd)
                    .only_when(your_turn_ended)
                    .scripted(script_kind(sc::mara_jade))
                    .says("Reaction: after your turn ends, remove 1 focus token from this unit. Then you may give control "
                          "of this unit to another friendly player."));
}
}  // namespace sw::lcg
