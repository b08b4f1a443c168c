// Take Them Prisoner (Imperial Navy objective, set 32): "Reaction: After
// this objective enters play, look at the top 3 cards of an opponent's
// deck. Capture 1 of those cards at this objective and return the others to
// the top of the opponent's deck in any order." A script: its player sees
// the top cards (only through its own choices), captures one under this
// objective (the shared capture step, LCG-CAPTURE-2), then puts the others
// back on top in the order it picks (the first picked ends on top).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Frame: seat = the Dark Side; v[2] = the top cards looked at, 10 bits each
// (card + 1; 0 = none); v[3] bits 0..1 = cards put back so far, bits 8..10 =
// the opponent + 1 in multiplayer ("an opponent": one its player chooses among
// those with cards in their deck, MP-GEN-23; 0 while choosing).
// Steps: 0 look; 1 capture one; 2 (after the capture) order the others; 3 done.
enum : uint8_t { kLook, kPick, kOrder, kDone, kSteps };

CardId looked(const Frame& f, int i) {
  const int v = (f.v[2] >> (10 * i)) & 0x3FF;
  return v == 0 ? kNoCard : static_cast<CardId>(v - 1);
}
int victim_seat(const LcgState& g, const Frame& f) {
  return g.multiplayer() ? ((f.v[3] >> 8) & 7) - 1 : g.opponent_of(f.seat);
}
std::vector<int> candidates(const LcgState& g, int seat) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, seat) && !g.zone_of(s, zone::kDeck).empty()) v.push_back(s);
  return v;
}
bool choosing(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == 0 && ((f.v[3] >> 8) & 7) == 0; }
void set_victim(Frame& f, int seat) { f.v[3] = (f.v[3] & ~(7 << 8)) | ((seat + 1) << 8); }
// A looked-at card still on the opponent's deck (not captured, not put back yet).
bool still_there(const LcgState& g, const Frame& f, CardId c) {
  return c != kNoCard && g.cards[c].zone == zone::kDeck && g.cards[c].owner == victim_seat(g, f);
}
int put_back(const Frame& f) { return f.v[3] & 3; }
// The cards left to put back (in deck order): those looked at, not captured,
// not put back.
std::vector<CardId> to_order(const LcgState& g, const Frame& f) {
  std::vector<CardId> v;
  for (int i = 0; i < 3; ++i)
    if (still_there(g, f, looked(f, i)) && !((f.v[3] >> (2 + i)) & 1)) v.push_back(looked(f, i));
  return v;
}

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  switch (f.step) {
    case kLook: {
      if (choosing(g, f)) {
        const std::vector<int> c = candidates(g, f.seat);
        if (c.size() >= 2) return StepResult::Wait;
        if (c.empty()) break;
        set_victim(f, c.front());
      }
      const int opp = victim_seat(g, f);
      f.v[2] = 0;
      f.v[3] &= 7 << 8;
      if (opp < 0) break;
      const auto& deck = g.zone_of(opp, zone::kDeck);
      for (int i = 0; i < 3 && i < deck.size(); ++i) f.v[2] |= (deck.cards[i] + 1) << (10 * i);
      if (f.v[2] == 0) break;  // an empty deck: nothing to look at
      LCG_LOG(g, log, "effect", f.seat, g.seat_name(f.seat) + " looks at the top cards of the " + g.seat_name(opp) + "'s deck.");
      f.step = kPick;
      return StepResult::Wait;
    }
    case kPick:
      return StepResult::Wait;
    case kOrder:
      if (to_order(g, f).size() >= 2) return StepResult::Wait;
      break;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (choosing(g, f)) {
    for (int s : candidates(g, seat)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step == kPick) {
    for (int i = 0; i < 3; ++i)
      if (still_there(g, f, looked(f, i))) out.push_back(make_action(vb::kChoose, looked(f, i)));
  } else if (f.step == kOrder) {
    for (CardId c : to_order(g, f)) out.push_back(make_action(vb::kChoose, c));
  }
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  const CardId c = card_of(a);
  if (choosing(g, f)) {
    set_victim(f, g.cards[c].owner);
    return;
  }
  if (f.step == kPick) {
    f.step = kOrder;
    push_capture(g, seat, f.source, c, f.source);  // under this objective
    return;
  }
  // kOrder: `c` goes back next, below the ones put back before it (the first
  // picked ends on top): move it under the cards already ordered.
  const int opp = victim_seat(g, f);
  auto& deck = g.zone_of(opp, zone::kDeck);
  const int n = put_back(f);
  deck.remove(c);
  deck.put_top(c);  // then slide it below the n cards already put back
  for (int i = 0; i < n; ++i) std::swap(deck.cards[i], deck.cards[i + 1]);
  for (int i = 0; i < 3; ++i)
    if (looked(f, i) == c) f.v[3] |= 1 << (2 + i);
  f.v[3] = (f.v[3] & ~3) | (n + 1);
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (choosing(g, f)) return "Take Them Prisoner: choose the opponent whose deck you look at.";
  if (f.step == kPick) return "Take Them Prisoner: choose one of the top cards of your opponent's deck to capture.";
  if (f.step == kOrder) return "Take Them Prisoner: choose the card to put back on top of the deck next (the first chosen ends on top).";
  return "";
}

// Its player looks at the top cards (the view's peek): those still on the deck.
void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat != f.seat || choosing(g, f) || (f.step != kPick && f.step != kOrder)) return;
  for (int i = 0; i < 3; ++i)
    if (looked(f, i) != kNoCard && g.cards[looked(f, i)].zone == zone::kDeck) out.push_back(looked(f, i));
}

}  // namespace

const FrameKindDef<LcgState> take_them_prisoner_script = {"take-them-prisoner", kSteps, run, legal, apply, prompt,
                                                          peek, nullptr, nullptr, true};

Card take_them_prisoner(Card c) {
  c.text = "Reaction: after this objective enters play, look at the top 3 cards of an opponent's deck, capture 1 of them at this "
           "objective and put the others back on top of that deck in any order.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(cards::this_card)
                    .scripted(script_kind(sc::take_them_prisoner))
                    .says(c.text));
}
}  // namespace sw::lcg
