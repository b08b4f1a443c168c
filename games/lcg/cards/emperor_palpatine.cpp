// Emperor Palpatine (Sith unit, set 23): "Elite. Reaction: After an
// objective is destroyed, return 1 [Sith] event card from your discard pile
// to your hand." Elite is printed (facts); the card is chosen during
// resolution: a card script (cards/scripts.h).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool sith_event_in_discard(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kDiscard))
    if (cards::event_of<kSith>(g, self, c)) return true;
  return false;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (sith_event_in_discard(g, f.source) && g.controller_of(f.source) == f.seat) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kDiscard))
    if (cards::event_of<kSith>(g, f.source, c)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame&, int seat, Action a, EventLog* log) {
  const CardId c = card_of(a);
  g.move_card(c, zone::kHand);
  LCG_LOG(g, log, "return", seat, g.seat_name(seat) + " returns " + g.fx(c).name + " from the discard pile to hand.");
  g.stack.pop();
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Emperor Palpatine: choose a Sith event card of your discard pile to return to your hand." : "";
}

}  // namespace

const FrameKindDef<LcgState> emperor_palpatine_script = {"emperor-palpatine", 1, run, legal, apply, prompt,
                                                         nullptr, nullptr, nullptr, true};

Card emperor_palpatine(Card c) {
  c.text = "Elite. Reaction: after an objective is destroyed, return 1 Sith event card from your discard pile to your hand.";
  return c.with(Ability::reaction(ev::kDestroy)
                    .only_when(cards::objective_destroyed)
                    .only_if(sith_event_in_discard)
                    .scripted(script_kind(sc::emperor_palpatine))
                    .says("Reaction: after an objective is destroyed, return 1 Sith event card from your discard pile to your hand."));
}
}  // namespace sw::lcg
