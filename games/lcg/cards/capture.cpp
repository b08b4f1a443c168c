// The shared capture step (LCG-CAPTURE), a script kind every capturing card
// uses (cards/scripts.h): find the captured card, find the Dark Side
// objective it goes under (the one that caused the capture, else the
// capturing seat's choice, LCG-CAPTURE-2), then raise ev::kCapture (the
// core moves the card; LcgState::after_event discards its tokens and
// attachments and frees its Force card, LCG-CAPTURE-3).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Frame: seat = the capturing seat; source = the card that causes the
// capture; ability = its ability (-1 when pushed by push_capture); v[0] =
// the captured card (-1 until known); v[1] = the triggering event's slot
// (ability frames); v[2] = the objective + 1 (0: not known yet).
// Steps: 0 the captured card; 1 the objective; 2 capture; 3 done.
enum : uint8_t { kVictim, kHost, kCapture, kDone, kSteps };

// LCG-CAPTURE-2: the Dark Side objectives in play the card may go under.
bool host_ok(const LcgState& g, int seat, CardId o) {
  return g.in_play(o) && g.type(o) == kObjective && g.side_of_seat(g.controller_of(o)) == kDark &&
         !g.enemies(g.controller_of(o), seat);
}
std::vector<CardId> hosts(const LcgState& g, int seat) {
  std::vector<CardId> v;
  for (int s = 0; s < g.seats; ++s)
    for (CardId o : g.zone_of(s, zone::kPlay))
      if (host_ok(g, seat, o)) v.push_back(o);
  return v;
}
CardId victim(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case kVictim: {  // an ability's capture effect names the card
      CardId c = kNoCard;  // v[0] holds the ability's chosen target, if any
      if (f.ability >= 0) {
        const Ability& a = engine::ability_of(g, f.source, f.ability);
        for (int i = 0; i < a.n_effects; ++i)
          if (a.effects[i].verb == Verb::Capture) {
            c = engine::effect_card(g, f, a.effects[i].who);
            break;
          }
      }
      f.v[0] = c == kNoCard ? -1 : c;
      f.v[2] = host_ok(g, f.seat, f.source) ? f.source + 1 : 0;  // caused by a Dark Side objective
      f.step = kHost;
    }
      [[fallthrough]];
    case kHost: {
      const CardId c = victim(f);
      if (!cards::capturable(g, f.seat, c)) break;  // LCG-CAPTURE-1: nothing is captured
      if (f.v[2] > 0 && !host_ok(g, f.seat, static_cast<CardId>(f.v[2] - 1))) f.v[2] = 0;
      if (f.v[2] == 0) {
        const std::vector<CardId> h = hosts(g, f.seat);
        if (h.empty()) break;  // no objective to hold it
        if (h.size() > 1) return StepResult::Wait;
        f.v[2] = h[0] + 1;
      }
      raise_then(g, f, make_event(ev::kCapture, f.seat, static_cast<CardId>(f.v[2] - 1), c), kDone);
      return StepResult::Continue;
    }
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != kHost || seat != f.seat || f.v[2] != 0) return;
  for (CardId o : hosts(g, seat)) out.push_back(make_action(vb::kChoose, o));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (f.step == kHost && host_ok(g, seat, card_of(a))) f.v[2] = card_of(a) + 1;
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == kHost ? "Capture: choose the Dark Side objective the captured card goes under." : "";
}

bool valid(const LcgState& g, const Frame& f) {
  return f.step < kSteps && f.v[0] >= -1 && f.v[0] < g.cards.size() && f.v[2] >= 0 && f.v[2] <= g.cards.size();
}

}  // namespace

const FrameKindDef<LcgState> capture_script = {"capture", kSteps, run, legal, apply, prompt,
                                               nullptr, nullptr, valid, true};

void push_capture(LcgState& g, int seat, CardId cause, CardId victim_card, CardId host) {
  Frame& f = push_frame(g, script_kind(sc::capture), seat, cause);
  f.ability = -1;
  f.step = kHost;
  f.v[0] = victim_card == kNoCard ? -1 : victim_card;
  f.v[2] = host == kNoCard ? 0 : host + 1;
}

}  // namespace sw::lcg
