// Covering Fire (neutral event, set 13): during an engagement, sacrifice a
// unit (a choice during resolution), then a shield on each friendly
// participating unit, one at a time (LCG-SHIELD-2: none on a shielded one).
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

enum : uint8_t { kPick, kSacrificed, kShields, kSteps };

bool may_play(const LcgState& g, CardId self) {
  return rebel::during_engagement(g) && rebel::has_own_unit(g, g.cards[self].owner, [](CardId) { return true; });
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  switch (f.step) {
    case kPick:
      if (rebel::has_own_unit(g, f.seat, [](CardId) { return true; })) return StepResult::Wait;
      break;
    case kSacrificed:
      if (!rebel::sacrificed(g, e)) break;  // LCG-TERMS-8: no sacrifice, no shields
      f.v[1] = 0;
      f.step = kShields;
      [[fallthrough]];
    default: {
      const bool more = rebel::next_each(
          g, f, kShields,
          [&](CardId c) {
            return g.in_play(c) && g.type(c) == kUnit && g.controller_of(c) == f.seat && g.participating(c) &&
                   g.extra[c].shields == 0;
          },
          [&](CardId c) { return make_event(evt::kShield, f.seat, f.source, c, 1); });
      if (more) return StepResult::Continue;
      break;
    }
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != kPick || seat != f.seat) return;
  rebel::own_unit_choices(g, seat, [](CardId) { return true; }, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) { rebel::sacrifice(g, f, seat, card_of(a), kSacrificed); }
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return f.step == kPick && seat == f.seat ? "Covering Fire: choose a unit of yours to sacrifice." : "";
}

}  // namespace

const FrameKindDef<LcgState> covering_fire_script = {"covering-fire", kSteps, run, legal, apply, prompt,
                                                     nullptr, nullptr, nullptr, true};

Card covering_fire(Card c) {
  c.text = "Action: during an engagement, sacrifice a unit to place 1 shield on each friendly participating unit.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(may_play)
                    .scripted(script_kind(sc::covering_fire))
                    .says(c.text));
}
}  // namespace sw::lcg
