// Completed Missions whose text waits for a later moment of the turn (T5,
// TCG-BUILD-7): "When the battle phase starts: ..." (Target the Senator).
// Completing such a Mission puts the mark st::kAtBattleStart on it (a lasting
// effect until the turn ends; the card is in the discard pile); when the
// Battle phase starts the turn frame pushes the Mission's
// timing::kBattleStart ability, one Mission at a time, the Dark Side's first.
#include "tcg/flow/flow.h"

namespace sw::tcg::flow {

namespace {
int battle_start_ability(const TcgState& g, CardId c) {
  const Card& d = TcgState::card_def(g.cards[c].def);
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].timing == timing::kBattleStart) return i;
  return -1;
}
}  // namespace

bool push_battle_start_text(TcgState& g) {
  for (int seat : {g.first_seat(), g.second_seat()}) {
    for (int i = 0; i < g.lasting.size(); ++i) {
      // The mark is the Mission's own record on itself (its stat is shared
      // with units' speed effects, which stay).
      const Lasting l = g.lasting[i];
      if (l.stat != st::kAtBattleStart || l.target != l.source || !g.valid_card(l.source) ||
          g.fx(l.source).type != kMission || g.cards[l.source].owner != seat)
        continue;
      const int a = battle_start_ability(g, l.source);
      if (a < 0) continue;
      g.lasting.erase_at(i);
      engine::push_ability(g, l.source, a, seat, -1);
      return true;
    }
  }
  return false;
}

}  // namespace sw::tcg::flow
