// Logistics Officer (neutral Dark Side unit, Balance of the Force set 95):
// "During your deployment phase, you may play this unit under the control of
// another friendly player. If you do, remove 1 damage from a target friendly
// objective, if able." Another friendly player is a teammate (MP-GEN-24): in
// the two-player game there is none and the card plays as a plain unit. In
// 2v2 an action from hand, in your own part of the Deployment phase
// (MP-GEN-20): the play event and the payment as for any unit (LCG-DEPLOY,
// LCG-RES-3), then it enters play under the teammate's control (with several
// teammates its player picks one, choose:<affiliation card>), then its
// player removes 1 damage from a friendly objective of his choice
// (choose:<objective>), if one has damage.
// v[1] = the cost the play event fixed; v[2] = the teammate + 1.
// Steps: 0 the teammate; 1 the play event; 2 pay; 3 enter play; 4 the objective; 5 end.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
std::vector<int> teammates(const LcgState& g, int seat) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (s != seat && !g.enemies(s, seat)) v.push_back(s);
  return v;
}
bool damaged_friendly_objective(const LcgState& g, int seat, CardId c) {
  return g.in_play(c) && g.type(c) == kObjective && g.cards[c].damage > 0 && !g.enemies(g.controller_of(c), seat) &&
         g.targetable(c);
}
void objective_choices(const LcgState& g, int seat, std::vector<Action>& out) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (damaged_friendly_objective(g, seat, c)) out.push_back(make_action(vb::kChoose, c));
  std::sort(out.begin(), out.end());
}
bool may_play(const LcgState& g, CardId self) {
  const int seat = g.cards[self].owner;
  return g.phase == Phase::Deployment && g.active == seat && !teammates(g, seat).empty() &&
         g.can_afford(seat, g.play_cost_floor(self, seat), g.fx(self).affiliation);
}
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  const CardId c = f.source;
  const Event e = take_raised(g, f);
  switch (f.step) {
    case 0: {
      const std::vector<int> t = teammates(g, f.seat);
      if (t.empty() || !g.in_hand_of(c, f.seat)) break;
      if (t.size() > 1 && f.v[2] == 0) return StepResult::Wait;
      if (f.v[2] == 0) f.v[2] = t.front() + 1;
      f.v[1] = g.cost_of(c);
      raise_then(g, f, make_event(evt::kPlayCard, f.seat, c, c, g.cost_of(c)), 1);
      return StepResult::Continue;
    }
    case 1: {
      if (e.kind == evt::kPlayCard) f.v[1] = e.amount;
      if (!g.can_afford(f.seat, std::max(0, static_cast<int>(f.v[1])), g.fx(c).affiliation)) break;  // LCG-RES-6 (4)
      f.step = 2;
      LCG_LOG(g, log, "play", f.seat,
              g.seat_name(f.seat) + " plays " + g.fx(c).name + " under the control of " + g.seat_name(f.v[2] - 1) + ".");
      Frame& p = push_frame(g, fk::kPay, f.seat, c);
      p.v[0] = std::max(0, static_cast<int>(f.v[1]));
      p.v[3] = g.fx(c).affiliation;
      return StepResult::Continue;
    }
    case 2:
      if (!g.in_hand_of(c, f.seat)) break;
      g.cards[c].controller = static_cast<int8_t>(f.v[2] - 1);  // move_card puts it in its controller's play area
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, c, c), 3);
      return StepResult::Continue;
    case 3: {
      if (!g.in_play(c)) {
        g.cards[c].controller = g.cards[c].owner;
        break;
      }
      std::vector<Action> v;
      objective_choices(g, f.seat, v);
      if (v.empty()) break;
      f.step = 4;
      return StepResult::Wait;
    }
    case 4:
      return StepResult::Wait;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0 && f.v[2] == 0) {
    for (int s : teammates(g, seat)) out.push_back(cards::choose_player(g, s));
    std::sort(out.begin(), out.end());
  } else if (f.step == 4) {
    objective_choices(g, seat, out);
  }
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (f.step == 0) {
    f.v[2] = g.cards[card_of(a)].owner + 1;
    return;
  }
  raise_then(g, f, make_event(ev::kHeal, seat, f.source, card_of(a), 1), 5);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Logistics Officer: choose the friendly player who takes control of it.";
  if (f.step == 4) return "Logistics Officer: choose a friendly objective to remove 1 damage from.";
  return "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.seats; }
}  // namespace

const FrameKindDef<LcgState> logistics_officer_script = {"logistics-officer", 6, run, legal, apply, prompt,
                                                         nullptr, nullptr, valid, true};

Card logistics_officer(Card c) {
  c.text = "During your deployment phase, you may play this unit under the control of another friendly player. If you do, "
           "remove 1 damage from a target friendly objective, if able.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .only_if(may_play)
                    .scripted(script_kind(sc::logistics_officer))
                    .says(c.text));
}
}  // namespace sw::lcg
