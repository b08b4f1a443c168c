// Simultaneous triggers (interrupts and reactions) waiting to resolve.
//
// When several abilities trigger at once, the game queues them here and asks
// the deciding seat (usually the active player, per LCG/TCG timing rules) to
// choose which resolves next while more than one is pending; with one left it
// resolves without a prompt. Each entry names the ability and its source card.
#pragma once
#include <cstdint>
#include "sw/inline_vec.h"

namespace sw {

struct Trigger {
  int16_t ability = -1;  // game-defined ability id
  int16_t source = -1;   // card instance that owns the ability
  int8_t controller = -1;
  bool optional = false; // "may": the controller may decline it
  bool operator==(const Trigger& o) const {
    return ability == o.ability && source == o.source && controller == o.controller && optional == o.optional;
  }
};

template <int N = 16>
struct TriggerQueue {
  InlineVec<Trigger, N> pending;
  int8_t chooser = -1;  // seat that orders them

  bool empty() const { return pending.empty(); }
  // A choice is needed only when several triggers wait.
  bool needs_order_prompt() const { return pending.size() > 1; }
  bool add(const Trigger& t) { return pending.push_back(t); }
  // Removes and returns pending[i] (the one the chooser picked).
  Trigger take(int i) {
    Trigger t = pending[i];
    pending.erase_at(i);
    return t;
  }
  bool operator==(const TriggerQueue& o) const { return pending == o.pending && chooser == o.chooser; }
};

}  // namespace sw
