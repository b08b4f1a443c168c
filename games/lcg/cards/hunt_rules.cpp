// Shared steps of The Hunt for Skywalker (MP-HFS), not cards: the Light
// Side's reinforcement draw after an objective turns face up (MP-HFS-10),
// "discard the top X cards of each opponent's deck" (the Balance of the
// Force, MP-HFS-19, and many L01 cards), and turning one of your face-down
// objectives face up (The Final Ship, "Boushh").
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// ---- mill_each. Frame: seat = the card's controller, source = the card
// (kNoCard: the Balance of the Force); v[1] = X; v[2] bit s: seat s done. ----
// MP-GEN-23: the opponents one at a time, clockwise from the active player.
int next_opponent(const LcgState& g, const Frame& f) {
  for (int k = 0; k < g.seats; ++k) {
    const int s = (g.active + k) % g.seats;
    if (g.enemies(s, f.seat) && !g.seat_info[s].eliminated && !((f.v[2] >> s) & 1)) return s;
  }
  return -1;
}
StepResult run_mill(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int s = f.v[1] > 0 ? next_opponent(g, f) : -1;
  if (s < 0) {
    g.stack.pop();
    return StepResult::Continue;
  }
  f.v[2] |= 1 << s;
  raise_then(g, f, make_event(ev::kMill, s, f.source, kNoCard, f.v[1]), 0);
  return StepResult::Continue;
}
bool valid_mill(const LcgState& g, const Frame& f) { return f.seat >= 0 && f.seat < g.seats && f.v[1] >= 0 && f.v[1] <= 60; }

// ---- reinforcement_draw. Frame: seat = the Light Side player. Step 0: draw
// (done) or not (decline); 1: the drawn card (the deck's top, which the
// player looks at) goes under an objective without a reinforcement; 2 end. ----
bool free_objective(const LcgState& g, int seat, CardId o) {
  if (!g.in_play(o) || g.type(o) != kObjective || g.controller_of(o) != seat) return false;
  for (CardId r : g.zone_of(seat, zn::kReinforce))
    if (g.extra[r].beneath == o) return false;  // MP-HFS-10: one card under an objective at a time
  return true;
}
bool any_free(const LcgState& g, int seat) {
  for (CardId o : g.zone_of(seat, zone::kPlay))
    if (free_objective(g, seat, o)) return true;
  return false;
}
StepResult run_reinforce(LcgState& g, Frame& f, EventLog*) {
  // OQ-53: no draw without a free objective (drawing is optional).
  if (f.step < 2 && !g.zone_of(f.seat, zn::kReinforceDeck).empty() && any_free(g, f.seat)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal_reinforce(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0) {
    out.push_back(make_action(vb::kDone));
    out.push_back(make_action(vb::kDecline));
    return;
  }
  for (CardId o : g.zone_of(seat, zone::kPlay))
    if (free_objective(g, seat, o)) out.push_back(make_action(vb::kChoose, o));
}
void apply_reinforce(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.step == 0) {
    f.step = verb_of(a) == vb::kDone ? 1 : 2;
    if (f.step == 1) LCG_LOG(g, log, "reinforce", seat, g.seat_name(seat) + " draws a reinforcement (MP-HFS-10).");
    return;
  }
  const CardId r = g.zone_of(seat, zn::kReinforceDeck).top();
  const CardId o = card_of(a);
  g.move_card(r, zn::kReinforce);
  g.extra[r].beneath = o;
  f.step = 2;
  LCG_LOG(g, log, "reinforce", seat, g.seat_name(seat) + " places a reinforcement face down under " + g.card_label(o) + ".");
}
std::string prompt_reinforce(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  return f.step == 0 ? "An objective turned face up: draw a reinforcement (done) or not (decline)?"
                     : "Place the reinforcement face down under an objective without one.";
}
void peek_reinforce(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && f.step == 1 && !g.zone_of(seat, zn::kReinforceDeck).empty())
    out.push_back(g.zone_of(seat, zn::kReinforceDeck).top());
}
std::string label_reinforce(const LcgState&, const Frame& f, Action a) {
  return f.step == 0 && verb_of(a) == vb::kDone ? "Draw a reinforcement" : "";
}

// ---- flip_choice. Frame: seat, source = the card; v[1] = the objective not
// to choose + 1 (0: none). Step 0 choose; 1 its event; 2 end. ----
bool flippable(const LcgState& g, const Frame& f, CardId o) {
  return g.in_play(o) && g.type(o) == kObjective && g.controller_of(o) == f.seat && g.face_down(o) &&
         o != static_cast<CardId>(f.v[1] - 1);
}
StepResult run_flip(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0)
    for (CardId o : g.zone_of(f.seat, zone::kPlay))
      if (flippable(g, f, o)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal_flip(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId o : g.zone_of(seat, zone::kPlay))
    if (flippable(g, f, o)) out.push_back(make_action(vb::kChoose, o));
}
void apply_flip(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  const CardId o = card_of(a);
  raise_then(g, f, make_event(evt::kFlip, seat, f.source, o, g.eng.objective == o ? 1 : 0), 1);
}
std::string prompt_flip(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0
             ? std::string(g.valid_card(f.source) ? g.fx(f.source).name : "") + ": choose one of your face-down objectives to turn face up."
             : "";
}

}  // namespace

const FrameKindDef<LcgState> mill_each_script = {"mill-each", 1, run_mill, nullptr, nullptr, nullptr, nullptr, nullptr, valid_mill};
const FrameKindDef<LcgState> reinforcement_draw_script = {"reinforcement-draw", 3, run_reinforce, legal_reinforce,
                                                          apply_reinforce, prompt_reinforce, peek_reinforce,
                                                          label_reinforce, nullptr, true};
const FrameKindDef<LcgState> flip_choice_script = {"flip-choice", 3, run_flip, legal_flip, apply_flip, prompt_flip,
                                                   nullptr, nullptr, nullptr, true};

void push_mill_each(LcgState& g, int seat, CardId source, int amount) {
  if (amount <= 0 || g.over) return;
  Frame& f = push_frame(g, script_kind(sc::mill_each), seat, source);
  f.v[1] = amount;
}
void push_reinforcement_draw(LcgState& g, int seat) {
  if (g.over || seat < 0 || g.zone_of(seat, zn::kReinforceDeck).empty()) return;
  push_frame(g, script_kind(sc::reinforcement_draw), seat);
}
void push_flip_choice(LcgState& g, int seat, CardId source, CardId except) {
  if (g.over) return;
  Frame& f = push_frame(g, script_kind(sc::flip_choice), seat, source);
  f.v[1] = except == kNoCard ? 0 : except + 1;
}

}  // namespace sw::lcg
