// Repair and Refurbish (Imperial Navy objective, Balance of the Force set
// 95): "Reaction: After your turn begins, each friendly player may remove 1
// damage from an objective he controls." Your turn is your team's turn in
// 2v2 (MP-GEN-16); each friendly player (you, then your teammates, clockwise
// from the active player, MP-GEN-23/24) picks one of his damaged objectives
// (choose:<objective>) or declines.
// f.seat = the player deciding now; v[1] = seats looked at; v[2] = the
// objective's controller.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool damaged_objective_of(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kObjective && g.cards[c].damage > 0) return true;
  return false;
}
bool your_turn_begins(const LcgState& g, CardId self, const Event& e) {
  if (e.amount != static_cast<int>(Phase::Balance) || e.seat < 0 || g.enemies(e.seat, g.controller_of(self))) return false;
  for (int s = 0; s < g.seats; ++s)
    if (!g.enemies(s, g.controller_of(self)) && damaged_objective_of(g, s)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {  // first run: the frame was the ability's (its v[1] may be -1): no seat looked at yet
    f.v[1] = 0;
    f.v[2] = f.seat;
    f.step = 1;
  }
  if (f.step == 2) return StepResult::Wait;
  while (f.v[1] < g.seats) {
    const int s = (g.active + f.v[1]) % g.seats;
    ++f.v[1];
    if (g.enemies(s, f.v[2]) || !damaged_objective_of(g, s)) continue;
    f.seat = static_cast<int8_t>(s);
    f.step = 2;
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 2) return;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kObjective && g.cards[c].damage > 0) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  f.step = 1;
  if (verb_of(a) == vb::kChoose) raise_then(g, f, make_event(ev::kHeal, seat, f.source, card_of(a), 1), 1);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 2 ? "Repair and Refurbish: you may remove 1 damage from an objective you control." : "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] <= g.seats && f.v[2] >= 0 && f.v[2] < g.seats; }
}  // namespace

const FrameKindDef<LcgState> repair_and_refurbish_script = {"repair-and-refurbish", 3, run, legal, apply, prompt,
                                                            nullptr, nullptr, valid, true};

Card repair_and_refurbish(Card c) {
  c.text = "Reaction: after your turn begins, each friendly player may remove 1 damage from an objective he controls.";
  return c.with(Ability::reaction(phase_begins(Phase::Balance))
                    .only_when(your_turn_begins)
                    .scripted(script_kind(sc::repair_and_refurbish))
                    .says(c.text));
}
}  // namespace sw::lcg
