// Steps the Rebel Alliance card scripts share (cards of objective sets 8-13):
// "each ..." effects raised one card at a time, and the choice of a card to
// sacrifice (LCG-TERMS-8). Frame conventions as in cards/scripts.h.
#pragma once
#include <string>
#include <vector>
#include "lcg/cards/scripts.h"

namespace sw::lcg::rebel {

// The events by which a unit leaves play for "when / if this unit leaves
// play" (LCG-TERMS-6), besides a capture, which each card treats its own way
// (X-Wing Escort lists its own, capture third: its abilities' numbers are in
// action ids and saves).
inline constexpr uint8_t kLeavesPlay[] = {ev::kDestroy, evt::kSacrifice, evt::kReturnHand, evt::kReturnDeck};
inline bool leaves_play_kind(uint8_t kind) {
  for (uint8_t k : kLeavesPlay)
    if (k == kind) return true;
  return false;
}

// "... each <card>": raises `make(c)` for the next card (ascending id, from
// the scan position f.v[1]) that `pick` accepts, then the frame goes on at
// `step`; false when no card is left. The filter is asked again at each
// card, so a card that left play or changed meanwhile is skipped.
template <class Pick, class Make>
bool next_each(LcgState& g, Frame& f, int step, Pick pick, Make make) {
  for (int i = f.v[1]; i < g.cards.size(); ++i) {
    const CardId c = static_cast<CardId>(i);
    if (!pick(c)) continue;
    f.v[1] = i + 1;
    raise_then(g, f, make(c), step);
    return true;
  }
  return false;
}

// A unit `seat` controls that `ok` accepts (what may be sacrificed).
template <class Ok>
bool has_own_unit(const LcgState& g, int seat, Ok ok) {
  if (seat < 0) return false;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kUnit && ok(c)) return true;
  return false;
}
// The choices `choose:<unit>` of the units `seat` controls that `ok` accepts.
template <class Ok>
void own_unit_choices(const LcgState& g, int seat, Ok ok, std::vector<Action>& out) {
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kUnit && ok(c)) out.push_back(make_action(vb::kChoose, c));
}
// Seat `seat` sacrifices `c` (card `source`'s effect); the frame goes on at `step`.
inline void sacrifice(LcgState& g, Frame& f, int seat, CardId c, int step) {
  raise_then(g, f, make_event(evt::kSacrifice, seat, f.source, c), step);
}

// Whether a sacrifice was made: the card left play (LCG-TERMS-8), even if an
// effect sent it elsewhere than the discard pile (Leia Organa is captured).
inline bool sacrificed(const LcgState& g, const Event& e) {
  return e.kind == evt::kSacrifice && (e.resolved || (g.valid_card(e.target) && !g.in_play(e.target)));
}

// "Your opponent" (MP-GEN-23): in multiplayer one opponent, chosen by the
// effect's player among the enemy seats `ok` accepts; in the two-player game
// the other seat. Scripts keep the chosen seat + 1 in a frame field (0: not
// chosen yet) and ask with `choose:<affiliation card>` when two qualify.
template <class Ok>
std::vector<int> opponents(const LcgState& g, int seat, Ok ok) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, seat) && ok(s)) v.push_back(s);
  return v;
}

inline bool during_engagement(const LcgState& g) { return g.eng.objective != kNoCard && g.in_play(g.eng.objective); }
inline bool any_unit(const LcgState&, CardId) { return true; }
inline bool vehicle(const LcgState& g, CardId c) { return g.has_trait(c, trait::kVehicle); }

}  // namespace sw::lcg::rebel
