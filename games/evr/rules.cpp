// Rule helpers shared by the phases and the card powers.
#include <string>
#include "evr/state_fields.h"

namespace sw {
namespace evr {

// Equality from the one list of fields (state_fields.h).
bool Pending::operator==(const Pending& o) const { return fields::equal(*this, o); }
bool PlayerState::operator==(const PlayerState& o) const { return fields::equal(*this, o); }
bool RoundResult::operator==(const RoundResult& o) const { return fields::equal(*this, o); }
bool EvrState::operator==(const EvrState& o) const { return fields::equal(*this, o); }

int EvrState::total(int seat) const {
  int t = 0;
  for (int c : p[seat].in_play) t += current_value(c);
  return t;
}

int EvrState::num_unused(int seat) const {
  int n = 0;
  for (int i = 0; i < kNumStrategies; ++i)
    if (p[seat].strat[i] == StratStatus::Unused) ++n;
  return n;
}

std::string card_label(int card) {
  const ResourceCardDef& d = resource_def(card);
  if (d.type == ResourceType::Character) return d.name;
  return std::string(d.name) + " " + std::to_string(d.active_value);
}

std::string seat_name(const EvrState& s, int seat) { return faction_name(s.faction(seat)); }

void shuffle_deck(EvrState& s, int seat) {
  auto& d = s.p[seat].deck.cards;
  s.rng.shuffle(d.data(), d.size());
}

int draw_top(EvrState& s, int seat, EventLog* log) {
  refill_deck_if_empty(s, seat, log);
  PlayerState& ps = s.p[seat];
  if (ps.deck.empty()) return -1;
  return ps.deck.take_top();
}

void refill_deck_if_empty(EvrState& s, int seat, EventLog* log) {
  PlayerState& ps = s.p[seat];
  if (ps.deck.empty()) {
    if (ps.discard.empty()) return;
    // EVR-STRUGGLE-12 / EVR-FAQ-2: the discard pile becomes the new deck.
    for (CardId c : ps.discard.cards) ps.deck.put_bottom(c);
    ps.discard.cards.clear();
    shuffle_deck(s, seat);
    if (log) log->add("reshuffle", seat, seat_name(s, seat) + " shuffles their discard pile into a new resource deck.");
  }
}

void put_into_play(EvrState& s, int seat, int card, EventLog* log, const char* how) {
  s.p[seat].in_play.cards.push_back(static_cast<CardId>(card));
  s.exhausted &= ~(uint64_t{1} << card);
  if (log)
    log->add("enter_play", seat, seat_name(s, seat) + " " + how + " " + card_label(card) + ".",
             json{{"card", card_id(card)}});
}

// "Imperial's " for the opponent's card, "their own " for one's own.
static std::string whose(const EvrState& s, int by_seat, int owner) {
  return owner == by_seat ? std::string("their own ") : seat_name(s, owner) + "'s ";
}

void discard_from_play(EvrState& s, int card, EventLog* log, int by_seat) {
  int owner = s.owner_seat(card);
  s.p[owner].in_play.remove(static_cast<CardId>(card));
  s.p[owner].discard.put_bottom(static_cast<CardId>(card));
  s.exhausted &= ~(uint64_t{1} << card);
  if (log)
    log->add("discard", by_seat, seat_name(s, by_seat) + " discards " + whose(s, by_seat, owner) + card_label(card) + ".",
             json{{"card", card_id(card)}});
}

void exhaust_card(EvrState& s, int card, EventLog* log, int by_seat) {
  s.exhausted |= uint64_t{1} << card;
  if (log)
    log->add("exhaust", by_seat, seat_name(s, by_seat) + " exhausts " + whose(s, by_seat, s.owner_seat(card)) +
                                     card_label(card) + ".",
             json{{"card", card_id(card)}});
}

void lose_influence(EvrState& s, int seat, int n, EventLog* log) {
  int lost = n < s.p[seat].influence ? n : s.p[seat].influence;  // EVR-FAQ-12
  s.p[seat].influence = static_cast<int16_t>(s.p[seat].influence - lost);
  if (log)
    log->add("influence", seat,
             lost == 0 ? seat_name(s, seat) + " has no influence token to discard."
                       : seat_name(s, seat) + " discards " + std::to_string(lost) + " influence token" +
                             (lost == 1 ? "" : "s") + ".",
             json{{"change", -lost}});
}

void gain_influence(EvrState& s, int seat, int n, EventLog* log, const char* why) {
  s.p[seat].influence = static_cast<int16_t>(s.p[seat].influence + n);
  if (log)
    log->add("influence", seat, seat_name(s, seat) + " takes " + std::to_string(n) + " influence token" +
                                    (n == 1 ? "" : "s") + " (" + why + ").",
             json{{"change", n}});
}

void recover_strategies_if_none_unused(EvrState& s, int seat, EventLog* log) {
  if (s.num_unused(seat) > 0) return;
  PlayerState& ps = s.p[seat];
  for (auto& st : ps.strat)
    if (st == StratStatus::Used || st == StratStatus::Discarded) st = StratStatus::Unused;
  if (log) log->add("strategies_back", seat, seat_name(s, seat) + " takes back their strategy cards.");
}

bool sees_chosen_strategy(const EvrState& s, int seat, int viewer) {
  const PlayerState& ps = s.p[seat];
  if (ps.chosen < 0) return false;
  if (ps.revealed || (viewer >= 0 && viewer == ps.chosen_by)) return true;
  if (viewer != seat) return false;
  bool mutual_infiltration = s.phase == Phase::Planning && ps.chosen_by == 1 - seat && s.p[1 - seat].next_by_opponent;
  return !mutual_infiltration;
}

void discard_strategy(EvrState& s, int seat, int strategy, EventLog* log) {
  PlayerState& ps = s.p[seat];
  if (ps.chosen == strategy) {
    ps.chosen = -1;
    ps.chosen_by = -1;
    ps.revealed = false;
  }
  ps.strat[strategy] = StratStatus::Discarded;
  if (log)
    log->add("strategy_discard", seat, seat_name(s, seat) + " discards the strategy card " +
                                           strategy_def(strategy).name + ".",
             json{{"strategy", strategy_def(strategy).key}});
  recover_strategies_if_none_unused(s, seat, log);
}

void shuffle_reserve_character_into_deck(EvrState& s, int seat, int card, EventLog* log) {
  PlayerState& ps = s.p[seat];
  ps.reserve.remove(static_cast<CardId>(card));
  ps.deck.put_bottom(static_cast<CardId>(card));
  shuffle_deck(s, seat);
  if (log)
    log->add_private("add_character", seat, seat_bit(seat),
                     seat_name(s, seat) + " shuffles a character from their reserve into their resource deck.",
                     "You shuffle " + card_label(card) + " from your reserve into your resource deck.", json(),
                     json{{"card", card_id(card)}});
}

void move_deck_character_to_reserve(EvrState& s, int seat, int card, EventLog* log) {
  PlayerState& ps = s.p[seat];
  ps.deck.remove(static_cast<CardId>(card));
  ps.reserve.put_bottom(static_cast<CardId>(card));
  if (log)
    log->add_private("remove_character", seat, seat_bit(seat),
                     seat_name(s, seat) + " moves a character from their resource deck to their reserve.",
                     "You move " + card_label(card) + " from your resource deck to your reserve.", json(),
                     json{{"card", card_id(card)}});
}

}  // namespace evr
}  // namespace sw
