// The challenge decks (MP-CHAL): the per-mode hooks the rules and the flow
// ask in Jerjerrod's Task (MP-JT) and The Hunt for Skywalker (MP-HFS). The
// shared part (MP-CHAL-1..4: seats, the team's turns, engagements, no common
// reserve for the solo player) lives where the 2v2 rules are; what differs by
// mode is here, one function per question.
#include <string>
#include "lcg/decks.h"
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {

// LCG-REFRESH-4: three objectives. The solo players have no objective deck to
// refill from: Jerjerrod's Task's objectives enter play through their own
// Actions (OQ-46), The Hunt for Skywalker's nine are never refilled (OQ-52).
int LcgState::objective_slots(int seat) const {
  if (solo(seat)) return 0;
  return 3;
}

// LCG-CONFLICT-5 as the modes restrict it. The Hunt for Skywalker: only a
// vulnerable Light Side objective (MP-HFS-17), filled in by that mode.
bool LcgState::mode_may_engage(int seat, CardId o) const {
  (void)seat;
  (void)o;
  return true;
}

// The scenarios' victory conditions, checked after each event once the game
// has begun (setup reveals objectives one at a time). MP-GEN-25: no card
// changes a team's own victory condition: these are read from the board.
void LcgState::check_mode_win(EventLog* log) {
  if (over || !challenge() || phase == Phase::Setup) return;
  (void)log;
  if (mode == mode::kJerjerrod) {
    const int ds = solo_seat();
    // MP-JT-5: the Light Side wins at once when the Dark Side has no objective
    // in play, or once Death Star II is destroyed (in its owner's discard pile).
    int objectives = 0;
    for (CardId c : zone_of(ds, zone::kPlay)) objectives += type(c) == kObjective;
    bool destroyed = false;
    for (CardId c : zone_of(ds, zone::kDiscard)) destroyed = destroyed || std::string(fx(c).key) == "death-star-ii";
    if (objectives == 0 || destroyed) {
      LCG_LOG(*this, log, "win", seat_of_side(kLight),
              objectives == 0 ? std::string("The Dark Side has no objective in play (MP-JT-5).")
                              : std::string("Death Star II is destroyed (MP-JT-5)."));
      finish(seat_of_side(kLight), WinReason::Scenario, log);
      return;
    }
    // MP-JT-6 (C10): Death Star II's own condition, "if you have each
    // opponent's affiliation card, you win the game".
    for (int s = 0; s < seats; ++s)
      if (side_of_seat(s) == kLight && !collected(s)) return;
    LCG_LOG(*this, log, "win", ds, "Death Star II holds every Light Side player's affiliation card (MP-JT-6).");
    finish(ds, WinReason::Scenario, log);
  } else {
    // MP-HFS-22, OQ-51: the Light Side wins once every Dark Side player's
    // command deck is empty (so that a game ends; MP-HFS-21, Luke Skywalker
    // killed, is filled in by The Hunt for Skywalker).
    for (int s = 0; s < seats; ++s)
      if (side_of_seat(s) == kDark && !zone_of(s, zone::kDeck).empty()) return;
    LCG_LOG(*this, log, "win", solo_seat(), "Every Dark Side player is out of cards (MP-HFS-22).");
    finish(solo_seat(), WinReason::Scenario, log);
  }
}

// The challenge cards' figures that change with the game (jtk:: rule marks).
int LcgState::challenge_stat(CardId c, uint8_t s) const {
  switch (s) {
    case st::kCost: {  // Death Star II: 1 less per point on the dial (MP-JT-7)
      const int k = keyword_of(*this, c, jtk::kCostLessPerDial);
      return k > 0 ? -k * dial : 0;
    }
    case st::kCapacity: {  // Jerjerrod's Task: X = twice the Light Side players who started the game
      const int k = keyword_of(*this, c, jtk::kCapacityPerLightPlayer);
      return k > 0 ? k * started(kLight) : 0;
    }
    case st::kUD: {  // Darth Vader: +1 per objective his controller controls
      const int k = keyword_of(*this, c, jtk::kUDPerObjective);
      if (k <= 0 || !in_play(c)) return 0;
      int n = 0;
      for (CardId o : zone_of(controller_of(c), zone::kPlay)) n += type(o) == kObjective;
      return k * n;
    }
    case st::kResources: {  // an objective Moff Jerjerrod enhances: doubled
      if (mode != mode::kJerjerrod || !in_play(c) || type(c) != kObjective) return 0;
      int n = 0;
      for (CardId e : zone_of(controller_of(c), zone::kPlay))
        if (extra[e].host == c) n += keyword_of(*this, e, jtk::kDoubleHostResources);
      return n > 0 ? n * std::max(0, engine::stat(*this, c, st::kResources)) : 0;
    }
    default:
      return 0;
  }
}

// Death Star II holds the seat's affiliation card: it lies out of play in
// the seat's set-aside zone (cards/death_star_ii.cpp).
bool LcgState::collected(int seat) const {
  for (CardId c : zone_of(seat, zn::kSetAside))
    if (fx(c).type == kAffiliation) return true;
  return false;
}

int LcgState::opponents_in_game(int seat) const {
  int n = 0;
  for (int s = 0; s < seats; ++s) n += enemies(s, seat) && !seat_info[s].eliminated;
  return n;
}

// Where a card of the solo player's fixed deck starts.
LcgState::Start LcgState::challenge_start(int def) const {
  const CardFacts& f = facts(def);
  if (mode == mode::kJerjerrod) {
    // MP-JT-3: Death Star II set aside (its Setup side up); the three starting
    // objectives; the seven Jerjerrod's Task objectives shuffled into the rest.
    if (f.type == kUnit && std::string(f.key) == "death-star-ii") return Start::SetAside;
    if (f.type == kObjective && std::string(f.key) != "jerjerrods-task") return Start::Objective;
    return Start::Deck;
  }
  // MP-HFS-4..6: the nine objectives laid out, Luke Skywalker set aside (the
  // pyramid and its face-down side: The Hunt for Skywalker's own work).
  if (f.type == kObjective) return Start::Objective;
  if (std::string(f.key) == "luke-skywalker-hfs") return Start::SetAside;
  return Start::Deck;
}

// The Balance phase of a challenge mode, where it differs (true: handled).
// Jerjerrod's Task plays it as usual (the dial advances, MP-JT-7; LS #1 deals
// the Light Side's damage, MP-GEN-17). The Hunt for Skywalker has no dial
// (MP-HFS-7) and its own Balance effects (MP-HFS-19/20), filled in there.
bool challenge_balance(LcgState& g, Frame& f, int me, EventLog* log) {
  (void)f;
  (void)me;
  (void)log;
  if (g.mode != mode::kHunt) return false;
  return true;
}

// A new game: the solo player's fixed deck dealt to its zones (no
// affiliation card, MP-JT-3, MP-HFS-4): starting objectives wait in the
// set-aside zone to be revealed at setup (LCG-SETUP-10), the set-aside card
// stays there, the rest is the command deck, shuffled.
void deal_challenge_deck(LcgState& g, int seat) {
  for (int def : challenge_deck_defs(g.mode == mode::kJerjerrod ? kSetJerjerrod : kSetHunt)) {
    const LcgState::Start where = g.challenge_start(def);
    // (The Hunt for Skywalker's nine objectives: in play at once, until that mode lays out its pyramid.)
    const bool laid_out = where == LcgState::Start::Objective && g.mode == mode::kHunt;
    g.add(def, seat, where == LcgState::Start::Deck ? zone::kDeck : laid_out ? zone::kPlay : zn::kSetAside);
  }
  auto& cd = g.zone_of(seat, zone::kDeck).cards;
  if (cd.size() > 1) g.rng.shuffle(&cd[0], cd.size());
}

}  // namespace sw::lcg
