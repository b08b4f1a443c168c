// Rapid Fire (Rebel Alliance event, Balance of the Force set 92): "Play only
// during your turn. Action: Target up to 2 units, each controlled by a
// different opponent. Deal 1 damage to each targeted unit." In the
// two-player game there is one opponent: one unit. In 2v2 (your turn = your
// team's turn, MP-GEN-16) a second unit of the other opponent may be
// targeted too (choose:<unit>, or done), then each takes 1 damage.
// v[0] = the first target; v[2] = the second + 1 (0: none).
// Steps: 0 the second target; 1 damage to the first; 2 to the second; 3 end.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool during_your_turn(const LcgState& g, CardId self) {
  return g.active >= 0 && !g.enemies(g.active, g.controller_of(self));
}
CardId first(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }
void second_choices(const LcgState& g, const Frame& f, std::vector<Action>& out) {
  const CardId t = first(f);
  if (!g.in_play(t)) return;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, f.seat) && s != g.controller_of(t))
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (g.type(u) == kUnit && g.targetable(u)) out.push_back(make_action(vb::kChoose, u));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0: {
      std::vector<Action> v;
      second_choices(g, f, v);
      if (!v.empty()) return StepResult::Wait;
      f.step = 1;
      return StepResult::Continue;
    }
    case 1:
      if (g.in_play(first(f))) {
        raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, first(f), 1), 2);
        return StepResult::Continue;
      }
      f.step = 2;
      return StepResult::Continue;
    case 2:
      if (f.v[2] > 0 && g.in_play(static_cast<CardId>(f.v[2] - 1))) {
        raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, static_cast<CardId>(f.v[2] - 1), 1), 3);
        return StepResult::Continue;
      }
      [[fallthrough]];
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  second_choices(g, f, out);
  out.push_back(make_action(vb::kDone));
}
void apply(LcgState&, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == vb::kChoose) f.v[2] = static_cast<int32_t>(card_of(a)) + 1;
  f.step = 1;
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Rapid Fire: you may target a unit of your other opponent too, or done." : "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.cards.size(); }
}  // namespace

const FrameKindDef<LcgState> rapid_fire_script = {"rapid-fire", 4, run, legal, apply, prompt, nullptr, nullptr, valid, true};

Card rapid_fire(Card c) {
  c.text = "Play only during your turn. Action: target up to 2 units, each controlled by a different opponent; deal 1 "
           "damage to each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(during_your_turn)
                    .choose(Whose::Enemy, cards::unit)
                    .scripted(script_kind(sc::rapid_fire))
                    .says(c.text));
}
}  // namespace sw::lcg
