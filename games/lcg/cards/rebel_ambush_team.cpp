// Rebel Ambush Team (The Hunt for Skywalker unit, L01 29): "Reaction: After
// an objective you control is engaged, put this unit into play from your
// hand as a participating unit on your side. Then, deal 2 damage to a target
// attacking unit." From the hand (or as a reinforcement, MP-HFS-11), outside
// its Deployment phase (C12). It answers the engagement once its attackers
// are declared (the first attacker's declaration, evt::kAttacker), so that
// "a target attacking unit" can be chosen (docs/rulings.md); it enters play
// as a defender (participating, LCG-CONFLICT-8).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool own_objective_engaged(const LcgState& g, CardId self, const Event&) {
  return g.eng.objective != kNoCard && g.in_play(g.eng.objective) && g.controller_of(g.eng.objective) == g.cards[self].owner;
}
bool target_ok(const LcgState& g, const Frame& f, CardId u) {
  return g.in_play(u) && g.type(u) == kUnit && g.extra[u].role == role::kAttacker && g.enemies(g.controller_of(u), f.seat) &&
         g.targetable(u);
}
bool any_target(const LcgState& g, const Frame& f) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (target_ok(g, f, u)) return true;
  return false;
}
// Steps: 0 it enters play; 1 "then": the target; 2 its damage; 3 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0:
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source, role::kDefender), 1);
      return StepResult::Continue;
    case 1:
      if (g.in_play(f.source) && any_target(g, f)) return StepResult::Wait;
      break;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (target_ok(g, f, u)) out.push_back(make_action(vb::kChoose, u));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  raise_then(g, f, make_event(ev::kDamage, seat, f.source, card_of(a), 2), 3);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Rebel Ambush Team: choose the attacking unit that takes 2 damage." : "";
}
}  // namespace

const FrameKindDef<LcgState> rebel_ambush_team_script = {"rebel-ambush-team", 4, run, legal, apply, prompt,
                                                         nullptr, nullptr, nullptr, true};

Card rebel_ambush_team(Card c) {
  c.text = "Reaction: after an objective you control is engaged, put this unit into play from your hand as a "
           "participating unit on your side. Then deal 2 damage to a target attacking unit.";
  return c.with(Ability::reaction(evt::kAttacker)
                    .play_from_hand()
                    .only_when(own_objective_engaged)
                    .scripted(script_kind(sc::rebel_ambush_team))
                    .says(c.text));
}
}  // namespace sw::lcg
