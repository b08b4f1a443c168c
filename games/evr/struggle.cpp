// The Struggle frame: a window in which the players take turns (play a card,
// use the Force, spend influence, pass) until both pass in a row
// (EVR-STRUGGLE-1..10, EVR-LEARN-1..4). s.run holds whose turn it is and the
// passes in a row; the frame's step where the turn stands, and its seat
// whose turn it is (= s.run.current: only that seat decides, FrameKindDef::
// seat_decides).
#include <string>
#include "evr/frames.h"

namespace sw {
namespace evr {

namespace {
int lowest_bit(uint32_t m) { return __builtin_ctz(m); }  // m != 0 (GCC and Clang)
}  // namespace

void start_struggle(EvrState& s, EventLog* log, int first) {
  s.phase = Phase::Struggle;
  // EVR-STRUGGLE-1 (full game) / EVR-LEARN-1 (learning game), unless a set-up
  // position names who acts first.
  if (first < 0) first = s.full_game() ? s.seat_of(s.balance) : s.seat_of(kRebel);
  s.run.start(2, first);
  if (log) log->add("struggle_begins", -1, "The struggle begins. " + seat_name(s, first) + " acts first.");
}

StepResult struggle_run(EvrState& s, Frame& f, EventLog* log) {
  switch (f.step) {
    case strug::Begin:  // then the first turn waits
      f.step = strug::Turn;
      start_struggle(s, log, -1);
      f.seat = s.run.current;
      return StepResult::Wait;
    case strug::EndTurn:  // the action (and its power's choice) is over: the next turn waits
      f.step = strug::Turn;
      s.run.act();
      f.seat = s.run.current;
      return StepResult::Wait;
    case strug::Over:
      struggle_over(s, log);  // replaces this frame, or ends the game
      return StepResult::Continue;
    default:  // strug::Turn: the seat s.run.current acts
      return StepResult::Wait;
  }
}

void struggle_legal(const EvrState& s, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != strug::Turn || seat != s.run.current) return;
  const PlayerState& ps = s.p[seat];
  bool can_play = s.can_play_more(seat) && s.has_card_to_play(seat);  // EVR-STRUGGLE-4, OQ-EVR-08
  // EVR-STRUGGLE-9: with nothing in play the only action is to play a card.
  bool forced = ps.in_play.empty() && can_play;
  if (!forced) out.push_back(act::kPass);
  if (can_play) out.push_back(act::kPlay);
  if (forced) return;
  // Use the Force on an active card (EVR-STRUGGLE-5), spend influence on an
  // exhausted one (EVR-STRUGGLE-7, full game only). Ascending card ids: the
  // cards in play become a bit mask over the faction's 24 cards.
  int base = ps.faction * kCardsPerFaction;
  uint32_t mask = 0;
  for (CardId c : ps.in_play.cards) mask |= 1u << (c - base);
  uint32_t exhausted = static_cast<uint32_t>(s.exhausted >> base) & mask;
  for (uint32_t m = mask & ~exhausted; m; m &= m - 1) out.push_back(act::make(act::Force, base + lowest_bit(m)));
  if (s.full_game() && ps.influence > 0)
    for (uint32_t m = exhausted; m; m &= m - 1) out.push_back(act::make(act::Influence, base + lowest_bit(m)));
}

namespace {

void take_turn(EvrState& s, Frame& f, int seat, Action a, EventLog* log) {
  if (a == act::kPass) {
    if (log) log->add("pass", seat, seat_name(s, seat) + " passes.");
    if (s.run.pass()) f.step = strug::Over;  // EVR-STRUGGLE-10
    return;
  }
  // Any other action ends the turn (the run of passes restarts); after a
  // power's choice, once that choice is done (EndTurn).
  if (a == act::kPlay) {  // EVR-STRUGGLE-3
    int c = draw_top(s, seat, log);
    if (c >= 0) put_into_play(s, seat, c, log, "plays");
    s.run.act();
    return;
  }
  if (act::is(a, act::Influence)) {  // EVR-STRUGGLE-7
    int c = act::operand(a, act::Influence);
    s.p[seat].influence = static_cast<int16_t>(s.p[seat].influence - 1);
    s.exhausted &= ~(uint64_t{1} << c);
    if (log)
      log->add("spend_influence", seat, seat_name(s, seat) + " spends an influence token to ready " + card_label(c) + ".",
               json{{"card", card_id(c)}});
    s.run.act();
    return;
  }
  if (act::is(a, act::Force)) {  // EVR-STRUGGLE-5/6
    int c = act::operand(a, act::Force);
    s.exhausted |= uint64_t{1} << c;
    if (log)
      log->add("use_force", seat, seat_name(s, seat) + " exhausts " + card_label(c) + " to use its power.",
               json{{"card", card_id(c)}});
    if (s.power_blocked(c)) {
      // The event forbids this power; the card is still exhausted (EVR-FAQ-3, OQ-EVR-07).
      if (log) log->add("power_blocked", seat, std::string("The event prevents the power of ") + card_label(c) + ".");
    } else {
      use_card_power(s, seat, c, log);
    }
    if (&s.stack.top() != &f) f.step = strug::EndTurn;  // the power's frame above: the turn ends after it
    else s.run.act();
    return;
  }
}

}  // namespace

void struggle_apply(EvrState& s, Frame& f, int seat, Action a, EventLog* log) {
  take_turn(s, f, seat, a, log);
  f.seat = s.run.current;  // the frame's seat decides (frames never move while they live)
}

std::string struggle_prompt(const EvrState& s, const Frame& f, int seat) {
  if (f.step != strug::Turn || seat != s.run.current) return "";
  if (s.p[seat].in_play.empty() && s.can_play_more(seat) && s.has_card_to_play(seat))
    return "You have no card in play: you must play a card.";
  return s.full_game() ? "Your turn: play a card, use the Force, spend influence or pass."
                       : "Your turn: play a card, use a card's power or pass.";
}

}  // namespace evr
}  // namespace sw
