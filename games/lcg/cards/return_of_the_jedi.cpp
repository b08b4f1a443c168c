// Return of the Jedi (Jedi event, set 6): "Action: Put a Force User unit into
// play from your discard pile." The unit is chosen during resolution (a
// script); "put into play" pays no cost and ignores play restrictions
// (LCG-TERMS-7, C2), and is not "playing" the unit.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool force_user_unit(const LcgState& g, CardId c) {
  return g.type(c) == kUnit && g.has_trait(c, trait::kForceUser);
}
bool has_force_user_in_discard(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kDiscard))
    if (force_user_unit(g, c)) return true;
  return false;
}

// Step 0 waits for the choice, step 1 finishes.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0)
    for (CardId c : g.zone_of(f.seat, zone::kDiscard))
      if (force_user_unit(g, c)) return StepResult::Wait;
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kDiscard))
    if (force_user_unit(g, c)) out.push_back(make_action(vb::kChoose, c));
}
void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, card_of(a)), 1);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Return of the Jedi: choose a Force User unit in your discard pile to put into play." : "";
}
}  // namespace

const FrameKindDef<LcgState> return_of_the_jedi_script = {"return-of-the-jedi", 2, run, legal, apply, prompt,
                                                          nullptr, nullptr, nullptr, true};

Card return_of_the_jedi(Card c) {
  c.text = "Action: put a Force User unit from your discard pile into play.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(has_force_user_in_discard)
                    .scripted(script_kind(sc::return_of_the_jedi))
                    .says(c.text));
}
}  // namespace sw::lcg
