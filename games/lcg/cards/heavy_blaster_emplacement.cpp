// Heavy Blaster Emplacement (neutral enhancement of the play area, set 9):
// an action that focuses it; the opponent then picks a unit of their own
// and it takes 1 damage. The opponent's pick during resolution is a script.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

bool qualifies(const LcgState& g, int s) { return rebel::has_own_unit(g, s, [](CardId) { return true; }); }
std::vector<int> candidates(const LcgState& g, int seat) {
  return rebel::opponents(g, seat, [&](int s) { return qualifies(g, s); });
}
// MP-GEN-23: v[2] = the chosen opponent + 1 (multiplayer; 0 while the player chooses).
bool choosing(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == 0 && f.v[2] == 0; }
int chooser(const LcgState& g, const Frame& f) { return g.multiplayer() ? f.v[2] - 1 : g.opponent_of(f.seat); }
bool opponent_has_unit(const LcgState& g, CardId self) { return !candidates(g, g.controller_of(self)).empty(); }

// Step 0: the opponent picks (nothing to pick: done); step 1: done.
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
  if (f.step == 0 && rebel::has_own_unit(g, chooser(g, f), [](CardId) { return true; })) return StepResult::Wait;
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
  rebel::own_unit_choices(g, seat, [](CardId) { return true; }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (choosing(g, f)) {
    f.v[2] = g.cards[card_of(a)].owner + 1;
    return;
  }
  LCG_LOG(g, log, "damage", seat, g.seat_name(seat) + " picks " + g.fx(card_of(a)).name + " for Heavy Blaster Emplacement.");
  // The damage is this card's effect: an enemy effect for the unit's shield (LCG-SHIELD-3).
  raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, card_of(a), 1), 1);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (choosing(g, f)) return seat == f.seat ? "Heavy Blaster Emplacement: choose the opponent who deals 1 damage to one of their units." : "";
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
