// "Once per turn / phase / round" limits on abilities.
//
// A limit is keyed by (ability, source card); `reset()` is called by the game
// when the period ends. Plain data with a fixed capacity.
#pragma once
#include <cstdint>
#include "sw/inline_vec.h"

namespace sw {

enum class Period : uint8_t { Turn, Phase, Round, Game };

template <int N = 32>
struct OnceLimits {
  struct Used {
    int16_t ability;
    int16_t source;
    Period period;
    bool operator==(const Used& o) const { return ability == o.ability && source == o.source && period == o.period; }
  };
  InlineVec<Used, N> used;

  bool available(int ability, int source, Period p) const {
    return !used.contains(Used{static_cast<int16_t>(ability), static_cast<int16_t>(source), p});
  }
  // Records a use; false when already used (or the table is full).
  bool mark(int ability, int source, Period p) {
    if (!available(ability, source, p)) return false;
    return used.push_back(Used{static_cast<int16_t>(ability), static_cast<int16_t>(source), p});
  }
  // Forgets the uses limited to `p` (call at the end of that period).
  void reset(Period p) {
    for (int i = used.size() - 1; i >= 0; --i)
      if (used[i].period == p) used.erase_at(i);
  }
  bool operator==(const OnceLimits& o) const { return used == o.used; }
};

}  // namespace sw
