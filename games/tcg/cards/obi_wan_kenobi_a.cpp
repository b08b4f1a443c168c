// Obi-Wan Kenobi (A) (Light Side Character, AOTC 31): Pay 2 Force → Evade 2.
// Discard Obi-Wan from the Character arena → Prevent all the damage about to
// be dealt to a Character of yours; you gain 1 Force per point prevented.
// Both in the prevent window (TCG-PLAY-4c, cards/prevent.h); the second's
// cost is paid first (TCG-ABIL-3: Obi-Wan and his stack to the discard
// pile), then the damage is 0 and the Force is gained (a one-shot script).
// The Character may be Obi-Wan himself, or a retreated Character of yours
// (docs/rulings.md, TCG-ABIL-2); the second ability is not usable while
// Obi-Wan is retreated (its cost discards him from the Character arena).
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool to_a_character_of_yours(const TcgState& g, CardId self, const Event& e) {
  return damage_pending(g, self, e) && unit_in_game(g, e.target) && g.fx(e.target).type == kCharacter;
}
}  // namespace

void obi_wan_kenobi_a_script(TcgState& g, const Frame& f, EventLog* log) {
  if (g.in_play(f.source)) g.discard_unit(f.source, log);
  Event* e = engine::event_at(g, f.v[1]);
  if (!e || e->kind != ev::kDamage) return;
  const int prevented = std::max<int>(0, e->amount);
  e->amount = 0;
  g.seat_info[f.seat].force = static_cast<int16_t>(g.seat_info[f.seat].force + prevented);
  TCG_LOG(g, log, "prevent", f.seat,
          "All " + std::to_string(prevented) + " damage to " + g.card_label(e->target) + " is prevented; " + g.seat_name(f.seat) +
              " gains " + std::to_string(prevented) + " Force.");
}

Card obi_wan_kenobi_a(Card c) {
  return c.with(evade(2, 2).says("Pay 2 Force → Evade 2."))
      .with(Ability::interrupt(ev::kDamage)
                .targeting(Whose::Friendly)
                .only_when(to_a_character_of_yours)
                .scripted(fk::kOneShot)
                .says("Discard Obi-Wan from the Character arena → Prevent all the damage about to be dealt to a Character of yours; you gain 1 Force per point prevented."));
}

}  // namespace sw::tcg
