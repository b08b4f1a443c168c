// You're My Only Hope (Rebel Alliance event, set 10): sacrifice a unit (a
// choice during resolution), draw 2; then the opponent picks a card of their
// hand to discard. Two choices by two players: a script.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

enum : uint8_t { kPick, kSacrificed, kDrawn, kDiscard, kDone, kSteps };

bool has_unit(const LcgState& g, CardId self) {
  return rebel::has_own_unit(g, g.cards[self].owner, [](CardId) { return true; });
}

// MP-GEN-23: "your opponent" in multiplayer is one opponent the player chooses
// among those holding cards; v[2] = that seat + 1 (0 while choosing).
std::vector<int> holders(const LcgState& g, int seat) {
  return rebel::opponents(g, seat, [&](int s) { return !g.zone_of(s, zone::kHand).empty(); });
}
bool choosing(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == kDiscard && f.v[2] == 0; }
int victim(const LcgState& g, const Frame& f) { return g.multiplayer() ? f.v[2] - 1 : g.opponent_of(f.seat); }

StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  switch (f.step) {
    case kPick:
      if (rebel::has_own_unit(g, f.seat, [](CardId) { return true; })) return StepResult::Wait;
      break;
    case kSacrificed:  // LCG-TERMS-8: no sacrifice made, no draw
      if (!rebel::sacrificed(g, e)) break;
      raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, 2), kDrawn);
      return StepResult::Continue;
    case kDrawn:  // LCG-TERMS-9: "then" only if the draw happened
      if (!e.resolved) break;
      f.step = kDiscard;
      [[fallthrough]];
    case kDiscard:
      if (choosing(g, f)) {
        const std::vector<int> c = holders(g, f.seat);
        if (c.size() >= 2) return StepResult::Wait;
        if (c.empty()) break;
        f.v[2] = c.front() + 1;
      }
      if (victim(g, f) >= 0 && !g.zone_of(victim(g, f), zone::kHand).empty()) return StepResult::Wait;  // "if able"
      break;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
int decider(const LcgState& g, const Frame& f) {
  return f.step == kPick ? f.seat : f.step == kDiscard ? (choosing(g, f) ? f.seat : victim(g, f)) : -1;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != decider(g, f)) return;
  if (choosing(g, f)) {
    for (int s : holders(g, f.seat)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step == kPick) {
    rebel::own_unit_choices(g, seat, [](CardId) { return true; }, out);
  } else {
    for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kDiscard, c));
  }
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (choosing(g, f)) {
    f.v[2] = g.cards[card_of(a)].owner + 1;
    return;
  }
  if (f.step == kPick) rebel::sacrifice(g, f, seat, card_of(a), kSacrificed);
  else raise_then(g, f, make_event(evt::kDiscardHand, seat, f.source, card_of(a)), kDone);
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat != decider(g, f)) return "";
  if (choosing(g, f)) return "You're My Only Hope: choose the opponent who discards a card.";
  return f.step == kPick ? "You're My Only Hope: choose a unit to sacrifice."
                         : "You're My Only Hope: choose a card of your hand to discard.";
}

}  // namespace

const FrameKindDef<LcgState> youre_my_only_hope_script = {"youre-my-only-hope", kSteps, run, legal, apply, prompt};

Card youre_my_only_hope(Card c) {
  c.text = "Action: sacrifice a unit to draw 2 cards. Then your opponent picks a card of their hand and discards it, if they can.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(has_unit)
                    .scripted(script_kind(sc::youre_my_only_hope))
                    .says(c.text));
}
}  // namespace sw::lcg
