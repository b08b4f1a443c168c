// Corde (A) (Light Side Character, AOTC 76): Critical Hit 1. Discard Corde
// from the Character arena → Prevent all the damage about to be dealt to any
// one Character that is not a Jedi. Critical Hit is printed (the rules read
// it from the facts); the second is used in the prevent window
// (TCG-PLAY-4c) of damage to a Character of either side whose subtype is not
// a Jedi's (TCG-CARD-1), in an arena or retreated (docs/rulings.md,
// TCG-ABIL-2), the cost paid first (a one-shot script). Not usable while
// Corde is retreated (its cost discards her from the Character arena).
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool to_a_character_not_jedi(const TcgState& g, CardId self, const Event& e) {
  return damage_pending(g, self, e) && unit_in_game(g, e.target) && g.fx(e.target).type == kCharacter && !has_subtype(g, e.target, "Jedi");
}
}  // namespace

void corde_a_script(TcgState& g, const Frame& f, EventLog* log) {
  if (g.in_play(f.source)) g.discard_unit(f.source, log);
  Event* e = engine::event_at(g, f.v[1]);
  if (!e || e->kind != ev::kDamage) return;
  e->amount = 0;
  TCG_LOG(g, log, "prevent", f.seat, "All the damage to " + g.card_label(e->target) + " is prevented.");
}

Card corde_a(Card c) {
  return c.with(Ability::interrupt(ev::kDamage)
                    .only_when(to_a_character_not_jedi)
                    .scripted(fk::kOneShot)
                    .says("Discard Corde from the Character arena → Prevent all the damage about to be dealt to any one Character that is not a Jedi."));
}

}  // namespace sw::tcg
