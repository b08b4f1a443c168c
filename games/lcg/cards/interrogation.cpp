// Interrogation (Sith event, set 24): "Action: Look at an opponent's hand.
// Choose and discard 1 card from that hand." A card script: its player sees
// that hand (the frame's peek, and the choice itself) and picks the card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[1] = the opponent whose hand is looked at. Step 0 waits for the choice,
// step 1 takes the discard event and ends.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {
    f.v[1] = g.opponent_of(f.seat);
    if (f.v[1] >= 0 && !g.zone_of(f.v[1], zone::kHand).empty()) {
      LCG_LOG(g, log, "look", f.seat, g.seat_name(f.seat) + " looks at the " + g.seat_name(f.v[1]) + "'s hand.");
      return StepResult::Wait;
    }
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0 || f.v[1] < 0) return;
  for (CardId c : g.zone_of(f.v[1], zone::kHand)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  raise_then(g, f, make_event(evt::kDiscardHand, f.v[1], f.source, card_of(a)), 1);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Interrogation: choose a card of your opponent's hand to discard." : "";
}

void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat != f.seat || f.step != 0 || f.v[1] < 0) return;
  for (CardId c : g.zone_of(f.v[1], zone::kHand)) out.push_back(c);
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= -1 && f.v[1] < g.seats; }

}  // namespace

const FrameKindDef<LcgState> interrogation_script = {"interrogation", 2, run, legal, apply, prompt,
                                                     peek, nullptr, valid, true};

Card interrogation(Card c) {
  c.text = "Action: look at an opponent's hand, then choose 1 card of it and discard it.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::interrogation))
                    .says(c.text));
}
}  // namespace sw::lcg
