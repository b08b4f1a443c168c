// Evading Pursuit (The Hunt for Skywalker event, L01 57): "This card cannot
// be played during an engagement. Action: Switch the positions of 2 of your
// facedown objectives. Then, draw 1 card." The two objectives trade places
// in the pyramid (each keeps its reinforcement); the vulnerable places stay
// where they are (MP-HFS-17).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool playable(const LcgState& g, CardId self) {
  if (g.eng.objective != kNoCard) return false;  // not during an engagement
  int n = 0;
  for (CardId o : g.zone_of(g.controller_of(self), zone::kPlay)) n += g.type(o) == kObjective && g.face_down(o);
  return n >= 2;
}
bool choosable(const LcgState& g, const Frame& f, CardId o) {
  return g.in_play(o) && g.type(o) == kObjective && g.controller_of(o) == f.seat && g.face_down(o) && o != f.v[2] - 1;
}
// v[2] = the first objective + 1. Steps: 0 the first; 1 the second; 2 draw; 3 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step <= 1) {
    for (CardId o : g.zone_of(f.seat, zone::kPlay))
      if (choosable(g, f, o)) return StepResult::Wait;
    f.step = 2;
  }
  if (f.step == 2) {
    raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, 1), 3);  // "Then": the switch is made
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step > 1) return;
  for (CardId o : g.zone_of(seat, zone::kPlay))
    if (choosable(g, f, o)) out.push_back(make_action(vb::kChoose, o));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId o = card_of(a);
  if (f.step == 0) {
    f.v[2] = o + 1;
    f.step = 1;
    return;
  }
  const CardId first = static_cast<CardId>(f.v[2] - 1);
  std::swap(g.extra[first].pos, g.extra[o].pos);
  f.step = 2;
  LCG_LOG(g, log, "effect", seat, g.seat_name(seat) + " switches the face-down objectives at positions " +
                                      std::to_string(g.extra[o].pos + 1) + " and " + std::to_string(g.extra[first].pos + 1) + ".");
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat || f.step > 1) return "";
  return f.step == 0 ? "Evading Pursuit: choose the first face-down objective to move." : "Evading Pursuit: choose the face-down objective it trades places with.";
}
}  // namespace

const FrameKindDef<LcgState> evading_pursuit_script = {"evading-pursuit", 4, run, legal, apply, prompt,
                                                       nullptr, nullptr, nullptr, true};

Card evading_pursuit(Card c) {
  c.text = "This card cannot be played during an engagement. Action: switch the positions of 2 of your face-down "
           "objectives. Then draw 1 card.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(playable)
                    .scripted(script_kind(sc::evading_pursuit))
                    .says(c.text));
}
}  // namespace sw::lcg
