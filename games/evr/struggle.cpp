// The Struggle phase turn: play a card, use the Force, spend influence, pass
// (EVR-STRUGGLE-2..10, EVR-LEARN-2..4).
#include <string>
#include "evr/effects.h"

namespace sw {
namespace evr {

namespace {
int lowest_bit(uint32_t m) { return __builtin_ctz(m); }  // m != 0 (GCC and Clang)
}  // namespace

void struggle_actions(const EvrState& s, int seat, std::vector<Action>& out) {
  const PlayerState& ps = s.p[seat];
  bool can_play = s.can_play_more(seat) && s.has_card_to_play(seat);  // EVR-STRUGGLE-4, OQ-EVR-08
  // EVR-STRUGGLE-9: with nothing in play the only action is to play a card.
  bool forced = ps.in_play.empty() && can_play;
  if (!forced) out.push_back(act::kPass);
  if (can_play) out.push_back(act::kPlay);
  if (forced) return;
  // Use the Force on an active card (EVR-STRUGGLE-5), spend influence on an
  // exhausted one (EVR-STRUGGLE-7, full game only). Ascending card ids: the
  // cards in play become a bit mask over the faction's 24 cards.
  int base = ps.faction * kCardsPerFaction;
  uint32_t mask = 0;
  for (CardId c : ps.in_play.cards) mask |= 1u << (c - base);
  uint32_t exhausted = static_cast<uint32_t>(s.exhausted >> base) & mask;
  for (uint32_t m = mask & ~exhausted; m; m &= m - 1) out.push_back(act::make(act::Force, base + lowest_bit(m)));
  if (s.full_game() && ps.influence > 0)
    for (uint32_t m = exhausted; m; m &= m - 1) out.push_back(act::make(act::Influence, base + lowest_bit(m)));
}

void apply_struggle(EvrState& s, int seat, Action a, EventLog* log) {
  if (a == act::kPass) {
    if (log) log->add("pass", seat, seat_name(s, seat) + " passes.");
    if (s.run.pass()) struggle_over(s, log);  // EVR-STRUGGLE-10
    return;
  }
  if (a == act::kPlay) {  // EVR-STRUGGLE-3
    int c = draw_top(s, seat, log);
    if (c >= 0) put_into_play(s, seat, c, log, "plays");
    end_struggle_turn(s, log);
    return;
  }
  if (act::is(a, act::Influence)) {  // EVR-STRUGGLE-7
    int c = act::operand(a, act::Influence);
    s.p[seat].influence = static_cast<int16_t>(s.p[seat].influence - 1);
    s.exhausted &= ~(uint64_t{1} << c);
    if (log)
      log->add("spend_influence", seat, seat_name(s, seat) + " spends an influence token to ready " + card_label(c) + ".",
               json{{"card", card_id(c)}});
    end_struggle_turn(s, log);
    return;
  }
  if (act::is(a, act::Force)) {  // EVR-STRUGGLE-5/6
    int c = act::operand(a, act::Force);
    s.exhausted |= uint64_t{1} << c;
    if (log)
      log->add("use_force", seat, seat_name(s, seat) + " exhausts " + card_label(c) + " to use its power.",
               json{{"card", card_id(c)}});
    if (s.power_blocked(c)) {
      // The event forbids this power; the card is still exhausted (EVR-FAQ-3, OQ-EVR-07).
      if (log) log->add("power_blocked", seat, std::string("The event prevents the power of ") + card_label(c) + ".");
    } else {
      use_card_power(s, seat, c, log);
    }
    if (!s.choosing()) end_struggle_turn(s, log);
    return;
  }
}

}  // namespace evr
}  // namespace sw
