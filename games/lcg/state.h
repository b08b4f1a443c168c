// Star Wars: The Card Game (the LCG, id "lcg") on the core for scripted card
// games (sw/engine.h). The state is plain data: the core's board and flow
// (Core<LcgLimits>) plus the LCG's own per-card, per-seat and global fields.
//
// Seats: any number from 2 (the rules are written per seat: "opponent",
// "friendly" and "each opponent" are resolved by side, never as "the other
// seat"); the two-player game has seat 0 = the Dark Side (who takes the first
// turn, LCG-TURN-1) and seat 1 = the Light Side.
//
// Rule IDs cite ../shared/rules/lcg.md (LCG-*), e.g. // LCG-EDGE-4.
#pragma once
#include <string>
#include <vector>
#include "lcg/facts.h"
#include "sw/engine.h"
#include "sw/game.h"
#include "sw/rng.h"

namespace sw::lcg {

// ---- stats (CardDef::stats; engine::stat adds constants and lasting effects) ----
namespace st {
inline constexpr uint8_t kCost = 0;
inline constexpr uint8_t kForce = 1;       // Force icons
inline constexpr uint8_t kResources = 2;   // resource value
inline constexpr uint8_t kCapacity = 3;    // damage capacity
inline constexpr uint8_t kUD = 4;          // combat icons: unit damage, its edge-enabled part, ...
inline constexpr uint8_t kUDEdge = 5;
inline constexpr uint8_t kBD = 6;          // blast damage
inline constexpr uint8_t kBDEdge = 7;
inline constexpr uint8_t kT = 8;           // tactics
inline constexpr uint8_t kTEdge = 9;
inline constexpr uint8_t kEdgeX = 10;      // Edge (X) (LCG-KW-1)
inline constexpr uint8_t kElite = 11;      // > 0: Elite (LCG-KW-2)
inline constexpr uint8_t kShielding = 12;  // > 0: Shielding (LCG-KW-6)
inline constexpr uint8_t kTargeted = 13;   // > 0: Targeted Strike (LCG-KW-7)
inline constexpr uint8_t kStruggle = 14;   // Force icons this card adds to its controller's struggle total (LCG-ABIL-4)
inline constexpr uint8_t kReserve = 15;    // affiliation card: its player's reserve value (LCG-DRAW-3)
inline constexpr uint8_t kNoAttack = 16;   // > 0: cannot be declared as an attacker (LCG-TERMS-1)
inline constexpr uint8_t kNoDefend = 17;   // > 0: cannot be declared as a defender (LCG-TERMS-1)
inline constexpr uint8_t kLoseIfDestroyed = 18;  // printed > 0: its owner loses the game if it is destroyed
inline constexpr uint8_t kPilot = 19;      // printed > 0: a unit that may enter play as an enhancement on a friendly Fighter unit
// Marks: card texts' own flags. Constant marks (LcgState::mark sums them,
// never stored) take numbers past the printed stats (kMaxStats); lasting marks (saved
// with the lasting effects, which hold stats 0..15) reuse a stat the marked
// card type never has.
inline constexpr uint8_t kIgnoreMatch = 32;  // on the affiliation card: its player ignores resource match (Rumors at the Cantina)
inline constexpr uint8_t kMatchAll = 33;     // its resources match every affiliation (Common Ground)
inline constexpr uint8_t kFateAgain = 34;    // while participating: own fate cards may resolve again (Secret Informant)
inline constexpr uint8_t kCannotDefend = kReserve;  // lasting, on a unit (no reserve value): cannot be declared as a defender (Ewok Scout)
inline constexpr uint8_t kNextPlay = kCost;  // lasting, on the affiliation card (no cost): the next card played from hand
                                             // costs this much less and ignores resource match (Rebel Sympathizer)
// Restrictions: pseudo-stats a constant ability names (never summed, never
// a stat of a card): the ability's `applies_to` filter says what is allowed.
inline constexpr uint8_t kOnlyAttackers = 64;  // on an objective: only units the filter accepts may attack it
inline constexpr uint8_t kUntargetable = 65;   // on a card: it cannot be targeted (Trench Run)
inline constexpr uint8_t kDialProxy = 66;      // on an enhancement: it stands for the Death Star dial, engaged as a
                                               // Dark Side objective; `amount` damage on it wins for the Light Side
}  // namespace st

// ---- card rules as keyword abilities (Ability::keyword_ability; engine::keyword reads them) ----
// lkw::, mark:: and kwa:: share one number space (engine::keyword looks a
// number up on a card): lkw 1-10, mark 11-20, kwa 21-.
namespace lkw {
inline constexpr uint8_t kNoMatch = 1;        // in play: its controller may ignore resource match (LCG-RES-3)
inline constexpr uint8_t kNoMatchPhase = 2;   // its ability (limited per phase) was used this phase: its owner
                                              // may ignore resource match until the phase ends
inline constexpr uint8_t kFromDiscard = 3;    // playable from its owner's discard pile as if in hand
}  // namespace lkw

// ---- zones beyond the core's (deck = command deck, hand, play, discard, captured) ----
namespace zn {
inline constexpr uint8_t kObjDeck = zone::kNumCore + 0;  // objective deck (hidden, top first)
inline constexpr uint8_t kVictory = zone::kNumCore + 1;  // enemy objectives destroyed (public)
inline constexpr uint8_t kEdge = zone::kNumCore + 2;     // edge stack (face down until revealed)
inline constexpr uint8_t kSetAside = zone::kNumCore + 3; // chosen objectives not yet revealed (setup)
inline constexpr uint8_t kReserve = zone::kNumCore + 4;  // the common reserve (MP-GEN-5): face down, its owner and teammates see it
// The Hunt for Skywalker (MP-HFS-8..13): the reinforcement deck (hidden, top
// first) and the reinforcements, each face down under one of its owner's
// objectives (LcgCard::beneath; only its owner sees them).
inline constexpr uint8_t kReinforceDeck = zone::kNumCore + 5;
inline constexpr uint8_t kReinforce = zone::kNumCore + 6;
inline constexpr uint8_t kNum = zone::kNumCore + 7;
}  // namespace zn

// The core's ev::kCapture (LCG-CAPTURE): `seat` (the Dark Side) captures
// `target` (in play, a hand or a deck) under the objective `source`; as it
// resolves, `amount` becomes 1 when the card was taken from play
// (before_resolve: "after you capture ... from play"; the core captures from
// play, so a card taken from a hand or a deck is put there unseen first).
// Cards capture through the shared capture frame (cards/scripts.h), which
// finds the objective (LCG-CAPTURE-2).

// ---- game events (ev::kFirstGameEvent + n; append only: saves hold them) ----
namespace evt {
// + 0: retired (a phase began, any phase; now one kind per phase, kPhaseBegins below)
inline constexpr uint8_t kPhaseEnd = ev::kFirstGameEvent + 1;    // amount = Phase
inline constexpr uint8_t kRefreshed = ev::kFirstGameEvent + 2;   // seat refreshed ("after you refresh", OQ-9)
inline constexpr uint8_t kEngage = ev::kFirstGameEvent + 3;      // seat engages objective `target`
inline constexpr uint8_t kAttacker = ev::kFirstGameEvent + 4;    // `target` declared as an attacker
inline constexpr uint8_t kDefender = ev::kFirstGameEvent + 5;    // `target` declared as a defender
inline constexpr uint8_t kEdgeWon = ev::kFirstGameEvent + 6;     // seat won the edge battle (target = engaged objective)
inline constexpr uint8_t kStrike = ev::kFirstGameEvent + 7;      // `source` strikes (target = engaged objective)
inline constexpr uint8_t kStruggleWon = ev::kFirstGameEvent + 8; // seat won the Force struggle
inline constexpr uint8_t kShield = ev::kFirstGameEvent + 9;      // a shield on `target` (amount 2: even if it has one)
inline constexpr uint8_t kUnfocus = ev::kFirstGameEvent + 10;    // remove `amount` focus tokens from `target`
inline constexpr uint8_t kDial = ev::kFirstGameEvent + 11;       // the Death Star dial moves by `amount`
inline constexpr uint8_t kCommit = ev::kFirstGameEvent + 12;     // Force committed to `target`
inline constexpr uint8_t kUnopposed = ev::kFirstGameEvent + 13;  // the engagement at `target` is unopposed
inline constexpr uint8_t kEngagementEnd = ev::kFirstGameEvent + 14;  // the engagement at `target` ended
inline constexpr uint8_t kDiscardHand = ev::kFirstGameEvent + 15;  // seat discards `target` from hand
inline constexpr uint8_t kRescue = ev::kFirstGameEvent + 16;     // `target` (captured) goes back to its owner's hand
inline constexpr uint8_t kReturnHand = ev::kFirstGameEvent + 17; // `target` in play returns to its owner's hand
inline constexpr uint8_t kDiscardPlay = ev::kFirstGameEvent + 18; // `target` is discarded from play (also a sacrifice, LCG-TERMS-8)
inline constexpr uint8_t kSurvived = ev::kFirstGameEvent + 19;   // `target` survived the engagement at `source` (amount = its role, LCG-CONFLICT-9)
inline constexpr uint8_t kReengage = ev::kFirstGameEvent + 20;   // objective `target` may be engaged again this phase
inline constexpr uint8_t kSacrifice = ev::kFirstGameEvent + 21;  // seat sacrifices `target`: to its owner's discard pile (LCG-TERMS-8)
inline constexpr uint8_t kGenerate = ev::kFirstGameEvent + 22;   // `target` generates `amount` resources for seat, paying for `source` (LCG-RES-4)
inline constexpr uint8_t kPlay = ev::kFirstGameEvent + 23;       // seat plays unit / enhancement `target` from hand; amount = the cost to pay
inline constexpr uint8_t kPlayed = ev::kFirstGameEvent + 24;     // seat played event card `source` (after it resolved)
inline constexpr uint8_t kTakeControl = ev::kFirstGameEvent + 25;  // seat takes control of `target` (in play; Join Me, Mara Jade);
                                                                   // amount = a role: lent for the engagement (MP-GEN-12/13)
inline constexpr uint8_t kTurnEnd = ev::kFirstGameEvent + 26;    // the turn of seat's team ended (LCG-TURN-5, MP-GEN-16)
// The Hunt for Skywalker: face-down objective `target` is turned face up
// (MP-HFS-14: damage or destruction it would take does this instead; a card
// effect; seat = who caused it; amount 1: during an engagement at it).
inline constexpr uint8_t kFlip = ev::kFirstGameEvent + 27;
// A phase begins (seat = the active player, amount = the Phase): one kind per
// phase, Balance through Force in order (phase_begins), so that the answer
// index asks only the cards answering that phase's beginning ("after your
// draw phase begins"); "after a phase begins" answers the whole family:
// reaction(kPhaseBegins).or_through(kLastPhaseBegins).
inline constexpr uint8_t kPhaseBegins = ev::kFirstGameEvent + 28;
inline constexpr uint8_t kLastPhaseBegins = kPhaseBegins + 5;
// `target` in play goes to the bottom of its owner's deck (There Is No Escape):
// it leaves play (X-Wing Escort, Leia Organa answer it).
inline constexpr uint8_t kReturnDeck = ev::kFirstGameEvent + 34;
inline constexpr uint8_t kNum = 35;
inline constexpr uint8_t kPlayCard = kPlay;  // the same play event (Kuat Reinforcements, The Defense of Yavin 4 lower its cost)
}  // namespace evt

enum class Phase : uint8_t { Setup, Balance, Refresh, Draw, Deployment, Conflict, Force, Over };
const char* phase_name(Phase p);
// The event kind of phase `p` (Balance .. Force) beginning.
constexpr uint8_t phase_begins(Phase p) {
  return static_cast<uint8_t>(evt::kPhaseBegins + (static_cast<int>(p) - static_cast<int>(Phase::Balance)));
}
static_assert(phase_begins(Phase::Force) == evt::kLastPhaseBegins, "one event kind per phase, Balance through Force");

// ---- game frame kinds (kFirstGameFrame + n; append only) ----
namespace fk {
inline constexpr uint8_t kSetup = kFirstGameFrame + 0;
inline constexpr uint8_t kTurn = kFirstGameFrame + 1;
inline constexpr uint8_t kBalance = kFirstGameFrame + 2;    // the LS's Balance damage choice
inline constexpr uint8_t kWindow = kFirstGameFrame + 3;     // an action window (deployment too)
inline constexpr uint8_t kDraw = kFirstGameFrame + 4;       // the Draw phase's choices
inline constexpr uint8_t kDeploy = kFirstGameFrame + 5;     // playing a unit or enhancement
inline constexpr uint8_t kPay = kFirstGameFrame + 6;        // generating resources for one payment
inline constexpr uint8_t kConflict = kFirstGameFrame + 7;   // the Conflict phase
inline constexpr uint8_t kEngagement = kFirstGameFrame + 8; // one engagement
inline constexpr uint8_t kEdge = kFirstGameFrame + 9;       // the edge battle
inline constexpr uint8_t kStrike = kFirstGameFrame + 10;    // one strike
inline constexpr uint8_t kForce = kFirstGameFrame + 11;     // the Force phase
inline constexpr uint8_t kChoice = kFirstGameFrame + 12;    // a card's own choice (cards/*.cpp scripts)
inline constexpr int kCount = 13;
}  // namespace fk

// ---- game verbs (act::kFirstGameVerb + n; append only: ids are saved in replays) ----
namespace vb {
inline constexpr int kBottom = act::kFirstGameVerb + 0;     // setup: this objective goes to the bottom
inline constexpr int kMulligan = act::kFirstGameVerb + 1;
inline constexpr int kKeep = act::kFirstGameVerb + 2;
inline constexpr int kReveal = act::kFirstGameVerb + 3;     // setup: reveal this objective next
inline constexpr int kDeploy = act::kFirstGameVerb + 4;     // play a unit / enhancement from hand
inline constexpr int kAttach = act::kFirstGameVerb + 5;     // the enhancement's host
inline constexpr int kGenerate = act::kFirstGameVerb + 6;   // focus a resource card (arg = tokens)
inline constexpr int kAutoPay = act::kFirstGameVerb + 7;
inline constexpr int kDone = act::kFirstGameVerb + 8;
inline constexpr int kEngage = act::kFirstGameVerb + 9;
inline constexpr int kAttacker = act::kFirstGameVerb + 10;  // declare a unit an attacker
inline constexpr int kDefender = act::kFirstGameVerb + 11;  // declare a unit a defender
inline constexpr int kEdge = act::kFirstGameVerb + 12;      // place a card in the edge stack
inline constexpr int kStrike = act::kFirstGameVerb + 13;    // strike with this unit
inline constexpr int kIcon = act::kFirstGameVerb + 14;      // resolve this icon type next (arg)
inline constexpr int kHit = act::kFirstGameVerb + 15;       // unit damage on this unit
inline constexpr int kTactic = act::kFirstGameVerb + 16;    // a tactics focus token on this unit
inline constexpr int kBonus = act::kFirstGameVerb + 17;     // deal the unopposed bonus damage
inline constexpr int kDecline = act::kFirstGameVerb + 18;
inline constexpr int kCommit = act::kFirstGameVerb + 19;    // commit a Force card to this unit
inline constexpr int kDiscard = act::kFirstGameVerb + 20;   // discard this card from hand
inline constexpr int kDamage = act::kFirstGameVerb + 21;    // Balance damage on this objective
inline constexpr int kChoose = act::kFirstGameVerb + 22;    // a card script's choice (card, arg)
inline constexpr int kSplit = act::kFirstGameVerb + 23;     // 1 unit damage on this unit (divided unit damage, Shii-Cho Training)
inline constexpr int kReserve = act::kFirstGameVerb + 24;  // Draw phase: place this card in the common reserve (MP-GEN-6)
inline constexpr int kSupport = act::kFirstGameVerb + 25;  // ask a teammate for this unit as a supporting attacker / defender (MP-GEN-12/13)
inline constexpr int kAgree = act::kFirstGameVerb + 26;    // the teammate agrees to lend this unit (MP-GEN-12/13)
inline constexpr int kCount = 27;
}  // namespace vb

// Rule marks: keyword abilities (Ability::keyword_ability(mark, 1)) of LCG
// cards whose text changes a rule the flow applies (append only).
namespace mark {
inline constexpr uint8_t kEdgeFaceUp = 11;  // while participating: the enemy's first edge card is face up (Obi-Wan Kenobi)
inline constexpr uint8_t kSplitUD = 12;     // an enhancement: its host's unit damage may be divided (Shii-Cho Training)
inline constexpr uint8_t kIconsPerEnhancement = 13;  // +1 unit damage and +1 blast damage icon per attached enhancement (Yoda)
inline constexpr uint8_t kStrikesForDarkObjective = 14;  // may strike though not participating while a Dark Side objective is engaged (Trandoshan Security Team)
inline constexpr uint8_t kTwoDefendersIfAlone = 15;  // while the only attacker: defenders are declared 2 or more, or none (Arcona Rumor Monger)
inline constexpr uint8_t kReserveForce = 16;  // in play: each card in a common reserve of its side adds 1 Force icon to its side's struggle (Watchers in the Wasteland)
}  // namespace mark
// Keyword abilities of card texts (Ability::keyword_ability, read with
// engine::keyword): rules a card gives itself that no stat holds.
namespace kwa {
inline constexpr uint8_t kMaxAttackers = 21;  // "cannot declare more than N attackers against this objective"
}  // namespace kwa
// Rule marks of the Jerjerrod's Task cards (numbers 24-29 of the same space):
// LcgState::challenge_stat / reserve / may_use read them.
namespace jtk {
inline constexpr uint8_t kCostLessPerDial = 24;        // costs 1 less per point on the dial (Death Star II)
inline constexpr uint8_t kCapacityPerLightPlayer = 25; // damage capacity: value x the Light Side players who started (Jerjerrod's Task)
inline constexpr uint8_t kUDPerObjective = 26;         // +value unit damage icons per objective its controller controls (Darth Vader)
inline constexpr uint8_t kDoubleHostResources = 27;    // attached to an objective: doubles its resource value (Moff Jerjerrod)
inline constexpr uint8_t kReservePerOpponent = 28;     // +value reserve per opponent still in the game (Lemelisk's Ambition)
inline constexpr uint8_t kNoLightCancel = 29;          // its initiation cannot be cancelled by Light Side cards (Fully Armed)
}  // namespace jtk
// Rule marks of The Hunt for Skywalker's cards (numbers 30-31 of the same
// space; challenge.cpp reads them). Influence (MP-HFS-18) is the constant
// st::kMatchAll on the card itself, active while it is face up.
namespace hfs {
inline constexpr uint8_t kLukeMustDefend = 30;  // an objective: the Luke Skywalker of its controller must defend it, if able (Return to Tatooine)
inline constexpr uint8_t kLuke = 31;            // Luke Skywalker: enemy card effects do not affect him, he takes the damage that would
                                                // destroy the objective with kLukeMustDefend, and his player loses if he leaves play
}  // namespace hfs

// The game mode (option "mode"). 2v2 (MP-2V2): seats clockwise 0 = Dark
// Side #1, 1 = Dark Side #2, 2 = Light Side #1, 3 = Light Side #2; a team is
// the seats of one side, in seat order (#1 first); each seat engages only the
// seat across the table (OQ-40: DS #1 faces LS #2, DS #2 faces LS #1).
//
// The challenge decks (MP-CHAL-1): one player (the solo player, its side's
// only seat) plays a fixed challenge deck against a team of two or three
// (option "players": 3 or 4 seats in all). The Dark Side's seats come first,
// then the Light Side's, as in 2v2. Jerjerrod's Task (MP-JT): seat 0 = the
// solo Dark Side player, seats 1.. = Light Side #1..#3. The Hunt for
// Skywalker (MP-HFS): seats 0..n-1 = Dark Side #1..#3, seat n = the solo
// Light Side player. The team takes its turns as a 2v2 team does (MP-GEN-16,
// MP-CHAL-4); engagements need no seat across (challenge_*, challenge.cpp).
namespace mode {
inline constexpr uint8_t kTwoPlayer = 0, k2v2 = 1, kJerjerrod = 2, kHunt = 3;
inline constexpr uint8_t kLast = kHunt;
}

// Why the game ended.
enum class WinReason : uint8_t { None, Dial, Objectives, DeckOut, CardEffect, Conceded, Scenario, TurnLimit };
// (Scenario: a challenge deck's own victory condition, MP-JT-5, MP-HFS-21/22.
// TurnLimit: a challenge game that reached kChallengeTurnLimit ends with no
// winner, docs/rulings.md.)
// The turns a challenge game may last: no deck-out loss (MP-JT-10, MP-HFS-23)
// and a dial that never wins let a game go on for ever once nobody can reach
// a victory (every deck and hand used up); real games last 20-40 turns.
inline constexpr int kChallengeTurnLimit = 300;

// Icon types for the strike's order prompt (LCG-ICON-2).
enum Icon : uint8_t { kIconUD = 0, kIconTactics = 1, kIconBlast = 2 };

// "until the end of this strike": the LCG's strike is the core's Roll
// period (flow/strike.cpp ends it when a strike ends).
inline constexpr Scope kStrikeScope = Scope::Roll;

// Window tags (FrameKindDef/AbilityDef timing): fate abilities never answer
// a window; they resolve from the edge stack (LCG-EDGE-8).
inline constexpr uint8_t kFateTiming = 1;

struct LcgLimits : CoreLimits {
  static constexpr int kSeats = 4;
  static constexpr int kMaxSets = 12;                    // objective sets per deck the engine holds
  static constexpr int kCards = kSeats * (1 + 6 * kMaxSets);
  static constexpr int kZoneCap = 6 * kMaxSets + 4;
  static constexpr int kZones = zn::kNum;
  // An edge stack is its player's (the core lists it under the controller): a
  // card placed from a teammate's common reserve lies in the player's stack (MP-GEN-7).
  static constexpr uint32_t kControlledZones = (1u << zone::kPlay) | (1u << zn::kEdge);
  static constexpr int kDepth = 32;
  static constexpr int kEvents = 16;
  static constexpr int kPending = 16;
  static constexpr int kUses = 64;
  static constexpr int kLasting = 32;
};

// The LCG's own fields of a card (beside the core's CardInstance).
namespace role {
inline constexpr uint8_t kNone = 0, kAttacker = 1, kDefender = 2;
}
struct LcgCard {
  CardId host = kNoCard;  // an enhancement: the card it is attached to (LCG-DEPLOY-5)
  int8_t shields = 0;     // LCG-SHIELD (C5: one or more)
  bool force = false;     // a Force card is committed to it (LCG-FORCE-2)
  uint8_t role = role::kNone;  // participating in the engagement (LCG-CONFLICT-8)
  bool engaged = false;   // an objective engaged this Conflict phase (LCG-CONFLICT-3)
  int8_t lent = -1;       // a supporting unit: the teammate who lent it for this engagement (MP-GEN-12/13), else -1
  // The Hunt for Skywalker (MP-HFS-5, MP-HFS-10): an objective of the pyramid
  // face down, its position (0..8, -1: none); a reinforcement: the objective
  // it lies under (zone zn::kReinforce).
  bool face_down = false;
  int8_t pos = -1;
  CardId beneath = kNoCard;
  bool operator==(const LcgCard& o) const {
    return host == o.host && shields == o.shields && force == o.force && role == o.role && engaged == o.engaged &&
           lent == o.lent && face_down == o.face_down && pos == o.pos && beneath == o.beneath;
  }
};

struct LcgSeat {
  uint8_t side = kDark;
  Affiliation affiliation = kNeutral;
  bool took_turn = false;     // has had a turn (first-turn exceptions, LCG-TURN-4)
  bool mulligan_done = false;
  uint32_t limited_turn = 0;  // turn number + 1 in which this seat played a Limited card (LCG-KW-3)
  uint32_t enhancement_turn = 0;  // turn number + 1 in which this seat played an enhancement (In You Must Go)
  bool eliminated = false;    // out of the game (Fully Armed, Jerjerrod's Task): no turns, no choices, nothing in play
  bool operator==(const LcgSeat& o) const {
    return side == o.side && affiliation == o.affiliation && took_turn == o.took_turn &&
           mulligan_done == o.mulligan_done && limited_turn == o.limited_turn && enhancement_turn == o.enhancement_turn &&
           eliminated == o.eliminated;
  }
};

// The engagement in progress (LCG-CONFLICT-4).
struct Engagement {
  CardId objective = kNoCard;
  int8_t attacker = -1;        // attacking seat
  int8_t defender = -1;        // defending seat
  int8_t edge_winner = -1;
  bool defenders_declared = false;  // any defender declared (LCG-EDGE-3, C6)
  uint8_t fate_placed = 0;     // bit s: seat s had a fate card in its edge stack (set when revealed, LCG-EDGE-6)
  bool operator==(const Engagement& o) const {
    return objective == o.objective && attacker == o.attacker && defender == o.defender &&
           edge_winner == o.edge_winner && defenders_declared == o.defenders_declared && fate_placed == o.fate_placed;
  }
};

struct LcgState : Core<LcgLimits> {
  Rng rng;
  InlineVec<LcgCard, LcgLimits::kCards> extra;  // parallel to `cards`
  LcgSeat seat_info[LcgLimits::kSeats];
  int16_t turn = 0;
  Phase phase = Phase::Setup;
  int8_t dial = 0;              // the Death Star dial (LCG-GEN-5)
  uint8_t balance = kLight;     // the side face up on the Balance of the Force token (LCG-SETUP-4)
  Engagement eng;
  bool mulligan_rule = true;    // option "mulligan" (LCG-MULLIGAN-1)
  uint8_t mode = 0;             // option "mode": kTwoPlayer, k2v2 (MP-2V2), kJerjerrod (MP-JT) or kHunt (MP-HFS)
  // The Hunt for Skywalker's pyramid (options "pyramid", "vulnerableRows";
  // OQ-49, C11): 0 = rows of 2, 3, 4 from the top; 1 = rows of 4, 3, 2. The
  // rows from the top whose objectives are vulnerable from the start (1 or 2).
  uint8_t pyramid = 0;
  uint8_t open_rows = 2;
  bool over = false;
  int8_t winner = -1;           // winning seat (its side wins)
  WinReason reason = WinReason::None;

  bool operator==(const LcgState& o) const;

  // --- hooks for sw/engine.h ---
  static const CardDef<LcgState>& card_def(int def);
  static int num_card_defs();
  static const FrameKindDef<LcgState>* game_frames();  // inline below: the driver asks at every step
  static int num_game_frames();
  static const VerbDef* game_verbs();
  static int num_game_verbs();
  static int num_game_events() { return evt::kNum; }
  int capacity(CardId c) const { return challenge() ? stat(c, st::kCapacity) : engine::stat(*this, c, st::kCapacity); }
  // LCG-DMG-2, OQ-21 (flow/over_capacity.cpp): is card `c` in play with
  // damage at or above its capacity? Is a destroy event for it open?
  // After event `e`: a card over its capacity that no such event will
  // destroy gets a frame that destroys it.
  bool over_capacity(CardId c) const;
  bool destroy_in_flight(CardId c) const;
  void check_capacities(const Event& e);
  bool is_exhausted(CardId c) const { return cards[c].focus > 0; }  // LCG-FOCUS-1
  void pay_exhaust(CardId c) { ++cards[c].focus; }                 // "focus this card" costs
  void pay_from_hand(CardId c);  // an event played goes to the discard pile (LCG-ABIL-3); a unit stays for its effect
  bool may_use(CardId c, int ability, int seat) const;
  void before_resolve(Event& e, EventLog* log);
  void before_resolve_rules(Event& e, EventLog* log);  // shields, captures, entering play (rules.cpp)
  void resolve_game_event(Event& e, EventLog* log);
  void after_event(const Event& e, EventLog* log);
  std::string card_key(CardId c) const;    // a face-down objective: "the-hunt-for-skywalker.<n>" (its shared face)
  std::string card_label(CardId c) const;  // a face-down objective: "The Hunt for Skywalker"

  // --- facts and sides ---
  const CardFacts& fx(CardId c) const { return facts(cards[c].def); }
  // A unit attached as an enhancement (a Pilot, st::kPilot) is an enhancement while attached.
  CardType type(CardId c) const { return extra[c].host != kNoCard && fx(c).type == kUnit ? kEnhancement : fx(c).type; }
  int side_of_seat(int seat) const { return seat_info[seat].side; }
  bool enemies(int a, int b) const { return seat_info[a].side != seat_info[b].side; }
  bool same_team(int a, int b) const { return a == b || (multiplayer() && !enemies(a, b)); }  // the engine's Whose (MP-GEN-24)
  // The first seat of the other side (the two-player "opponent"); -1 if none.
  int opponent_of(int seat) const;
  // --- teams (MP-GEN, MP-2V2); in the two-player game a team is one seat ---
  bool multiplayer() const { return mode != mode::kTwoPlayer; }
  // The seat a seat may engage (MP-2V2-3): across the table in 2v2, else the
  // opponent (in a challenge game: a team player's is the solo player; the
  // solo player may engage any opponent, this is the first).
  int across(int seat) const { return mode == mode::k2v2 ? seats - 1 - seat : opponent_of(seat); }
  // --- the challenge decks (MP-CHAL; per-mode hooks in challenge.cpp) ---
  bool challenge() const { return mode == mode::kJerjerrod || mode == mode::kHunt; }
  // The solo player's side: the Dark Side in Jerjerrod's Task, the Light Side in The Hunt for Skywalker.
  int solo_side() const { return mode == mode::kJerjerrod ? kDark : kLight; }
  bool solo(int seat) const { return challenge() && side_of_seat(seat) == solo_side(); }
  int solo_seat() const { return challenge() ? seat_of_side(solo_side()) : -1; }
  // How many players of a side started the game (cards count them: Jerjerrod's Task's X).
  int started(int side) const {
    int n = 0;
    for (int s = 0; s < seats; ++s) n += seat_info[s].side == side;
    return n;
  }
  bool dial_used() const { return mode != mode::kHunt; }         // MP-HFS-7: not in The Hunt for Skywalker
  bool dial_wins() const { return mode != mode::kJerjerrod; }    // MP-JT-7: in Jerjerrod's Task it only lowers a cost
  int dial_top() const { return mode == mode::kTwoPlayer ? 12 : 16; }  // the dial's last number (the multiplayer dial: 16)
  // How many objectives `seat` keeps in play: Refresh step 3 replaces up to
  // this many (LCG-REFRESH-4; the challenge decks: challenge.cpp).
  int objective_slots(int seat) const;
  // A challenge mode's own limits on engaging objective `o` (The Hunt for
  // Skywalker: only vulnerable objectives, MP-HFS-17); true elsewhere.
  bool mode_may_engage(int seat, CardId o) const;
  // A challenge mode's own victory conditions (MP-JT-5/6, MP-HFS-21/22),
  // checked after every event once the game has begun.
  void check_mode_win(EventLog* log);
  // Where a card of the solo player's challenge deck starts (MP-JT-3, MP-HFS-4..6).
  enum class Start : uint8_t { Deck, SetAside, Objective };
  Start challenge_start(int def) const;
  // The next seat of `seat`'s team after it, clockwise (MP-GEN-18..22); -1 after the last.
  // A player eliminated from the game (Fully Armed) is skipped.
  int next_teammate(int seat) const {
    for (int s = seat + 1; s < seats; ++s)
      if (seat_info[s].side == seat_info[seat].side && !seat_info[s].eliminated) return s;
    return -1;
  }
  int win_dial() const { return mode == mode::k2v2 ? 16 : 12; }      // LCG-WIN-2, MP-2V2-6 (dial_wins: whether it does)
  int win_objectives() const { return mode == mode::k2v2 ? 5 : mode == mode::kTwoPlayer ? 3 : 99; }  // LCG-WIN-1, MP-2V2-5; none in the challenges
  int seat_of_side(int side) const;  // the first seat of that side
  // --- the common reserve (MP-GEN-5..10) ---
  bool has_teammate(int seat) const;  // another seat of the same side (the table's teams; the view shows the reserve)
  // MP-GEN-10: "a player who does not have at least one teammate in the game
  // cannot use the common reserve": `seat` is in the game (not eliminated,
  // C10) and so is one of its teammates.
  bool teammate_in_game(int seat) const;
  // In `seat`'s hand, or a card `seat` may use as if it were in hand: one in
  // the common reserve of `seat` or of a teammate (MP-GEN-7). The engine's
  // from_hand abilities (events) and deployment ask this; hand effects read
  // the hand zone itself and never see a reserve (MP-GEN-9).
  bool in_hand_of(CardId c, int seat) const {
    if (!valid_card(c)) return false;
    const CardInstance& ci = cards[c];
    if (ci.zone == zone::kHand) return ci.owner == seat && !seat_info[seat].eliminated;
    // Death Star II's Setup side: its action is used from the set-aside zone (MP-JT-3).
    if (ci.zone == zn::kSetAside) return mode == mode::kJerjerrod && ci.owner == seat && fx(c).type == kUnit;
    // The Hunt for Skywalker: a reinforcement, used by its owner as if in hand (MP-HFS-11).
    if (ci.zone == zn::kReinforce) return mode == mode::kHunt && ci.owner == seat;
    return ci.zone == zn::kReserve && (ci.owner == seat || (multiplayer() && !enemies(ci.owner, seat))) && teammate_in_game(seat);
  }
  // The cards in the common reserves `seat` may use (its own, then its
  // teammates'), MP-GEN-7; The Hunt for Skywalker: its reinforcements (MP-HFS-11).
  std::vector<CardId> usable_reserve(int seat) const;
  // The engine's extra_hand hook: every card in_hand_of admits outside the
  // seat's hand (common reserves, reinforcements, Death Star II set aside),
  // so their interrupts, reactions and actions are offered as from hand.
  // None in the two-player game.
  bool extra_hands() const { return multiplayer(); }
  int extra_hand(int seat, CardId* out, int cap) const { return multiplayer() ? multiplayer_hand(seat, out, cap) : 0; }
  int multiplayer_hand(int seat, CardId* out, int cap) const;  // rules.cpp
  bool has_trait(CardId c, uint64_t t) const { return (fx(c).traits & t) != 0 && !face_down(c); }
  int stat(CardId c, uint8_t s) const {
    const int v = engine::stat(*this, c, s);
    const int w = (s == st::kUD || s == st::kBD) ? v + icons_per_enhancement(c) : v;
    return challenge() ? w + challenge_stat(c, s) : w;
  }
  // The challenge cards' figures that depend on the game (jtk:: marks): Death
  // Star II's cost, Jerjerrod's Task's capacity, Darth Vader's icons, an
  // objective Moff Jerjerrod enhances (challenge.cpp).
  int challenge_stat(CardId c, uint8_t s) const;
  // Jerjerrod's Task: `seat`'s affiliation card is under Death Star II (MP-JT-6).
  bool collected(int seat) const;
  // --- The Hunt for Skywalker (MP-HFS; challenge.cpp) ---
  bool face_down(CardId c) const { return c < extra.size() && extra[c].face_down; }
  // MP-HFS-17, OQ-49/50, C11: an objective of the pyramid that may be engaged
  // or targeted by enemy card effects: in a row open from the start, or below
  // an empty position (an objective destroyed there).
  bool vulnerable(CardId o) const;
  // The unit that must defend objective `o` if able (Return to Tatooine: Luke Skywalker), else kNoCard.
  CardId must_defend(CardId o) const;
  // The seat whose effect is being chosen or used now (the top frame's seat):
  // whose "enemy card effects" a target or an event is (MP-HFS-17, Luke Skywalker).
  int acting_seat() const;
  // Rules of the mode before an event resolves (MP-HFS-14/15: a face-down
  // objective flips instead of taking damage or being destroyed; Luke
  // Skywalker's text); `shields_done`: the shields have had their say.
  void hunt_before_resolve(Event& e, bool shields_done, EventLog* log);
  void hunt_flip(Event& e, EventLog* log);  // evt::kFlip resolves (MP-HFS-14/16)
  // The opponents of `seat` still in the game (not eliminated).
  int opponents_in_game(int seat) const;
  int icons_per_enhancement(CardId c) const;  // mark::kIconsPerEnhancement (Yoda)
  // An edge card placed face up: the first of its stack while an enemy unit
  // with mark::kEdgeFaceUp participates (Obi-Wan Kenobi); all see it.
  bool edge_face_up(CardId c) const;
  bool ready(CardId c) const { return cards[c].focus == 0; }
  CardId affiliation_card(int seat) const;
  // The card that names `seat` in a choice between players
  // (`choose:<affiliation card>`): its affiliation card, in play or under
  // Death Star II (set aside, MP-JT-6: that player plays on); kNoCard for a
  // seat without one (a challenge deck's solo player).
  CardId player_card(int seat) const;
  int reserve(int seat) const;
  int force_available(int seat) const;  // 3 - committed (LCG-FORCE-3)
  // Cards of `seat` in play of a type (objectives, units...), in play order.
  std::vector<CardId> in_play_of(int seat, CardType t) const;
  // --- resources (LCG-RES) ---
  int resources_available(int seat) const;
  bool can_afford(int seat, int cost, Affiliation aff) const;
  // What `seat`'s ready resources can pay now, computed once for many
  // questions (which cards of a hand are deployable): the same answers as
  // can_afford.
  struct Purse {
    int available = 0;          // ready resource value (LCG-RES-2)
    bool any_match = false;     // match ignored, or a ready producer matches every affiliation
    uint32_t affiliations = 0;  // bit a: a ready producer of affiliation a (LCG-RES-3)
    bool affords(int cost, Affiliation aff) const {
      if (cost <= 0) return true;  // LCG-RES-3 (c)
      if (available < cost) return false;
      return aff == kNeutral || any_match || ((affiliations >> aff) & 1u);
    }
  };
  Purse purse(int seat) const;
  bool ignores_match(int seat) const;  // a card lets the seat ignore resource match now (marks, lkw::kNoMatch, kNoMatchPhase)
  int cost_of(CardId c) const;  // printed cost + modifiers, not below 0
  // Resource match (LCG-RES-3) with the card texts that change it: does
  // producer `c` match `aff`; does `seat` ignore the match requirement.
  bool matches(CardId producer, Affiliation aff) const;
  int mark(CardId c, uint8_t m) const;     // the constant marks (st::kIgnoreMatch ...) card `c` has
  int next_play_discount(int seat) const;  // st::kNextPlay on the affiliation card
  void use_next_play(int seat);            // the next card was played: the discount is spent
  void mark_cost_modifiers(CardId c);  // c is being paid for: limited cost modifiers count a use
  bool can_capture(CardId c) const;    // LCG-CAPTURE-1
  // --- play restrictions ---
  bool unique_blocked(CardId c) const;        // LCG-UNIQUE-1
  bool limited_blocked(CardId c, int seat) const;  // LCG-KW-3
  bool can_deploy(CardId c, int seat, const Purse* p = nullptr) const;  // LCG-DEPLOY (p: purse(seat), if known)
  bool any_deployable(int seat) const;  // deployable_cards(seat) is not empty
  bool playable_from_discard(CardId c, int seat) const;  // lkw::kFromDiscard: "as if it was in your hand"
  std::vector<CardId> deployable_cards(int seat) const;  // hand, then discard pile: what can_deploy allows
  // The lowest cost `seat` could bring unit/enhancement `c` to when playing
  // it: its cost, less what interrupts to evt::kPlayCard could take off.
  int play_cost_floor(CardId c, int seat) const;
  bool host_ok(CardId enh, CardId host, int seat) const;
  bool may_attack(CardId unit, CardId objective) const;  // declaration restrictions of the objective (st::kOnlyAttackers)
  bool targetable(CardId c) const;                        // no "cannot be targeted" (st::kUntargetable)
  int dial_proxy(CardId c) const;                         // st::kDialProxy: the damage that wins, 0 = not one
  bool pilot_host_ok(CardId pilot, CardId host, int seat) const;  // st::kPilot: a Fighter unit `seat` controls
  // --- board changes every rule uses ---
  void leave_play_cleanup(CardId c, EventLog* log);  // attachments, Force, role (LCG-DEPLOY-9, LCG-FORCE-5)
  void set_controller(CardId c, int seat);           // a card in play changes controller (supporting units, MP-GEN-12/13)
  // `seat` takes control of card `c` in play (evt::kTakeControl): to the
  // other side, it leaves the engagement and its Force card stays with its side.
  void take_control(CardId c, int seat, EventLog* log);
  void advance_dial(int n, EventLog* log);           // LCG-WIN-2
  void check_objective_win(int seat, EventLog* log); // LCG-WIN-1
  void finish(int winner_seat, WinReason why, EventLog* log);
  // A destroyed objective (in its owner's discard pile) goes to `to`'s victory
  // pile: captured cards rescued, the dial or the objective count checked (LCG-DMG-4..7).
  void to_victory_pile(CardId c, int to, EventLog* log);
  int striker_icons(CardId c, uint8_t normal, uint8_t edge) const;  // icons that count now (LCG-ICON-6)
  int struggle_total(int side) const;                 // LCG-FORCE-7
  bool participating(CardId c) const { return in_play(c) && extra[c].role != role::kNone; }
  std::string seat_name(int seat) const;

  // Adds a card instance (setup); keeps `extra` parallel to `cards`.
  CardId add(int def, int seat, uint8_t z);
};

using Ability = AbilityDef<LcgState>;
using Card = CardDef<LcgState>;

// The frame kinds' table (flow/frames.cpp): the flow's kinds, then the card
// scripts'. A plain array, so the driver's look-up at every step is a load,
// not a call (its rows are constant data; the table is filled at start-up).
extern const FrameKindDef<LcgState> kFrameKinds[];
extern const int kNumFrameKinds;
inline const FrameKindDef<LcgState>* LcgState::game_frames() { return kFrameKinds; }
inline int LcgState::num_game_frames() { return kNumFrameKinds; }

// The card table (cards.cpp): one definition per row of data/core_set.inc.
int find_def(const std::string& key);  // "x-wing" (first printing) or "x-wing@14" (its objective set); -1 if none
std::string def_key(int def);          // the key find_def accepts for exactly this printing
bool printed_ability(const std::string& key);  // its printed text has an ability (data/cards_with_abilities.inc)
bool scripted(const std::string& key);         // it has a file in cards/ (cards/card_list.h)
std::vector<std::string> script_keys();        // every key of cards/card_list.h

// Rule helpers for card files and flow.
void log_line(const LcgState& g, EventLog* log, const char* type, int actor, const std::string& text);
// Writes a log line; the text is built only when there is a log (random
// playouts, bots and benchmarks run without one, and building the text was a
// fifth of their time). A statement: LCG_LOG(g, log, "type", seat, text);
#define LCG_LOG(g, log, type, actor, ...)                                  \
  do {                                                                     \
    if (log) ::sw::lcg::log_line(g, log, type, actor, __VA_ARGS__);        \
  } while (0)

}  // namespace sw::lcg
