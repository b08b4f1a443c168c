// Heavy Blaster Emplacement (neutral enhancement of the play area, set 9):
// an action that focuses it; the opponent then picks a unit of their own
// and it takes 1 damage. The opponent's pick during resolution is a script.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

int chooser(const LcgState& g, const Frame& f) { return g.opponent_of(f.seat); }

bool opponent_has_unit(const LcgState& g, CardId self) {
  return rebel::has_own_unit(g, g.opponent_of(g.controller_of(self)), [](CardId) { return true; });
}

// Step 0: the opponent picks (nothing to pick: done); step 1: done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && rebel::has_own_unit(g, chooser(g, f), [](CardId) { return true; })) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != chooser(g, f)) return;
  rebel::own_unit_choices(g, seat, [](CardId) { return true; }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  LCG_LOG(g, log, "damage", seat, g.seat_name(seat) + " picks " + g.fx(card_of(a)).name + " for Heavy Blaster Emplacement.");
  // The damage is this card's effect: an enemy effect for the unit's shield (LCG-SHIELD-3).
  raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, card_of(a), 1), 1);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return f.step == 0 && seat == chooser(g, f) ? "Heavy Blaster Emplacement: choose a unit you control to take 1 damage." : "";
}

}  // namespace

const FrameKindDef<LcgState> heavy_blaster_emplacement_script = {"heavy-blaster-emplacement", 2, run, legal, apply, prompt};

Card heavy_blaster_emplacement(Card c) {
  c.text = "Enhance your play area. Action: focus this enhancement; your opponent then deals 1 damage to a unit of "
           "their choice that they control.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .only_if(opponent_has_unit)
                    .scripted(script_kind(sc::heavy_blaster_emplacement))
                    .says("Action: focus this enhancement; your opponent then deals 1 damage to a unit of their choice "
                          "that they control."));
}
}  // namespace sw::lcg
