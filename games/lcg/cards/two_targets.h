// "Target up to 2 <cards>, each controlled by a different <friendly, enemy,
// Light Side> player": the step the Balance of the Force events of that shape
// share (Rapid Fire, Smuggling Shipment, A Price on Their Heads). The card's
// ability chooses the first target (`choose`); this step then offers a second
// one of another such player (choose:<card>, or done; nothing to offer: no
// prompt) and does the card's deed to each target still in play, the first
// first. In the two-player game there is one such player: one target.
// A card gives what differs in a TwoTargets and its script row is
//   const FrameKindDef<LcgState> <card>_script = two_targets_kind<kMine>("<card-key>");
// Frame: v[0] = the first target (the ability's), v[2] = the second + 1 (0:
// none); steps 0 the second target, 1 the first's deed, 2 the second's, 3 end.
#pragma once
#include "lcg/cards/scripts.h"

namespace sw::lcg {

struct TwoTargets {
  const char* prompt;  // the offer of the second target
  // May the second target be controlled by `seat` (the ability's player is `you`)?
  bool (*player_ok)(const LcgState& g, int you, int seat);
  // The card text's kind of target (as the ability's `choose` reads it).
  bool (*card_ok)(const LcgState& g, CardId self, CardId t);
  // Does the deed to `t`; the frame's step is already the next one (a raised
  // event comes back to it: raise_then(g, f, e, f.step)).
  void (*deed)(LcgState& g, Frame& f, CardId t);
};

namespace two_targets_detail {

inline CardId first(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }
inline CardId second(const Frame& f) { return f.v[2] > 0 ? static_cast<CardId>(f.v[2] - 1) : kNoCard; }

// Calls add(card) for each possible second target.
template <const TwoTargets& T, class Add>
void second_choices(const LcgState& g, const Frame& f, Add&& add) {
  const CardId t = first(f);
  if (!g.in_play(t)) return;
  for (int s = 0; s < g.seats; ++s)
    if (s != g.controller_of(t) && T.player_ok(g, f.seat, s))
      for (CardId c : g.zone_of(s, zone::kPlay))
        if (T.card_ok(g, f.source, c) && g.targetable(c)) add(c);
}
template <const TwoTargets& T>
bool any_second(const LcgState& g, const Frame& f) {
  bool any = false;
  second_choices<T>(g, f, [&](CardId) { any = true; });
  return any;
}

template <const TwoTargets& T>
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0:
      if (any_second<T>(g, f)) return StepResult::Wait;
      f.step = 1;
      return StepResult::Continue;
    case 1:
    case 2: {
      const CardId t = f.step == 1 ? first(f) : second(f);
      f.step = static_cast<uint8_t>(f.step + 1);
      if (t != kNoCard && g.in_play(t)) T.deed(g, f, t);
      return StepResult::Continue;
    }
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}
template <const TwoTargets& T>
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  second_choices<T>(g, f, [&](CardId c) { out.push_back(make_action(vb::kChoose, c)); });
  out.push_back(make_action(vb::kDone));
}
inline void apply(LcgState&, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == vb::kChoose) f.v[2] = static_cast<int32_t>(card_of(a)) + 1;
  f.step = 1;
}
template <const TwoTargets& T>
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? T.prompt : "";
}
inline bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.cards.size(); }

}  // namespace two_targets_detail

template <const TwoTargets& T>
constexpr FrameKindDef<LcgState> two_targets_kind(const char* name) {
  namespace d = two_targets_detail;
  return {name, 4, d::run<T>, d::legal<T>, d::apply, d::prompt<T>, nullptr, nullptr, d::valid, true};
}

// The kinds of player the cards name.
inline bool enemy_player(const LcgState& g, int you, int seat) { return g.enemies(seat, you); }
inline bool friendly_player(const LcgState& g, int you, int seat) { return !g.enemies(seat, you); }
inline bool light_side_player(const LcgState& g, int, int seat) { return g.side_of_seat(seat) == kLight; }

}  // namespace sw::lcg
