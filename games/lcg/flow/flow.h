// The LCG's game flow as frame kinds on the core's step stack: setup, the
// turn and its six phases, action windows, deployment and payment, the
// Conflict phase with its engagements, edge battles and strikes, the Force
// phase. One file per kind; this header holds what they share.
#pragma once
#include <string>
#include <vector>
#include "lcg/state.h"

namespace sw::lcg {

using engine::consume;
using engine::raise;

// Frames that raise an event set bit 30 of v[3] and consume the event when
// they run again (the event frame has finished with it).
inline constexpr int32_t kRaisedBit = 1 << 30;
inline void raise_then(LcgState& g, Frame& f, Event e, int next_step) {
  f.step = static_cast<uint8_t>(next_step);
  f.v[3] |= kRaisedBit;
  if (!raise(g, e)) f.v[3] &= ~kRaisedBit;
}
// Consumes the frame's raised event, if any; returns it (kind kNone if none).
inline Event take_raised(LcgState& g, Frame& f) {
  if (!(f.v[3] & kRaisedBit)) return Event{};
  f.v[3] &= ~kRaisedBit;
  return g.events.empty() ? Event{} : consume(g);
}
inline Event make_event(uint8_t kind, int seat, CardId source = kNoCard, CardId target = kNoCard, int amount = 0) {
  Event e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  e.source = source;
  e.target = target;
  e.amount = static_cast<int16_t>(amount);
  return e;
}

// Pushes a frame of game kind `kind` for `seat`.
inline Frame& push_frame(LcgState& g, uint8_t kind, int seat, CardId source = kNoCard) {
  Frame f;
  f.kind = kind;
  f.seat = static_cast<int8_t>(seat);
  f.source = source;
  g.stack.push(f);
  return g.stack.top();
}

// Action windows (LCG-ABIL-5, LCG-TIMING): the active seat first; `deploy`
// lets the active seat also play units and enhancements (LCG-DEPLOY-2).
enum class WindowAt : uint8_t {
  Refresh, Draw, Deployment, ConflictStart, Attackers, Defenders, Edge, Strike, ConflictEnd, Force, Count
};
void open_action_window(LcgState& g, WindowAt at);
const char* window_name(WindowAt at);

// Order in which seats take part in "DS first" steps (setup, LCG-SETUP-10).
std::vector<int> dark_first(const LcgState& g);

// Starts the turn of `seat` at phase `p` (setup positions start mid-turn).
void push_turn(LcgState& g, int seat, Phase p);
// A unit that may strike in the engagement now (LCG-STRIKE-1): a
// participating one, or one a card's rule lets strike anyway
// (mark::kStrikesForDarkObjective, Trandoshan Security Team). strike.cpp.
bool may_strike(const LcgState& g, CardId c);
// Starts an engagement frame (conflict.cpp), from the conflict phase or a setup position.
Frame& push_engagement(LcgState& g, int attacker, CardId objective);

// The Dark Side's choice of victory pile for a Light Side objective a Light
// Side effect destroyed (MP-2V2-8; the script `victory_pile`,
// cards/victory_pile.cpp): `seat` (Dark Side #1) picks a Dark Side player by
// its affiliation card, then the objective goes there (LcgState::to_victory_pile).
void push_victory_choice(LcgState& g, CardId objective, int seat);
// The Death Star dial advances by `amount` as an event (evt::kDial, raised by
// `seat`: "after the dial increases", Force Cleansing) where no frame of the
// flow raises it (the victory pile's advance, LCG-DMG-5; the script
// `dial_advance`, cards/dial_advance.cpp).
void push_dial_advance(LcgState& g, int seat, int amount);

// The challenge decks (challenge.cpp): a mode's own Balance phase (true:
// handled, MP-HFS-19/20); the solo player's fixed deck dealt for a new game.
bool challenge_balance(LcgState& g, Frame& f, int me, EventLog* log);
// The Hunt for Skywalker: `reinforcements` are the reinforcement deck's cards (MP-HFS-8/9).
void deal_challenge_deck(LcgState& g, int seat, const std::vector<int>& reinforcements = {});
// The Hunt for Skywalker (cards/hunt_rules.cpp): after an objective of
// `seat` turned face up, `seat` may draw a reinforcement and place it under
// an objective without one (MP-HFS-10, OQ-53); "discard the top `amount`
// cards of each opponent's deck" of card `source` (kNoCard: the Balance of
// the Force, MP-HFS-19), one opponent at a time clockwise from the active
// player (MP-GEN-23); `seat` turns one of its face-down objectives other than
// `except` face up (The Final Ship, "Boushh").
void push_reinforcement_draw(LcgState& g, int seat);
void push_mill_each(LcgState& g, int seat, CardId source, int amount);
void push_flip_choice(LcgState& g, int seat, CardId source, CardId except = kNoCard);
// Death Star II's rule (cards/death_star_ii.cpp): an enemy objective about to
// leave play sends its controller's affiliation card under it (MP-JT-6).
void death_star_ii_collects(LcgState& g, const Event& e, EventLog* log);

// Frame kind rows (one per file).
extern const FrameKindDef<LcgState> kSetupKind, kTurnKind, kBalanceKind, kWindowKind, kDrawKind, kDeployKind,
    kPayKind, kConflictKind, kEngagementKind, kEdgeKind, kStrikeKind, kForceKind, kChoiceKind;

// Step numbers the setup positions need.
namespace turn_step {
inline constexpr int kBalance = 0, kRefresh = 2, kDraw = 5, kDeployment = 8, kConflict = 10, kForce = 12;
}
namespace eng_step {
inline constexpr int kEdge = 9;
}

}  // namespace sw::lcg
