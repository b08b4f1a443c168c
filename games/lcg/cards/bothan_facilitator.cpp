// Bothan Facilitator (The Hunt for Skywalker unit, L01 16): "Reaction: After
// this unit is focused to strike, look at each opponent's hand and common
// reserve. Choose and discard 1 of those cards from each opponent." One
// opponent at a time, clockwise from the active player (MP-GEN-23): its
// player looks at that opponent's hand and common reserve (peek) and
// chooses one of those cards (the card names the reserve itself, so
// MP-GEN-9 does not keep it out).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
// v[1] = the opponent being looked at + 1 (0: none yet); v[2] bit s: opponent s done.
int next_opponent(const LcgState& g, const Frame& f) {
  for (int k = 0; k < g.seats; ++k) {
    const int s = (g.active + k) % g.seats;
    if (g.enemies(s, f.seat) && !((f.v[2] >> s) & 1) &&
        (!g.zone_of(s, zone::kHand).empty() || !g.zone_of(s, zn::kReserve).empty()))
      return s;
  }
  return -1;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int s = next_opponent(g, f);
  if (s < 0) {
    g.stack.pop();
    return StepResult::Continue;
  }
  f.v[1] = s + 1;
  return StepResult::Wait;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.v[1] <= 0) return;
  const int s = f.v[1] - 1;
  for (CardId c : g.zone_of(s, zone::kHand)) out.push_back(make_action(vb::kChoose, c));
  for (CardId c : g.zone_of(s, zn::kReserve)) out.push_back(make_action(vb::kChoose, c));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int s = f.v[1] - 1;
  f.v[2] |= 1 << s;
  f.v[1] = 0;
  const CardId c = card_of(a);
  if (g.cards[c].zone == zn::kReserve) {
    g.move_card(c, zone::kDiscard, true);
    LCG_LOG(g, log, "discard", seat, g.seat_name(s) + " discards " + g.fx(c).name + " from the common reserve.");
    return;
  }
  raise_then(g, f, make_event(evt::kDiscardHand, s, f.source, c), 0);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.v[1] > 0 ? "Bothan Facilitator: choose the card the " + g.seat_name(f.v[1] - 1) + " discards." : "";
}
void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat != f.seat || f.v[1] <= 0) return;
  for (CardId c : g.zone_of(f.v[1] - 1, zone::kHand)) out.push_back(c);
  for (CardId c : g.zone_of(f.v[1] - 1, zn::kReserve)) out.push_back(c);
}
bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] <= g.seats; }
}  // namespace

const FrameKindDef<LcgState> bothan_facilitator_script = {"bothan-facilitator", 1, run, legal, apply, prompt, peek,
                                                          nullptr, valid, true};

Card bothan_facilitator(Card c) {
  c.text = "Reaction: after this unit is focused to strike, look at each opponent's hand and common reserve. Choose "
           "and discard 1 of those cards from each opponent.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(cards::this_focused_to_strike)
                    .scripted(script_kind(sc::bothan_facilitator))
                    .says(c.text));
}
}  // namespace sw::lcg
