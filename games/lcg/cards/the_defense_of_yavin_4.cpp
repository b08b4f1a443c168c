// The Defense of Yavin 4 (Rebel Alliance objective, set 8): an interrupt to
// its controller playing a Vehicle unit (evt::kPlay, raised by the deploy
// frame before it pays): discard cards from hand one at a time, each
// lowering the cost the play event carries by 1, never below 1. A script
// (choices during resolution); its v[1] is the triggering event's slot.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

// A card in hand other than the one being played.
bool other_card_in_hand(const LcgState& g, int seat, CardId played) {
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (c != played) return true;
  return false;
}
bool you_play_vehicle_unit(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && g.valid_card(e.target) && cards::is_unit(g, e.target) &&
         g.has_trait(e.target, trait::kVehicle) && e.amount > 1 && other_card_in_hand(g, e.seat, e.target);
}

Event* play_event(LcgState& g, const Frame& f) { return engine::event_at(g, f.v[1]); }
const Event* play_event(const LcgState& g, const Frame& f) { return engine::event_at(g, f.v[1]); }
bool may_discard(const LcgState& g, const Frame& f) {
  const Event* e = play_event(g, f);
  return e && e->kind == evt::kPlay && e->amount > 1 && other_card_in_hand(g, f.seat, e->target);
}

// Step 0: discard another card or stop (nothing left to lower: done).
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event d = take_raised(g, f);
  if (d.kind == evt::kDiscardHand && d.resolved)
    if (Event* e = play_event(g, f)) e->amount = static_cast<int16_t>(std::max(1, e->amount - 1));
  if (f.step == 0 && may_discard(g, f)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != f.seat) return;
  const Event* e = play_event(g, f);
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (e && c != e->target) out.push_back(make_action(vb::kDiscard, c));
  out.push_back(make_action(vb::kDone));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDone) {
    f.step = 1;
    return;
  }
  raise_then(g, f, make_event(evt::kDiscardHand, seat, f.source, card_of(a)), 0);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (f.step != 0 || seat != f.seat) return "";
  const Event* e = play_event(g, f);
  return "The Defense of Yavin 4: discard a card to lower the cost by 1 (now " + std::to_string(e ? e->amount : 0) +
         "), or done.";
}

}  // namespace

const FrameKindDef<LcgState> the_defense_of_yavin_4_script = {"the-defense-of-yavin-4", 2, run, legal, apply, prompt,
                                                              nullptr, nullptr, nullptr, true};

Card the_defense_of_yavin_4(Card c) {
  c.text = "Interrupt: when you play a Vehicle unit, discard any number X of cards from your hand to lower its cost by X "
           "(it costs at least 1).";
  return c.with(Ability::interrupt(evt::kPlay)
                    .only_when(you_play_vehicle_unit)
                    .scripted(script_kind(sc::the_defense_of_yavin_4))
                    .says(c.text));
}
}  // namespace sw::lcg
