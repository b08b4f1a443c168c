// Round flow: the frame table and its driver, the Dominance phase and
// preparing the next round.
#include <array>
#include <string>
#include <utility>
#include "evr/frames.h"

namespace sw {
namespace evr {

namespace {

std::string totals_text(const EvrState& s) {
  return seat_name(s, 0) + " " + std::to_string(s.total(0)) + ", " + seat_name(s, 1) + " " +
         std::to_string(s.total(1)) + " (target " + std::to_string(s.target()) + ")";
}

// Learning game: one struggle, then the result (EVR-LEARN-5, OQ-EVR-03).
void resolve_learning_game(EvrState& s, EventLog* log) {
  int t0 = s.total(0), t1 = s.total(1), tg = s.target();
  bool ok0 = t0 <= tg, ok1 = t1 <= tg;
  int w = -1;
  if (ok0 && ok1) w = t0 > t1 ? 0 : t1 > t0 ? 1 : -1;
  else if (ok0) w = 0;
  else if (ok1) w = 1;
  s.last.round = static_cast<int8_t>(s.round);
  s.last.event = s.event;
  s.last.totals[0] = s.last.final_totals[0] = static_cast<int8_t>(t0);
  s.last.totals[1] = s.last.final_totals[1] = static_cast<int8_t>(t1);
  s.last.winner = static_cast<int8_t>(w);
  std::string text;
  if (log) {
    text = "The struggle is over: " + totals_text(s) + ". ";
    if (w >= 0) text += seat_name(s, w) + " wins the learning game.";
    else if (ok0 && ok1) text += "Equal totals: the learning game is a draw.";
    else text += "Both totals exceed the target: nobody wins.";
  }
  end_game(s, w, log, text);
}

void begin_dominance(EvrState& s, EventLog* log) {
  s.phase = Phase::Dominance;
  enter_phase(s, kDominanceFrame, dom::Reveal);  // replaces the Struggle frame
  s.winner = -1;
  if (log) log->add("struggle_over", -1, "Both players passed: the struggle is over. Totals: " + totals_text(s) + ".");
}

// Who wins, from the totals after strategy effects (EVR-DOM-6/7, OQ-EVR-09).
int determine_winner(const EvrState& s, const int totals[2]) {
  int tg = s.target();
  bool ok0 = totals[0] <= tg, ok1 = totals[1] <= tg;
  if (!ok0 && !ok1) return -1;  // EVR-DOM-8
  if (ok0 && !ok1) return 0;
  if (ok1 && !ok0) return 1;
  if (totals[0] != totals[1]) return totals[0] > totals[1] ? 0 : 1;
  return s.seat_of(s.balance);  // EVR-DOM-7
}

// Prepare the next round (EVR-DOM-13..16).
void prepare_next_round(EvrState& s, EventLog* log) {
  // EVR-DOM-13: every resource card except the reserve back into one deck.
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    for (CardId c : ps.in_play.cards) ps.deck.put_bottom(c);
    for (CardId c : ps.discard.cards) ps.deck.put_bottom(c);
    ps.in_play.cards.clear();
    ps.discard.cards.clear();
    shuffle_deck(s, seat);
  }
  s.exhausted = 0;
  // EVR-DOM-14: the balance token shows the faction with fewer VP; on equal
  // VP the loser of this event; with no winner and equal VP it stays (OQ-EVR-12).
  int v0 = s.p[0].vp, v1 = s.p[1].vp;
  int shown = s.balance;
  if (v0 != v1) shown = s.faction(v0 < v1 ? 0 : 1);
  else if (s.winner >= 0) shown = s.faction(1 - s.winner);
  s.balance = static_cast<int8_t>(shown);
  // EVR-DOM-15: the used strategy goes face up; with none unused, all return.
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    if (ps.chosen >= 0) ps.strat[ps.chosen] = StratStatus::Used;
    ps.chosen = -1;
    ps.chosen_by = -1;
    ps.revealed = false;
    recover_strategies_if_none_unused(s, seat, log);
  }
  if (log)
    log->add("round_end", -1,
             "Resource decks are reshuffled; the balance token shows " + std::string(faction_name(s.balance)) + ".",
             json{{"balance", faction_key(s.balance)}});
  s.winner = -1;
  s.event = -1;
  enter_phase(s, kPlanningFrame, plan::Reveal);  // EVR-DOM-16: the next round
}

}  // namespace

// Both passed in a row: the struggle is over (EVR-STRUGGLE-10).
void struggle_over(EvrState& s, EventLog* log) {
  if (s.full_game()) begin_dominance(s, log);
  else resolve_learning_game(s, log);
}

// The Dominance frame: runs its steps while it is on top. An effect that asks
// pushes its choice above it (the step to run next is already stored) and the
// driver resumes here once the choice is popped; at the end the frame hands
// over to the next round's Planning, or the game ends (no frame left).
StepResult dominance_run(EvrState& s, Frame& f, EventLog* log) {
  for (;;) {
    if (s.stack.empty() || &s.stack.top() != &f || f.kind != kDominanceFrame) return StepResult::Continue;
    uint8_t& step = f.step;  // frames never move: valid while this frame lives
    int first = s.seat_of(s.balance);  // OQ-EVR-09: the balance side resolves first
    switch (step) {
      case dom::Reveal: {  // EVR-DOM-2..5: reveal, cancel over-target and double Deception.
        int tg = s.target();
        RoundResult& r = s.last;
        r = RoundResult{};
        r.round = static_cast<int8_t>(s.round);
        r.event = s.event;
        for (int seat = 0; seat < 2; ++seat) {
          PlayerState& ps = s.p[seat];
          ps.revealed = true;
          r.totals[seat] = static_cast<int8_t>(s.total(seat));
          r.strategy[seat] = ps.chosen;
          bool over = s.total(seat) > tg;  // EVR-DOM-3
          s.strat_active[seat] = ps.chosen >= 0 && !over;
          r.cancelled[seat] = ps.chosen >= 0 && over;
        }
        if (strategies_cancel_each_other(s.p[0].chosen, s.p[1].chosen)) {  // EVR-DOM-5 / EVR-FAQ-8
          s.strat_active[0] = s.strat_active[1] = false;
          r.cancelled[0] = r.cancelled[1] = true;
        }
        if (log) {
          for (int seat = 0; seat < 2; ++seat) {
            const PlayerState& ps = s.p[seat];
            if (ps.chosen < 0) continue;
            std::string t = seat_name(s, seat) + " reveals " + strategy_def(ps.chosen).name;
            if (!s.strat_active[seat])
              t += r.totals[seat] > tg ? std::string(" (no effect: total over the target)")
                                       : std::string(" (no effect: both chose ") + strategy_def(ps.chosen).name + ")";
            log->add("strategy_revealed", seat, t + ".", json{{"strategy", strategy_def(ps.chosen).key}});
          }
        }
        step = dom::FirstRevealEffect;
        break;
      }
      case dom::FirstRevealEffect:
      case dom::SecondRevealEffect: {  // "when revealed" effects, balance side first
        int seat = step == dom::FirstRevealEffect ? first : 1 - first;
        ++step;
        if (s.strat_active[seat]) strategy_on_reveal(s, seat, log);
        break;
      }
      case dom::Winner: {  // EVR-DOM-6..8: the winner
        int totals[2];
        for (int seat = 0; seat < 2; ++seat) {
          totals[seat] = s.total(seat);
          if (s.strat_active[seat]) totals[seat] += strategy_total_bonus(s.p[seat].chosen);
          s.last.final_totals[seat] = static_cast<int8_t>(totals[seat]);
        }
        int w = determine_winner(s, totals);
        bool bothOk = totals[0] <= s.target() && totals[1] <= s.target();
        for (int seat = 0; seat < 2; ++seat)
          if (s.strat_active[seat] && strategy_swaps_winner(s.p[seat].chosen) && bothOk && w >= 0) {
            w = 1 - w;
            if (log) {  // named by the strategy's card data: its key is the log type
              const StrategyDef& d = strategy_def(s.p[seat].chosen);
              log->add(d.key, seat, seat_name(s, seat) + "'s " + d.name + ": the would-be loser wins instead.");
            }
          }
        s.winner = static_cast<int8_t>(w);
        s.last.winner = static_cast<int8_t>(w);
        if (w >= 0) s.last_loser = static_cast<int8_t>(1 - w);
        if (log) {
          std::string t = "Final totals: " + seat_name(s, 0) + " " + std::to_string(totals[0]) + ", " +
                          seat_name(s, 1) + " " + std::to_string(totals[1]) + " (target " +
                          std::to_string(s.target()) + "). ";
          t += w >= 0 ? seat_name(s, w) + " wins " + event_def(s.event).name + "."
                      : std::string("Both totals exceed the target: nobody wins the event.");
          log->add("event_result", w, t, json{{"winner", w}, {"totals", {totals[0], totals[1]}}});
        }
        for (int k = 1; k >= 0; --k) {  // pushed second first: the balance side's resolves first
          int seat = k == 0 ? first : 1 - first;
          if (s.strat_active[seat]) strategy_after_winner(s, seat, w, log);
        }
        step = dom::Award;
        break;
      }
      case dom::Award: {  // EVR-DOM-8..11: award the event, then its effect
        step = dom::GameEnd;
        int w = s.winner;
        const EventDef& e = event_def(s.event);
        if (w < 0) {
          s.event_deck.put_bottom(static_cast<CardId>(s.event));  // EVR-DOM-8
          if (log) log->add("event_to_bottom", -1, std::string(e.name) + " goes to the bottom of the event deck.");
          s.event = -1;
          break;  // OQ-EVR-11: no effect without a winner
        }
        PlayerState& ps = s.p[w];
        ps.won |= 1u << s.event;  // EVR-DOM-9
        ps.vp = static_cast<int16_t>(ps.vp + e.vp);
        if (log)
          log->add("event_won", w, seat_name(s, w) + " takes " + e.name + " (+" + std::to_string(e.vp) + " VP, now " +
                                       std::to_string(ps.vp) + ").",
                   json{{"event", e.key}, {"vp", ps.vp}});
        if (e.influence > 0) gain_influence(s, w, e.influence, log, "event reward");  // EVR-DOM-10
        event_effect(s, s.event, w, log);                                             // EVR-DOM-11
        break;
      }
      case dom::GameEnd: {  // EVR-DOM-12 / EVR-WIN-1
        step = dom::Done;
        int v0 = s.p[0].vp, v1 = s.p[1].vp;
        if (v0 >= kWinningVp || v1 >= kWinningVp) {
          int w = v0 >= kWinningVp && v1 >= kWinningVp ? (v0 != v1 ? (v0 > v1 ? 0 : 1) : s.seat_of(s.balance))
                                                        : (v0 >= kWinningVp ? 0 : 1);
          end_game(s, w, log,
                   log ? seat_name(s, w) + " has " + std::to_string(s.p[w].vp) + " victory points and wins the game!"
                       : std::string());
          return StepResult::Continue;
        }
        break;
      }
      default:  // dom::Done: the Dominance phase is over
        prepare_next_round(s, log);  // replaces this frame with the next round's Planning
        return StepResult::Continue;
    }
  }
}

// Nothing to do: the driver runs after every action (EvrMatch::apply) and
// resumes the frame below the popped choice.
void after_pending(EvrState&, EventLog*) {}

// ------------------------------------------------------------ the frames ----

namespace {

// Kinds 12..15 are unused: a frame of one on the stack is a violation.
StepResult no_such_kind(EvrState& s, Frame&, EventLog*) {
  unknown_frame(s);
  return StepResult::Continue;
}
// A script's frame: handed over by the engine's ability frame (a copy of
// it, still naming its ability) it starts: the script's variables (state.h:
// v = {owner, a, b, count}) replace the ability frame's (v[0] = target,
// v[1] = event slot), the owner being the ability's seat, and the script's
// own `run` goes. Otherwise it was started already and waits for its choice.
template <int P>
StepResult script_run(EvrState& s, Frame& f, EventLog* log) {
  if (f.ability < 0) return StepResult::Wait;
  f.ability = -1;
  f.step = 0;
  f.v[0] = f.seat;
  f.v[1] = f.v[2] = -1;
  f.v[3] = 0;
  if (f.source >= kNumResourceCards) f.source = kNoCard;  // events' and strategies' effects carry no card
  return kScriptTable[P]->frame.run(s, f, log);
}
// The script's functions answer the deciding seat (the frame's seat) only:
// the engine asks `legal` (and so `apply`) for that seat alone
// (seat_decides); the prompt and the peek are guarded here.
template <int P>
std::string script_prompt(const EvrState& s, const Frame& f, int seat) {
  return seat == f.seat ? kScriptTable[P]->frame.prompt(s, f, seat) : std::string();
}
template <int P>
void script_peek(const EvrState& s, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && kScriptTable[P]->frame.peek) kScriptTable[P]->frame.peek(s, f, seat, out);
}

template <int P>
FrameKind script_row() {
  const FrameKind& k = kScriptTable[P]->frame;
  FrameKind r;
  r.name = k.name;
  r.steps = k.steps;
  r.run = k.run ? script_run<P> : no_such_kind;
  if (power_asks(static_cast<PowerId>(P))) {
    r.legal = k.legal;
    r.apply = k.apply;
    r.prompt = script_prompt<P>;
    r.peek = script_peek<P>;
    r.seat_decides = true;  // the script's deciding seat is its frame's
  }
  r.label = k.label;
  r.valid = k.valid;
  return r;
}

constexpr int kNumFrameKinds = kFirstPowerFrame - kDominanceFrame + static_cast<int>(PowerId::Count);
using FrameTable = std::array<FrameKind, kNumFrameKinds>;

template <size_t... P>
FrameTable make_table(std::index_sequence<P...>) {
  FrameTable t{};
  for (int i = 0; i < kNumFrameKinds; ++i) t[i] = FrameKind{"unused", 1, no_such_kind};
  for (int i = 0; i < kNumPhaseFrames; ++i) t[i] = kPhaseKinds[i];  // the compile-time rows (phase_kinds.h)
  const FrameKind scripts[] = {script_row<static_cast<int>(P)>()...};
  for (size_t i = 0; i < sizeof...(P); ++i) t[kFirstPowerFrame - kDominanceFrame + i] = scripts[i];
  for (FrameKind& k : t) k.ascending = true;  // every EvR row lists its actions ascending (conformance checks)
  return t;
}

}  // namespace

// The engine's table of EvR's frame kinds: kinds 8..11 the phases, 12..15
// unused, 16 + PowerId the scripts (built once from the script table).
// Built once at start-up from the constant script rows (their objects are
// constant-initialised, so this dynamic initialisation may read them);
// nothing calls game_frames() before main.
namespace {
const FrameTable kTable = make_table(std::make_index_sequence<static_cast<size_t>(PowerId::Count)>());
}  // namespace
const FrameKindDef<EvrState>* const EvrState::kFrameTable = kTable.data();
static_assert(EvrState::num_game_frames() == kNumFrameKinds, "one row per kind");

void unknown_frame(EvrState& s) {
  report_violation("evr: unknown frame kind on the stack");
  s.stack.pop();
}

void enter_phase(EvrState& s, uint8_t kind, uint8_t step) {
  Frame f;
  f.kind = kind;
  f.step = step;
  if (!s.stack.empty()) s.stack.pop();  // the phase that hands over (never a power's frame)
  s.stack.push(f);
}

void end_game(EvrState& s, int winner, EventLog* log, const std::string& text) {
  s.phase = Phase::Over;
  s.over = true;
  s.game_winner = static_cast<int8_t>(winner);
  s.stack.frames.clear();
  if (log) log->add("game_over", -1, text, json{{"winner", winner}});
}

}  // namespace evr
}  // namespace sw
