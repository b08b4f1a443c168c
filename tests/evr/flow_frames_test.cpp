// EvR's flow as frames (games/evr/frames.h, state.h): every phase is a frame
// kind of the table (Dominance 8, Setup 9, Planning 10, Struggle 11, powers
// 16 + PowerId); the phase's frame lies at the bottom of the stack, a power's
// choice above it; who acts, what is legal and the prompt come from the top
// frame; saves rebuild the stack from "phase" / "run" / "dominance.step" /
// "pending". These tests look at the stack itself, so they use the State
// interface of the game (the black-box tests use the JSON API).
#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <string>
#include <vector>
#include "evr/evr_game.h"
#include "evr/frames.h"
#include "evr/match_state.h"
#include "sw/invariant.h"

namespace {

using sw::json;
using namespace sw::evr;

std::unique_ptr<sw::State> start(const json& setup, uint64_t seed, const std::string& variant = "full",
                                 const std::string& characters = "choose") {
  auto game = make_game();
  json opts = {{"variant", variant}, {"rebelSeat", 0}, {"characters", characters}};
  auto r = game->new_state(opts, seed, setup, nullptr);
  INFO((r.ok() ? std::string() : r.error().message));
  REQUIRE(r.ok());
  return std::move(r.value());
}

EvrMatch& match(const std::unique_ptr<sw::State>& st) { return dynamic_cast<EvrMatch&>(*st); }

std::vector<uint8_t> kinds(const EvrState& s) {
  std::vector<uint8_t> v;
  for (const sw::Frame& f : s.stack.frames) v.push_back(f.kind);
  return v;
}

// Applies the legal action of `seat` whose id is `id` (it must be legal).
void act_id(sw::State& st, int seat, const std::string& id) {
  std::vector<sw::Action> acts;
  st.legal_actions(seat, acts);
  for (sw::Action a : acts)
    if (st.action_id(seat, a) == id) {
      st.apply(seat, a, nullptr);
      return;
    }
  FAIL("not legal for seat " << seat << ": " << id);
}

uint8_t phase_kind(Phase p) {
  switch (p) {
    case Phase::Characters: return kSetupFrame;
    case Phase::Planning: return kPlanningFrame;
    case Phase::Struggle: return kStruggleFrame;
    case Phase::Dominance: return kDominanceFrame;
    case Phase::Over: break;
  }
  return 0;
}

// What the top frame says at rest, checked against the phase and the API.
void check_rest(const EvrMatch& m) {
  const EvrState& s = m.s;
  INFO("phase " << static_cast<int>(s.phase) << " depth " << s.stack.depth());
  if (s.over) {
    CHECK(s.stack.empty());
    return;
  }
  REQUIRE(!s.stack.empty());
  REQUIRE(s.stack.depth() <= kMaxNesting);
  CHECK(s.stack.frames[0].kind == phase_kind(s.phase));
  const sw::Frame& top = s.stack.top();
  if (s.stack.depth() == 2) {
    CHECK(is_power_frame(top.kind));
    CHECK(s.choosing());
    CHECK(s.choice().power == frame_power(top.kind));
  } else {
    CHECK_FALSE(s.choosing());
    CHECK(frame_kind(top.kind) != nullptr);
  }
  // Who acts = the seats the top frame gives legal actions; each has a prompt.
  std::vector<int> seats = m.to_act();
  REQUIRE(!seats.empty());
  std::vector<sw::Action> acts;
  for (int seat = 0; seat < 2; ++seat) {
    m.legal_actions(seat, acts);
    bool listed = std::find(seats.begin(), seats.end(), seat) != seats.end();
    CHECK(listed == !acts.empty());
    CHECK(frame_prompt(s, seat).empty() == acts.empty());
  }
  CHECK(m.check_invariants() == "");
}

}  // namespace

TEST_CASE("EvR frames: the phase kinds are rows of one table, numbered after the engine's core kinds",
          "[evr][steps][frames]") {
  CHECK(kDominanceFrame == sw::kFirstGameFrame);
  // One table: the phases (8..11), unused kinds (12..15), the scripts (16 + PowerId).
  REQUIRE(EvrState::num_game_frames() == kFirstPowerFrame - kDominanceFrame + static_cast<int>(PowerId::Count));
  const char* names[] = {"dominance", "setup", "planning", "struggle"};
  const uint8_t kinds_in_order[] = {kDominanceFrame, kSetupFrame, kPlanningFrame, kStruggleFrame};
  for (int i = 0; i < 4; ++i) {
    const FrameKind* k = frame_kind(kinds_in_order[i]);
    REQUIRE(k == &EvrState::game_frames()[i]);
    CHECK(std::string(k->name) == names[i]);
    CHECK(k->run != nullptr);
  }
  // Only the phases where players decide list actions and prompts.
  CHECK(frame_kind(kDominanceFrame)->legal == nullptr);
  for (uint8_t k : {kSetupFrame, kPlanningFrame, kStruggleFrame}) {
    CHECK(frame_kind(k)->legal != nullptr);
    CHECK(frame_kind(k)->apply != nullptr);
    CHECK(frame_kind(k)->prompt != nullptr);
  }
  // Power frames are not phase rows; they start at 16 + PowerId.
  CHECK(frame_kind(kFirstPowerFrame) == nullptr);
  CHECK(frame_kind(power_frame(PowerId::Support)) == nullptr);
  CHECK(frame_kind(12) == nullptr);
  CHECK(frame_kind(7) == nullptr);
  // In the engine's table: the unused kinds report, the scripts' rows wait
  // and answer only the deciding seat, with the script's own label and valid.
  const sw::FrameKindDef<EvrState>* table = EvrState::game_frames();
  for (int kind = 12; kind < kFirstPowerFrame; ++kind) {
    CHECK(std::string(table[kind - kDominanceFrame].name) == "unused");
    CHECK(table[kind - kDominanceFrame].legal == nullptr);
  }
  const sw::FrameKindDef<EvrState>& leia = table[power_frame(PowerId::Leia) - kDominanceFrame];
  CHECK(std::string(leia.name) == "leia-organa");
  CHECK(leia.label == script_def(PowerId::Leia).frame.label);
  CHECK(leia.label != nullptr);
  CHECK(leia.valid == script_def(PowerId::Leia).frame.valid);
  CHECK(leia.legal != nullptr);
  CHECK(table[power_frame(PowerId::Veers) - kDominanceFrame].legal == nullptr);  // never waits
  CHECK(power_frame(PowerId::Diplomacy) == kFirstPowerFrame + 1);
  CHECK(frame_power(power_frame(PowerId::NewStrategy)) == PowerId::NewStrategy);
  CHECK(frame_power(kStruggleFrame) == PowerId::None);
}

TEST_CASE("EvR frames: the phases' compile-time rows are the table's rows, with the facts the engine reads",
          "[evr][steps][frames][engine]") {
  // sw::engine::StaticKinds<EvrState> lets the engine call the phases'
  // functions directly: its rows must be exactly the table's first rows.
  using Static = sw::engine::StaticKinds<EvrState>;
  REQUIRE(Static::count == kNumPhaseFrames);
  const sw::FrameKindDef<EvrState>* table = EvrState::game_frames();
  for (int i = 0; i < Static::count; ++i) {
    const sw::FrameKindDef<EvrState>& a = Static::rows[i];
    const sw::FrameKindDef<EvrState>& b = table[i];
    CHECK(std::string(a.name) == b.name);
    CHECK(a.steps == b.steps);
    CHECK(a.run == b.run);
    CHECK(a.legal == b.legal);
    CHECK(a.apply == b.apply);
    CHECK(a.prompt == b.prompt);
    CHECK(a.peek == b.peek);
    CHECK(a.seat_decides == b.seat_decides);
    CHECK(a.ascending == b.ascending);
    CHECK(a.wait_steps == b.wait_steps);
  }
  // Only the struggle's turn waits without running, for the frame's seat.
  const sw::FrameKindDef<EvrState>& struggle = table[kStruggleFrame - kDominanceFrame];
  CHECK(struggle.wait_steps == (1u << strug::Turn));
  CHECK(struggle.seat_decides);
  CHECK(!table[kPlanningFrame - kDominanceFrame].seat_decides);  // both seats choose at once
}

TEST_CASE("EvR frames: a round is Setup -> Planning -> Struggle -> Dominance -> Planning, each at the bottom",
          "[evr][steps][frames]") {
  auto st = start(json(), 5);
  EvrMatch& m = match(st);
  // EVR-SETUP-8: character selection is the Setup frame; both seats choose at once.
  REQUIRE(kinds(m.s) == std::vector<uint8_t>{kSetupFrame});
  CHECK(m.to_act() == std::vector<int>{0, 1});
  check_rest(m);
  for (int i = 0; i < 4; ++i)
    for (int seat = 0; seat < 2; ++seat) {
      std::vector<sw::Action> acts;
      m.legal_actions(seat, acts);
      REQUIRE(!acts.empty());
      m.apply(seat, acts[0], nullptr);
      if (!(i == 3 && seat == 1)) CHECK(kinds(m.s) == std::vector<uint8_t>{kSetupFrame});
    }
  // The Setup frame handed over to round 1's Planning, waiting for the choices (EVR-PLAN-4).
  REQUIRE(kinds(m.s) == std::vector<uint8_t>{kPlanningFrame});
  CHECK(m.s.stack.top().step == plan::Choose);
  CHECK(m.s.round == 1);
  CHECK(m.s.phase == Phase::Planning);
  check_rest(m);
  act_id(*st, 0, "strategy:direct-assault");
  CHECK(kinds(m.s) == std::vector<uint8_t>{kPlanningFrame});
  CHECK(m.to_act() == std::vector<int>{1});
  act_id(*st, 1, "strategy:bureaucracy");
  // EVR-STRUGGLE-1: the struggle is a window at its Turn step.
  REQUIRE(kinds(m.s) == std::vector<uint8_t>{kStruggleFrame});
  CHECK(m.s.stack.top().step == strug::Turn);
  check_rest(m);
  const int first = m.s.run.current;
  CHECK(m.to_act() == std::vector<int>{first});
  act_id(*st, first, "play");
  CHECK(m.s.run.current == 1 - first);
  act_id(*st, 1 - first, "play");
  act_id(*st, first, "pass");
  CHECK(m.s.run.passes == 1);
  CHECK(kinds(m.s) == std::vector<uint8_t>{kStruggleFrame});
  act_id(*st, 1 - first, "pass");  // EVR-STRUGGLE-10: both passed in a row
  // Dominance ran to its end without a choice: round 2's Planning replaced it.
  CHECK(m.s.last.round == 1);
  REQUIRE(kinds(m.s) == std::vector<uint8_t>{kPlanningFrame});
  CHECK(m.s.round == 2);
  check_rest(m);
}

TEST_CASE("EvR frames: a power's choice sits above the Struggle frame, the turn ends once it is made",
          "[evr][steps][frames]") {
  json setup = {{"phase", "struggle"},
                {"event", "battle-of-hoth"},
                {"balance", "rebel"},
                {"rebel", {{"inPlay", {"reb.military-2"}}}},
                {"imperial", {{"inPlay", {"imp.military-3"}}}}};
  auto st = start(setup, 3);
  EvrMatch& m2 = match(st);
  REQUIRE(m2.s.run.current == 0);
  act_id(*st, 0, "pass");  // one pass, then the Imperial uses the Force: the run of passes restarts
  REQUIRE(m2.s.run.passes == 1);
  act_id(*st, 1, "force:imp.military-3");  // EVR-STRUGGLE-5: Military asks which card to discard
  REQUIRE(kinds(m2.s) == (std::vector<uint8_t>{kStruggleFrame, power_frame(PowerId::Military)}));
  CHECK(m2.s.stack.frames[0].step == strug::EndTurn);
  CHECK(m2.s.run.current == 1);  // still the Imperial turn while the power waits
  CHECK(m2.to_act() == std::vector<int>{1});
  check_rest(m2);
  std::vector<sw::Action> acts;
  m2.legal_actions(0, acts);
  CHECK(acts.empty());  // the frame below offers nothing while the choice is on top
  act_id(*st, 1, "pick:reb.military-2");
  // The choice popped; the Struggle frame ended the turn (EVR-STRUGGLE-10: passes restart).
  REQUIRE(kinds(m2.s) == std::vector<uint8_t>{kStruggleFrame});
  CHECK(m2.s.stack.top().step == strug::Turn);
  CHECK(m2.s.run.current == 0);
  CHECK(m2.s.run.passes == 0);
  check_rest(m2);
}

TEST_CASE("EvR frames: saves rebuild the same stack in every phase, old fields only", "[evr][steps][frames][save]") {
  auto game = make_game();
  for (uint64_t seed : {1u, 2u, 9u}) {
    for (const char* variant : {"full", "learning"}) {
      auto st = start(json(), seed, variant);
      sw::Rng pick(seed, 77);
      std::vector<sw::Action> acts;
      int steps = 0;
      bool saw_choice = false;
      while (!st->terminal() && steps++ < 3000) {
        EvrMatch& m = match(st);
        check_rest(m);
        saw_choice = saw_choice || m.s.choosing();
        json save = st->to_json();
        CHECK_FALSE(save.contains("stack"));  // the save format did not change
        auto back = game->state_from_json(save);
        REQUIRE(back.ok());
        CHECK(kinds(match(back.value()).s) == kinds(m.s));
        CHECK(match(back.value()).s.stack == m.s.stack);
        std::vector<int> seats = st->to_act();
        st->legal_actions(seats[0], acts);
        st->apply(seats[0], acts[pick.below(static_cast<uint32_t>(acts.size()))], nullptr);
      }
      CHECK(st->terminal());
      CHECK(match(st).s.stack.empty());
      if (std::string(variant) == "full") CHECK(saw_choice);
    }
  }
}

TEST_CASE("EvR frames: check_invariants rejects a stack that disagrees with the phase", "[evr][steps][frames]") {
  json setup = {{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}};
  auto st = start(setup, 4);
  EvrMatch& m = match(st);
  REQUIRE(m.check_invariants() == "");
  auto broken = [&](auto change) {
    EvrMatch copy = m;
    change(copy.s);
    return copy.check_invariants();
  };
  CHECK(broken([](EvrState& s) { s.stack.top().kind = kPlanningFrame; }) != "");      // another phase's frame
  CHECK(broken([](EvrState& s) { s.stack.top().step = strug::Over; }) != "");         // not a resting step
  CHECK(broken([](EvrState& s) { s.stack.top().step = strug::EndTurn; }) != "");      // ends a turn with no choice
  CHECK(broken([](EvrState& s) { s.stack.frames.clear(); }) != "");                   // a running game without frames
  CHECK(broken([](EvrState& s) {
          sw::Frame f;
          f.kind = kSetupFrame;
          s.stack.push(f);
        }) != "");  // a phase above a phase
  CHECK(broken([](EvrState& s) { s.stack.top().v[2] = 1; }) != "");  // phase frames carry no variables
  CHECK(sw::take_violation() == nullptr);
}

TEST_CASE("EvR frames: the driver stops at a power's choice and reports a frame kind it does not know",
          "[evr][steps][frames]") {
  json setup = {{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}};
  auto st = start(setup, 6);
  EvrState s = match(st).s;
  REQUIRE(kinds(s) == std::vector<uint8_t>{kStruggleFrame});
  // A power's frame on top: advance leaves everything as it is (it waits).
  ask(s, PowerId::Military, 0, 0, -1, 0);
  const EvrState waiting = s;
  sw::engine::advance(s, nullptr);
  CHECK(s == waiting);
  CHECK(sw::take_violation() == nullptr);
  // Kind 12 is neither a phase nor a power: reported and dropped, then the
  // frame below goes on (the Struggle frame waits at its Turn step).
  s.stack.pop();
  sw::Frame bad;
  bad.kind = 12;
  REQUIRE(s.stack.push(bad));
  sw::engine::advance(s, nullptr);
  const char* v = sw::take_violation();
  REQUIRE(v != nullptr);
  CHECK(std::string(v).find("unknown frame kind") != std::string::npos);
  CHECK(kinds(s) == std::vector<uint8_t>{kStruggleFrame});
}

TEST_CASE("EvR on the engine: the board hooks read EvR's own board", "[evr][steps][frames][engine]") {
  json setup = {{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}, {"toAct", "rebel"},
                {"rebel", {{"inPlay", {"reb.military-3", {{"card", "reb.diplomacy-5"}, {"exhausted", true}}}}}},
                {"imperial", {{"inPlay", {"imp.recon-4"}}}}};
  auto st = start(setup, 3);
  const EvrState& s = match(st).s;
  const sw::CardId mil = static_cast<sw::CardId>(find_card("reb.military-3"));
  const sw::CardId dip = static_cast<sw::CardId>(find_card("reb.diplomacy-5"));
  const sw::CardId rec = static_cast<sw::CardId>(find_card("imp.recon-4"));
  const sw::CardId vader = static_cast<sw::CardId>(find_card("imp.darth-vader"));
  CHECK(s.num_cards() == kNumCardRefs);
  CHECK(s.in_play(mil));
  CHECK(s.in_play(rec));
  CHECK_FALSE(s.in_play(vader));
  CHECK(s.controller_of(mil) == s.seat_of(kRebel));
  CHECK(s.controller_of(rec) == s.seat_of(kImperial));
  CHECK(s.is_exhausted(dip));
  CHECK_FALSE(s.is_exhausted(mil));
  CHECK_FALSE(s.in_hand_of(mil, s.seat_of(kRebel)));  // EvR has no hand
  // The round's event is in play; another event is not.
  const int hoth = find_event("battle-of-hoth");
  CHECK(s.in_play(static_cast<sw::CardId>(event_ref(hoth))));
  CHECK_FALSE(s.in_play(static_cast<sw::CardId>(event_ref(find_event("battle-of-endor")))));
  CHECK(s.controller_of(static_cast<sw::CardId>(event_ref(hoth))) == -1);  // nobody has won it yet
  CHECK(s.card_key(static_cast<sw::CardId>(event_ref(hoth))) == "event.battle-of-hoth");
  CHECK(s.card_key(mil) == "reb.military-3");
  // The definition of a card id is its ref.
  CHECK(&EvrState::card_def(s.def_of(mil)) == resource_def(mil).def);
}

TEST_CASE("EvR on the engine: a power runs through the ability frame and leaves the flow's extras empty",
          "[evr][steps][frames][engine]") {
  json setup = {{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}, {"toAct", "rebel"},
                {"rebel", {{"inPlay", {"reb.military-3"}}}},
                {"imperial", {{"inPlay", {"imp.recon-4", "imp.military-2"}}}}};
  auto st = start(setup, 3);
  EvrMatch& m = match(st);
  act_id(*st, m.s.seat_of(kRebel), "force:reb.military-3");
  // Military's script took over from the engine's ability frame: its owner is
  // the ability's seat and its scratch values start afresh.
  REQUIRE(kinds(m.s) == (std::vector<uint8_t>{kStruggleFrame, power_frame(PowerId::Military)}));
  CHECK(m.s.choice().owner == m.s.seat_of(kRebel));
  CHECK(m.s.choice().seat == m.s.seat_of(kRebel));
  CHECK(m.s.choice().source == find_card("reb.military-3"));
  CHECK(m.s.choice().a == -1);
  CHECK(m.s.stack.top().ability == -1);
  CHECK(m.s.events.empty());
  CHECK(m.s.current(sw::Scope::Event) == 0);  // nothing answers EvR's events: no serials
  CHECK(m.check_invariants() == "");
  act_id(*st, m.s.seat_of(kRebel), "pick:imp.recon-4");
  CHECK(kinds(m.s) == std::vector<uint8_t>{kStruggleFrame});
  CHECK(m.s.events.empty());
  CHECK(m.s.uses.empty());
  CHECK(m.s.current(sw::Scope::Event) == 0);
  CHECK(m.check_invariants() == "");
  // A flow extra left at rest is an invariant violation.
  EvrMatch copy = m;
  copy.s.period[static_cast<int>(sw::Scope::Event)] = 1;
  CHECK(copy.check_invariants() != "");
}
