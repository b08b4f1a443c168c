// Force costs and their surcharges (TCG-FORCE-2, TCG-FORCE-3). An ability's
// Force cost is its own (`paid_by(fk::kPayForce, n)`, 0 without one) plus
// what cards in play add to it now:
// - Order Here (AOTC 33): for the rest of the turn, playing a Battle card
//   costs 3 Force more (a lasting st::kBattleTax on the completed Mission);
// - Nexu (AOTC 97): while it is in the Character arena, activated abilities
//   of its opponent's units cost 1 Force more (a constant st::kAbilityTax),
//   [tap] abilities and other costs without Force too (the card's ruling).
// The card table gives every ability that may be surcharged a `pay-force`
// cost frame (0 Force when printed without one), so the surcharge is paid
// with the cost; `TcgState::may_use` refuses an ability whose whole cost
// the pool cannot pay, and action labels name the surcharge.
#pragma once
#include <string>
#include "sw/json.h"
#include "tcg/state.h"

namespace sw::tcg {

// May cards surcharge this ability (card table time): playing a Battle card,
// or an activated ability ("cost → effect", TCG-GLOSS-16) of a unit.
bool surchargeable(const Card& c, const Ability& a);
// Force added to ability `ability` of `c` used by `seat` now (0: none).
int force_surcharge(const TcgState& g, CardId c, int ability, int seat);
// Its whole Force cost now: its own + the surcharge.
int force_cost(const TcgState& g, CardId c, int ability, int seat);
// "+3 for Order Here, +1 for Nexu" ("" when not surcharged).
std::string surcharge_reasons(const TcgState& g, CardId c, int ability, int seat);
// " (Force cost N: +3 for Order Here, +1 for Nexu)" when surcharged, else "".
std::string force_cost_note(const TcgState& g, CardId c, int ability, int seat);

// An action's JSON with the note added to the label of a surcharged `use`.
json with_force_note(const TcgState& g, int seat, Action a, json j);

}  // namespace sw::tcg
