// The Force Is Strong (The Hunt for Skywalker event, L01 48): "Action:
// Choose 1 of the following: Return 1 enemy unit to its owner's hand,
// discard a card at random from each opponent's hand, or discard the top 3
// cards of each opponent's deck." Its player chooses as it resolves
// (choose:<this card>.<n>, n = 0, 1, 2; only what can do something), then
// the unit to return. Each opponent: one at a time, clockwise from the
// active player (MP-GEN-23).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool enemy_unit(const LcgState& g, int seat, CardId u) {
  return g.in_play(u) && g.type(u) == kUnit && g.enemies(g.controller_of(u), seat) && g.targetable(u);
}
bool any_enemy_unit(const LcgState& g, int seat) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (enemy_unit(g, seat, u)) return true;
  return false;
}
bool any_enemy_hand(const LcgState& g, int seat) {
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, seat) && !g.zone_of(s, zone::kHand).empty()) return true;
  return false;
}
// v[1]: the mode + 1 once chosen; v[2] bit s: opponent s done (mode 1).
// Steps: 0 the mode; 1 the enemy unit; 2 each opponent's random discard; 3 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0:
      return StepResult::Wait;
    case 1:
      if (any_enemy_unit(g, f.seat)) return StepResult::Wait;
      break;
    case 2:
      for (int k = 0; k < g.seats; ++k) {
        const int s = (g.active + k) % g.seats;
        if (!g.enemies(s, f.seat) || ((f.v[2] >> s) & 1)) continue;
        f.v[2] |= 1 << s;
        const CardId c = cards::random_hand_card(g, s);
        if (c == kNoCard) continue;
        raise_then(g, f, make_event(evt::kDiscardHand, s, f.source, c), 2);
        return StepResult::Continue;
      }
      break;
    default:
      if (f.v[1] == 3) {  // the third choice: the shared step mill_each (cards/hunt_rules.cpp)
        const int seat = f.seat;
        const CardId self = f.source;
        g.stack.pop();
        push_mill_each(g, seat, self, 3);
        return StepResult::Continue;
      }
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0) {
    if (any_enemy_unit(g, seat)) out.push_back(make_action(vb::kChoose, f.source, 0));
    if (any_enemy_hand(g, seat)) out.push_back(make_action(vb::kChoose, f.source, 1));
    out.push_back(make_action(vb::kChoose, f.source, 2));
  } else if (f.step == 1) {
    for (int s = 0; s < g.seats; ++s)
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (enemy_unit(g, seat, u)) out.push_back(make_action(vb::kChoose, u));
  }
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (f.step == 1) {
    raise_then(g, f, make_event(evt::kReturnHand, seat, f.source, card_of(a)), 3);
    return;
  }
  const int mode = arg_of(a);
  f.v[1] = mode + 1;
  if (mode == 0) {
    f.step = 1;
  } else if (mode == 1) {
    f.step = 2;
  } else {
    f.step = 3;
  }
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "The Force Is Strong: choose 1: return an enemy unit to its owner's hand (0), a random discard from each opponent's hand (1), or the top 3 cards of each opponent's deck (2).";
  return f.step == 1 ? "The Force Is Strong: choose the enemy unit to return to its owner's hand." : "";
}
std::string label(const LcgState&, const Frame& f, Action a) {
  if (f.step != 0 || verb_of(a) != vb::kChoose) return "";
  static const char* const k[] = {"Return 1 enemy unit to its owner's hand", "Discard a card at random from each opponent's hand",
                                  "Discard the top 3 cards of each opponent's deck"};
  return arg_of(a) < 3 ? k[arg_of(a)] : "";
}
}  // namespace

const FrameKindDef<LcgState> the_force_is_strong_script = {"the-force-is-strong", 4, run, legal, apply, prompt,
                                                           nullptr, label, nullptr, true};

Card the_force_is_strong(Card c) {
  c.text = "Action: choose 1: return 1 enemy unit to its owner's hand, discard a card at random from each opponent's "
           "hand, or discard the top 3 cards of each opponent's deck.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::the_force_is_strong))
                    .says(c.text));
}
}  // namespace sw::lcg
