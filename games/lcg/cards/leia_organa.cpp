// Leia Organa (Rebel Alliance unit, set 10). Her first text replaces her
// leaving play: destroyed, sacrificed, returned to hand or to a deck, she is captured instead, under a
// Dark Side objective the opponent picks (LCG-CAPTURE-2/3). That is a forced
// interrupt to those events (a script: once she is captured the event finds
// her out of play and does nothing). Her interrupt ("remove all focus tokens
// from all cards you control") is offered inside that script, before the
// capture, since once captured she could use nothing; when a Dark Side effect
// captures her directly it is an ordinary interrupt to the capture.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

enum : uint8_t { kAsk, kUnfocus, kPickObjective, kCaptured, kSteps };

bool focus_on_own_cards(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.cards[c].focus > 0) return true;
  return false;
}
bool dark_objective_of(const LcgState& g, int seat, CardId o) {
  return g.in_play(o) && g.type(o) == kObjective && g.enemies(g.controller_of(o), seat) &&
         g.side_of_seat(g.controller_of(o)) == kDark;
}
bool any_dark_objective(const LcgState& g, int seat) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId o : g.zone_of(s, zone::kPlay))
      if (dark_objective_of(g, seat, o)) return true;
  return false;
}
// The capture is not her own replacement of a destruction or sacrifice in progress.
bool captured_by_effect(const LcgState& g, CardId self, const Event& e) {
  if (e.target != self) return false;
  for (const Event& o : g.events)
    if (o.target == self && rebel::leaves_play_kind(o.kind) && !o.resolved && !o.cancelled) return false;
  return true;
}

// Raises the next unfocus of a friendly card (v[1] the scan position); false when done.
bool next_unfocus(LcgState& g, Frame& f, int step) {
  return rebel::next_each(
      g, f, step, [&](CardId c) { return g.in_play(c) && g.controller_of(c) == f.seat && g.cards[c].focus > 0; },
      [&](CardId c) { return make_event(evt::kUnfocus, f.seat, f.source, c, 99); });
}

// "Your opponent" (MP-GEN-23): in multiplayer her player first chooses which
// opponent captures her (v[2] = that seat + 1; 0 while the player chooses),
// with `choose:<affiliation card>` when there are two.
bool choosing(const LcgState& g, const Frame& f) { return g.multiplayer() && f.step == kPickObjective && f.v[2] == 0; }
std::vector<int> captors(const LcgState& g, int seat) { return rebel::opponents(g, seat, [](int) { return true; }); }

// The replacement: ask (kAsk), unfocus (kUnfocus), the opponent picks an
// objective (kPickObjective), captured (kCaptured).
StepResult run_leave(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case kAsk:
      if (g.in_play(f.source) && focus_on_own_cards(g, f.seat)) return StepResult::Wait;
      f.step = kPickObjective;
      return StepResult::Continue;
    case kUnfocus:
      if (next_unfocus(g, f, kUnfocus)) return StepResult::Continue;
      f.step = kPickObjective;
      return StepResult::Continue;
    case kPickObjective:
      if (!g.in_play(f.source) || !any_dark_objective(g, f.seat)) break;  // nowhere to hold her: she simply leaves play
      if (choosing(g, f)) {
        const std::vector<int> c = captors(g, f.seat);
        if (c.size() >= 2) return StepResult::Wait;
        f.v[2] = c.front() + 1;  // any_dark_objective: an opponent is there
      }
      return StepResult::Wait;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}
int leave_decider(const LcgState& g, const Frame& f) {
  if (f.step == kAsk || choosing(g, f)) return f.seat;
  if (f.step != kPickObjective) return -1;
  return g.multiplayer() ? f.v[2] - 1 : g.opponent_of(f.seat);
}
void legal_leave(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != leave_decider(g, f)) return;
  if (choosing(g, f)) {
    for (int s : captors(g, f.seat)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step == kAsk) {
    out.push_back(make_action(vb::kChoose, f.source));
    out.push_back(make_action(vb::kDecline));
    return;
  }
  for (int s = 0; s < g.seats; ++s)
    for (CardId o : g.zone_of(s, zone::kPlay))
      if (dark_objective_of(g, f.seat, o)) out.push_back(make_action(vb::kChoose, o));
}
void apply_leave(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (choosing(g, f)) {
    f.v[2] = g.cards[card_of(a)].owner + 1;
    LCG_LOG(g, log, "choose", seat, "Leia Organa: the " + g.seat_name(f.v[2] - 1) + " captures her.");
    return;
  }
  if (f.step == kAsk) {
    if (verb_of(a) == vb::kDecline) {
      f.step = kPickObjective;
    } else {
      LCG_LOG(g, log, "ability", seat, "Leia Organa: all focus tokens are removed from the Light Side's cards.");
      f.v[1] = 0;
      f.step = kUnfocus;
    }
    return;
  }
  LCG_LOG(g, log, "capture", seat, "Leia Organa is captured at " + std::string(g.fx(card_of(a)).name) + ".");
  raise_then(g, f, make_event(ev::kCapture, seat, card_of(a), f.source), kCaptured);
}
std::string prompt_leave(const LcgState& g, const Frame& f, int seat) {
  if (seat != leave_decider(g, f)) return "";
  if (choosing(g, f)) return "Leia Organa leaves play: choose the opponent who captures her.";
  return f.step == kAsk ? "Leia Organa leaves play: remove all focus tokens from all cards you control?"
                        : "Leia Organa is captured: choose the Dark Side objective she goes under.";
}
std::string label_leave(const LcgState&, const Frame& f, Action a) {
  return f.step == kAsk && verb_of(a) == vb::kChoose ? "Remove all focus tokens" : "";
}

// The ordinary interrupt (to a capture by an enemy effect).
StepResult run_unfocus(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  if (!next_unfocus(g, f, 1)) g.stack.pop();
  return StepResult::Continue;
}

constexpr const char* kLeave = "If this unit leaves play, your opponent captures it at a Dark Side objective of their choice.";
constexpr const char* kInterrupt = "Interrupt: when this unit leaves play, remove all focus tokens from all cards you control.";

}  // namespace

const FrameKindDef<LcgState> leia_organa_leave_script = {"leia-organa-leave", kSteps, run_leave, legal_leave, apply_leave,
                                                         prompt_leave, nullptr, label_leave};
const FrameKindDef<LcgState> leia_organa_unfocus_script = {"leia-organa-unfocus", 2, run_unfocus};

Card leia_organa(Card c) {
  c.text = "If this unit leaves play, your opponent captures it at a Dark Side objective of their choice. "
           "Interrupt: when this unit leaves play, remove all focus tokens from all cards you control.";
  for (uint8_t on : rebel::kLeavesPlay)
    c = c.with(Ability::forced_interrupt(on).only_when(cards::this_card).scripted(script_kind(sc::leia_organa_leave)).says(kLeave));
  return c.with(Ability::interrupt(ev::kCapture)
                    .only_when(captured_by_effect)
                    .scripted(script_kind(sc::leia_organa_unfocus))
                    .says(kInterrupt));
}
}  // namespace sw::lcg
