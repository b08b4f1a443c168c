// Locations, Equipment and Pilots of the later sets (TCG2-BUILD-1/2/4/6,
// TCG2-LOC-1/2, TCG2-EQUIP-1, TCG2-PILOT-1; OQ-TCG2-05/06/07), under the
// later rules only (TcgOptions::later). No AOTC card is one: the later-sets
// tests (tests/tcg_sets/) use fixture cards. Every number here is a hook the
// rules fragment leaves open; docs/rulings.md records our defaults.
//
// - A Location is built face down like a Mission; when ready its owner may
//   `place:` it into the arena its subtype names ("Space", "Ground",
//   "Character"): zn::kLocations, never zone::kPlay, so it is no unit (no
//   attack, no arena control, no +1 build point). One Location per arena,
//   both players' counted: placing one where one is costs
//   location_replace_cost more build points, and the old one is discarded.
// - Equipment is built face down; when ready `equip:` turns it face up in the
//   build zone (TcgCard::built). `attach:` pays attach_cost (its constant
//   st::kAttachCost) and pushes fk::kAttach, where `onto:<unit>` picks one of
//   its owner's units in an arena: zn::kAttached, TcgCard::host = the unit.
//   It moves with its host and is discarded with it.
// - A Pilot is a Character whose subtype holds the word "Pilot". In its
//   owner's build step `pilot:` (fk::kPilot) moves it from the Character
//   arena aboard one of its owner's Space units in the arena (`onto:`;
//   zn::kAboard, TcgCard::host), or from aboard to another such unit or back
//   to the Character arena (`ashore`). Aboard, it keeps its damage and tapped
//   state and is discarded with its host. Pilot effects are card-defined.
#pragma once
#include <string>
#include <vector>
#include "tcg/state.h"

namespace sw::tcg {

// The arena whose name the Location's subtype is; kNumTypes when none.
CardType location_arena(const CardFacts& f);
// The Location in arena `a`, of either seat; kNoCard when none.
CardId location_in(const TcgState& g, CardType a);
// TCG2-LOC-2, OQ-TCG2-05 (the hook): the extra build points to put
// `incoming` into the arena where `old` is. Ours: incoming's build cost again.
int location_replace_cost(const TcgState& g, CardId old, CardId incoming);
// TCG2-EQUIP-1, OQ-TCG2-06 (the hook): the build points attaching costs.
int attach_cost(const TcgState& g, CardId equipment);
// TCG2-PILOT-1, OQ-TCG2-07: a Character whose subtype holds "Pilot".
bool is_pilot(const TcgState& g, CardId c);

// The build step's actions for these cards (build.cpp asks; later rules only).
void add_later_build_actions(const TcgState& g, int seat, std::vector<Action>& out);
// Applies one of them; false when `a` is none of them.
bool apply_later_build(TcgState& g, Frame& f, int seat, Action a, EventLog* log);

namespace flow {
// fk::kAttach / fk::kPilot: f.seat = the owner, f.source = the Equipment / Pilot.
StepResult run_carry(TcgState& g, Frame& f, EventLog* log);
void legal_attach(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_attach(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string label_attach(const TcgState& g, const Frame& f, Action a);
std::string prompt_attach(const TcgState& g, const Frame& f, int seat);
bool valid_attach(const TcgState& g, const Frame& f);
void legal_pilot(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_pilot(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string label_pilot(const TcgState& g, const Frame& f, Action a);
std::string prompt_pilot(const TcgState& g, const Frame& f, int seat);
bool valid_pilot(const TcgState& g, const Frame& f);
}  // namespace flow

}  // namespace sw::tcg
