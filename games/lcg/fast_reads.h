// Fast reads for loops over many cards (rules.cpp, flow/): each answers
// exactly what the full question would, skipping work the card table or
// the board rules out.
#pragma once
#include <atomic>
#include <cstdint>
#include "lcg/state.h"

namespace sw::lcg {

// Is stat `s` (not unit or blast damage: LcgState::stat adds to those) of
// every card its printed value now? engine::stat adds the constant abilities
// of cards in play (none when the answer index rules them out) and the
// lasting effects on the card (none on this stat). A loop over many cards
// asks once, then reads printed values.
bool stat_is_printed(const LcgState& g, uint8_t s);

// Stat `s` of many cards in one question: engine::stat(g, c, s), read from
// the card table while stat_is_printed.
class StatOf {
 public:
  StatOf(const LcgState& g, uint8_t s) : g_(g), s_(s), printed_(stat_is_printed(g, s)) {}
  int operator()(CardId c) const {
    const int v = printed_ ? engine::def_of_card(g_, c).stats[s_] : engine::stat(g_, c, s_);
    return g_.challenge() ? v + g_.challenge_stat(c, s_) : v;  // the challenge cards' own figures
  }

 private:
  const LcgState& g_;
  uint8_t s_;
  bool printed_;
};

// Bit k (k < 32): the definition has a keyword ability k. The LCG's rule
// keywords (lkw::, mark::, kwa::) sit on few cards; engine::keyword walks a
// card's abilities to sum them, this table says "none" at once.
namespace detail {
extern std::atomic<const uint32_t*> g_keyword_bits;  // the table once built, else null
const uint32_t* build_keyword_bits();
}  // namespace detail
inline uint32_t keyword_bits(int def) {
  const uint32_t* t = detail::g_keyword_bits.load(std::memory_order_acquire);
  if (!t) t = detail::build_keyword_bits();
  return t[def];
}
// engine::keyword(g, c, k), skipping the cards the table rules out.
inline int keyword_of(const LcgState& g, CardId c, uint8_t k) {
  if (k < 32 && !((keyword_bits(g.cards[c].def) >> k) & 1u)) return 0;
  return engine::keyword(g, c, k);
}

// LcgState::deployable_cards without a heap list (what an action window
// asks at every deployment window): the same cards in the same order.
using DeployList = InlineVec<CardId, (2 + LcgLimits::kSeats) * LcgLimits::kZoneCap>;
void deployable_cards(const LcgState& g, int seat, DeployList& out);

// While a PaymentScan of `seat` lives, the payment questions of that seat
// (LcgState::may_use's costs and resources, deployable_cards) share one
// reading of the seat's ready resources and of the cost modifiers in play,
// made at the first question, instead of reading the board again per card.
// For const scans only (an action window working out what a seat may do):
// the board must not change while it lives. A scan inside another one
// leaves the outer one in charge.
class PaymentScan {
 public:
  PaymentScan(const LcgState& g, int seat);
  ~PaymentScan();
  PaymentScan(const PaymentScan&) = delete;
  PaymentScan& operator=(const PaymentScan&) = delete;

 private:
  bool active_;
};

// LcgState::matches for many producers: the Common Ground mark looked for
// only while a card in play could give it.
class MatchOf {
 public:
  MatchOf(const LcgState& g, Affiliation aff)
      : g_(g), aff_(aff), match_all_(engine::constant_in_play(g, st::kMatchAll)) {}
  bool operator()(CardId producer) const {
    return g_.fx(producer).affiliation == aff_ || (match_all_ && g_.mark(producer, st::kMatchAll) > 0);
  }

 private:
  const LcgState& g_;
  Affiliation aff_;
  bool match_all_;
};

}  // namespace sw::lcg
