// Complete serialisation of the state (saves) and its validating inverse,
// plus the invariants checked after every action by the conformance suite.
#include <algorithm>
#include "evr/frames.h"
#include "evr/match_state.h"
#include "evr/state_fields.h"

namespace sw {
namespace evr {

json EvrMatch::to_json() const {
  json j = fields::to_json(s);
  // Outside the Dominance phase the bottom frame is another phase's; saves keep
  // the number the old format wrote there: 6 once a Dominance phase has run, 0 before.
  if (s.stack.empty() || s.stack.frames[0].kind != kDominanceFrame)
    j["dominance"]["step"] = s.full_game() && s.last.round > 0 ? dom::Done : dom::Reveal;
  return j;
}

namespace {

// The frame kind of a phase (state.h); 0 (no frame) once the game is over.
uint8_t phase_frame(Phase p) {
  switch (p) {
    case Phase::Characters: return kSetupFrame;
    case Phase::Planning: return kPlanningFrame;
    case Phase::Struggle: return kStruggleFrame;
    case Phase::Dominance: return kDominanceFrame;
    case Phase::Over: break;
  }
  return 0;
}

// The step at which a phase frame waits for the players (at rest): the
// stacks a save can describe. The Dominance frame never waits by itself.
uint8_t resting_step(const EvrState& s, uint8_t kind) {
  switch (kind) {
    case kPlanningFrame: return plan::Choose;
    case kStruggleFrame: return s.choosing() ? strug::EndTurn : strug::Turn;
    default: return 0;
  }
}

// The seat of a phase frame at rest: the struggle's is the seat whose turn
// it is (struggle.cpp); the others have none.
int8_t resting_seat(const EvrState& s, uint8_t kind) {
  return kind == kStruggleFrame ? static_cast<int8_t>(s.run.current) : int8_t{-1};
}

// The step stack read from "dominance.step" and "pending" (state_fields.h).
// Inside the Dominance phase its frame (step = the next step to run) waits
// under an effect's frame, only after a step whose effect asks: a revealed
// strategy's (next: SecondRevealEffect or Winner) or the event's (next:
// GameEnd). Outside the phase the phase's own frame takes the place of the
// Dominance frame (old saves wrote 0 or 6 there), at its resting step.
std::string rebuild_stack(EvrState& s) {
  EvrStack& st = s.stack;
  if (st.empty() || st.frames[0].kind != kDominanceFrame) return "stack: no dominance step";
  int step = st.frames[0].step;
  if (s.phase == Phase::Dominance) {
    if (step != dom::SecondRevealEffect && step != dom::Winner && step != dom::GameEnd)
      return "the dominance phase cannot wait at that step";
    if (!s.choosing()) return "the dominance phase waits for no choice";
    return "";
  }
  if (step != dom::Reveal && step != dom::Done) return "dominance step outside the dominance phase";
  st.frames.erase_at(0);
  if (s.phase == Phase::Over) return "";  // no frame; a choice left over is rejected (check_pending)
  Frame f;
  f.kind = phase_frame(s.phase);
  f.step = resting_step(s, f.kind);
  f.seat = resting_seat(s, f.kind);
  if (!st.frames.try_insert_at(0, f)) return "stack: nesting too deep";  // cannot happen: one frame went
  return "";
}

}  // namespace

std::string check_frames(const EvrState& s) {
  const EvrStack& st = s.stack;
  if (s.over || s.phase == Phase::Over) return st.empty() ? "" : "frames left on the stack of a finished game";
  if (st.empty()) return "no frame on the step stack of a running game";
  const Frame& bottom = st.frames[0];
  if (bottom.kind != phase_frame(s.phase)) return "the step stack disagrees with the phase";
  for (int i = 1; i < st.depth(); ++i)
    if (!is_power_frame(st.frames[i].kind)) return "a phase frame above the bottom of the stack";
  if (st.depth() > 2) return "more than one choice on the step stack";
  if (s.choosing()) {
    if (s.phase != Phase::Struggle && s.phase != Phase::Dominance) return "a choice outside the struggle and dominance";
    if (s.choice().seat < 0 || s.choice().seat > 1) return "pending choice for no seat";
  }
  if (bottom.kind == kDominanceFrame) {
    // It waits only under an effect's choice, after a step whose effect asks.
    if (!s.choosing()) return "the dominance phase waits for no choice";
    if (bottom.step != dom::SecondRevealEffect && bottom.step != dom::Winner && bottom.step != dom::GameEnd)
      return "the dominance phase cannot wait at that step";
  } else if (bottom.step != resting_step(s, bottom.kind) || bottom.seat != resting_seat(s, bottom.kind) ||
             bottom.source != kNoCard ||
             bottom.ability != -1 || bottom.v[0] || bottom.v[1] || bottom.v[2] || bottom.v[3]) {
    return "a phase frame is not at a step where it waits";
  }
  return "";
}

Result<std::unique_ptr<State>> evr_state_from_json(const json& j) {
  auto m = std::make_unique<EvrMatch>();
  EvrState& s = m->s;
  auto fail = [&](const std::string& why) { return make_error(err::kBadSave, "evr state: " + why); };
  std::string err;
  // Types, ranges, names, no missing or unknown keys: the list of fields.
  if (!fields::from_json(j, s, err)) return fail(err);
  // What the fields cannot check one by one.
  if (s.p[0].faction == s.p[1].faction || s.p[s.seat_of(kRebel)].faction != kRebel) return fail("bad factions");
  std::string stack_err = rebuild_stack(s);
  if (!stack_err.empty()) return fail(stack_err);
  std::string pend_err = check_pending(s);  // against the power table (effects.h)
  if (!pend_err.empty()) return fail(pend_err);
  std::string inv = m->check_invariants();
  if (!inv.empty()) return fail(inv);
  return std::unique_ptr<State>(std::move(m));
}

std::string EvrMatch::check_invariants() const {
  // Every resource card of a faction is in exactly one zone of its owner.
  for (int seat = 0; seat < 2; ++seat) {
    const PlayerState& ps = s.p[seat];
    int count[kNumResourceCards] = {};
    auto tally = [&](const auto& zone, bool chars_only) -> std::string {
      for (CardId c : zone.cards) {
        if (c >= kNumResourceCards || faction_of(c) != ps.faction) return "a card is in the wrong player's zone";
        if (chars_only && !is_character(c)) return "a non-character card is in a reserve";
        ++count[c];
      }
      return "";
    };
    std::string e;
    if (!(e = tally(ps.deck, false)).empty() || !(e = tally(ps.in_play, false)).empty() ||
        !(e = tally(ps.discard, false)).empty() || !(e = tally(ps.reserve, true)).empty())
      return e;
    int base = ps.faction * kCardsPerFaction;
    for (int i = 0; i < kCardsPerFaction; ++i) {
      int c = base + i;
      bool in_game = s.full_game() || !is_character(c);
      if (count[c] != (in_game ? 1 : 0))
        return std::string("card ") + card_id(c) + " appears " + std::to_string(count[c]) + " times";
    }
    if (ps.influence < 0 || ps.vp < 0) return "a counter is negative";
    int vp = 0;
    for (int ev = 0; ev < kNumEvents; ++ev)
      if ((ps.won >> ev) & 1u) vp += event_def(ev).vp;
    if (vp != ps.vp) return "VP do not match the events won";
    if (s.event >= 0 && ps.in_play.size() > s.capacity()) return "more cards in play than the capacity";
    int chosen = 0;
    for (int k = 0; k < kNumStrategies; ++k)
      if (ps.strat[k] == StratStatus::Chosen) {
        ++chosen;
        if (ps.chosen != k) return "chosen strategy mismatch";
      }
    if (chosen > 1 || (chosen == 0 && ps.chosen >= 0)) return "chosen strategy mismatch";
    if (s.full_game() && s.phase != Phase::Characters && s.num_unused(seat) == 0 && ps.chosen < 0)
      return "no strategy card is available";
  }
  for (int c = 0; c < kNumResourceCards; ++c)
    if (s.is_exhausted(c) && !s.p[s.owner_seat(c)].in_play.contains(static_cast<CardId>(c)))
      return "a card out of play is exhausted";
  // Events: each in exactly one place (deck, current, or won).
  int seen[kNumEvents] = {};
  for (CardId e : s.event_deck.cards) ++seen[e];
  // A won event stays "this round's event" until the round ends.
  if (s.event >= 0 && !(((s.p[0].won | s.p[1].won) >> s.event) & 1u)) ++seen[s.event];
  for (int seat = 0; seat < 2; ++seat)
    for (int e = 0; e < kNumEvents; ++e)
      if ((s.p[seat].won >> e) & 1u) ++seen[e];
  for (int e = 0; e < kNumEvents; ++e) {
    int expect = s.full_game() || e == escape_from_tatooine() ? 1 : 0;
    if (s.full_game() && seen[e] != 1) return std::string("event ") + event_def(e).key + " is lost or duplicated";
    if (!s.full_game() && seen[e] > expect) return "learning game event duplicated";
  }
  if (s.over != (s.phase == Phase::Over)) return "game-over flag and phase disagree";
  // EVR-SETUP-11: the balance token is unset only while characters are
  // chosen, or once a game ended there (a concession before round 1).
  if (s.balance < 0 && !(s.full_game() && (s.phase == Phase::Characters || (s.over && s.round == 0))))
    return "the balance token is not set";
  // The step stack (state.h): the phase's frame at the bottom, resting where
  // it waits, and at most one power's frame on top.
  std::string frames = check_frames(s);
  if (!frames.empty()) return frames;
  // The engine's flow extras (sw::CoreFlow) are empty at rest and never
  // saved: EvR's rules open no event windows, so nothing waits in them.
  if (!s.events.empty() || !s.pending.empty() || !s.uses.empty() || !s.lasting.empty())
    return "the engine's flow holds events, triggers, uses or lasting effects at rest";
  for (uint32_t n : s.period)
    if (n != 0) return "the engine's period counters moved";
  if (s.seats != 2 || s.active != 0) return "the engine's seats are not EvR's";
  std::vector<int> acting = to_act();
  if (!s.over && acting.empty()) return "nobody can act but the game is not over";
  std::vector<Action> acts;
  for (int seat : acting) {
    legal_actions(seat, acts);
    if (acts.empty()) return "a seat is asked to act but has no legal action";
  }
  return "";
}

}  // namespace evr
}  // namespace sw
