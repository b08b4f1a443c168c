// Thunderflare (Imperial Navy unit, Balance of the Force set 95): "Elite.
// Reaction: After this unit is focused to strike, move 1 damage from a target
// friendly objective to a target enemy objective." The friendly objective
// (one with damage) is the ability's target; the enemy objective is chosen
// next (choose:<objective>); the damage is removed from the first, then,
// once removed, dealt to the second (LCG-TERMS-9 reads "move" as both).
// Steps: 0 choose the enemy objective; 1 remove; 2 deal; 3 end. v[1] = the
// enemy objective + 1.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool enemy_objective(const LcgState& g, CardId self, CardId t) {
  return cards::is_objective(g, t) && g.in_play(t) && g.enemies(g.controller_of(t), g.controller_of(self)) &&
         g.targetable(t);
}
bool focused_with_enemy_objective(const LcgState& g, CardId self, const Event& e) {
  if (!cards::this_focused_to_strike(g, self, e)) return false;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (enemy_objective(g, self, c)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  switch (f.step) {
    case 0:
      return StepResult::Wait;
    case 1:
      if (f.v[0] >= 0 && g.in_play(static_cast<CardId>(f.v[0]))) {
        raise_then(g, f, make_event(ev::kHeal, f.seat, f.source, static_cast<CardId>(f.v[0]), 1), 2);
        return StepResult::Continue;
      }
      break;
    case 2:
      if (e.kind == ev::kHeal && e.resolved && f.v[1] > 0 && g.in_play(static_cast<CardId>(f.v[1] - 1))) {
        raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, static_cast<CardId>(f.v[1] - 1), 1), 3);
        return StepResult::Continue;
      }
      break;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (enemy_objective(g, f.source, c)) out.push_back(make_action(vb::kChoose, c));
  std::sort(out.begin(), out.end());
}
void apply(LcgState&, Frame& f, int, Action a, EventLog*) {
  f.v[1] = static_cast<int32_t>(card_of(a)) + 1;
  f.step = 1;
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Thunderflare: choose the enemy objective the damage moves to." : "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] <= g.cards.size(); }
}  // namespace

const FrameKindDef<LcgState> thunderflare_script = {"thunderflare", 4, run, legal, apply, prompt, nullptr, nullptr, valid, true};

Card thunderflare(Card c) {
  c.text = "Elite. Reaction: after this unit is focused to strike, move 1 damage from a target friendly objective to a "
           "target enemy objective.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(focused_with_enemy_objective)
                    .choose(Whose::Friendly, cards::damaged_objective)
                    .scripted(script_kind(sc::thunderflare))
                    .says(c.text));
}
}  // namespace sw::lcg
