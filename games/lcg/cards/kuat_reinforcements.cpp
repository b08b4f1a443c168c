// Kuat Reinforcements (Imperial Navy objective, set 27): "Interrupt: When you
// play a Vehicle unit, discard X cards from your hand to reduce its cost by X
// (to a minimum of 1)." An interrupt to the play event (evt::kPlayCard,
// raised before the cost is paid: flow/window.cpp, "Backstabber"); a card
// script discards one chosen card at a time, each lowering the event's cost
// by 1, until the player is done or the cost is 1. The unit being played is
// not one of the cards to discard. LcgState::play_cost_floor lets a Vehicle
// be offered when only this reduction makes it affordable.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

Event* play_event(LcgState& g, const Frame& f) { return engine::event_at(g, f.v[1]); }
const Event* play_event(const LcgState& g, const Frame& f) { return engine::event_at(g, f.v[1]); }

bool can_discard(const LcgState& g, const Frame& f, CardId c) {
  const Event* e = play_event(g, f);
  return e && e->amount > 1 && c != e->target && g.in_hand_of(c, f.seat);
}

// Step 0: discard or done; 1: a discard resolved (v[2] = 1 once done).
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 1) {
    const Event d = take_raised(g, f);
    Event* e = play_event(g, f);
    if (d.resolved && e) e->amount = static_cast<int16_t>(std::max(1, e->amount - 1));
    f.step = 0;
  }
  if (f.v[2] == 0)
    for (CardId c : g.zone_of(f.seat, zone::kHand))
      if (can_discard(g, f, c)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (can_discard(g, f, c)) out.push_back(make_action(vb::kDiscard, c));
  out.push_back(make_action(vb::kDone));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDone) {
    f.v[2] = 1;
    return;
  }
  raise_then(g, f, make_event(evt::kDiscardHand, seat, f.source, card_of(a)), 1);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  const Event* e = play_event(g, f);
  return seat == f.seat && f.step == 0 && e
             ? "Kuat Reinforcements: discard a card to lower the cost of " + std::string(g.fx(e->target).name) + " by 1 (now " +
                   std::to_string(e->amount) + "), or done."
             : "";
}

// "When you play a Vehicle unit" whose cost can still go down, with another card in hand.
bool you_play_vehicle(const LcgState& g, CardId self, const Event& e) {
  if (e.seat != g.controller_of(self) || !g.valid_card(e.target) || g.type(e.target) != kUnit ||
      !g.has_trait(e.target, trait::kVehicle) || e.amount <= 1)
    return false;
  for (CardId c : g.zone_of(e.seat, zone::kHand))
    if (c != e.target) return true;
  return false;
}

}  // namespace

const FrameKindDef<LcgState> kuat_reinforcements_script = {"kuat-reinforcements", 2, run, legal, apply, prompt,
                                                           nullptr, nullptr, nullptr, true};

Card kuat_reinforcements(Card c) {
  c.text = "Interrupt: when you play a Vehicle unit, discard X cards from your hand to lower its cost by X (not below 1).";
  return c.with(Ability::interrupt(evt::kPlayCard)
                    .only_when(you_play_vehicle)
                    .scripted(script_kind(sc::kuat_reinforcements))
                    .says(c.text));
}
}  // namespace sw::lcg
