// Death from Above (Imperial Navy event, sets 27 and 30): "Action: Target up
// to 2 attacking Vehicle units. Those units gain [Blast Damage] until the
// end of the engagement." The first target is the ability's; a card script
// then offers an optional second one. The icon is a normal Blast Damage icon
// (the brackets are the card data's icon notation), a lasting +1 to the
// blast stat until the engagement ends (Scope::Attack, flow/conflict.cpp).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

void gain(LcgState& g, const Frame& f, CardId t, EventLog* log) {
  if (!g.in_play(t)) return;
  g.add_lasting(Lasting{f.source, t, st::kBD, Scope::Attack, 1});
  LCG_LOG(g, log, "ability", f.seat, std::string(g.fx(t).name) + " gains a Blast Damage icon until the end of the engagement.");
}
bool second_ok(const LcgState& g, const Frame& f, CardId t) {
  return static_cast<int>(t) != f.v[0] && g.in_play(t) && cards::attacking_vehicle(g, f.source, t);
}

bool any_second(const LcgState& g, const Frame& f) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (second_ok(g, f, c)) return true;
  return false;
}

// Step 0: the first target gains the icon; step 1: the optional second
// target (v[2] = 1 once answered).
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {
    gain(g, f, static_cast<CardId>(f.v[0]), log);
    f.step = 1;
  }
  if (f.v[2] == 0 && any_second(g, f)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 1 || seat != f.seat || f.v[2] != 0) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (second_ok(g, f, c)) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int, Action a, EventLog* log) {
  f.v[2] = 1;
  if (verb_of(a) == vb::kChoose) gain(g, f, card_of(a), log);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Death from Above: choose a second attacking Vehicle unit, or decline." : "";
}

}  // namespace

const FrameKindDef<LcgState> death_from_above_script = {"death-from-above", 2, run, legal, apply, prompt,
                                                        nullptr, nullptr, nullptr, true};

Card death_from_above(Card c) {
  c.text = "Action: choose up to 2 target attacking Vehicle units. Until the engagement ends, each gains a Blast Damage icon.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::attacking_vehicle)
                    .scripted(script_kind(sc::death_from_above))
                    .says(c.text));
}
}  // namespace sw::lcg
