// The test game ("test"): a tiny card game that exists only to exercise and
// specify the core's step stack, event windows and ability model
// (sw/engine.h). It is registered in test builds only (test_registry.h),
// never in builtin_registry().
//
// Rules (short): 2-3 seats, each with a Base (health 8) in play and a
// 13-card deck; 4 cards in hand. A turn: ready your cards, draw 1, then a
// main phase in which the active seat plays units from hand, uses Action
// abilities and attacks with ready units (an attack opens an attack window
// for "attack actions", then deals damage equal to the attacker's power),
// until it ends the phase. The game ends when a Base is destroyed (the seat
// whose card destroyed it wins) or after 30 turns (least damaged Base wins).
// The cards (cards/*.cpp) are the scenarios of tests/testgame/*_test.cpp.
#pragma once
#include <string>
#include <vector>
#include "sw/engine.h"
#include "sw/game.h"
#include "sw/rng.h"

namespace sw {
namespace tg {

// Stats (CardDef::stats indexes).
inline constexpr uint8_t kPower = 0;
inline constexpr uint8_t kHealth = 1;
// Card types.
inline constexpr uint8_t kBase = 0;
inline constexpr uint8_t kUnit = 1;
inline constexpr uint8_t kEventCard = 2;
// Game event kinds.
inline constexpr uint8_t kEvAttack = ev::kFirstGameEvent;  // source attacks target
inline constexpr int kNumGameEvents = 1;
// Window timing tags.
inline constexpr uint8_t kAttackWindow = 1;  // "Attack action:" abilities
// Game frame kinds.
inline constexpr uint8_t kFrameTurn = kFirstGameFrame + 0;
inline constexpr uint8_t kFrameMain = kFirstGameFrame + 1;
inline constexpr uint8_t kFrameAttack = kFirstGameFrame + 2;
// Game verbs.
inline constexpr int kVerbPlay = act::kFirstGameVerb + 0;    // card in hand
inline constexpr int kVerbAttack = act::kFirstGameVerb + 1;  // attacker
inline constexpr int kVerbDefender = act::kFirstGameVerb + 2;// the attacked card
inline constexpr int kVerbEnd = act::kFirstGameVerb + 3;     // end the main phase

inline constexpr int kTurnLimit = 30;
inline constexpr int kHandSize = 4;

struct TgLimits : CoreLimits {
  static constexpr int kSeats = 3;
  static constexpr int kCards = 3 * 14;
  static constexpr int kZoneCap = 16;
};

struct TgState : Core<TgLimits> {
  Rng rng;
  int16_t turn = 0;
  bool over = false;
  int8_t winner = -1;  // -1 with over = a draw

  bool operator==(const TgState& o) const {
    return core_equals(o) && rng == o.rng && turn == o.turn && over == o.over && winner == o.winner;
  }

  // --- hooks for sw/engine.h ---
  static const CardDef<TgState>& card_def(int def);
  static int num_card_defs();
  static const FrameKindDef<TgState>* game_frames();
  static int num_game_frames();
  static const VerbDef* game_verbs();
  static int num_game_verbs();
  static int num_game_events() { return kNumGameEvents; }
  int capacity(CardId c) const { return engine::stat(*this, c, kHealth); }
  void resolve_game_event(Event& e, EventLog* log);
  void after_event(const Event& e, EventLog* log);
  std::string card_key(CardId c) const;
  std::string card_label(CardId c) const;

  // --- game helpers ---
  int power(CardId c) const { return engine::stat(*this, c, kPower); }
  CardId base_of(int seat) const;
  void finish(int winner_seat, EventLog* log);
};

// The card table (card_list.h registers one line per card).
int find_def(const std::string& key);

}  // namespace tg
}  // namespace sw

namespace sw {
namespace tg {
using Ability = AbilityDef<TgState>;
using Card = CardDef<TgState>;
// Filters shared by card files.
bool is_unit(const TgState& g, CardId self, CardId t);
bool is_attacking(const TgState& g, CardId self, CardId t);  // t is the attacking unit now
}  // namespace tg
}  // namespace sw
