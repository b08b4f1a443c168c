// Structured actions: a game lists its verbs once; integers, string ids,
// labels and JSON all come from that list.
//
// An action is a verb ("force", "pick", "pass") with at most one operand (a
// card, a strategy, a faction...). Verb v owns the integers
// [base(v), base(v) + size(v)), where size is its number of operand values (1
// for a verb without operand) and the bases follow each other in verb order.
// So integers never collide whatever the number of cards, and sorting them
// sorts by (verb, operand): a game that lists its options verb by verb and
// operand by operand produces strictly ascending legal actions.
//
// String ids are "key" or "key:operand-name" (the name comes from the game),
// stable across versions as long as keys and operand names are.
#pragma once
#include <string>
#include "sw/game.h"

namespace sw {

struct VerbSpec {
  const char* key;  // string id prefix and JSON "kind"
  int operands;     // number of operand values; 0 = the verb takes none
};

template <int N>
class ActionSpace {
 public:
  static constexpr int kVerbs = N;
  constexpr explicit ActionSpace(const VerbSpec (&verbs)[N], Action first = 1) : spec_(), base_() {
    Action b = first;
    for (int v = 0; v < N; ++v) {
      spec_[v] = verbs[v];
      base_[v] = b;
      b += verbs[v].operands > 0 ? verbs[v].operands : 1;
    }
    base_[N] = b;
  }
  // The action (verb, operand). Precondition: 0 <= operand < operands(verb)
  // (or operand == 0 for a verb without operands).
  constexpr Action encode(int verb, int operand = 0) const { return base_[verb] + operand; }
  constexpr bool is(Action a, int verb) const { return a >= base_[verb] && a < base_[verb + 1]; }
  constexpr int operand(Action a, int verb) const { return a - base_[verb]; }
  // The verb of `a`, or -1 when `a` is not in the space.
  constexpr int verb_of(Action a) const {
    if (a < base_[0] || a >= base_[N]) return -1;
    int lo = 0, hi = N - 1;  // largest v with base_[v] <= a
    while (lo < hi) {
      int mid = (lo + hi + 1) / 2;
      if (base_[mid] <= a) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  constexpr const char* key(int verb) const { return spec_[verb].key; }
  constexpr int operands(int verb) const { return spec_[verb].operands; }
  constexpr Action end() const { return base_[N]; }  // one past the last action

 private:
  VerbSpec spec_[N];
  Action base_[N + 1];
};

// How a game names and describes each verb of its space for one kind of
// state `Ctx`: the operand's name in the string id, and the label and extra
// JSON fields ("card", "strategy"...) of the action.
template <class Ctx>
struct VerbText {
  const char* (*operand_name)(int operand);  // null for verbs without operands
  void (*describe)(const Ctx& ctx, int seat, int operand, json& out);  // sets "label" (and more)
};

// The string id of `a`: "key" or "key:operand-name"; "unknown" outside the space.
template <class Ctx, int N>
std::string action_id(const ActionSpace<N>& space, const VerbText<Ctx> (&text)[N], Action a) {
  int v = space.verb_of(a);
  if (v < 0) return "unknown";
  if (space.operands(v) == 0 || !text[v].operand_name) return space.key(v);
  return std::string(space.key(v)) + ":" + text[v].operand_name(space.operand(a, v));
}

// {id, kind, label, ...} for `a` as `seat` sees it.
template <class Ctx, int N>
json action_json(const ActionSpace<N>& space, const VerbText<Ctx> (&text)[N], const Ctx& ctx, int seat, Action a) {
  json j;
  j["id"] = action_id(space, text, a);
  int v = space.verb_of(a);
  if (v < 0) return j;
  j["kind"] = space.key(v);
  if (text[v].describe) text[v].describe(ctx, seat, space.operand(a, v), j);
  return j;
}

}  // namespace sw
