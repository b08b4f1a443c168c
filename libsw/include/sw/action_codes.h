// Actions as integers: a verb with a card and an argument; the core verbs
// and the game's verb table (ids and labels are generated from it).
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/core_state.h"

namespace sw {

// -------------------------------------------------------------- actions ----

// An action is a verb with operands: verb (7 bits), card (16 bits), arg (8
// bits). Core verbs below; game verbs from act::kFirstGameVerb, described by
// the game's VerbDef table, which also makes their ids and labels.
namespace act {
inline constexpr int kPass = 1;
inline constexpr int kUse = 2;     // card, ability
inline constexpr int kTarget = 3;  // card
inline constexpr int kOrder = 4;   // card, ability
inline constexpr int kFirstGameVerb = 16;
}  // namespace act
inline Action make_action(int verb, CardId card = kNoCard, int arg = 0) {
  return static_cast<Action>((static_cast<uint32_t>(verb) << 24) | (static_cast<uint32_t>(card) << 8) |
                             static_cast<uint32_t>(arg & 0xFF));
}
inline int verb_of(Action a) { return static_cast<int>(static_cast<uint32_t>(a) >> 24); }
inline CardId card_of(Action a) { return static_cast<CardId>((static_cast<uint32_t>(a) >> 8) & 0xFFFFu); }
inline int arg_of(Action a) { return static_cast<int>(static_cast<uint32_t>(a) & 0xFFu); }

struct VerbDef {
  const char* id;     // "play" -> "play:p0.trooper.1"
  const char* label;  // "Play" -> "Play Trooper"
  bool with_arg;      // the id/label carry the arg: "attack:p0.trooper.1.3"
};

}  // namespace sw
