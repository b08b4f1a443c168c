// Interrogation (Sith event, set 24): "Action: Look at an opponent's hand.
// Choose and discard 1 card from that hand." A card script: its player sees
// that hand (the frame's peek, and the choice itself) and picks the card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[1] = the opponent whose hand is looked at. Step 0 waits for the choice,
// step 1 takes the discard event and ends. In multiplayer "an opponent" is
// one the player chooses (MP-GEN-23): v[2] = 1 once chosen (choose: that
// opponent's affiliation card), asked only when two opponents hold cards.
// The opponents holding cards.
std::vector<int> candidates(const LcgState& g, const Frame& f) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, f.seat) && !g.zone_of(s, zone::kHand).empty()) v.push_back(s);
  return v;
}
bool choosing_opponent(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == 0 && f.v[2] == 0; }

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (choosing_opponent(g, f)) {
    const std::vector<int> c = candidates(g, f);
    if (c.size() >= 2) return StepResult::Wait;
    f.v[2] = 1;
    f.v[1] = c.empty() ? g.opponent_of(f.seat) : c.front();
  }
  if (f.step == 0) {
    if (!g.multiplayer()) f.v[1] = g.opponent_of(f.seat);
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
  if (seat != f.seat) return;
  if (choosing_opponent(g, f)) {
    for (int s : candidates(g, f)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step != 0 || f.v[1] < 0) return;
  for (CardId c : g.zone_of(f.v[1], zone::kHand)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  if (choosing_opponent(g, f)) {
    f.v[2] = 1;
    f.v[1] = g.cards[card_of(a)].owner;
    return;
  }
  raise_then(g, f, make_event(evt::kDiscardHand, f.v[1], f.source, card_of(a)), 1);
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat == f.seat && choosing_opponent(g, f)) return "Interrogation: choose the opponent whose hand you look at.";
  return seat == f.seat && f.step == 0 ? "Interrogation: choose a card of your opponent's hand to discard." : "";
}

void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat != f.seat || f.step != 0 || f.v[1] < 0 || choosing_opponent(g, f)) return;
  for (CardId c : g.zone_of(f.v[1], zone::kHand)) out.push_back(c);
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= -1 && f.v[1] < g.seats && (f.v[2] == 0 || f.v[2] == 1); }

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
