// X-Wing Escort (neutral unit, set 12): an interrupt to its own leaving
// play (destroyed, sacrificed, captured, returned to hand or deck: one ability each, the same
// script): the opponent sacrifices a Vehicle unit of their choice.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

bool qualifies(const LcgState& g, int s) { return rebel::has_own_unit(g, s, [&](CardId c) { return rebel::vehicle(g, c); }); }
std::vector<int> candidates(const LcgState& g, int seat) {
  return rebel::opponents(g, seat, [&](int s) { return qualifies(g, s); });
}
// MP-GEN-23: v[2] = the chosen opponent + 1 (multiplayer; 0 while the player chooses).
bool choosing(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == 0 && f.v[2] == 0; }
int chooser(const LcgState& g, const Frame& f) { return g.multiplayer() ? f.v[2] - 1 : g.opponent_of(f.seat); }
bool opponent_has_vehicle(const LcgState& g, CardId self) { return !candidates(g, g.controller_of(self)).empty(); }

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (choosing(g, f)) {
    const std::vector<int> c = candidates(g, f.seat);
    if (c.size() >= 2) return StepResult::Wait;
    f.v[2] = c.empty() ? 0 : c.front() + 1;
    if (c.empty()) {
      g.stack.pop();
      return StepResult::Continue;
    }
  }
  if (f.step == 0 && rebel::has_own_unit(g, chooser(g, f), [&](CardId c) { return rebel::vehicle(g, c); }))
    return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (choosing(g, f)) {
    if (seat == f.seat)
      for (int s : candidates(g, f.seat)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step != 0 || seat != chooser(g, f)) return;
  rebel::own_unit_choices(g, seat, [&](CardId c) { return rebel::vehicle(g, c); }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (choosing(g, f)) {
    f.v[2] = g.cards[card_of(a)].owner + 1;
    return;
  }
  rebel::sacrifice(g, f, seat, card_of(a), 1);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (choosing(g, f)) return seat == f.seat ? "X-Wing Escort: choose the opponent who must sacrifice a Vehicle unit." : "";
  return f.step == 0 && seat == chooser(g, f) ? "X-Wing Escort: choose a Vehicle unit you control to sacrifice." : "";
}

constexpr const char* kText = "Interrupt: when this unit leaves play, your opponent must sacrifice a Vehicle unit they control.";

}  // namespace

const FrameKindDef<LcgState> x_wing_escort_script = {"x-wing-escort", 2, run, legal, apply, prompt};

Card x_wing_escort(Card c) {
  c.text = kText;
  // LCG-TERMS-6: destroyed, sacrificed (discarded), captured, returned to hand or to a deck, it leaves play.
  for (uint8_t on : {ev::kDestroy, evt::kSacrifice, ev::kCapture, evt::kReturnHand, evt::kReturnDeck})
    c = c.with(Ability::interrupt(on)
                   .only_when(cards::this_card)
                   .only_if(opponent_has_vehicle)
                   .scripted(script_kind(sc::x_wing_escort))
                   .says(kText));
  return c;
}
}  // namespace sw::lcg
