// Supporting Fire (fate, Balance of the Force sets 91-96, one text for both
// sides): "Target friendly player may place 1 non-fate card from his hand
// into your edge stack." It resolves from the revealed edge stack
// (LCG-EDGE-7/8), before the edge totals are compared, so the placed card's
// Force icons count (LCG-EDGE-6). The friendly player is its owner: a
// teammate's card would have to lie in another player's edge stack, which the
// board does not hold yet (2v2), so in 2v2 too the owner places it.
// Step 0 waits for choose:<card> or decline; step 1 ends.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool non_fate(const LcgState& g, CardId c) { return g.type(c) != kFate; }

bool has_choice(const LcgState& g, const Frame& f) {
  for (CardId c : g.zone_of(f.seat, zone::kHand))
    if (non_fate(g, c)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0 && g.eng.objective != kNoCard && has_choice(g, f)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (non_fate(g, c)) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 1;
  if (verb_of(a) != vb::kChoose) return;
  g.move_card(card_of(a), zn::kEdge);
  LCG_LOG(g, log, "edge", seat,
          "Supporting Fire: " + g.seat_name(seat) + " places " + g.fx(card_of(a)).name + " into the edge stack.");
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Supporting Fire: you may place a non-fate card from your hand into your edge stack."
                                       : "";
}
std::string label(const LcgState& g, const Frame&, Action a) {
  return verb_of(a) == vb::kChoose ? "Place " + std::string(g.fx(card_of(a)).name) + " into the edge stack" : "";
}
}  // namespace

const FrameKindDef<LcgState> supporting_fire_script = {"supporting-fire", 2, run, legal, apply, prompt,
                                                       nullptr, label, nullptr, true};

Card supporting_fire(Card c) {
  c.text = "Fate: a target friendly player may put 1 card that is not a fate card from his hand into your edge stack.";
  return c.with(Ability::action()
                    .in_window(kFateTiming)
                    .scripted(script_kind(sc::supporting_fire))
                    .says(c.text));
}
}  // namespace sw::lcg
