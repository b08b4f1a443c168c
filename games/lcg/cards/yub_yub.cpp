// Yub Yub! (neutral event, set 17): "Action: Focus an Ewok unit to discard a
// target enhancement from play." The Ewok to focus (the cost) is chosen
// while the event resolves: a card script.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Step 0 waits for the Ewok; step 1 discards the target; step 2 ends.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    bool any = false;
    for (CardId u : g.zone_of(f.seat, zone::kPlay)) any = any || cards::ready_ewok(g, f.source, u);
    if (any) return StepResult::Wait;
  } else if (f.step == 1 && f.v[0] >= 0 && g.in_play(static_cast<CardId>(f.v[0]))) {
    raise_then(g, f, make_event(evt::kDiscardPlay, f.seat, f.source, static_cast<CardId>(f.v[0])), 2);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != f.seat) return;
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (cards::ready_ewok(g, f.source, u)) out.push_back(make_action(vb::kChoose, u));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId u = card_of(a);
  ++g.cards[u].focus;  // the cost: focus the Ewok (LCG-FOCUS-1; own focus, no shield)
  g.cards[u].exhausted = true;
  LCG_LOG(g, log, "focus", seat, std::string(g.fx(u).name) + " is focused for Yub Yub!.");
  f.step = 1;
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Yub Yub!: choose a ready Ewok unit to focus." : "";
}

}  // namespace

const FrameKindDef<LcgState> yub_yub_script = {"yub-yub", 3, run, legal, apply, prompt, nullptr, nullptr, nullptr, true};

Card yub_yub(Card c) {
  c.text = "Action: focus an Ewok unit you control to discard a target enhancement from play.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(cards::has_ready_ewok)
                    .choose(Whose::Any, cards::enhancement)
                    .scripted(script_kind(sc::yub_yub))
                    .says(c.text));
}
}  // namespace sw::lcg
