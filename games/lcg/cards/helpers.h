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
// Played, its own event (source = target, flow/window.cpp); a card effect
// that puts it into play (source = that card, LCG-TERMS-7) does not play it.
template <uint64_t traits>
bool you_played_unit_with(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && e.source == e.target && g.valid_card(e.target) && is_unit(g, e.target) &&
         g.has_trait(e.target, traits);
}
// "when an event card is played": the use of an event card's ability from hand.
inline bool event_card_played(const LcgState& g, CardId, const Event& e) {
  return g.valid_card(e.source) && g.type(e.source) == kEvent;
}

// ---- smugglers (Light Side sets 14-18) ----
// "when an objective you control leaves play" (Decoy at Dantooine).
inline bool friendly_objective_leaves(const LcgState& g, CardId self, const Event& e) {
  return g.in_play(e.target) && is_objective(g, e.target) && g.controller_of(e.target) == g.controller_of(self);
}
// "when enhanced objective leaves play" (False Lead).
inline bool enhanced_leaves(const LcgState& g, CardId self, const Event& e) {
  return g.in_play(e.target) && g.extra[self].host == e.target;
}
// "decrease the Death Star dial by 1 (to a minimum of 1)": only while it is above 1.
inline bool dial_above_one(const LcgState& g, CardId) { return g.dial > 1; }
// "a target unit with printed cost 2 or lower" (Swindled).
inline bool unit_printed_cost_2_or_less(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.fx(t).cost >= 0 && g.fx(t).cost <= 2;
}
// "after a Character unit is focused to strike" (Crossfire): the strike's own focus event.
inline bool character_focused_to_strike(const LcgState& g, CardId, const Event& e) {
  return e.source == e.target && g.in_play(e.target) && is_unit(g, e.target) && g.participating(e.target) &&
         g.has_trait(e.target, trait::kCharacter);
}
// "after this unit survives an engagement as an attacker" (Wookiee Navigator), the objective still there.
inline bool this_survived_attacking(const LcgState& g, CardId self, const Event& e) {
  return e.target == self && e.amount == role::kAttacker && g.in_play(e.source);
}
// "damage being dealt to a unit or objective" (It Could Be Worse).
inline bool damage_to_unit_or_objective(const LcgState& g, CardId, const Event& e) {
  return e.amount > 0 && g.in_play(e.target) && (is_unit(g, e.target) || is_objective(g, e.target));
}
// A ready Ewok unit you control (Yub Yub!'s cost).
inline bool ready_ewok(const LcgState& g, CardId self, CardId t) {
  return is_unit(g, t) && g.in_play(t) && g.controller_of(t) == g.controller_of(self) && g.ready(t) &&
         g.has_trait(t, trait::kEwok);
}
inline bool has_ready_ewok(const LcgState& g, CardId self) {
  for (CardId u : g.zone_of(g.controller_of(self), zone::kPlay))
    if (ready_ewok(g, self, u)) return true;
  return false;
}
// An attacking unit of an enemy of this card's controller (Log Trap).
inline bool enemy_attacking_unit(const LcgState& g, CardId self) {
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, g.controller_of(self)))
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (is_unit(g, u) && g.extra[u].role == role::kAttacker) return true;
  return false;
}
// A damaged friendly unit (Questionable Contacts' first target: the player's
// or a teammate's, MP-GEN-24), with an enemy unit to move it to.
inline bool damaged_friendly_unit(const LcgState& g, CardId self, CardId t) {
  if (!is_unit(g, t) || g.cards[t].damage <= 0 || g.enemies(g.controller_of(t), g.controller_of(self))) return false;
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, g.controller_of(self)))
      for (CardId u : g.zone_of(s, zone::kPlay))
        if (is_unit(g, u)) return true;
  return false;
}
// Tribal Support: a card in hand to discard and an Ewok unit in your discard pile.
inline bool hand_and_ewok_in_discard(const LcgState& g, CardId self) {
  const int seat = g.controller_of(self);
  if (g.zone_of(seat, zone::kHand).empty()) return false;
  for (CardId c : g.zone_of(seat, zone::kDiscard))
    if (is_unit(g, c) && g.has_trait(c, trait::kEwok)) return true;
  return false;
}
// Rescue Mission: a card captured under an objective of an enemy.
inline bool enemy_holds_captured(const LcgState& g, CardId self) {
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.cards[i].zone == zone::kCaptured && g.valid_card(g.cards[i].under) &&
        g.enemies(g.controller_of(g.cards[i].under), g.controller_of(self)))
      return true;
  return false;
}

}  // namespace sw::lcg::cards

// ---- scum ----
namespace sw::lcg::cards {

// LCG-CAPTURE-1: a Light Side card, captured by a Dark Side seat, from play
// (a unit or an enhancement: objectives and the affiliation card are not
// captured), a hand or a deck (the core's ev::kCapture).
inline bool capturable(const LcgState& g, int seat, CardId c) {
  if (!g.valid_card(c) || seat < 0 || g.side_of_seat(seat) != kDark || g.fx(c).side != kLight) return false;
  const uint8_t z = g.cards[c].zone;
  return (z == zone::kPlay && g.type(c) != kObjective && g.type(c) != kAffiliation) || z == zone::kHand ||
         z == zone::kDeck;
}
// "after you capture an enemy unit from play" (ev::kCapture, amount 1: from play).
inline bool you_captured_enemy_unit_from_play(const LcgState& g, CardId self, const Event& e) {
  return e.seat == g.controller_of(self) && e.amount == 1 && g.valid_card(e.target) && g.type(e.target) == kUnit &&
         g.enemies(g.cards[e.target].owner, g.controller_of(self));
}

// ---- jedi ----
// "when damage is dealt to a friendly non-Vehicle unit".
inline bool damage_to_friendly_non_vehicle(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && g.in_play(e.target) && is_unit(g, e.target) && !g.has_trait(e.target, trait::kVehicle) &&
         !g.enemies(g.controller_of(e.target), g.controller_of(self));
}
// The card the innermost open event of `kind` is about (kNoCard if none):
// the event an interrupt answers, while its target is chosen.
inline CardId open_event_target(const LcgState& g, uint8_t kind) {
  for (int i = g.events.size() - 1; i >= 0; --i)
    if (g.events[i].kind == kind) return g.events[i].target;
  return kNoCard;
}
// "when a Character unit is destroyed".
inline bool character_unit_destroyed(const LcgState& g, CardId, const Event& e) {
  return g.in_play(e.target) && is_unit(g, e.target) && g.has_trait(e.target, trait::kCharacter);
}
// The nearest frame of game kind `kind` on the stack (nullptr if none).
inline Frame* frame_of_kind(LcgState& g, uint8_t kind) {
  for (int i = g.stack.depth() - 1; i >= 0; --i)
    if (g.stack.frames[i].kind == kind) return &g.stack.frames[i];
  return nullptr;
}

// ---- rebel ----
// An enhancement with a focus token on it ("remove 1 focus token from a target enhancement").
inline bool focused_enhancement(const LcgState& g, CardId, CardId t) { return is_enhancement(g, t) && g.cards[t].focus > 0; }
// "after this unit is declared as an attacker".
inline bool this_declared_attacker(const LcgState&, CardId self, const Event& e) { return e.target == self; }

// ---- navy ----
// "During an engagement": one is in progress (LCG-CONFLICT-4).
inline bool during_engagement(const LcgState& g, CardId) { return g.eng.objective != kNoCard; }
// "an attacking Vehicle unit" (LCG-CONFLICT-8: a declared attacker still participating).
inline bool attacking_vehicle(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.participating(t) && g.extra[t].role == role::kAttacker && g.has_trait(t, trait::kVehicle);
}
// "a participating Vehicle unit" that can take a shield (LCG-SHIELD-2).
inline bool participating_unshielded_vehicle(const LcgState& g, CardId, CardId t) {
  return is_unit(g, t) && g.participating(t) && g.has_trait(t, trait::kVehicle) && g.extra[t].shields == 0;
}
// "During any engagement in which you have placed at least 1 fate card in
// your edge stack" (known once the edge stacks are revealed, LCG-EDGE-6).
inline bool placed_fate_this_engagement(const LcgState& g, CardId self) {
  return g.eng.objective != kNoCard && ((g.eng.fate_placed >> g.controller_of(self)) & 1);
}
// "after this unit enters play during an engagement".
inline bool this_card_enters_during_engagement(const LcgState& g, CardId self, const Event& e) {
  return e.target == self && g.eng.objective != kNoCard && g.in_play(g.eng.objective);
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
// A card's choice of a player: the `choose:<affiliation card>` action naming
// `seat` (LcgState::player_card).
inline Action choose_player(const LcgState& g, int seat) { return make_action(vb::kChoose, g.player_card(seat)); }
// Protect [trait] (LCG-KW-5): damage about to be placed on another friendly
// card in play with the printed Protect trait of this card; never damage a
// Protect has already moved (cards/protect.cpp).
bool protects(const LcgState& g, CardId self, const Event& e);
// The Protect interrupt of a card with the keyword; `protect_kind` is
// script_kind(sc::protect) (cards/protect.cpp), passed in since scripts.h
// includes this file.
inline Ability protect_ability(uint8_t protect_kind) {
  return Ability::interrupt(ev::kDamage).only_when(protects).scripted(protect_kind).says(
      "Protect: when a friendly card with the protected trait would take damage, this card may take any part of it instead.");
}
}  // namespace sw::lcg::cards

// ---- The Hunt for Skywalker (L01) ----
namespace sw::lcg::cards {
// A card of the pyramid works only face up: its shared face has no text (docs/rulings.md).
inline bool face_up(const LcgState& g, CardId self) { return g.in_play(self) && !g.face_down(self); }
// "After this objective is turned faceup" (evt::kFlip).
inline bool this_turned_face_up(const LcgState&, CardId self, const Event& e) { return e.target == self; }
// "Influence." (MP-HFS-18): the resources this card produces match every
// affiliation (st::kMatchAll on itself, LcgState::matches), while face up.
inline Ability influence() {
  return Ability::constant(st::kMatchAll, 1, Whose::Self)
      .only_if(face_up)
      .says("Influence: the resources this card produces match every affiliation.");
}
// A unit that may be declared as an attacker against an objective that
// forbids Vehicle / Character attackers (The Mines, The Ruins of Alderaan).
inline bool not_vehicle_unit(const LcgState& g, CardId, CardId t) { return g.type(t) == kUnit && !g.has_trait(t, trait::kVehicle); }
inline bool not_character_unit(const LcgState& g, CardId, CardId t) { return g.type(t) == kUnit && !g.has_trait(t, trait::kCharacter); }
// An attacking unit of an enemy of this card's controller ("a target attacking unit").
inline bool enemy_attacking_unit_target(const LcgState& g, CardId self, CardId t) {
  return is_unit(g, t) && g.participating(t) && g.extra[t].role == role::kAttacker &&
         g.enemies(g.controller_of(t), g.controller_of(self));
}
}  // namespace sw::lcg::cards
