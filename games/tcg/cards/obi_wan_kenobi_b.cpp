// Obi-Wan Kenobi (B) (Light Side Character, AOTC 99): Pay 2 Force → For this
// attack, Obi-Wan has Critical Hit 2. Pay 2 Force → Evade 2. Pay 1 Force →
// Prevent 1 of the damage about to be dealt to Anakin Skywalker.
// The last is used in the prevent window of damage to a unit named Anakin
// Skywalker (any version, TCG-CARD-5), once per damage (cards/prevent.h),
// also while Obi-Wan is retreated (TCG-ABIL-2), like his Evade.
#include <cstring>
#include "tcg/cards/prevent.h"
#include "tcg/cards/this_attack.h"

namespace sw::tcg {

namespace {
bool damage_to_anakin(const TcgState& g, CardId self, const Event& e) {
  return damage_pending(g, self, e) && std::strcmp(g.fx(e.target).name, "Anakin Skywalker") == 0;
}
}  // namespace

Card obi_wan_kenobi_b(Card c) {
  return c.with(for_this_attack(2, st::kCritical, 2).says("Pay 2 Force → For this attack, Obi-Wan has Critical Hit 2."))
      .with(evade(2, 2).says("Pay 2 Force → Evade 2."))
      .with(Ability::interrupt(ev::kDamage)
                .also_usable_in(zn::kBuild)  // a "prevent" ability: also while Obi-Wan is retreated (TCG-ABIL-2)
                .only_when(damage_to_anakin)
                .paid_by(fk::kPayForce, 1)
                .does(Verb::Modify, Who::EventTarget, -1)
                .says("Pay 1 Force → Prevent 1 of the damage about to be dealt to Anakin Skywalker."));
}

}  // namespace sw::tcg
