// Zam Wesell (A) (Dark Side Character, AOTC 60): when the Character battle
// step starts (T5), if Zam is in the Character arena, her owner picks one
// (TCG-ABIL-12: chosen once, even if it does nothing): Zam loses 1 damage
// counter, or Zam has Critical Hit 2 until the Battle phase ends.
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
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  out.push_back(make_action(vb::kPick, f.source, 0));  // lose 1 damage counter
  out.push_back(make_action(vb::kPick, f.source, 1));  // Critical Hit 2
  (void)g;
}
void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 2;
  if (arg_of(a) == 0) {
    const bool had = g.cards[f.source].damage > 0;
    if (had) --g.cards[f.source].damage;
    TCG_LOG(g, log, "heal", seat, g.card_label(f.source) + (had ? " loses 1 damage counter." : " has no damage counter to lose."));
  } else {
    g.add_lasting(Lasting{f.source, f.source, st::kCritical, Scope::Phase, 2});  // T5: the Battle phase
    TCG_LOG(g, log, "ability", seat, g.card_label(f.source) + " has Critical Hit 2 until the battle phase ends.");
  }
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? g.card_label(f.source) + ": pick one: lose 1 damage counter, or Critical Hit 2 until the battle phase ends."
                        : "";
}
std::string label(const TcgState&, const Frame&, Action a) {
  return arg_of(a) == 0 ? "Zam loses 1 damage counter" : "Zam has Critical Hit 2 until the battle phase ends";
}
}  // namespace

extern const CardScript zam_wesell_a_script = CardScript::own("zam-wesell-a", run, legal, apply, prompt).labelled(label);

Card zam_wesell_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kCharacterStep)
                    .scripted(fk::kScript)
                    .says("When the Character battle step starts, if Zam is in the Character arena, pick one: Zam loses 1 "
                          "damage counter, or Zam has Critical Hit 2 until the battle phase ends."));
}

}  // namespace sw::tcg
