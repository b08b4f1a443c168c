// Log Trap (neutral enhancement, set 17): "Enhance your play area. Action:
// Focus this enhancement to have your opponent place 1 focus token on 1
// attacking unit he controls." The opponent picks the unit: a card script.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// The opponent who chooses: the attacking seat, if an enemy of Log Trap's controller.
int chooser(const LcgState& g, const Frame& f) {
  const int s = g.eng.attacker;
  return s >= 0 && g.enemies(s, f.seat) ? s : -1;
}
bool attacking_of(const LcgState& g, int seat, CardId u) {
  return g.in_play(u) && g.controller_of(u) == seat && g.type(u) == kUnit && g.extra[u].role == role::kAttacker;
}

// Step 0 waits for the opponent's choice; step 1 ends.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    const int s = chooser(g, f);
    if (s >= 0)
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (attacking_of(g, s, u)) return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != chooser(g, f)) return;
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (attacking_of(g, seat, u)) out.push_back(make_action(vb::kChoose, u));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  LCG_LOG(g, log, "focus", seat, "Log Trap: a focus token on " + std::string(g.fx(card_of(a)).name) + ".");
  raise_then(g, f, make_event(ev::kFocus, f.seat, f.source, card_of(a), 1), 1);
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return seat == chooser(g, f) && f.step == 0 ? "Log Trap: place a focus token on one of your attacking units." : "";
}

}  // namespace

const FrameKindDef<LcgState> log_trap_script = {"log-trap", 2, run, legal, apply, prompt, nullptr, nullptr, nullptr, false};

Card log_trap(Card c) {
  c.text = "Goes in your play area. Action: focus this enhancement; your opponent places 1 focus token on an attacking unit of his.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .only_if(cards::enemy_attacking_unit)
                    .scripted(script_kind(sc::log_trap))
                    .says("Action: focus this enhancement; your opponent places 1 focus token on an attacking unit of his."));
}
}  // namespace sw::lcg
