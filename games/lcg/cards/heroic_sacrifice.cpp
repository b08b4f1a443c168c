// Heroic Sacrifice (Rebel Alliance event, set 12): the target (an enemy
// Vehicle of printed cost 4 or lower) is chosen first; its player then
// sacrifices a Vehicle of their own and, if it left play (LCG-TERMS-8), the
// target is destroyed. The sacrifice is a choice during resolution: a script.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

enum : uint8_t { kPick, kSacrificed, kDone, kSteps };

bool cheap_enemy_vehicle(const LcgState& g, CardId, CardId t) {
  return cards::is_unit(g, t) && g.has_trait(t, trait::kVehicle) && g.fx(t).cost >= 0 && g.fx(t).cost <= 4;  // printed cost
}
bool has_vehicle(const LcgState& g, CardId self) {
  return rebel::has_own_unit(g, g.cards[self].owner, [&](CardId c) { return rebel::vehicle(g, c); });
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  if (f.step == kPick && rebel::has_own_unit(g, f.seat, [&](CardId c) { return rebel::vehicle(g, c); }))
    return StepResult::Wait;
  if (f.step == kSacrificed && rebel::sacrificed(g, e) && f.v[0] >= 0 && g.in_play(static_cast<CardId>(f.v[0]))) {
    raise_then(g, f, make_event(ev::kDestroy, f.seat, f.source, static_cast<CardId>(f.v[0])), kDone);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != kPick || seat != f.seat) return;
  rebel::own_unit_choices(g, seat, [&](CardId c) { return rebel::vehicle(g, c); }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) { rebel::sacrifice(g, f, seat, card_of(a), kSacrificed); }
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return f.step == kPick && seat == f.seat ? "Heroic Sacrifice: choose a Vehicle unit of yours to sacrifice." : "";
}

}  // namespace

const FrameKindDef<LcgState> heroic_sacrifice_script = {"heroic-sacrifice", kSteps, run, legal, apply, prompt,
                                                        nullptr, nullptr, nullptr, true};

Card heroic_sacrifice(Card c) {
  c.text = "Action: sacrifice a Vehicle unit to destroy a target enemy Vehicle unit whose printed cost is 4 or lower.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(has_vehicle)
                    .choose(Whose::Enemy, cheap_enemy_vehicle)
                    .scripted(script_kind(sc::heroic_sacrifice))
                    .says(c.text));
}
}  // namespace sw::lcg
