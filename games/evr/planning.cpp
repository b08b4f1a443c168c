// The Planning frame: reveal the event, choose strategies (EVR-PLAN-*),
// including the choices redirected by Infiltration (EVR-FAQ-9/10, OQ-EVR-15),
// Create a Diversion (random choice) and Locate the Rebel Base (choose and
// reveal first). Both players choose at once, in secret; with Infiltration a
// player chooses for the opponent.
#include <string>
#include "evr/frames.h"

namespace sw {
namespace evr {

int strategy_chooser(const EvrState& s, int target_seat) {
  return s.p[target_seat].next_by_opponent ? 1 - target_seat : target_seat;
}

bool strategy_selectable_now(const EvrState& s, int target_seat) {
  if (s.phase != Phase::Planning || s.p[target_seat].chosen >= 0) return false;
  int other = 1 - target_seat;
  // Locate the Rebel Base: the loser's card is chosen and revealed first.
  if (s.p[other].next_reveal_first && s.p[other].chosen < 0) return false;
  return true;
}

void assign_strategy(EvrState& s, int target_seat, int strategy, int by_seat, EventLog* log) {
  PlayerState& ps = s.p[target_seat];
  ps.chosen = static_cast<int8_t>(strategy);
  ps.chosen_by = static_cast<int8_t>(by_seat);
  ps.strat[strategy] = StratStatus::Chosen;
  ps.revealed = ps.next_reveal_first;
  if (!log) return;
  const char* name = strategy_def(strategy).name;
  std::string who = seat_name(s, target_seat);
  json pub = {{"seat", target_seat}};
  json priv = {{"seat", target_seat}, {"strategy", strategy_def(strategy).key}};
  if (ps.revealed) {
    log->add("strategy_chosen", by_seat, who + " chooses and reveals the strategy card " + name + ".", priv);
  } else if (by_seat < 0) {
    log->add_private("strategy_chosen", -1, seat_bit(target_seat),
                     who + "'s strategy card is chosen at random.",
                     std::string("Your strategy card is chosen at random: ") + name + ".", pub, priv);
  } else if (by_seat == target_seat) {
    log->add_private("strategy_chosen", by_seat, seat_bit(by_seat), who + " chooses a strategy card.",
                     std::string("You choose ") + name + ".", pub, priv);
  } else {
    log->add_private("strategy_chosen", by_seat, seat_bit(by_seat),
                     seat_name(s, by_seat) + " chooses " + who + "'s strategy card (" +
                         raiser_name(evt::kNextChosenByOpponent) + ").",
                     std::string("You choose ") + name + " for " + who + ".", pub, priv);
  }
}

void log_event_revealed(const EvrState& s, EventLog* log) {
  if (!log) return;
  const EventDef& e = event_def(s.event);
  std::string t = "Round " + std::to_string(s.round) + ": the event is " + e.name + " (capacity " +
                  std::to_string(e.capacity) + ", target " + std::to_string(e.target) + ", " +
                  std::to_string(e.vp) + " VP, " + std::to_string(e.influence) + " influence).";
  if (e.effect_text) t += std::string(" Effect: ") + e.effect_text;
  log->round = s.round;
  log->add("event_revealed", -1, t, json{{"event", e.key}});
}

namespace {

// EVR-PLAN-2: the next round begins with its event. False when the game ended
// instead (the event deck is empty).
bool reveal_event(EvrState& s, EventLog* log) {
  s.round = static_cast<int16_t>(s.round + 1);
  if (log) log->round = s.round;
  if (s.event_deck.empty()) {
    // OQ-EVR-13: unreachable. Events nobody wins go back to the bottom, and
    // every event is worth at least 1 VP, so with both players below 7 VP (a
    // set-up position with 7 or more is refused) at most 12 of the 24 are won.
    // Kept as a safe end all the same: most VP wins, then the balance token.
    s.phase = Phase::Over;
    s.over = true;
    s.stack.frames.clear();
    int v0 = s.p[0].vp, v1 = s.p[1].vp;
    s.game_winner = static_cast<int8_t>(v0 > v1 ? 0 : v1 > v0 ? 1 : s.seat_of(s.balance));
    if (log) log->add("game_over", -1, "The event deck is empty. " + seat_name(s, s.game_winner) + " wins on victory points.");
    return false;
  }
  s.event = static_cast<int8_t>(s.event_deck.take_top());  // EVR-PLAN-2
  s.phase = Phase::Planning;
  log_event_revealed(s, log);
  return true;
}

bool my_choice(const EvrState& s, int seat) { return strategy_selectable_now(s, seat) && strategy_chooser(s, seat) == seat; }
// Infiltration: `seat` chooses the opponent's card.
bool their_choice(const EvrState& s, int seat) {
  return strategy_selectable_now(s, 1 - seat) && strategy_chooser(s, 1 - seat) == seat;
}

}  // namespace

StepResult planning_run(EvrState& s, Frame& f, EventLog* log) {
  if (f.step == plan::Reveal) {
    f.step = plan::Choose;
    if (reveal_event(s, log)) assign_random_strategies(s, log);  // else the game is over: no frame left
    return StepResult::Continue;
  }
  // plan::Choose: wait until both strategies are chosen, then the struggle.
  if (s.p[0].chosen < 0 || s.p[1].chosen < 0) return StepResult::Wait;
  for (PlayerState& ps : s.p) {
    ps.next_by_opponent = false;
    ps.next_random = false;
    ps.next_reveal_first = false;
  }
  enter_phase(s, kStruggleFrame, strug::Begin);
  return StepResult::Continue;
}

void planning_legal(const EvrState& s, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != plan::Choose) return;
  if (my_choice(s, seat))
    for (int k = 0; k < kNumStrategies; ++k)
      if (s.p[seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::Strategy, k));
  if (their_choice(s, seat))
    for (int k = 0; k < kNumStrategies; ++k)
      if (s.p[1 - seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::StrategyForOpponent, k));
}

void planning_apply(EvrState& s, Frame&, int seat, Action a, EventLog* log) {  // EVR-PLAN-4/5
  if (act::is(a, act::StrategyForOpponent))
    assign_strategy(s, 1 - seat, act::operand(a, act::StrategyForOpponent), seat, log);
  else assign_strategy(s, seat, act::operand(a, act::Strategy), seat, log);
}

std::string planning_prompt(const EvrState& s, const Frame&, int seat) {
  bool mine = my_choice(s, seat), theirs = their_choice(s, seat);
  // The cards that set this round's flags (card data) name the cause.
  const std::string by_opponent = raiser_name(evt::kNextChosenByOpponent);
  if (mine && theirs) return "Choose your strategy card, and (" + by_opponent + ") your opponent's.";
  if (mine)
    return s.p[seat].next_reveal_first ? "Choose your strategy card; it will be revealed at once (" +
                                             std::string(raiser_name(evt::kNextRevealsFirst)) + ")."
                                       : "Choose your strategy card for this round.";
  if (theirs) return by_opponent + ": choose your opponent's strategy card for this round.";
  return "";
}

void assign_random_strategies(EvrState& s, EventLog* log) {
  // Create a Diversion: a random card, unless the opponent's Infiltration picks it.
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    if (ps.next_random && !ps.next_by_opponent && ps.chosen < 0) {
      int n = s.num_unused(seat);
      int k = static_cast<int>(s.rng.below(static_cast<uint32_t>(n)));
      for (int i = 0; i < kNumStrategies; ++i)
        if (ps.strat[i] == StratStatus::Unused && k-- == 0) {
          assign_strategy(s, seat, i, -1, log);
          break;
        }
    }
  }
}

}  // namespace evr
}  // namespace sw
