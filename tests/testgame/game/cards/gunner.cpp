#include "tg_state.h"
namespace sw::tg {
// A per-attack limit and a "for this attack" lasting effect, used in the
// attack window (a window filtered by a timing tag, like the TCG's).
const Card& card_gunner() {
  static const Card c = Card{"gunner", "Gunner", kUnit, {1, 2, 0, 0}}.with(
      Ability::action()
          .in_window(kAttackWindow)
          .choose(Whose::Friendly, is_attacking)
          .does(Verb::Lasting, Who::Target, 1, kPower, Scope::Attack)
          .limit_per(Scope::Attack)
          .says("Attack action: the attacking friendly unit gets +1 power for this attack. Limit once per attack."));
  return c;
}
}  // namespace sw::tg
