// A Price on Their Heads (Scum and Villainy event, Balance of the Force set
// 96): "Action: Target up to 2 units, each controlled by a different light
// side player. Capture each targeted unit." In the two-player game one Light
// Side player: one unit. In 2v2 a second unit of the other Light Side player
// may be targeted too (choose:<unit>, or done). Each is then captured through
// the shared capture step (LCG-CAPTURE: under a Dark Side objective its
// player chooses, LCG-CAPTURE-2).
// v[0] = the first target; v[2] = the second + 1 (0: none).
// Steps: 0 the second target; 1 capture the first; 2 the second; 3 end.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool capturable_unit(const LcgState& g, CardId self, CardId t) {
  return cards::is_unit(g, t) && g.side_of_seat(g.controller_of(t)) == kLight &&
         cards::capturable(g, g.cards[self].owner, t);
}
CardId first(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }
void second_choices(const LcgState& g, const Frame& f, std::vector<Action>& out) {
  const CardId t = first(f);
  if (!g.in_play(t)) return;
  for (int s = 0; s < g.seats; ++s)
    if (g.side_of_seat(s) == kLight && s != g.controller_of(t))
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (capturable_unit(g, f.source, u) && g.targetable(u)) out.push_back(make_action(vb::kChoose, u));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0: {
      std::vector<Action> v;
      second_choices(g, f, v);
      if (!v.empty()) return StepResult::Wait;
      f.step = 1;
      return StepResult::Continue;
    }
    case 1:
      f.step = 2;
      if (g.in_play(first(f))) push_capture(g, f.seat, f.source, first(f));
      return StepResult::Continue;
    case 2:
      f.step = 3;
      if (f.v[2] > 0 && g.in_play(static_cast<CardId>(f.v[2] - 1)))
        push_capture(g, f.seat, f.source, static_cast<CardId>(f.v[2] - 1));
      return StepResult::Continue;
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  second_choices(g, f, out);
  out.push_back(make_action(vb::kDone));
}
void apply(LcgState&, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == vb::kChoose) f.v[2] = static_cast<int32_t>(card_of(a)) + 1;
  f.step = 1;
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "A Price on Their Heads: you may target a unit of the other Light Side player too, or done."
                                       : "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.cards.size(); }
}  // namespace

const FrameKindDef<LcgState> a_price_on_their_heads_script = {"a-price-on-their-heads", 4, run, legal, apply, prompt,
                                                              nullptr, nullptr, valid, true};

Card a_price_on_their_heads(Card c) {
  c.text = "Action: target up to 2 units, each controlled by a different light side player, and capture each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Enemy, capturable_unit)
                    .scripted(script_kind(sc::a_price_on_their_heads))
                    .says(c.text));
}
}  // namespace sw::lcg
