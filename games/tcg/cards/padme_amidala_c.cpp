// Padmé Amidala (C) (Light Side Character, AOTC 100): Put 1 damage counter on
// Padmé and have her retreat → Prevent all the damage about to be dealt to
// Padmé. In the prevent window of damage to her (TCG-PLAY-4c). The cost
// first: a counter placed is not damage (TCG-DMG-2: no window) and may
// discard her at her health (TCG-DMG-3); else she retreats, tapped
// (TCG-RETREAT-1, OQ-TCG-26), face up into the build zone with her counters
// (TCG-RETREAT-3). Then the damage is 0 (retreating alone would not prevent
// it, TCG-RETREAT-4: the card does). A one-shot script.
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

void padme_amidala_c_script(TcgState& g, const Frame& f, EventLog* log) {
  const CardId padme = f.source;
  if (g.in_play(padme)) {
    g.cards[padme].damage = static_cast<int8_t>(g.cards[padme].damage + 1);
    if (g.cards[padme].damage >= g.health(padme)) {
      g.discard_unit(padme, log);
    } else {
      g.move(padme, zn::kBuild);
      g.extra[padme].retreated = true;
      g.cards[padme].exhausted = true;
      TCG_LOG(g, log, "retreat", f.seat, g.card_label(padme) + " takes a damage counter and retreats.");
    }
  }
  Event* e = engine::event_at(g, f.v[1]);
  if (!e || e->kind != ev::kDamage) return;
  e->amount = 0;
  TCG_LOG(g, log, "prevent", f.seat, "All the damage to " + g.card_label(padme) + " is prevented.");
}

Card padme_amidala_c(Card c) {
  return c.with(Ability::interrupt(ev::kDamage)
                    .targeting(Whose::Self)
                    .only_when(damage_pending)
                    .scripted(fk::kOneShot)
                    .says("Put 1 damage counter on Padmé and have her retreat → Prevent all the damage about to be dealt to Padmé."));
}

}  // namespace sw::tcg
