// "Discarded from an arena" (evt::kLeftArena): whenever a unit goes from an
// arena to the discard pile — destroyed at its health by damage (the core's
// destroy event, TCG-DMG-3), discarded by a card's effect, or a stack's top
// discarded with its stack (TCG-STACK-4) — the rules push the left-arena
// frame (fk::kLeftArena) on top of the stack. A retreat (TCG-RETREAT-1,
// the bidding loser TCG-BID-6) is no discard, and a retreated unit
// discarded from the build zone (TCG-DMG-3) did not leave an arena.
//
// The frame raises evt::kLeftArena (seat = the unit's controller, target =
// the unit, amount = its arena) through the windows, so cards in play may
// answer it, then pushes the discarded card's own "when this unit is
// discarded from the X arena" triggers: forced reactions to kLeftArena
// with the filter `discarded_from<arena>` (TCG-ABIL-7: after the discard).
// The core offers abilities of cards in hand and play only, so the card in
// the discard pile is asked here.
//
// Callers of TcgState::discard_unit run as the top frame: they may go on
// (return Continue, push more) but must not pop their own frame after it in
// the same call (pop first, as one-shot scripts do).
#pragma once
#include "tcg/state.h"

namespace sw::tcg {

// `c` went from arena `arena` (its card type) to the discard pile; `seat`
// controlled it there.
void push_left_arena(TcgState& g, CardId c, int seat, CardType arena);

// The frame kind "left-arena" (frames.cpp): source = the unit, seat = its
// controller, v[0] = the arena; step 0 raises the event, 1 pushes the card's
// own triggers, 2 consumes the event.
StepResult run_left_arena(TcgState& g, Frame& f, EventLog* log);
bool valid_left_arena(const TcgState& g, const Frame& f);

// The `only_when` filter of "when this unit is discarded from the <A> arena".
template <CardType A>
bool discarded_from(const TcgState&, CardId self, const Event& e) {
  return e.kind == evt::kLeftArena && e.target == self && e.amount == A;
}

}  // namespace sw::tcg
