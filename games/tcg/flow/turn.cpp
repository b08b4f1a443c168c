// The turn (TCG-TURN-2): Ready (untap, gain Force, draw), Command (roll for
// build points, Dark Side build step, Light Side build step, Dark Side and
// Light Side retreat steps), Battle (Space, Ground, Character) and the end of
// turn's win check. Each step is a step of the turn frame; the build,
// retreat and battle steps push their own frames.
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"
#include "tcg/force_costs.h"

namespace sw::tcg::flow {

Frame make_frame(uint8_t kind, int seat, int step) {
  Frame f;
  f.kind = kind;
  f.seat = static_cast<int8_t>(seat);
  f.step = static_cast<uint8_t>(step);
  return f;
}

void open_play_window(TcgState& g, uint8_t timing_tag) {
  // TCG-PLAY-1: Dark Side first. Battle cards and activated abilities come
  // with the card sessions; engine::open_window opens nothing while no seat
  // has anything to play in this window.
  engine::open_window(g, kind_bit(AbilityKind::Activated), -1, timing_tag, g.first_seat());
}

bool raise_for(TcgState& g, Frame& f, uint8_t kind, int seat, CardId target, int amount) {
  if (!engine::answerable_now(g, kind)) return false;
  Event e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  e.target = target;
  e.amount = static_cast<int16_t>(amount);
  if (!engine::raise(g, e)) return false;
  f.v[3] |= 256;
  return true;
}

void consume_raised(TcgState& g, Frame& f) {
  if (!(f.v[3] & 256)) return;
  f.v[3] &= ~256;
  (void)engine::consume(g);
}

StepResult run_pay_force(TcgState& g, Frame& f, EventLog* log) {
  // The printed cost (v[0]) and what cards add to it now (force_costs.h: Order Here, Nexu).
  const int extra = g.valid_card(f.source) && f.ability >= 0 ? force_surcharge(g, f.source, f.ability, f.seat) : 0;
  const int cost = f.v[0] + extra;
  TcgSeat& me = g.seat_info[f.seat];
  me.force = static_cast<int16_t>(me.force - std::min<int>(me.force, cost));  // may_use checked it could pay
  if (cost > 0)
    TCG_LOG(g, log, "force", f.seat,
            g.seat_name(f.seat) + " pays " + std::to_string(cost) + " Force" +
                (extra > 0 ? " (" + surcharge_reasons(g, f.source, f.ability, f.seat) + ")" : "") + ".");
  g.stack.pop();
  return StepResult::Continue;
}

namespace {

void ready_phase(TcgState& g, EventLog* log) {
  g.phase = Phase::Ready;
  TCG_LOG(g, log, "turn", -1, "Turn " + std::to_string(g.turn) + ".");
  // TCG-READY-1: no plays, no windows. TCG-READY-2: untap, DS then LS, in
  // the arenas and retreated units in the build zone.
  for (int s : {g.first_seat(), g.second_seat()}) {
    for (CardId c : g.zone_of(s, zone::kPlay)) g.cards[c].exhausted = false;
    for (CardId c : g.zone_of(s, zn::kBuild))
      if (g.retreated(c)) g.cards[c].exhausted = false;
    for (CardId c : g.zone_of(s, zn::kAboard)) g.cards[c].exhausted = false;  // Pilots aboard (TCG2-PILOT-1)
  }
  // TCG-READY-3: +4 Force each, DS first.
  for (int s : {g.first_seat(), g.second_seat()}) g.seat_info[s].force = static_cast<int16_t>(g.seat_info[s].force + 4);
  // TCG-READY-4: one card each, DS first: the step-start frames the turn
  // frame pushes next. (TCG2-DRAW-1, later rules: at the start of each side's
  // own build step instead.)
}

}  // namespace

// The turn frame's v[2] bits: which of this turn's trigger points have been
// raised (T4, T5, TCG-CMD-1; kBattleStarts: the Battle phase started, its trigger point is
// still to come); v[3] bit 8: an event it raised waits to be consumed.
namespace raised { inline constexpr int kRoll = 1, kCharacter = 2, kBattleEnds = 4, kBattleStarts = 8, kCommandStarts = 16; }

StepResult run_turn(TcgState& g, Frame& f, EventLog* log) {
  consume_raised(g, f);
  switch (f.step) {
    case turn_step::kReady: {
      if (g.opts.max_turns > 0 && g.turn >= g.opts.max_turns) {  // OQ-TCG-28: the optional turn limit
        g.finish(-1, log);
        return StepResult::Continue;
      }
      f.v[2] = 0;
      g.next_period(Scope::Turn);  // TCG-TURN-5: "this turn" ends, once-per-turn limits reset
      g.next_period(Scope::Phase);
      g.turn_marks = 0;
      ++g.turn;
      if (log) log->round = g.turn;
      ready_phase(g, log);
      f.step = turn_step::kRoll;
      // TCG-READY-4, TCG2-DRAW-3/4 (2002 rules): the draw step, the Dark
      // Side's part first: each side's draw-step triggers, then its draw.
      if (!g.opts.later)
        for (int s : {g.second_seat(), g.first_seat()}) g.stack.push(start_frame(s, start_mode::kDrawStep));
      return StepResult::Continue;
    }
    case turn_step::kRoll: {
      // TCG2-READY-3 (later rules): the roll is the Ready phase's third step.
      if (!g.opts.later && !(f.v[2] & raised::kCommandStarts)) {
        f.v[2] |= raised::kCommandStarts;
        g.next_period(Scope::Phase);
        g.phase = Phase::Command;
        // TCG-CMD-1: the command starts step: "when the command phase
        // starts" triggers (Dark Side first, TCG-ABIL-9), then the roll.
        if (raise_for(g, f, evt::kCommandStarts)) return StepResult::Continue;
      }
      // TCG-CMD-2, TCG-DICE-7: the Light Side rolls one die; then the reroll window.
      g.build_roll = static_cast<int8_t>(g.rng.roll(6));
      g.next_period(Scope::Roll);
      // Logged like every roll (docs/api.md): data.dice holds the die;
      // data.buildPoints tells it from attack rolls and dice of damage.
      if (log)
        log->add("roll", g.second_seat(), "The Light Side rolls " + std::to_string(g.build_roll) + " for build points.",
                 json{{"dice", json::array({static_cast<int>(g.build_roll)})}, {"buildPoints", true}});
      f.step = turn_step::kAfterRoll;
      open_play_window(g, timing::kReroll);
      return StepResult::Continue;
    }
    case turn_step::kAfterRoll:
      // OQ-TCG-06: the post-roll window follows the reroll window (TCG-PLAY-4d).
      f.step = turn_step::kGrant;
      open_play_window(g, timing::kAfterRoll);
      return StepResult::Continue;
    case turn_step::kGrant: {
      if (!(f.v[2] & raised::kRoll)) {
        f.v[2] |= raised::kRoll;
        if (g.opts.later) {
          g.next_period(Scope::Phase);
          g.phase = Phase::Command;
        }
        // TCG-CMD-3: the same die for both, +1 with a unit in each arena,
        // checked now (OQ-TCG-07).
        for (int s : {g.first_seat(), g.second_seat()}) {
          TcgSeat& me = g.seat_info[s];
          me.build_points = static_cast<int8_t>(g.build_roll + (g.in_all_arenas(s) ? 1 : 0));
          TCG_LOG(g, log, "build_points", s, g.seat_name(s) + " gets " + std::to_string(me.build_points) + " build points.");
        }
        // T4: abilities triggered by the roll for build points change this
        // turn's points (they resolve here, on the points just granted).
        if (raise_for(g, f, evt::kBuildRoll, g.second_seat(), kNoCard, g.build_roll)) return StepResult::Continue;
      }
      // OQ-TCG2-01 (later rules): no command starts step; "when the command
      // phase starts" triggers resolve as it starts, before the Dark Side's
      // build step (and so before its build-step triggers).
      if (g.opts.later && !(f.v[2] & raised::kCommandStarts)) {
        f.v[2] |= raised::kCommandStarts;
        if (raise_for(g, f, evt::kCommandStarts)) return StepResult::Continue;
      }
      // TCG-CMD-4: the Dark Side's build step first.
      f.step = turn_step::kBuildLight;
      g.stack.push(make_frame(fk::kBuild, g.first_seat()));
      return StepResult::Continue;
    }
    case turn_step::kBuildLight:
      f.step = turn_step::kRetreatDark;
      g.stack.push(make_frame(fk::kBuild, g.second_seat()));
      return StepResult::Continue;
    case turn_step::kRetreatDark:  // TCG-CMD-5
      f.step = turn_step::kRetreatLight;
      g.stack.push(make_frame(fk::kRetreat, g.first_seat()));
      return StepResult::Continue;
    case turn_step::kRetreatLight:
      f.step = turn_step::kSpace;
      g.stack.push(make_frame(fk::kRetreat, g.second_seat()));
      return StepResult::Continue;
    case turn_step::kSpace:
    case turn_step::kGround:
    case turn_step::kCharacter: {
      // TCG-BATTLE-1: Space, Ground, Character. (Contested uniques are bid
      // for at the start of the Battle phase, TCG-BID-2, below.)
      const int arena = f.step - turn_step::kSpace;
      if (arena == 0 && g.phase != Phase::Battle) {
        g.next_period(Scope::Phase);
        g.phase = Phase::Battle;
        f.v[2] |= raised::kBattleStarts;
      }
      // T5: "when the battle phase starts" triggers, before the bidding:
      // completed Missions' texts first (Dark Side first, TCG-ABIL-9), then the cards'.
      if (arena == 0 && (f.v[2] & raised::kBattleStarts)) {
        if (push_battle_start_text(g)) return StepResult::Continue;
        f.v[2] &= ~raised::kBattleStarts;
        if (raise_for(g, f, evt::kBattleStarts)) return StepResult::Continue;
      }
      // T5: "when the Character battle step starts", before its first window.
      if (arena == 2 && !(f.v[2] & raised::kCharacter)) {
        f.v[2] |= raised::kCharacter;
        if (raise_for(g, f, evt::kCharacterStep)) return StepResult::Continue;
      }
      // TCG-BID-2, OQ-TCG-24: contested uniques are bid for when the Battle
      // phase starts, before the Space battle's first window.
      if (arena == 0 && push_bidding(g)) return StepResult::Continue;
      ++f.step;
      Frame b = make_frame(fk::kBattle, g.first_seat());
      b.v[0] = arena;
      g.stack.push(b);
      return StepResult::Continue;
    }
    default: {
      // T5: "when the battle phase ends" triggers, before the win check.
      if (!(f.v[2] & raised::kBattleEnds)) {
        f.v[2] |= raised::kBattleEnds;
        if (raise_for(g, f, evt::kBattleEnds)) return StepResult::Continue;
      }
      // TCG-TURN-4, TCG-WIN-2: control of 2 of the 3 arenas wins, checked now only.
      g.next_period(Scope::Phase);  // T5: "until the end of battle" ends
      for (int s : {g.first_seat(), g.second_seat()}) {
        if (g.controlled_arenas(s) >= 2) {
          g.finish(s, log);
          return StepResult::Continue;
        }
      }
      f.step = turn_step::kReady;
      return StepResult::Continue;
    }
  }
}

}  // namespace sw::tcg::flow
