// The turn (LCG-TURN): Balance, Refresh, Draw, Deployment, Conflict and
// Force phases of the active seat, in order (LCG-TURN-2), with their
// first-turn exceptions (LCG-TURN-4). In 2v2 a team takes the turn together
// (MP-GEN-16): the frame's seat is the team's player #1, the Balance phase is
// once for the team, and in the other phases each player of the team in turn,
// clockwise from #1, is the active player (g.active) for their part
// (MP-GEN-18..22). In the two-player game a team is one seat.
#include <algorithm>
#include <cstdlib>
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// Turn steps.
enum : uint8_t {
  kStart,          // the turn begins; Balance phase begins
  kBalanceBody,    // LCG-BAL
  kRefreshStart,
  kRefreshBody,    // focus, shields, objectives (LCG-REFRESH-1..5)
  kRefreshAfter,   // "after you refresh" (OQ-9: after step 3), then the window
  kDrawStart,
  kDrawBody,
  kDrawAfter,      // the window after the draw
  kDeployStart,
  kDeployBody,
  kConflictStart,
  kConflictBody,
  kForceStart,
  kForceBody,
  kEnd,            // the turn ends (LCG-TURN-5): an event ("after your turn ends")
  kTurnOver,       // the next team's turn
  kSteps
};
static_assert(turn_step::kBalance == kStart && turn_step::kRefresh == kRefreshStart && turn_step::kDraw == kDrawStart &&
              turn_step::kDeployment == kDeployStart && turn_step::kConflict == kConflictStart &&
              turn_step::kForce == kForceStart);

// How many objectives `seat` has in play (in_play_of, without building the list).
int objectives_in_play(const LcgState& g, int seat) {
  int n = 0;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kObjective) ++n;
  return n;
}

void begin_phase(LcgState& g, Frame& f, Phase p, int next, EventLog* log) {
  g.next_period(Scope::Phase);
  g.phase = p;
  LCG_LOG(g, log, "phase", f.seat, g.seat_name(f.seat) + ": " + phase_name(p) + " phase.");
  raise_then(g, f, make_event(phase_begins(p), f.seat, kNoCard, kNoCard, static_cast<int>(p)), next);
}

// The next player of the team becomes the active player (MP-GEN-18..22);
// false (and #1 active again) after the last.
bool next_member(LcgState& g, const Frame& f) {
  const int n = g.next_teammate(g.active);
  g.active = static_cast<int8_t>(n < 0 ? f.seat : n);
  return n >= 0;
}

StepResult run_turn(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  int me = f.seat;
  switch (f.step) {
    case kStart:
      // A challenge game that can no longer end by its own victory conditions
      // (kChallengeTurnLimit, docs/rulings.md) ends with no winner.
      if (g.challenge() && g.turn >= kChallengeTurnLimit) {
        g.finish(-1, WinReason::TurnLimit, log);  // clears the stack: `f` is gone
        return StepResult::Continue;
      }
      g.next_period(Scope::Turn);
      ++g.turn;
      g.active = static_cast<int8_t>(me);
      f.v[1] = 0;
      if (log) log->round = g.turn;
      LCG_LOG(g, log, "turn", me, "Turn " + std::to_string(g.turn) + ": the " + g.seat_name(me) + ".");
      begin_phase(g, f, Phase::Balance, kBalanceBody, log);
      return StepResult::Continue;
    case kBalanceBody:
      f.step = kRefreshStart;
      if (g.challenge() && challenge_balance(g, f, me, log)) return StepResult::Continue;  // MP-HFS-19/20
      if (g.side_of_seat(me) == kDark) {
        // LCG-BAL-2: +1, and +1 more while the token shows the Dark Side (an
        // event: "after the Death Star dial increases", Force Cleansing).
        raise_then(g, f, make_event(evt::kDial, me, kNoCard, kNoCard, g.balance == kDark ? 2 : 1), kRefreshStart);
      } else if (g.balance == kLight) {
        // LCG-BAL-4: the Light Side may deal 1 damage to a Dark Side objective.
        bool any = false;
        for (int s = 0; s < g.seats; ++s)
          if (g.enemies(s, me) && objectives_in_play(g, s) > 0) any = true;
        if (any) push_frame(g, fk::kBalance, me);
      }
      return StepResult::Continue;
    case kRefreshStart:
      begin_phase(g, f, Phase::Refresh, kRefreshBody, log);  // LCG-BAL-6: no window before
      f.v[0] = 0;
      return StepResult::Continue;
    case kRefreshBody: {
      me = g.active;  // MP-GEN-18: each player of the team refreshes in turn
      if (f.v[0] == 0) {
        f.v[0] = 1;
        // LCG-REFRESH-1/2: one focus token off each card (two with Elite), not in the LS's first turn.
        const bool skip = g.side_of_seat(me) == kLight && !g.seat_info[me].took_turn;
        if (!skip)
          for (CardId c : g.zone_of(me, zone::kPlay)) {
            CardInstance& ci = g.card(c);
            if (ci.focus > 0) ci.focus = static_cast<int8_t>(std::max(0, ci.focus - (g.stat(c, st::kElite) > 0 ? 2 : 1)));
            ci.exhausted = ci.focus > 0;
          }
        else
          LCG_LOG(g, log, "refresh", me, "The Light Side's first turn: no focus tokens are removed (LCG-REFRESH-2).");
        // LCG-REFRESH-3: every shield on the active seat's cards.
        for (CardId c : g.zone_of(me, zone::kPlay)) g.extra[c].shields = 0;
      }
      // LCG-REFRESH-4/5: replace missing objectives, one at a time, each
      // resolving its "enters play" before the next (C3: an empty objective
      // deck is no loss).
      if (objectives_in_play(g, me) < g.objective_slots(me) && !g.zone_of(me, zn::kObjDeck).empty()) {
        CardId o = g.zone_of(me, zn::kObjDeck).top();
        LCG_LOG(g, log, "reveal", me, g.seat_name(me) + " reveals " + g.fx(o).name + ".");
        raise_then(g, f, make_event(ev::kEnterPlay, me, o, o), kRefreshBody);
        return StepResult::Continue;
      }
      raise_then(g, f, make_event(evt::kRefreshed, me), kRefreshAfter);
      return StepResult::Continue;
    }
    case kRefreshAfter:
      if (next_member(g, f)) {  // MP-GEN-18: the next teammate refreshes
        f.v[0] = 0;
        f.step = kRefreshBody;
        return StepResult::Continue;
      }
      f.step = kDrawStart;  // one window for the team (MP-GEN-18), #1 first
      open_action_window(g, WindowAt::Refresh);  // LCG-REFRESH-7
      return StepResult::Continue;
    case kDrawStart:
      begin_phase(g, f, Phase::Draw, kDrawBody, log);
      return StepResult::Continue;
    case kDrawBody:
      f.step = kDrawAfter;
      push_frame(g, fk::kDraw, g.active);
      return StepResult::Continue;
    case kDrawAfter:
      if (next_member(g, f)) {  // MP-GEN-19: the next teammate draws
        f.step = kDrawBody;
        return StepResult::Continue;
      }
      f.step = kDeployStart;  // one window for the team (MP-GEN-19), #1 first
      open_action_window(g, WindowAt::Draw);  // LCG-DRAW-4
      return StepResult::Continue;
    case kDeployStart:
      begin_phase(g, f, Phase::Deployment, kDeployBody, log);
      return StepResult::Continue;
    case kDeployBody:
      // MP-GEN-20: each player's deployment, one after another (v[1] = 1 once
      // the active player's window has closed).
      if (f.v[1] && (f.v[1] = 0, !next_member(g, f))) {
        f.step = kConflictStart;
        return StepResult::Continue;
      }
      f.v[1] = 1;
      open_action_window(g, WindowAt::Deployment);  // LCG-DEPLOY-2, LCG-TIMING-5
      return StepResult::Continue;
    case kConflictStart:
      begin_phase(g, f, Phase::Conflict, kConflictBody, log);
      return StepResult::Continue;
    case kConflictBody:
      // MP-GEN-21: each player's segment, one after another (v[1] as above).
      if (f.v[1] && (f.v[1] = 0, !next_member(g, f))) {
        f.step = kForceStart;
        return StepResult::Continue;
      }
      if (!g.multiplayer() && g.side_of_seat(me) == kDark && !g.seat_info[me].took_turn) {
        // (In multiplayer MP-GEN-15 replaces this: no engagement against an opponent who has not had a turn.)
        f.step = kForceStart;
        LCG_LOG(g, log, "conflict", me, "The Dark Side's first turn: no Conflict phase (LCG-CONFLICT-2).");
        return StepResult::Continue;
      }
      f.v[1] = 1;
      push_frame(g, fk::kConflict, g.active);
      return StepResult::Continue;
    case kForceStart:
      begin_phase(g, f, Phase::Force, kForceBody, log);
      return StepResult::Continue;
    case kForceBody:
      f.step = kEnd;
      push_frame(g, fk::kForce, me);
      return StepResult::Continue;
    case kEnd:  // "after your turn ends" (Mara Jade): the team's turn (MP-GEN-16)
      raise_then(g, f, make_event(evt::kTurnEnd, me), kTurnOver);
      return StepResult::Continue;
    default:  // kTurnOver
      for (int s = 0; s < g.seats; ++s)
        if (!g.enemies(s, me)) g.seat_info[s].took_turn = true;  // the whole team had its turn
      g.next_period(Scope::Phase);
      // MP-2V2-4: team turns alternate (the other side's player #1 begins).
      f.seat = static_cast<int8_t>(g.multiplayer() ? g.seat_of_side(g.side_of_seat(me) == kDark ? kLight : kDark)
                                                   : g.next_seat(me));
      f.step = kStart;
      return StepResult::Continue;
  }
}

}  // namespace

void push_turn(LcgState& g, int seat, Phase p) {
  Frame& f = push_frame(g, fk::kTurn, seat);
  g.active = static_cast<int8_t>(seat);
  g.phase = p;
  switch (p) {
    case Phase::Refresh: f.step = kRefreshStart; break;
    case Phase::Draw: f.step = kDrawStart; break;
    case Phase::Deployment: f.step = kDeployStart; break;
    case Phase::Conflict: f.step = kConflictStart; break;
    case Phase::Force: f.step = kForceStart; break;
    default: f.step = kStart; break;
  }
}

const FrameKindDef<LcgState> kTurnKind = {"turn", kSteps, run_turn};

// ---- The Light Side's Balance damage (LCG-BAL-4/5) ----
namespace {
StepResult run_balance(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) return StepResult::Wait;
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}
void legal_balance(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, seat))
      for (CardId o : g.zone_of(s, zone::kPlay))
        if (g.type(o) == kObjective && g.vulnerable(o)) out.push_back(make_action(vb::kDamage, o));  // MP-HFS-20
  out.push_back(make_action(vb::kDecline));
}
void apply_balance(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDecline) {
    LCG_LOG(g, log, "balance", seat, g.seat_name(seat) + " deals no Balance damage.");
    f.step = 1;
    return;
  }
  LCG_LOG(g, log, "balance", seat, "The Balance of the Force: 1 damage to " + g.card_label(card_of(a)) + ".");
  raise_then(g, f, make_event(ev::kDamage, seat, kNoCard, card_of(a), 1), 1);
}
std::string prompt_balance(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 0) return "";
  return g.side_of_seat(seat) == kDark  // The Hunt for Skywalker (MP-HFS-20)
             ? "The Balance of the Force shows the Dark Side: deal 1 damage to a vulnerable Light Side objective?"
             : "The Balance of the Force shows the Light Side: deal 1 damage to a Dark Side objective?";
}
}  // namespace
const FrameKindDef<LcgState> kBalanceKind = {"balance", 2, run_balance, legal_balance, apply_balance, prompt_balance,
                                             nullptr, nullptr, nullptr, true};

// ---- The Draw phase's choices (LCG-DRAW-1/2, LCG-WIN-3, MP-GEN-6/8/19) ----
namespace {
// The cards that count as the hand when drawing or discarding to the reserve
// value: the hand and, in multiplayer, the player's own common reserve
// (MP-GEN-8; never a teammate's).
int draw_hand_size(const LcgState& g, int seat) {
  return g.zone_of(seat, zone::kHand).size() + (g.teammate_in_game(seat) ? g.zone_of(seat, zn::kReserve).size() : 0);
}
// Steps: 0 the optional discard; 1 draw or go on; 2 discard down to the
// reserve value; 3 place a card in the common reserve (MP-GEN-6, a player
// with a teammate and a hand); 4 done.
StepResult run_draw(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const int me = f.seat;
  const int hand = draw_hand_size(g, me);
  switch (f.step) {
    case 0:
      if (g.seat_info[me].eliminated) {  // out of the game (Fully Armed): no draw
        g.stack.pop();
        return StepResult::Continue;
      }
      if (g.zone_of(me, zone::kHand).empty()) {
        f.step = 1;
        return StepResult::Continue;
      }
      return StepResult::Wait;
    case 1: {
      const int want = g.reserve(me);
      if (hand < want) {
        int need = want - hand;
        if (g.multiplayer() && g.zone_of(me, zone::kDeck).size() < need) {
          // MP-2V2-9: running out of cards does not lose; the player draws what is left.
          need = g.zone_of(me, zone::kDeck).size();
          LCG_LOG(g, log, "draw", me, g.seat_name(me) + "'s command deck is out of cards (MP-2V2-9: no loss).");
          if (need == 0) {
            f.step = 3;
            return StepResult::Continue;
          }
        }
        if (g.zone_of(me, zone::kDeck).size() < need) {  // LCG-WIN-3: must draw and cannot
          LCG_LOG(g, log, "draw", me, g.seat_name(me) + " must draw " + std::to_string(need) + " but the command deck holds " +
                                           std::to_string(g.zone_of(me, zone::kDeck).size()) + ".");
          g.finish(g.opponent_of(me), WinReason::DeckOut, log);
          return StepResult::Continue;
        }
        raise_then(g, f, make_event(ev::kDraw, me, kNoCard, kNoCard, need), 3);
        return StepResult::Continue;
      }
      f.step = hand > want ? 2 : 3;
      return StepResult::Continue;
    }
    case 2:
      if (hand > g.reserve(me)) return StepResult::Wait;
      f.step = 3;
      [[fallthrough]];
    case 3:
      // MP-GEN-6: after the draw steps the player may place one card from hand in its common reserve.
      if (g.teammate_in_game(me) && !g.zone_of(me, zone::kHand).empty()) return StepResult::Wait;
      [[fallthrough]];
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal_draw(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || (f.step != 0 && f.step != 2 && f.step != 3)) return;
  if (f.step == 3) {  // MP-GEN-6
    for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kReserve, c));
    out.push_back(make_action(vb::kDone));
    return;
  }
  for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kDiscard, c));
  if (f.step == 2 && g.teammate_in_game(seat))  // OQ-34: the reserve's card counts as hand here (MP-GEN-8)
    for (CardId c : g.zone_of(seat, zn::kReserve)) out.push_back(make_action(vb::kDiscard, c));
  if (f.step == 0) out.push_back(make_action(vb::kDone));
}
void apply_draw(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId c = card_of(a);
  if (f.step == 3) {
    f.step = 4;
    if (verb_of(a) == vb::kDone) return;
    // MP-GEN-6: a card already there is discarded first; at most one card per turn.
    while (!g.zone_of(seat, zn::kReserve).empty()) {
      const CardId old = g.zone_of(seat, zn::kReserve).top();
      g.move_card(old, zone::kDiscard, true);
      LCG_LOG(g, log, "reserve", seat, g.seat_name(seat) + " discards " + g.fx(old).name + " from the common reserve.");
    }
    g.move_card(c, zn::kReserve);
    LCG_LOG(g, log, "reserve", seat, g.seat_name(seat) + " places a card face down in the common reserve.");
    return;
  }
  if (verb_of(a) == vb::kDone) {
    f.step = 1;
    return;
  }
  if (g.cards[c].zone == zn::kReserve) {  // OQ-34: down to the reserve value with the reserve's card
    g.move_card(c, zone::kDiscard, true);
    LCG_LOG(g, log, "discard", seat, g.seat_name(seat) + " discards " + g.fx(c).name + " from the common reserve.");
    return;
  }
  raise_then(g, f, make_event(evt::kDiscardHand, seat, c, c), f.step == 0 ? 1 : 2);
}
std::string prompt_draw(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Draw phase: you may discard one card from your hand first.";
  if (f.step == 2)
    return "Discard down to your reserve value (" + std::to_string(g.reserve(seat)) + "): choose a card to discard.";
  if (f.step == 3) return "Draw phase: you may place one card from your hand face down in your common reserve.";
  return "";
}
}  // namespace
const FrameKindDef<LcgState> kDrawKind = {"draw", 5, run_draw, legal_draw, apply_draw, prompt_draw,
                                          nullptr, nullptr, nullptr, true};

// ---- The Force phase (LCG-FORCE) ----
namespace {
// Steps: 0 commit Force (the active seat; in 2v2 each player of the team in
// turn, f.seat and g.active following them, MP-GEN-22); 1 the struggle, once
// for the team; 2 the window; 3 done.
// The next teammate commits (MP-GEN-22): true if there is one.
bool next_committer(LcgState& g, Frame& f) {
  const int n = g.next_teammate(f.seat);
  if (n < 0) return false;
  f.seat = static_cast<int8_t>(n);
  g.active = static_cast<int8_t>(n);
  return true;
}
StepResult run_force(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const int me = f.seat;
  switch (f.step) {
    case 0: {
      if (g.force_available(me) > 0)
        for (CardId c : g.zone_of(me, zone::kPlay))
          if (g.type(c) == kUnit && !g.extra[c].force) return StepResult::Wait;
      if (next_committer(g, f)) return StepResult::Continue;
      f.step = 1;
      return StepResult::Continue;
    }
    case 1: {
      // MP-GEN-22: the struggle resolves once; the team's player #1 is the active player again.
      f.seat = g.active = static_cast<int8_t>(g.seat_of_side(g.side_of_seat(me)));
      // LCG-FORCE-7/9: the higher total turns the Balance token (OQ-22: at once).
      const int mine = g.side_of_seat(me), theirs = mine == kDark ? kLight : kDark;
      const int a = g.struggle_total(mine), b = g.struggle_total(theirs);
      int won = a > b ? mine : b > a ? theirs : -1;
      LCG_LOG(g, log, "struggle", me,
               "The Force struggle: Dark Side " + std::to_string(mine == kDark ? a : b) + ", Light Side " +
                   std::to_string(mine == kDark ? b : a) + ".");
      f.step = 2;
      if (won < 0) return StepResult::Continue;
      if (g.balance != won) {
        g.balance = static_cast<uint8_t>(won);
        LCG_LOG(g, log, "balance", g.seat_of_side(won),
                 std::string("The Balance of the Force turns to the ") + (won == kDark ? "Dark Side." : "Light Side."));
      }
      // amount: won by how many Force icons (Shistavanen Wolfman).
      raise_then(g, f, make_event(evt::kStruggleWon, g.seat_of_side(won), kNoCard, kNoCard, std::abs(a - b)), 2);
      return StepResult::Continue;
    }
    case 2:
      f.step = 3;
      open_action_window(g, WindowAt::Force);
      return StepResult::Continue;
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal_force(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  if (g.force_available(seat) > 0)
    for (CardId c : g.zone_of(seat, zone::kPlay))
      if (g.type(c) == kUnit && !g.extra[c].force) out.push_back(make_action(vb::kCommit, c));  // OQ-23
  out.push_back(make_action(vb::kDone));
}
void apply_force(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDone) {
    if (!next_committer(g, f)) f.step = 1;
    return;
  }
  raise_then(g, f, make_event(evt::kCommit, seat, card_of(a), card_of(a)), 0);
}
std::string prompt_force(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0
             ? "Force phase: commit Force to your units (" + std::to_string(g.force_available(seat)) + " available), then done."
             : "";
}
}  // namespace
const FrameKindDef<LcgState> kForceKind = {"force", 4, run_force, legal_force, apply_force, prompt_force,
                                           nullptr, nullptr, nullptr, true};

}  // namespace sw::lcg
