// The challenge decks (MP-CHAL): the per-mode hooks the rules and the flow
// ask in Jerjerrod's Task (MP-JT) and The Hunt for Skywalker (MP-HFS). The
// shared part (MP-CHAL-1..4: seats, the team's turns, engagements, no common
// reserve for the solo player) lives where the 2v2 rules are; what differs by
// mode is here, one function per question.
#include <algorithm>
#include <string>
#include <vector>
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
// vulnerable Light Side objective (MP-HFS-17).
bool LcgState::mode_may_engage(int seat, CardId o) const {
  (void)seat;
  return mode != mode::kHunt || vulnerable(o);
}

// ---- The Hunt for Skywalker's pyramid (MP-HFS-5, MP-HFS-17, OQ-49, C11) ----
namespace {
// Positions 0..8 from the top row, left to right. Option "pyramid": 0 = rows
// of 2, 3, 4 (each card half a card aside from the row above it), 1 = rows
// of 4, 3, 2 (each lower card between two above it).
int row_of(int layout, int p) { return layout == 0 ? (p < 2 ? 0 : p < 5 ? 1 : 2) : (p < 4 ? 0 : p < 7 ? 1 : 2); }
// The (up to two) positions directly above position p (-1: none).
const int8_t* above(int layout, int p) {
  static const int8_t k234[9][2] = {{-1, -1}, {-1, -1}, {0, -1}, {0, 1}, {1, -1}, {2, -1}, {2, 3}, {3, 4}, {4, -1}};
  static const int8_t k432[9][2] = {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}, {0, 1}, {1, 2}, {2, 3}, {4, 5}, {5, 6}};
  return layout == 0 ? k234[p] : k432[p];
}
}  // namespace

bool LcgState::vulnerable(CardId o) const {
  if (mode != mode::kHunt || !in_play(o) || type(o) != kObjective || !solo(controller_of(o))) return true;
  const int p = extra[o].pos;
  if (p < 0 || p > 8) return true;  // an objective outside the pyramid
  if (row_of(pyramid, p) < open_rows) return true;  // C11: the rows open from the start
  // MP-HFS-17, OQ-50, OQ-54: an objective destroyed directly above (its place
  // is empty); one only turned face up opens nothing.
  for (int i = 0; i < 2; ++i) {
    const int q = above(pyramid, p)[i];
    if (q < 0) continue;
    bool there = false;
    for (CardId c : zone_of(controller_of(o), zone::kPlay))
      there = there || (type(c) == kObjective && extra[c].pos == q);
    if (!there) return true;
  }
  return false;
}

namespace {
// Luke Skywalker (hfs::kLuke) in play under `seat`'s control, else kNoCard.
CardId luke_of(const LcgState& g, int seat) {
  if (seat < 0) return kNoCard;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kUnit && keyword_of(g, c, hfs::kLuke) > 0) return c;
  return kNoCard;
}
}  // namespace

// Return to Tatooine: "Luke Skywalker must defend this objective, if able."
CardId LcgState::must_defend(CardId o) const {
  if (mode != mode::kHunt || !in_play(o) || face_down(o) || keyword_of(*this, o, hfs::kLukeMustDefend) <= 0) return kNoCard;
  return luke_of(*this, controller_of(o));
}

int LcgState::acting_seat() const {
  if (stack.empty()) return active;
  const int s = stack.top().seat;
  return s >= 0 && s < seats ? s : active;
}

namespace {
// An event raised by an enemy card's effect against `victim`'s controller:
// not by the game's own steps (a strike's damage and focus, the unopposed
// damage, the Balance of the Force: the frame that raised it is the flow's),
// but by an ability or a card script of a card `victim`'s enemies control.
bool enemy_card_effect(const LcgState& g, const Event& e, int victim) {
  // The frame that raised it: below the event's own frame and the frames of
  // the events it follows from (a strike's damage, then the destruction).
  int i = g.stack.depth() - 2;
  while (i >= 0 && g.stack.frames[i].kind == kFrameEvent) --i;
  if (i >= 0) {
    const uint8_t k = g.stack.frames[i].kind;
    if (k == fk::kStrike || k == fk::kEngagement || k == fk::kBalance || k == fk::kTurn || k == fk::kSetup) return false;
  }
  const int by = g.valid_card(e.source) ? g.controller_of(e.source) : e.seat;
  return by >= 0 && by < g.seats && g.enemies(by, victim);
}
}  // namespace

void LcgState::hunt_before_resolve(Event& e, bool shields_done, EventLog* log) {
  if (!valid_card(e.target) || !in_play(e.target)) return;
  const CardId t = e.target;
  if (!shields_done) {
    // Luke Skywalker: "This unit cannot be affected by enemy card effects."
    if (e.kind != evt::kFlip && keyword_of(*this, t, hfs::kLuke) > 0 && enemy_card_effect(*this, e, controller_of(t))) {
      LCG_LOG(*this, log, "effect", controller_of(t), "Luke Skywalker cannot be affected by enemy card effects.");
      e.target = kNoCard;
      e.amount = 0;
      return;
    }
    // MP-HFS-14: a face-down objective that would be destroyed is turned face up instead.
    if (e.kind == ev::kDestroy && face_down(t) && type(t) == kObjective) {
      e.kind = evt::kFlip;
      e.amount = eng.objective == t ? 1 : 0;
    }
    return;
  }
  if (e.kind != ev::kDamage || e.amount <= 0 || type(t) != kObjective) return;
  if (face_down(t)) {
    // MP-HFS-14/15: the damage turns it face up instead, all of it spent so.
    e.kind = evt::kFlip;
    e.amount = eng.objective == t ? 1 : 0;
    return;
  }
  // Luke Skywalker: "Damage that would destroy the Return to Tatooine
  // objective is placed on this unit instead" (all of that damage, docs/rulings.md).
  if (keyword_of(*this, t, hfs::kLukeMustDefend) > 0) {
    const int cap = capacity(t);
    const CardId luke = luke_of(*this, controller_of(t));
    if (luke != kNoCard && cap > 0 && cards[t].damage + e.amount >= cap) {
      LCG_LOG(*this, log, "effect", controller_of(t),
              "Luke Skywalker takes the " + std::to_string(e.amount) + " damage that would destroy " + fx(t).name + ".");
      e.target = luke;
    }
  }
}

// MP-HFS-14/16, OQ-52: the objective turns face up (revealed: "after this
// objective is turned faceup" reactions answer the event); every token and
// enhancement on it is discarded, the reinforcement under it stays (MP-HFS-13).
void LcgState::hunt_flip(Event& e, EventLog* log) {
  const CardId o = e.target;
  if (!valid_card(o) || !in_play(o) || !face_down(o)) return;
  extra[o].face_down = false;
  CardInstance& ci = card(o);
  ci.damage = 0;
  ci.focus = 0;
  ci.exhausted = false;
  extra[o].shields = 0;
  for (int i = 0; i < cards.size(); ++i) {
    const CardId a = static_cast<CardId>(i);
    if (extra[a].host == o && in_play(a)) {
      extra[a].host = kNoCard;
      move_card(a, zone::kDiscard, true);
      LCG_LOG(*this, log, "discard", cards[a].owner, std::string(fx(a).name) + " is discarded as the objective turns face up (MP-HFS-16).");
    }
  }
  board_changed();  // its own abilities count from now on
  e.resolved = true;
  LCG_LOG(*this, log, "flip", controller_of(o),
          "The objective at position " + std::to_string(extra[o].pos + 1) + " turns face up: " + fx(o).name + ".");
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
    const int ls = solo_seat();
    // MP-HFS-21, C9: the Dark Side wins once Luke Skywalker has left play, in
    // any way (his text: "If this unit leaves play, you lose the game"; set
    // aside he has not entered play yet).
    for (int i = 0; i < cards.size(); ++i) {
      const CardId c = static_cast<CardId>(i);
      if (cards[c].owner != ls || keyword_of(*this, c, hfs::kLuke) <= 0) continue;
      if (cards[c].zone != zone::kPlay && cards[c].zone != zn::kSetAside) {
        LCG_LOG(*this, log, "win", seat_of_side(kDark), "Luke Skywalker has left play: the Dark Side has found and killed him (MP-HFS-21).");
        finish(seat_of_side(kDark), WinReason::Scenario, log);
        return;
      }
    }
    // MP-HFS-22, OQ-51: the Light Side wins once every Dark Side player's
    // command deck is empty.
    for (int s = 0; s < seats; ++s)
      if (side_of_seat(s) == kDark && !zone_of(s, zone::kDeck).empty()) return;
    LCG_LOG(*this, log, "win", ls, "Every Dark Side player is out of cards (MP-HFS-22).");
    finish(ls, WinReason::Scenario, log);
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
    case st::kResources: {
      // The Hunt for Skywalker: a face-down objective shows only its shared
      // face, which produces nothing (docs/rulings.md).
      if (mode == mode::kHunt && in_play(c) && face_down(c)) return -engine::stat(*this, c, st::kResources);
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
  // MP-HFS-4..6: the nine objectives placed face down in the pyramid at
  // setup (flow/setup.cpp), Luke Skywalker set aside.
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
  if (g.mode != mode::kHunt) return false;
  if (g.side_of_seat(me) == kLight) {
    // MP-HFS-19: the token shows the Light Side in its Balance phase: each
    // Dark Side player discards the top card of its deck.
    if (g.balance == kLight) {
      LCG_LOG(g, log, "balance", me, "The Balance of the Force is with the Light Side: each Dark Side player discards the top card of its deck (MP-HFS-19).");
      push_mill_each(g, me, kNoCard, 1);
    }
    return true;
  }
  // MP-HFS-20 (OQ-38: Dark Side #1 decides): 1 damage to a vulnerable Light Side objective, if it likes.
  if (g.balance == kDark) {
    const int ls = g.solo_seat();
    for (CardId o : g.zone_of(ls, zone::kPlay))
      if (g.type(o) == kObjective && g.vulnerable(o)) {
        push_frame(g, fk::kBalance, me);
        break;
      }
  }
  return true;
}

// A new game: the solo player's fixed deck dealt to its zones (no
// affiliation card, MP-JT-3, MP-HFS-4): starting objectives wait in the
// set-aside zone to be revealed at setup (LCG-SETUP-10), the set-aside card
// stays there, the rest is the command deck, shuffled.
void deal_challenge_deck(LcgState& g, int seat, const std::vector<int>& reinforcements) {
  std::vector<int> objectives;
  for (int def : challenge_deck_defs(g.mode == mode::kJerjerrod ? kSetJerjerrod : kSetHunt)) {
    const LcgState::Start where = g.challenge_start(def);
    // The Hunt for Skywalker's nine objectives are placed at setup, face
    // down; they take their card numbers in a shuffled order, so that a
    // face-down objective's id ("the-hunt-for-skywalker.<n>") tells nothing.
    if (where == LcgState::Start::Objective && g.mode == mode::kHunt) {
      objectives.push_back(def);
      continue;
    }
    g.add(def, seat, where == LcgState::Start::Deck ? zone::kDeck : zn::kSetAside);
  }
  if (objectives.size() > 1) g.rng.shuffle(objectives.data(), static_cast<int>(objectives.size()));
  for (int def : objectives) g.add(def, seat, zn::kSetAside);
  auto& cd = g.zone_of(seat, zone::kDeck).cards;
  if (cd.size() > 1) g.rng.shuffle(&cd[0], cd.size());
  // MP-HFS-8/9: the reinforcement deck, shuffled.
  for (int def : reinforcements) g.add(def, seat, zn::kReinforceDeck);
  auto& rd = g.zone_of(seat, zn::kReinforceDeck).cards;
  if (rd.size() > 1) g.rng.shuffle(&rd[0], rd.size());
}

}  // namespace sw::lcg
