// Endor Shield Generator (Jerjerrod's Task enhancement, D01 48): "Enhance
// your play area. Discard this enhancement from play if it has 7 or more
// damage on it. Forced Interrupt: When another card you control would be
// damaged, place that damage on this enhancement instead." The forced
// interrupt empties the damage event and raises the same damage on this card
// (it has no damage capacity: damage stays on it, LCG-DMG); a forced reaction
// to its own damage discards it at 7.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool another_of_yours_damaged(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.target != self && g.in_play(self) && g.in_play(e.target) &&
         g.controller_of(e.target) == g.controller_of(self);
}
bool seven_on_it(const LcgState& g, CardId self, const Event& e) {
  return e.target == self && g.in_play(self) && g.cards[self].damage >= 7;
}

// v[1] = the damage event's slot (the ability frame's). Step 0 moves it; 1 done.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {
    Event* e = engine::event_at(g, f.v[1]);
    if (e && !e->cancelled && e->amount > 0 && g.in_play(f.source)) {
      const int n = e->amount;
      e->amount = 0;
      LCG_LOG(g, log, "effect", f.seat, "Endor Shield Generator takes the " + std::to_string(n) + " damage instead.");
      raise_then(g, f, make_event(ev::kDamage, e->seat, e->source, f.source, n), 1);
      return StepResult::Continue;
    }
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] < g.events.size(); }

}  // namespace

const FrameKindDef<LcgState> endor_shield_generator_script = {"endor-shield-generator", 2, run, nullptr, nullptr,
                                                              nullptr, nullptr, nullptr, valid, false};

Card endor_shield_generator(Card c) {
  c.text = "Enhance your play area. Discard this enhancement from play if it has 7 or more damage on it. Forced "
           "Interrupt: when another card you control would be damaged, that damage is placed on this enhancement instead.";
  return c
      .with(Ability::forced_interrupt(ev::kDamage)
                .only_when(another_of_yours_damaged)
                .scripted(script_kind(sc::endor_shield_generator))
                .says("Forced Interrupt: when another card you control would be damaged, that damage is placed on this "
                      "enhancement instead."))
      .with(Ability::forced_reaction(ev::kDamage)
                .only_when(seven_on_it)
                .does(Verb::Raise, Who::Self, 0, evt::kDiscardPlay)
                .says("Discard this enhancement from play if it has 7 or more damage on it."));
}
}  // namespace sw::lcg
