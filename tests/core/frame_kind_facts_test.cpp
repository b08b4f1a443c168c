// The optional facts of a game frame kind (sw/engine.h FrameKindDef):
// `wait_steps` says at which steps a frame of the kind always waits, so the
// driver does not run it there (nor after an action that leaves it so);
// `seat_decides` says only the frame's seat decides, so the other seats are
// answered without asking the kind; `ascending` says the kind's list needs
// no sort. A card-less game ("dial"): seats take turns to tick a
// counter until one of them stops it.
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "sw/engine.h"

namespace {

using namespace sw;

constexpr uint8_t kFrameTurns = kFirstGameFrame + 0;   // step 0: f.seat ticks or stops; step 1: stopped
constexpr uint8_t kFrameUnsorted = kFirstGameFrame + 1;  // lists 3, 1, 2, 2 without claiming an order
constexpr int kVerbTick = act::kFirstGameVerb + 0;
constexpr int kVerbStop = act::kFirstGameVerb + 1;

struct Dial : CoreFlow<CoreLimits> {
  int ticks = 0;
  int runs = 0;  // how often the driver ran the turns frame

  static const CardDef<Dial>& card_def(int) {
    static const CardDef<Dial> none{"none", "None"};
    return none;
  }
  static int num_card_defs() { return 0; }
  static const FrameKindDef<Dial>* game_frames();
  static int num_game_frames() { return 2; }
  static const VerbDef* game_verbs() {
    static const VerbDef v[] = {{"tick", "Tick", false}, {"stop", "Stop", false}};
    return v;
  }
  static int num_game_verbs() { return 2; }
  static int num_game_events() { return 0; }
  void resolve_game_event(Event&, EventLog*) {}
  void after_event(const Event&, EventLog*) {}
  std::string card_key(CardId) const { return "?"; }
  std::string card_label(CardId) const { return "?"; }
  int num_cards() const { return 0; }
  int def_of(CardId) const { return 0; }
  int controller_of(CardId) const { return -1; }
  bool in_play(CardId) const { return false; }
  bool in_hand_of(CardId, int) const { return false; }
  bool is_exhausted(CardId) const { return false; }
  void pay_exhaust(CardId) {}
  void pay_from_hand(CardId) {}
};

StepResult run_turns(Dial& g, Frame& f, EventLog*) {
  ++g.runs;
  if (f.step == 1) {
    g.stack.pop();  // stopped: the game is over
    return StepResult::Continue;
  }
  return StepResult::Wait;
}
int legal_calls = 0;  // how often the engine asked the turns kind for a list
void legal_turns(const Dial&, const Frame& f, int seat, std::vector<Action>& out) {
  ++legal_calls;
  if (f.step != 0 || seat != f.seat) return;
  out.push_back(make_action(kVerbTick));
  out.push_back(make_action(kVerbStop));
}
void apply_turns(Dial& g, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == kVerbTick) {
    ++g.ticks;
    f.seat = static_cast<int8_t>(g.next_seat(f.seat));
  } else {
    f.step = 1;
  }
}
StepResult run_unsorted(Dial&, Frame&, EventLog*) { return StepResult::Wait; }
void legal_unsorted(const Dial&, const Frame&, int seat, std::vector<Action>& out) {
  if (seat != 0) return;
  for (int v : {3, 1, 2, 2}) out.push_back(make_action(act::kFirstGameVerb + v));
}

const FrameKindDef<Dial> kFrames[] = {
    {"turns", 2, run_turns, legal_turns, apply_turns, nullptr, nullptr, nullptr, nullptr, true, true, 1u << 0},
    {"unsorted", 1, run_unsorted, legal_unsorted, nullptr, nullptr, nullptr, nullptr, nullptr, false, false},
};
const FrameKindDef<Dial>* Dial::game_frames() { return kFrames; }

Dial start(uint8_t kind, int seat) {
  Dial g;
  Frame f;
  f.kind = kind;
  f.seat = static_cast<int8_t>(seat);
  g.stack.push(f);
  engine::advance(g, nullptr);
  return g;
}

std::vector<int> to_act(const Dial& g) {
  std::vector<int> out;
  engine::seats_to_act(g, out);
  return out;
}
std::vector<Action> legal(const Dial& g, int seat) {
  std::vector<Action> out;
  engine::legal_actions(g, seat, out);
  return out;
}

}  // namespace

TEST_CASE("frame kind facts: a frame at a wait step is not run, and only the frame's seat is asked", "[core][frames]") {
  Dial g = start(kFrameTurns, 1);
  REQUIRE(g.runs == 0);  // step 0 is a wait step: the driver did not run it
  CHECK(to_act(g) == std::vector<int>{1});
  CHECK(legal(g, 1) == std::vector<Action>{make_action(kVerbTick), make_action(kVerbStop)});
  const int asked = legal_calls;
  CHECK(legal(g, 0).empty());
  CHECK(legal_calls == asked);  // seat 0 is not the frame's seat: the kind was not asked

  engine::apply(g, 1, make_action(kVerbTick), nullptr);
  CHECK(g.ticks == 1);
  CHECK(to_act(g) == std::vector<int>{0});  // the deciding seat moved with the frame's seat
  CHECK(g.runs == 0);                       // still at its wait step: the driver did not run the frame

  engine::apply(g, 0, make_action(kVerbTick), nullptr);
  CHECK(to_act(g) == std::vector<int>{1});
  CHECK(g.runs == 0);

  // Stop: step 1 is no wait step, so the driver runs the frame, which ends.
  engine::apply(g, 1, make_action(kVerbStop), nullptr);
  CHECK(g.runs == 1);
  CHECK(g.stack.empty());
  CHECK(to_act(g).empty());
}

TEST_CASE("frame kind facts: a kind that does not claim ascending lists is sorted and deduplicated",
          "[core][frames]") {
  Dial g = start(kFrameUnsorted, 0);
  const std::vector<Action> want = {make_action(act::kFirstGameVerb + 1), make_action(act::kFirstGameVerb + 2),
                                    make_action(act::kFirstGameVerb + 3)};
  CHECK(legal(g, 0) == want);
  // The seats are those with a non-empty list.
  CHECK(to_act(g) == std::vector<int>{0});
  CHECK(legal(g, 1).empty());
}
