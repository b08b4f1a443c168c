// Dark Precognition (Sith event, set 20): an action that draws two cards,
// then its player picks one card of their hand to discard. The pick is a
// choice during resolution, so the effect is a script (cards/scripts.h).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Step 0 draws, step 1 waits for the discard, step 2 finishes.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  switch (f.step) {
    case 0:
      raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, 2), 1);
      return StepResult::Continue;
    case 1:
      take_raised(g, f);
      if (!g.zone_of(f.seat, zone::kHand).empty()) return StepResult::Wait;
      break;  // nothing to discard
    default:
      take_raised(g, f);
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 1 || seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kDiscard, c));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  raise_then(g, f, make_event(evt::kDiscardHand, f.seat, f.source, card_of(a)), 2);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Dark Precognition: choose a card of your hand to discard." : "";
}

}  // namespace

const FrameKindDef<LcgState> dark_precognition_script = {"dark-precognition", 3, run, legal, apply, prompt,
                                                         nullptr, nullptr, nullptr, true};

Card dark_precognition(Card c) {
  c.text = "Action: draw 2 cards. Then choose a card in your hand and discard it.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::dark_precognition))
                    .says(c.text));
}
}  // namespace sw::lcg
