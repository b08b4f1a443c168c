// Spirit of the Fallen (Light Side Battle card, AOTC 47): play only if a
// Character of yours was discarded from the Character arena this turn.
// Pay 2 Force → your Characters have +2 power until the battle phase ends.
// The condition reads TcgState::turn_marks (set when a Character of the seat
// goes from the Character arena to the discard pile); the power goes to the
// player's Characters there when it resolves (Scope::Phase, T5).
#include "tcg/cards/choose_arena.h"
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool lost_a_character(const TcgState& g, CardId self) { return (g.turn_marks >> (3 + g.cards[self].owner)) & 1u; }
StepResult rally(TcgState& g, Frame& f, EventLog* log) {
  lasting_in_arena(g, f.source, f.seat, kCharacter, st::kPower, 2, Scope::Phase);
  TCG_LOG(g, log, "power", f.seat, "The " + g.seat_name(f.seat) + "'s Characters have +2 power until the battle phase ends.");
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

Card spirit_of_the_fallen(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 2)
                                    .in_window(timing::kGeneral)
                                    .only_if(lost_a_character)
                                    .scripted(fk::kOwnScript)
                                    .says("Play only if a Character of yours was discarded from the Character arena this turn. Pay 2 Force → Your Characters have +2 power until the battle phase ends.")),
                         OwnScript{rally});
}

}  // namespace sw::tcg
