// Damage prevention (TCG-PLAY-4c, TCG-KW-4, TCG-KW-5, TCG-DMG-4): the
// builders the card files use, and the prevent window's rules.
//
// The prevent window is the core's interrupt window on the damage event
// (ev::kDamage): an attack's damage (flow/battle.cpp, A9) and every other
// damage. So a "prevent", Evade or Deflect ability is an interrupt to damage
// (Ability::interrupt(ev::kDamage)), usable once per damage event (the core's
// "once per triggering event": TCG-ABIL-5, TCG-ABIL-6 "once per damage
// source per prevent window"), Dark Side first (the core's active seat).
// Evade / prevent lower the event's amount (Verb::Modify, never below 0);
// Deflect is the kDeflect script (it may deal what it prevented to another
// unit of the arena: that damage waits, TCG-PLAY-6, in TcgState::waiting).
// Not offered while the damage is already 0 or prevented by a lasting effect.
//
// A retreated unit's prevent abilities (TCG-ABIL-2, TCG-ZONE-4, OQ-TCG-09):
// abilities containing "prevent", "Evade" or "Deflect" also work in the
// build zone, so evade() and deflect() are also usable there
// (AbilityDef::also_usable_in(zn::kBuild); TcgState::may_use admits only
// retreated units of that zone, never face-down cards). A retreated unit
// deflects but deals nothing on (OQ-TCG-22: it is in no arena). An ability
// whose cost needs the arena (Corde (A), Obi-Wan Kenobi (A): "discard ...
// from the Character arena"; Padmé Amidala (C): "have her retreat") is not.
// Damage reaches a retreated unit when it retreated after the roll
// (TCG-RETREAT-4: TcgState::before_resolve places it). A prevent effect
// naming "a unit / Character of yours" (the Battle cards, Obi-Wan Kenobi
// (A)) or "any one Character" (Corde (A)) reaches a retreated unit too
// (unit_in_game; docs/rulings.md, TCG-ABIL-2 row).
#pragma once
#include <string>
#include <vector>
#include "tcg/cards/helpers.h"

namespace sw::tcg {

// The damage of `e` that counters would be placed for now (0 when a lasting
// effect prevents it all: A Moment's Rest, Lost in the Asteroids...).
int damage_to_place(const TcgState& g, const Event& e);
// A prevent ability's `when`: damage is about to be placed.
bool damage_pending(const TcgState& g, CardId self, const Event& e);
// A unit in an arena or retreated (in the build zone, face up): what "a unit
// of yours" names for a prevent effect (TCG-DMG-1: all damage can be prevented).
inline bool unit_in_game(const TcgState& g, CardId c) { return g.in_play(c) || g.retreated(c); }
// The unit deals `amount` damage to `target` once the current damage is
// placed (TCG-PLAY-6): queued, raised by the kWaiting frame.
void deal_waiting_damage(TcgState& g, CardId source, CardId target, int amount, int seat);

// "Pay N Force → Evade X" (TCG-KW-1, TCG-KW-5): prevents up to X of the
// damage about to be dealt to this unit, also while it is retreated (TCG-ABIL-2).
constexpr Ability evade(int8_t force, int16_t x) {
  return Ability::interrupt(ev::kDamage)
      .also_usable_in(zn::kBuild)
      .targeting(Whose::Self)
      .only_when(damage_pending)
      .paid_by(force > 0 ? fk::kPayForce : 0, force)
      .does(Verb::Modify, Who::EventTarget, static_cast<int16_t>(-x));
}

// "Pay N Force → Deflect X" (TCG-KW-4): prevents X of the damage about to be
// dealt to this unit (all of it if less); the unit may then deal that much
// to another unit of its arena. X is the Modify's amount (the script reads it).
// Also while it is retreated (TCG-ABIL-2): then it only prevents (OQ-TCG-22).
constexpr Ability deflect(int8_t force, int16_t x) {
  return Ability::interrupt(ev::kDamage)
      .also_usable_in(zn::kBuild)
      .targeting(Whose::Self)
      .only_when(damage_pending)
      .paid_by(force > 0 ? fk::kPayForce : 0, force)
      .does(Verb::Modify, Who::EventTarget, static_cast<int16_t>(-x))
      .scripted(fk::kDeflect);
}

// A Battle card "Pay N Force → Choose a unit of yours [that ...]: prevent up
// to X damage to it": played from hand in the prevent window of damage about
// to be dealt to a unit of yours that `ok` accepts (the chosen unit is the
// one being damaged).
constexpr Ability prevent_card(int8_t force, int16_t x, bool (*ok)(const TcgState&, CardId, const Event&)) {
  return Ability::interrupt(ev::kDamage)
      .play_from_hand()
      .targeting(Whose::Friendly)
      .only_when(ok)
      .paid_by(force > 0 ? fk::kPayForce : 0, force)
      .does(Verb::Modify, Who::EventTarget, static_cast<int16_t>(-x));
}

// The frames (kFrames in flow/frames.cpp).
// kDeflect: the ability frame turned script (source, ability, seat; v[1] =
// the damage event's slot). Step 0 prevents; step 1 waits for the unit that
// takes the prevented damage (the core's target verb) or pass; v[2] = the
// amount prevented.
StepResult run_deflect(TcgState& g, Frame& f, EventLog* log);
void legal_deflect(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_deflect(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_deflect(const TcgState& g, const Frame& f, int seat);
std::string label_deflect(const TcgState& g, const Frame& f, Action a);
// kWaiting: step 0 raises the first waiting damage, step 1 consumes it.
StepResult run_waiting(TcgState& g, Frame& f, EventLog* log);
// Pushes the kWaiting frame when damage waits and the damage event `e`
// (whose frame is on top) has placed its counters (TcgState::after_event).
void start_waiting(TcgState& g, const Event& e);

}  // namespace sw::tcg
