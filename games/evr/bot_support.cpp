// Determinisation (resample_hidden) and the position heuristic used by the
// bots. Both work only from what the given seat may see.
#include "evr/effects.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

void EvrMatch::resample_hidden(int viewer, Rng& rng) {
  s.forget_window_answer();  // hands and decks change under the waiting window
  // While the viewer is looking at cards (Recon, Jabba, IG-88...), the decks
  // it sees are not resampled, so its view stays the same.
  bool viewer_peeking = s.choosing() && s.choice().seat == viewer;
  bool opponent_choosing = s.choosing() && s.choice().seat != viewer;
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    bool hidden_owner = seat != viewer;  // the viewer cannot see this seat's reserve
    // Which of an opponent's characters are in the deck and which in the
    // reserve is hidden: re-deal them, keeping both counts.
    if (hidden_owner && s.full_game() && !opponent_choosing && !viewer_peeking) {
      int pool[kCardsPerFaction];
      int n = 0, in_deck = 0;
      for (CardId c : ps.deck.cards)
        if (is_character(c)) pool[n++] = c, ++in_deck;
      for (CardId c : ps.reserve.cards) pool[n++] = c;
      rng.shuffle(pool, n);
      int k = 0;
      for (auto& c : ps.deck.cards)
        if (is_character(c)) c = static_cast<CardId>(pool[k++]);
      for (auto& c : ps.reserve.cards) c = static_cast<CardId>(pool[k++]);
      (void)in_deck;
    }
    // Deck order is hidden from everybody.
    if (!viewer_peeking) rng.shuffle(ps.deck.cards.data(), ps.deck.size());
    // A face-down strategy card the viewer did not choose.
    bool sees_chosen = sees_chosen_strategy(s, seat, viewer);
    if (s.full_game() && ps.chosen >= 0 && !sees_chosen && !opponent_choosing) {
      int options[kNumStrategies], n = 0;
      for (int k = 0; k < kNumStrategies; ++k)
        if (ps.strat[k] == StratStatus::Unused || ps.strat[k] == StratStatus::Chosen) options[n++] = k;
      int pick = options[rng.below(static_cast<uint32_t>(n))];
      ps.strat[ps.chosen] = StratStatus::Unused;
      ps.strat[pick] = StratStatus::Chosen;
      ps.chosen = static_cast<int8_t>(pick);
    }
  }
  // A viewer looking at the top of the event deck keeps its order.
  if (!(viewer_peeking && choice_peeks_events(s)))
    rng.shuffle(s.event_deck.cards.data(), s.event_deck.size());
  // The RNG state is hidden too.
  s.rng.seed((uint64_t{rng.next()} << 32) | rng.next());
}

double EvrMatch::heuristic(int seat) const {
  if (s.over) return s.game_winner == seat ? 1.0 : s.game_winner < 0 ? 0.0 : -1.0;
  int opp = 1 - seat;
  double vp = (s.p[seat].vp - s.p[opp].vp) / 7.0;
  double infl = (s.p[seat].influence - s.p[opp].influence) / 10.0;
  double struggle = 0;
  if (s.event >= 0 && (s.phase == Phase::Struggle || s.phase == Phase::Dominance)) {
    int tg = s.target(), me = s.total(seat), them = s.total(opp);
    double stake = event_def(s.event).vp / 3.0;
    if (me > tg) struggle = -0.6;
    else if (them > tg || me > them) struggle = 0.6;
    else if (me == them) struggle = s.seat_of(s.balance) == seat ? 0.3 : -0.3;
    else struggle = -0.3;
    // Closer to the target without going over is better.
    if (me <= tg) struggle += 0.3 * me / tg;
    struggle *= stake;
  }
  double v = 0.5 * vp + 0.4 * struggle + 0.1 * infl;
  return v > 1 ? 1 : v < -1 ? -1 : v;
}

}  // namespace evr
}  // namespace sw
