// X-Wing Escort (neutral unit, set 12): an interrupt to its own leaving
// play (destroyed, sacrificed or captured: one ability each, the same
// script): the opponent sacrifices a Vehicle unit of their choice.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

int chooser(const LcgState& g, const Frame& f) { return g.opponent_of(f.seat); }
bool opponent_has_vehicle(const LcgState& g, CardId self) {
  return rebel::has_own_unit(g, g.opponent_of(g.controller_of(self)), [&](CardId c) { return rebel::vehicle(g, c); });
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && rebel::has_own_unit(g, chooser(g, f), [&](CardId c) { return rebel::vehicle(g, c); }))
    return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != chooser(g, f)) return;
  rebel::own_unit_choices(g, seat, [&](CardId c) { return rebel::vehicle(g, c); }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) { rebel::sacrifice(g, f, seat, card_of(a), 1); }
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return f.step == 0 && seat == chooser(g, f) ? "X-Wing Escort: choose a Vehicle unit you control to sacrifice." : "";
}

constexpr const char* kText = "Interrupt: when this unit leaves play, your opponent must sacrifice a Vehicle unit they control.";

}  // namespace

const FrameKindDef<LcgState> x_wing_escort_script = {"x-wing-escort", 2, run, legal, apply, prompt};

Card x_wing_escort(Card c) {
  c.text = kText;
  // LCG-TERMS-6: destroyed, sacrificed (discarded) or captured, it leaves play.
  for (uint8_t on : {ev::kDestroy, evt::kSacrifice, ev::kCapture})
    c = c.with(Ability::interrupt(on)
                   .only_when(cards::this_card)
                   .only_if(opponent_has_vehicle)
                   .scripted(script_kind(sc::x_wing_escort))
                   .says(kText));
  return c;
}
}  // namespace sw::lcg
