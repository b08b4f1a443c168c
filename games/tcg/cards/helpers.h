// Filters and helpers shared by the TCG's card files.
#pragma once
#include <cstring>
#include "tcg/own_script.h"
#include "tcg/flow/flow.h"
#include "tcg/state.h"

namespace sw::tcg {

// Is `t` a unit whose subtype line names `what` ("Bounty Hunter" matches
// "Clawdite Bounty Hunter")? TCG-CARD-1: subtypes are the words after the dash.
inline bool has_subtype(const TcgState& g, CardId t, const char* what) {
  return g.is_unit_card(t) && std::strstr(g.fx(t).subtype, what) != nullptr;
}

// A unit of the chooser's in an arena (for choose(Whose::Friendly, ...)).
inline bool unit_in_arena(const TcgState& g, CardId, CardId t) { return g.in_play(t) && g.is_unit_card(t); }

// "For this attack" (TCG-ABIL-6, TCG-GLOSS-2): an attack is in progress
// (its target declared, A4-A11); a Battle card's only_if condition.
inline bool during_attack(const TcgState& g, CardId) { return flow::attacking_unit(g) != kNoCard; }
// This unit is the attacking unit now ("for this attack, <this unit> has ...").
inline bool attacking_now(const TcgState& g, CardId self) { return flow::attacking_unit(g) == self; }
// This unit is attacking a Jedi (a unit whose subtype names Jedi).
inline bool attacking_a_jedi(const TcgState& g, CardId self) {
  return flow::attacking_unit(g) == self && has_subtype(g, g.atk.defender, "Jedi");
}
// No unit is attacking ("only while no unit is attacking").
inline bool no_attack(const TcgState& g, CardId) { return flow::attacking_unit(g) == kNoCard; }
// The attack roll is made and the attack is of a unit of the card's player
// (a reroll of "your attack dice"; the card is in hand or in play).
inline bool own_attack_rolled(const TcgState& g, CardId self) {
  const CardId a = flow::attacking_unit(g);
  return a != kNoCard && g.atk.rolled && g.cards[a].controller == g.cards[self].owner;
}
// A unit of the chooser's or any unit in an arena (choose(Whose::..., unit_in_arena)).
inline bool is_unit_in(const TcgState& g, CardId t, CardType arena) { return g.in_arena(t, arena); }

}  // namespace sw::tcg
