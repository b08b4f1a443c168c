// Destroyer Droid, P Series (Dark Side Character, AOTC 81): when the
// Character battle step starts (T5), if this unit is in the Character arena,
// its owner picks one until the battle phase ends (TCG-ABIL-12: the choice
// is made then and stays): +20 speed, or +2 power. Shields 1 is printed (the
// rules play it from the card facts).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.step = 1;
    if (g.in_play(f.source)) return StepResult::Wait;
  }
  if (f.step == 1 && g.in_play(f.source)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const TcgState&, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  out.push_back(make_action(vb::kPick, f.source, 0));  // +20 speed
  out.push_back(make_action(vb::kPick, f.source, 1));  // +2 power
}
void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 2;
  const bool speed = arg_of(a) == 0;
  const int16_t amount = speed ? 20 : 2;
  g.add_lasting(Lasting{f.source, f.source, speed ? st::kSpeed : st::kPower, Scope::Phase, amount});  // T5
  TCG_LOG(g, log, "ability", seat,
          g.card_label(f.source) + (speed ? " has +20 speed" : " has +2 power") + " until the battle phase ends.");
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? g.card_label(f.source) + ": pick one until the battle phase ends: +20 speed, or +2 power." : "";
}
std::string label(const TcgState&, const Frame&, Action a) { return arg_of(a) == 0 ? "+20 speed" : "+2 power"; }
}  // namespace

extern const CardScript destroyer_droid_p_series_script =
    CardScript::own("destroyer-droid-p-series", run, legal, apply, prompt).labelled(label);

Card destroyer_droid_p_series(Card c) {
  return c.with(Ability::forced_reaction(evt::kCharacterStep)
                    .scripted(fk::kScript)
                    .says("When the Character battle step starts, if this unit is in the Character arena, pick one until "
                          "the battle phase ends: +20 speed, or +2 power."));
}

}  // namespace sw::tcg
