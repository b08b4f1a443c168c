// Filters and conditions the card files share: each reads like the card
// text it serves ("a target Character or Creature unit", "enhanced unit").
#pragma once
#include "lcg/state.h"
#include "lcg/traits.h"

namespace sw::lcg::cards {

inline bool is_unit(const LcgState& g, CardId c) { return g.type(c) == kUnit; }
inline bool is_objective(const LcgState& g, CardId c) { return g.type(c) == kObjective; }
inline bool is_enhancement(const LcgState& g, CardId c) { return g.type(c) == kEnhancement; }

// "a target unit", "a target objective", "a target unit or objective".
inline bool unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t); }
inline bool objective(const LcgState& g, CardId, CardId t) { return is_objective(g, t); }
inline bool unit_or_objective(const LcgState& g, CardId, CardId t) { return is_unit(g, t) || is_objective(g, t); }
inline bool enhancement(const LcgState& g, CardId, CardId t) { return is_enhancement(g, t); }

// A unit with any of `traits` ("a Character or Creature unit").
template <uint64_t traits>
bool unit_with(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.has_trait(t, traits);
}
// A participating unit (LCG-CONFLICT-8).
inline bool participating_unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t) && g.participating(t); }
// An exhausted unit: one with a focus token (LCG-FOCUS-1).
inline bool exhausted_unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t) && g.is_exhausted(t); }

// Tokens on the target (a card effect with nothing to remove has no legal target).
inline bool damaged_unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t) && g.cards[t].damage > 0; }
inline bool damaged_objective(const LcgState& g, CardId, CardId t) { return is_objective(g, t) && g.cards[t].damage > 0; }
template <uint64_t traits>
bool damaged_unit_with(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.has_trait(t, traits) && g.cards[t].damage > 0;
}
inline bool focused_unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t) && g.cards[t].focus > 0; }
template <uint64_t traits>
bool focused_unit_with(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.has_trait(t, traits) && g.cards[t].focus > 0;
}
inline bool focused_objective_or_enhancement(const LcgState& g, CardId, CardId t) {
  return (is_objective(g, t) || is_enhancement(g, t)) && g.cards[t].focus > 0;
}
// LCG-SHIELD-2: a shield goes only on a card without one.
inline bool unshielded_unit(const LcgState& g, CardId, CardId t) { return is_unit(g, t) && g.extra[t].shields == 0; }
inline bool unshielded_unit_or_objective(const LcgState& g, CardId, CardId t) {
  return (is_unit(g, t) || is_objective(g, t)) && g.extra[t].shields == 0;
}
inline bool affiliation_card(const LcgState& g, CardId, CardId t) { return g.type(t) == kAffiliation; }

// Conditions.
inline bool your_turn(const LcgState& g, CardId self) { return g.active == g.controller_of(self); }
inline bool self_focused(const LcgState& g, CardId self) { return g.cards[self].focus > 0; }

// "enhanced unit" / "enhanced objective": the card this enhancement is attached to.
inline bool enhanced(const LcgState& g, CardId self, CardId t) { return g.extra[self].host == t; }

// "If the Balance of the Force is with the light side".
inline bool balance_with_light(const LcgState& g, CardId) { return g.balance == kLight; }

// Event filters.
inline bool opponents_turn_begins(const LcgState& g, CardId self, const Event& e) {
  return e.amount == static_cast<int>(Phase::Balance) && g.enemies(e.seat, g.controller_of(self));
}
inline bool own_draw_phase_begins(const LcgState& g, CardId self, const Event& e) {
  return e.amount == static_cast<int>(Phase::Draw) && e.seat == g.controller_of(self);
}
inline bool you_refreshed(const LcgState& g, CardId self, const Event& e) { return e.seat == g.controller_of(self); }
inline bool this_card(const LcgState&, CardId self, const Event& e) { return e.target == self; }

// "after this unit is focused to strike": the strike's own focus event (flow/strike.cpp).
inline bool this_focused_to_strike(const LcgState&, CardId self, const Event& e) {
  return e.source == self && e.target == self;
}
inline bool objective_destroyed(const LcgState& g, CardId, const Event& e) {
  return g.valid_card(e.target) && g.type(e.target) == kObjective;
}
// "after an enemy objective is destroyed": it now lies in a victory pile of
// this card's side (LCG-DMG-4: the destroyer's side keeps it).
inline bool enemy_objective_destroyed(const LcgState& g, CardId self, const Event& e) {
  return objective_destroyed(g, self, e) && g.cards[e.target].zone == zn::kVictory &&
         !g.enemies(g.cards[e.target].owner, g.controller_of(self));
}
inline bool you_won_edge_attacking(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && e.seat == g.eng.attacker;
}
// "after you play a <trait> unit" (put into play from hand: ev::kEnterPlay).
template <uint64_t traits>
bool you_played_unit_with(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && g.valid_card(e.target) && is_unit(g, e.target) && g.has_trait(e.target, traits);
}
// "when an event card is played": the use of an event card's ability from hand.
inline bool event_card_played(const LcgState& g, CardId, const Event& e) {
  return g.valid_card(e.source) && g.type(e.source) == kEvent;
}

}  // namespace sw::lcg::cards

// ---- sith ----
namespace sw::lcg::cards {
// "after you play a [affiliation] event card" (evt::kPlayed: source = the event card).
template <Affiliation aff>
bool you_played_event_of(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && g.valid_card(e.source) && g.type(e.source) == kEvent &&
         g.fx(e.source).affiliation == aff;
}
// "a [affiliation] event card" (in hand, in a discard pile).
template <Affiliation aff>
bool event_of(const LcgState& g, CardId, CardId t) {
  return g.type(t) == kEvent && g.fx(t).affiliation == aff;
}
// A random card of `seat`'s hand (the game's RNG), kNoCard if it is empty.
inline CardId random_hand_card(LcgState& g, int seat) {
  const auto& hand = g.zone_of(seat, zone::kHand);
  if (hand.empty()) return kNoCard;
  return hand.cards[static_cast<int>(g.rng.below(static_cast<uint32_t>(hand.size())))];
}
}  // namespace sw::lcg::cards
namespace sw::lcg::cards {
// Protect [trait] (LCG-KW-5): damage about to be placed on another friendly
// card in play with the printed Protect trait of this card.
inline bool protects(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.target != self && g.in_play(self) && g.in_play(e.target) && g.fx(self).protect &&
         g.controller_of(e.target) == g.controller_of(self) && g.has_trait(e.target, g.fx(self).protect);
}
// The Protect interrupt of a card with the keyword; `protect_kind` is
// script_kind(sc::protect) (cards/protect.cpp), passed in since scripts.h
// includes this file.
inline Ability protect_ability(uint8_t protect_kind) {
  return Ability::interrupt(ev::kDamage).only_when(protects).scripted(protect_kind).says(
      "Protect: when a friendly card with the protected trait would take damage, this card may take any part of it instead.");
}
}  // namespace sw::lcg::cards
