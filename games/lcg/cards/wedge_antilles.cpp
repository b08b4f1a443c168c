// Wedge Antilles (The Hunt for Skywalker unit, L01 36): "Elite. Reaction:
// After another card effect discards 1 or more cards from an opponent's
// deck, discard 1 additional card from that opponent's deck." Another card
// effect: a discard from the deck (ev::kMill) that a card other than Wedge
// caused (not the Balance of the Force's rule, MP-HFS-19) and that discarded
// at least one card (a reaction answers only what happened). Elite is printed.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool another_card_discards(const LcgState& g, CardId self, const Event& e) {
  return g.valid_card(e.source) && e.source != self && e.seat >= 0 && e.seat < g.seats &&
         g.enemies(e.seat, g.controller_of(self));
}
// v[1] = the discard's slot (the ability frame's). Steps: 0 raise; 1 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const Event* e = engine::event_at(g, f.v[1]);
  if (f.step == 0 && e && e->kind == ev::kMill) {
    raise_then(g, f, make_event(ev::kMill, e->seat, f.source, kNoCard, 1), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= -1 && f.v[1] < g.events.size(); }
}  // namespace

const FrameKindDef<LcgState> wedge_antilles_script = {"wedge-antilles", 2, run, nullptr, nullptr, nullptr,
                                                      nullptr, nullptr, valid};

Card wedge_antilles(Card c) {
  c.text = "Elite. Reaction: after another card effect discards 1 or more cards from an opponent's deck, discard 1 "
           "additional card from that opponent's deck.";
  return c.with(Ability::reaction(ev::kMill)
                    .only_when(another_card_discards)
                    .scripted(script_kind(sc::wedge_antilles))
                    .says("Reaction: after another card effect discards 1 or more cards from an opponent's deck, "
                          "discard 1 additional card from that opponent's deck."));
}
}  // namespace sw::lcg
