// The card table of the test game, built from card_list.h.
#include <string>
#include "card_list.h"
#include "tg_state.h"

namespace sw {
namespace tg {

#define TG_DECLARE(name) const Card& card_##name();
TG_CARDS(TG_DECLARE)
#undef TG_DECLARE

namespace {
struct Table {
  const Card* cards[64];
  int n = 0;
};
const Table& table() {
  static const Table t = [] {
    Table x{};
#define TG_ADD(name) x.cards[x.n++] = &card_##name();
    TG_CARDS(TG_ADD)
#undef TG_ADD
    return x;
  }();
  return t;
}
}  // namespace

const CardDef<TgState>& TgState::card_def(int def) { return *table().cards[def]; }
int TgState::num_card_defs() { return table().n; }

int find_def(const std::string& key) {
  for (int i = 0; i < table().n; ++i)
    if (key == table().cards[i]->key) return i;
  return -1;
}

bool is_unit(const TgState& g, CardId, CardId t) { return TgState::card_def(g.card(t).def).type == kUnit; }

bool is_attacking(const TgState& g, CardId, CardId t) {
  for (const Frame& f : g.stack.frames)
    if (f.kind == kFrameAttack && f.step >= 1 && f.source == t) return true;
  return false;
}

}  // namespace tg
}  // namespace sw
