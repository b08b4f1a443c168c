// Tactical Command Center (Jerjerrod's Task enhancement, D01 44): "Enhance
// your play area. Reaction: After an objective enters play, each light side
// player must deal 1 damage to a unit he controls, if able." A script: each
// Light Side player with a unit, clockwise from the active player (MP-GEN-23),
// chooses one of its units, which takes 1 damage from this card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool objective_entered(const LcgState& g, CardId, const Event& e) { return g.in_play(e.target) && cards::is_objective(g, e.target); }
bool has_unit(const LcgState& g, int seat) {
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (cards::is_unit(g, u)) return true;
  return false;
}
bool any_light_unit(const LcgState& g, CardId) {
  for (int s = 0; s < g.seats; ++s)
    if (g.side_of_seat(s) == kLight && !g.seat_info[s].eliminated && has_unit(g, s)) return true;
  return false;
}

// v[2] = how many seats (clockwise from the active player) are done; the
// frame's seat is the one choosing.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int start = g.active >= 0 ? g.active : 0;
  for (; f.v[2] < g.seats; ++f.v[2]) {
    const int s = (start + f.v[2]) % g.seats;
    if (g.side_of_seat(s) != kLight || g.seat_info[s].eliminated || !has_unit(g, s)) continue;
    f.seat = static_cast<int8_t>(s);
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.v[2] >= g.seats) return;
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (cards::is_unit(g, u)) out.push_back(make_action(vb::kChoose, u));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  ++f.v[2];
  raise_then(g, f, make_event(ev::kDamage, seat, f.source, card_of(a), 1), 0);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Tactical Command Center: choose a unit you control to take 1 damage." : "";
}

}  // namespace

const FrameKindDef<LcgState> tactical_command_center_script = {"tactical-command-center", 1, run, legal, apply, prompt,
                                                               nullptr, nullptr, nullptr, true};

Card tactical_command_center(Card c) {
  c.text = "Enhance your play area. Reaction: after an objective enters play, each Light Side player must deal 1 damage to a unit he controls, if able.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(objective_entered)
                    .only_if(any_light_unit)
                    .scripted(script_kind(sc::tactical_command_center))
                    .says("Reaction: after an objective enters play, each Light Side player must deal 1 damage to a unit "
                          "he controls, if able."));
}
}  // namespace sw::lcg
