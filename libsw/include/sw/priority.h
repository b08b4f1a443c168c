// Windows in which seats take turns until everyone passes in a row.
//
// EvR's struggle ends when a player passes right after the opponent passed;
// LCG action windows and TCG play-or-pass windows end when all seats pass in
// succession. PassRun counts consecutive passes in seat order; any other
// action resets the run. Plain data: copies with the state.
#pragma once
#include <cstdint>

namespace sw {

struct PassRun {
  int8_t seats = 2;      // how many seats take part
  int8_t current = 0;    // seat whose turn it is
  int8_t passes = 0;     // consecutive passes so far

  void start(int num_seats, int first) {
    seats = static_cast<int8_t>(num_seats);
    current = static_cast<int8_t>(first);
    passes = 0;
  }
  // The current seat passes. Returns true when that closes the window (every
  // seat has now passed in a row); otherwise the turn moves on.
  bool pass() {
    ++passes;
    if (passes >= seats) return true;
    advance();
    return false;
  }
  // The current seat did something else: the run restarts, turn moves on.
  void act() {
    passes = 0;
    advance();
  }
  void advance() { current = static_cast<int8_t>((current + 1) % seats); }
  bool operator==(const PassRun& o) const { return seats == o.seats && current == o.current && passes == o.passes; }
};

}  // namespace sw
