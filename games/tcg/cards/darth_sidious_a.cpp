// Darth Sidious (A) (Dark Side Character, AOTC 13): When the battle phase
// ends: +1 Force for you if Sidious is in the Character arena. While Sidious
// is in the Character arena, your opponent builds with cards face up; they
// still count as face-down cards. Pay 2 Force → Evade 3.
// The trigger as Yoda (A)'s (evt::kBattleEnds, a forced reaction of a card in
// an arena); the static ability is read by the view and the determinisation
// (face_up_building.h: on while he is in an arena, TCG-ABIL-11); the Evade in
// the prevent window of damage to him (cards/prevent.h).
#include <cstring>
#include "tcg/cards/face_up_building.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

bool builds_face_up(const TcgState& g, int seat) {
  const int opp = g.opponent_of(seat);
  if (opp < 0) return false;
  for (CardId c : g.zone_of(opp, zone::kPlay))
    if (std::strcmp(g.fx(c).key, "darth-sidious-a") == 0) return true;
  return false;
}

Card darth_sidious_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kBattleEnds)
                    .does(Verb::Raise, Who::You, 1, evt::kForce)
                    .says("When the battle phase ends: +1 Force for you if Sidious is in the Character arena."))
      .with(evade(2, 3).says("Pay 2 Force → Evade 3."));
}

}  // namespace sw::tcg
