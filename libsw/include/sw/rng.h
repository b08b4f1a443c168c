// Seeded random number generator owned by every match state.
//
// PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically
// Good Algorithms for Random Number Generation", 2014): 64-bit LCG state,
// XSH-RR output permutation, 32-bit output. We implement it ourselves and never
// use <random> distributions, whose results differ between standard libraries;
// every derived draw (bounded integers, shuffles, dice) is defined here so the
// same seed gives the same game natively and in wasm.
//
// Invariant: the generator is plain data (two uint64_t); copying a state copies
// its future. It is serialised with the state (save/load) but never appears in
// any player view.
#pragma once
#include <cstdint>
#include <utility>

namespace sw {

class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(uint64_t s, uint64_t stream = 0x5357u) { seed(s, stream); }

  // Standard PCG32 seeding procedure.
  void seed(uint64_t s, uint64_t stream = 0x5357u) {
    state_ = 0;
    inc_ = (stream << 1u) | 1u;
    next();
    state_ += s;
    next();
  }

  uint32_t next() {
    uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    uint32_t xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((~rot + 1u) & 31u));
  }

  // Uniform integer in [0, bound) for bound >= 1, without bias: Lemire's
  // multiply-and-shift with rejection ("Fast Random Integer Generation in an
  // Interval", 2019). Integer-only, so identical on every platform.
  uint32_t below(uint32_t bound) {
    if (bound <= 1) return 0;
    uint64_t m = uint64_t{next()} * bound;
    uint32_t low = static_cast<uint32_t>(m);
    if (low < bound) {
      uint32_t threshold = (~bound + 1u) % bound;
      while (low < threshold) {
        m = uint64_t{next()} * bound;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  // A die roll: uniform in [1, sides].
  int roll(int sides) { return sides <= 1 ? 1 : static_cast<int>(below(static_cast<uint32_t>(sides))) + 1; }

  // Fisher-Yates shuffle of [first, first+n).
  template <class T>
  void shuffle(T* first, int n) {
    for (int i = n - 1; i > 0; --i) {
      int j = static_cast<int>(below(static_cast<uint32_t>(i + 1)));
      if (j != i) std::swap(first[i], first[j]);
    }
  }

  uint64_t raw_state() const { return state_; }
  uint64_t raw_inc() const { return inc_; }
  void set_raw(uint64_t state, uint64_t inc) { state_ = state; inc_ = inc | 1u; }

  bool operator==(const Rng& o) const { return state_ == o.state_ && inc_ == o.inc_; }
  bool operator!=(const Rng& o) const { return !(*this == o); }

 private:
  uint64_t state_ = 0;
  uint64_t inc_ = 1;
};

}  // namespace sw
