// Smuggling Shipment (Smugglers and Spies event, Balance of the Force set
// 93): "Action: Target up to 2 resource generating cards, each controlled by
// a different friendly player. Remove 1 focus token from each targeted card."
// A resource generating card has a resource value (LCG-RES-1): objectives,
// the affiliation card, some units and enhancements; a target has a focus
// token to remove. In the two-player game the only friendly player is you:
// one card. In 2v2 a second card of your teammate may be targeted
// (choose:<card>, or done).
// v[0] = the first target; v[2] = the second + 1 (0: none).
// Steps: 0 the second target; 1 unfocus the first; 2 the second; 3 end.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool focused_resource_card(const LcgState& g, CardId, CardId t) {
  return g.in_play(t) && g.fx(t).resources > 0 && g.cards[t].focus > 0;
}
CardId first(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }
void second_choices(const LcgState& g, const Frame& f, std::vector<Action>& out) {
  const CardId t = first(f);
  if (!g.in_play(t)) return;
  for (int s = 0; s < g.seats; ++s)
    if (!g.enemies(s, f.seat) && s != g.controller_of(t))
      for (CardId c : g.zone_of(s, zone::kPlay))
        if (focused_resource_card(g, f.source, c) && g.targetable(c)) out.push_back(make_action(vb::kChoose, c));
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
      if (g.in_play(first(f))) {
        raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, first(f), 1), 2);
        return StepResult::Continue;
      }
      f.step = 2;
      return StepResult::Continue;
    case 2:
      if (f.v[2] > 0 && g.in_play(static_cast<CardId>(f.v[2] - 1))) {
        raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, static_cast<CardId>(f.v[2] - 1), 1), 3);
        return StepResult::Continue;
      }
      [[fallthrough]];
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
  return seat == f.seat && f.step == 0 ? "Smuggling Shipment: you may target a resource card of your teammate too, or done." : "";
}
bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.cards.size(); }
}  // namespace

const FrameKindDef<LcgState> smuggling_shipment_script = {"smuggling-shipment", 4, run, legal, apply, prompt,
                                                          nullptr, nullptr, valid, true};

Card smuggling_shipment(Card c) {
  c.text = "Action: target up to 2 resource generating cards, each controlled by a different friendly player; remove 1 "
           "focus token from each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Friendly, focused_resource_card)
                    .scripted(script_kind(sc::smuggling_shipment))
                    .says(c.text));
}
}  // namespace sw::lcg
