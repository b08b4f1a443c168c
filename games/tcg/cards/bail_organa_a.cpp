// Bail Organa (A) (Light Side Character, AOTC 4): [tap] → the opponent
// chooses one of their units in the Character arena; unless they pay 3 Force
// (only with 3 Force in their pool, TCG-FORCE-3), it becomes tapped. In the
// build step only (TCG-ABIL-4, TCG-BUILD-1g), once per turn. Both choices
// are the opponent's: step 1 the unit, step 2 pay or not (v[0] = the unit).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.seat = static_cast<int8_t>(g.opponent_of(script_owner(f)));
    f.step = 1;
    f.v[0] = -1;
  }
  if (f.step == 1 && !g.units_in(f.seat, kCharacter).empty()) return StepResult::Wait;
  if (f.step == 2 && g.in_play(static_cast<CardId>(f.v[0]))) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 1) {
    for (CardId c : g.units_in(seat, kCharacter)) out.push_back(make_action(vb::kPick, c, 0));
  } else if (f.step == 2) {
    const CardId u = static_cast<CardId>(f.v[0]);
    out.push_back(make_action(vb::kPick, u, 0));                                     // it becomes tapped
    if (g.seat_info[seat].force >= 3) out.push_back(make_action(vb::kPick, u, 1));  // pay 3 Force
  }
}
void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId u = card_of(a);
  if (f.step == 1) {
    f.v[0] = u;
    f.step = 2;
    TCG_LOG(g, log, "choice", seat, g.seat_name(seat) + " chooses " + g.card_label(u) + ".");
    return;
  }
  f.step = 3;
  if (arg_of(a) == 1) {
    change_force(g, seat, -3, log);
  } else {
    g.cards[u].exhausted = true;
    TCG_LOG(g, log, "tap", seat, g.card_label(u) + " becomes tapped.");
  }
}
std::string prompt(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  return f.step == 1 ? "Bail Organa: choose one of your units in the Character arena."
                     : "Bail Organa: pay 3 Force, or " + g.card_label(static_cast<CardId>(f.v[0])) + " becomes tapped.";
}
std::string label(const TcgState& g, const Frame& f, Action a) {
  if (f.step == 1) return "Choose " + g.card_label(card_of(a));
  return arg_of(a) == 1 ? "Pay 3 Force" : "Let " + g.card_label(card_of(a)) + " become tapped";
}
bool opponent_has_a_character(const TcgState& g, CardId self) {
  return g.count_in(g.opponent_of(g.cards[self].controller), kCharacter) > 0;
}
}  // namespace

extern const CardScript bail_organa_a_script = CardScript::own("bail-organa-a", run, legal, apply, prompt).labelled(label);

Card bail_organa_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .only_if(opponent_has_a_character)
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → Your opponent chooses one of their units in the Character arena; unless they pay 3 Force, "
                          "it becomes tapped. (Your build step only.)"));
}

}  // namespace sw::tcg
