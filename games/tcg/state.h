// The Star Wars Trading Card Game (Wizards of the Coast, 2002; id "tcg") on
// the core for scripted card games (sw/engine.h). The state is plain data:
// the core's board and flow (Core<TcgLimits>) plus the TCG's own per-card,
// per-seat and global fields.
//
// Seats: two. Each seat has a side (seat_info[s].side); the rules are written
// per side ("Dark Side first", "the opponent" = the seat of the other side),
// never as "the other seat" by arithmetic. The default match puts the Dark
// Side in seat 0.
//
// Zones: the core's deck, hand, play (= the three arenas: a unit's arena is
// its card type, TCG-CARD-9) and discard, plus the build zone (zn::kBuild:
// face-down cards with build counters, and retreated units face up) and the
// later sets' zones (Locations, attached Equipment, Pilots aboard: later_sets.h).
//
// Rule IDs cite ../shared/rules/tcg.md (TCG-*), e.g. // TCG-ATTACK-6.
#pragma once
#include <string>
#include <vector>
#include "sw/engine.h"
#include "sw/game.h"
#include "sw/rng.h"
#include "tcg/facts.h"

namespace sw::tcg {

// ---- stats (CardDef::stats; engine::stat adds constants and lasting effects) ----
namespace st {
inline constexpr uint8_t kCost = 0;
inline constexpr uint8_t kSpeed = 1;   // printed speed / 10 would lose nothing, but we keep the printed number
inline constexpr uint8_t kPower = 2;
inline constexpr uint8_t kHealth = 3;
// Keywords as stats (the printed number, TCG-KW-*): read by the attack flow.
inline constexpr uint8_t kShields = 4;
inline constexpr uint8_t kCritical = 5;
inline constexpr uint8_t kBombard = 6;
inline constexpr uint8_t kIonCannon = 7;
inline constexpr uint8_t kEvade = 8;
inline constexpr uint8_t kDeflect = 9;
// Marks cards put on units with lasting effects (never printed; 16 on, so
// other card sessions' marks below 16 do not collide):
inline constexpr uint8_t kCritAgainst = 16;  // Critical Hit for the units attacking this one (Hero's Flaw)
inline constexpr uint8_t kDoomed = 17;       // discarded when this attack ends (A11; Hero's Duty)
inline constexpr uint8_t kWard = 18;         // can't be attacked while another unit of its side is in its arena (Ward of the Jedi)
inline constexpr uint8_t kEdict = 19;        // the other units of its side in its arena can't be attacked (Tyranus's Edict)
inline constexpr uint8_t kTurned = 20;       // its next attack this turn may be turned against its own side by seat amount-1 (Dark Side's Command)
// Marks kept as lasting effects (never printed; cards/prevent.h): while a
// unit's kNoDamage is above 0 all damage to it is prevented (A Moment's
// Rest). kNoDamageFrom is recorded on the Battle card that made it: its
// amount's bit t (1 << CardType) prevents damage from units of type t.
inline constexpr uint8_t kNoDamage = 22;
inline constexpr uint8_t kNoDamageFrom = 23;
// Targeting marks of later sets' cards (TCG2-TARGET-1/6): lasting effects
// only (read with lasting_bonus). A setup document puts them on units
// ("cantAttack", "mustBeAttacked"); no AOTC card makes them.
inline constexpr uint8_t kCantAttack = 30;      // > 0: this unit can't attack (TCG-ATTACK-3, TCG-GEN-3)
inline constexpr uint8_t kMustBeAttacked = 31;  // > 0: an opposing unit that can attack it must do so (TCG2-TARGET-6)
// A mark on a completed Mission (in the discard pile), Scope::Turn: when the
// Battle phase starts this turn its timing::kBattleStart ability is carried
// out (flow::push_battle_start_text; Target the Senator). Like the LCG's
// lasting marks it reuses a stat the marked card type never has: a Mission
// has no speed (the view shows speed for units only).
inline constexpr uint8_t kAtBattleStart = kSpeed;
// Marks (constant abilities and lasting effects only; printed 0):
inline constexpr uint8_t kNoRetreat = 10;      // > 0: it cannot retreat (TCG-RETREAT-1; Slave I (A), Chase the Villain)
inline constexpr uint8_t kDeployDiscount = 11; // a constant of a unit in an arena: its owner's matching cards need that many build counters fewer to deploy (Lama Su (A))
// Force surcharges (force_costs.h). A constant mark past the printed stats
// (engine::stat never reads it; force_costs.cpp sums it): activated abilities
// of the opponent's units cost that much more Force (Nexu).
inline constexpr uint8_t kAbilityTax = 27;
// Lasting, on a completed Mission in the discard pile (lasting effects hold
// stats below kMaxStats; a Mission has no speed): playing a Battle card costs
// that much more Force until the turn ends (Order Here).
inline constexpr uint8_t kBattleTax = kSpeed;
// An Equipment's attach cost in build points (TCG2-EQUIP-1, OQ-TCG2-06): a
// constant of the Equipment card itself, summed by attach_cost
// (later_sets.cpp); engine::stat never reads it (Equipment is never in play).
inline constexpr uint8_t kAttachCost = 28;
}  // namespace st

// ---- zones beyond the core's (deck, hand, play = the arenas, discard, captured) ----
namespace zn {
inline constexpr uint8_t kBuild = zone::kNumCore + 0;  // the build zone (TCG-ZONE-4)
inline constexpr uint8_t kStacked = zone::kNumCore + 1;  // under the top card of a stack (TCG-STACK; TcgCard::top names it)
inline constexpr uint8_t kAside = zone::kNumCore + 2;  // out of the game: the quick-play variant's units not picked (TCG-SETUP-12)
// Later sets (TCG2-LOC/EQUIP/PILOT; later_sets.h): zones of their own, so no
// code that walks the arenas' units (zone::kPlay) ever meets these cards.
inline constexpr uint8_t kLocations = zone::kNumCore + 3;  // Locations put into an arena (TCG2-LOC-1; the arena is the card's subtype)
inline constexpr uint8_t kAttached = zone::kNumCore + 4;   // Equipment attached to a unit (TCG2-EQUIP-1; TcgCard::host names it)
inline constexpr uint8_t kAboard = zone::kNumCore + 5;     // a Pilot aboard a Space unit (TCG2-PILOT-1; TcgCard::host names it)
inline constexpr uint8_t kNum = zone::kNumCore + 6;
}  // namespace zn

// Arenas, in battle order (TCG-BATTLE-1); equal to the unit types.
inline constexpr int kNumArenas = 3;
inline constexpr CardType kArenas[kNumArenas] = {kSpace, kGround, kCharacter};

// Phases and steps shown in views (the flow is the step stack; this is its summary).
enum class Phase : uint8_t { Setup, Ready, Command, Battle, Over };
const char* phase_name(Phase p);

// ---- game frame kinds (kFirstGameFrame + n; append only: saves hold them) ----
namespace fk {
inline constexpr uint8_t kSetup = kFirstGameFrame + 0;    // mulligans and setup deployment (TCG-SETUP)
inline constexpr uint8_t kTurn = kFirstGameFrame + 1;     // one turn: Ready, Command, Battle, end (TCG-TURN-2)
inline constexpr uint8_t kBuild = kFirstGameFrame + 2;    // one side's build step (TCG-BUILD)
inline constexpr uint8_t kRetreat = kFirstGameFrame + 3;  // one side's retreat step (TCG-RETREAT)
inline constexpr uint8_t kBattle = kFirstGameFrame + 4;   // one battle step (v[0] = arena index, TCG-BATTLE)
inline constexpr uint8_t kAttack = kFirstGameFrame + 5;   // one attack (TCG-ATTACK-2)
inline constexpr uint8_t kBid = kFirstGameFrame + 6;      // bidding for contested uniques (TCG-BID)
inline constexpr uint8_t kPayForce = kFirstGameFrame + 7; // an ability's Force cost (AbilityDef::paid_by(kPayForce, n), TCG-FORCE-3)
inline constexpr uint8_t kOwnScript = kFirstGameFrame + 8;  // a card's own script (own_script.h: scripted(fk::kOwnScript))
inline constexpr uint8_t kDeflect = kFirstGameFrame + 9;  // Deflect X / "may then deal the amount prevented" (TCG-KW-4; cards/prevent.cpp)
inline constexpr uint8_t kWaiting = kFirstGameFrame + 10;  // raises the waiting damage one at a time (TCG-PLAY-6; cards/prevent.cpp)
inline constexpr uint8_t kOneShot = kFirstGameFrame + 11; // a card's own effect without decisions (cards/one_shot.cpp)
inline constexpr uint8_t kScript = kFirstGameFrame + 12;  // a card's own choices (scripted(fk::kScript); cards/script.h)
// 13..14: other card sessions
inline constexpr uint8_t kLeftArena = kFirstGameFrame + 13;  // a unit left an arena for the discard pile: raises evt::kLeftArena, then its own "when discarded" triggers (left_arena.cpp)
// The triggers of a side as its build step starts (later rules: its draw is
// one of them, TCG2-DRAW-2) or of its part of the Ready phase's draw step
// (2002 rules, TCG-READY-4, TCG2-DRAW-3): flow/step_start.cpp.
inline constexpr uint8_t kBuildStart = kFirstGameFrame + 14;
inline constexpr uint8_t kAttach = kFirstGameFrame + 15;  // the unit a built Equipment (f.source) is attached to (TCG2-EQUIP-1; later_sets.cpp)
inline constexpr uint8_t kPilot = kFirstGameFrame + 16;   // where a Pilot (f.source) moves: aboard a Space unit or to the Character arena (TCG2-PILOT-1)
inline constexpr int kCount = 17;
}  // namespace fk

// ---- game verbs (act::kFirstGameVerb + n; append only: ids are saved in replays) ----
namespace vb {
inline constexpr int kMulligan = act::kFirstGameVerb + 0;  // discard this Mission/Battle card as part of the mulligan
inline constexpr int kKeep = act::kFirstGameVerb + 1;      // end the mulligan (draw back to 7)
inline constexpr int kSend = act::kFirstGameVerb + 2;      // setup: send this unit into battle
inline constexpr int kPartial = act::kFirstGameVerb + 3;   // setup: finish with this card partly built
inline constexpr int kStop = act::kFirstGameVerb + 4;      // setup: nothing more can be sent (OQ-TCG-04)
inline constexpr int kStart = act::kFirstGameVerb + 5;     // build: put this card face down with arg counters
inline constexpr int kAdd = act::kFirstGameVerb + 6;       // build: arg more counters on this face-down card
inline constexpr int kDeploy = act::kFirstGameVerb + 7;    // build: deploy this ready unit
inline constexpr int kComplete = act::kFirstGameVerb + 8;  // build: complete this ready Mission
inline constexpr int kReturn = act::kFirstGameVerb + 9;    // build: send this retreated unit back into battle
inline constexpr int kDone = act::kFirstGameVerb + 10;     // end the build / retreat step
inline constexpr int kRetreat = act::kFirstGameVerb + 11;  // retreat this untapped unit
inline constexpr int kAttacker = act::kFirstGameVerb + 12; // of tied fastest units, this one attacks next
inline constexpr int kTarget = act::kFirstGameVerb + 13;   // the attacker attacks this unit
inline constexpr int kDecline = act::kFirstGameVerb + 14;  // the attacker declines (is tapped)
inline constexpr int kBombard = act::kFirstGameVerb + 15;  // the (Space) attacker bombards this Ground unit (TCG-KW-2)
inline constexpr int kIonCannon = act::kFirstGameVerb + 16;  // the (Ground) attacker fires its Ion Cannon at this Space unit (TCG-KW-6)
inline constexpr int kOnTop = act::kFirstGameVerb + 17;    // build / setup: put this unique on top of its person's stack (TCG-STACK-6/9)
inline constexpr int kBeneath = act::kFirstGameVerb + 18;  // build / setup: put this unique beneath its person's stack
inline constexpr int kReorganize = act::kFirstGameVerb + 19;  // build: make this card under a top card the top (TCG-STACK-8)
inline constexpr int kContest = act::kFirstGameVerb + 20;  // bidding: the Dark Side's unit whose contest is bid for next (TCG-BID-3)
inline constexpr int kBid = act::kFirstGameVerb + 21;      // bidding: raise the bid to arg Force (TCG-BID-4)
inline constexpr int kNoRaise = act::kFirstGameVerb + 22;  // bidding: pass
inline constexpr int kBuildNow = act::kFirstGameVerb + 23; // build, later rules: pay the full cost and deploy / complete at once (TCG2-BUILD-3)
inline constexpr int kHold = act::kFirstGameVerb + 24;     // build, later rules: deploy this ready unit face up into the build zone (TCG2-BUILD-5)
// Choices inside a card's script (own_script.h):
inline constexpr int kChoose = act::kFirstGameVerb + 25;   // this card
inline constexpr int kArena = act::kFirstGameVerb + 26;    // arena arg (0 Space, 1 Ground, 2 Character)
inline constexpr int kDie = act::kFirstGameVerb + 27;      // die arg (its index in the attack roll)
inline constexpr int kFinish = act::kFirstGameVerb + 28;   // the choice is complete
inline constexpr int kPay = act::kFirstGameVerb + 29;      // pay the Force the card asks for
inline constexpr int kRefuse = act::kFirstGameVerb + 30;   // do not pay
inline constexpr int kPick = act::kFirstGameVerb + 31;     // a card's script: choose this card (or option arg) (cards/script.h)
inline constexpr int kDrawCard = act::kFirstGameVerb + 32; // later rules: the build step's draw, now (one of its start triggers, TCG2-DRAW-2)
// 33: unused
// Later sets, build step (TCG2-BUILD-2/4; later_sets.cpp):
inline constexpr int kPlace = act::kFirstGameVerb + 34;    // put this ready Location into the arena of its subtype (TCG2-LOC-1/2)
inline constexpr int kEquip = act::kFirstGameVerb + 35;    // build this ready Equipment: face up, it stays in the build zone (TCG2-EQUIP-1)
inline constexpr int kAttach = act::kFirstGameVerb + 36;   // attach this built Equipment (then `onto` its unit; fk::kAttach)
inline constexpr int kPilot = act::kFirstGameVerb + 37;    // move this Pilot (then `onto` a Space unit or `ashore`; fk::kPilot)
inline constexpr int kOnto = act::kFirstGameVerb + 38;     // attach / move aboard onto this unit
inline constexpr int kAshore = act::kFirstGameVerb + 39;   // the Pilot aboard goes back to the Character arena
inline constexpr int kCount = 40;
}  // namespace vb

// Window timing tags (FrameKindDef/AbilityDef timing): which abilities a
// window admits (TCG-PLAY-4). Card sessions give abilities these tags.
namespace timing {
inline constexpr uint8_t kGeneral = 1;    // (a) before/after attacks, after the target (TCG-PLAY-4a)
inline constexpr uint8_t kReroll = 2;     // (b) after every roll (TCG-PLAY-4b)
inline constexpr uint8_t kPrevent = 3;    // (c) before damage counters (TCG-PLAY-4c)
inline constexpr uint8_t kAfterRoll = 4;  // (d) after the roll for build points (TCG-PLAY-4d)
inline constexpr uint8_t kBuildStep = 5;  // "(Your build step only.)": an action of its controller's build step (TCG-BUILD-1g, TCG-ABIL-4)
inline constexpr uint8_t kComplete = 6;   // a Mission's text, carried out when it is completed (TCG-BUILD-7)
inline constexpr uint8_t kWouldAttack = 7;  // "Play only when this unit would attack": at A2, instead of attacking (TCG-ATTACK-3 c)
inline constexpr uint8_t kBattleStart = 8;  // a completed Mission's "when the battle phase starts" text (st::kAtBattleStart; no window admits it)
// Triggers no window admits: the build-start frame (fk::kBuildStart) lists a
// side's units' abilities of these tags and resolves them in its order.
inline constexpr uint8_t kBuildStepStarts = 9;  // "when your build step starts" (Upkeep, Bounty: OQ-TCG2-03)
inline constexpr uint8_t kDrawStep = 10;  // "during / at the start of your draw step": the Ready draw step (2002), the build step's start (later, TCG2-DRAW-3)
}  // namespace timing

// ---- game events (ev::kFirstGameEvent + n; append only) ----
namespace evt {
inline constexpr uint8_t kRolled = ev::kFirstGameEvent + 0;  // `seat` rolled the dice of the attack / build roll
inline constexpr uint8_t kForce = ev::kFirstGameEvent + 1;   // `seat`'s Force goes up by `amount` (down when negative; not below 0)
inline constexpr uint8_t kBuildPoints = ev::kFirstGameEvent + 2;  // `seat` gets `amount` build points this turn (loses when negative; not below 0)
inline constexpr uint8_t kBattleStarts = ev::kFirstGameEvent + 3;   // the Battle phase starts (T5: before the bidding)
inline constexpr uint8_t kBattleEnds = ev::kFirstGameEvent + 4;     // the Battle phase ends (T5: before the win check)
inline constexpr uint8_t kCharacterStep = ev::kFirstGameEvent + 5;  // the Character battle step starts (T5)
inline constexpr uint8_t kDeployed = ev::kFirstGameEvent + 6;       // `target` was deployed (from the build zone into its arena)
inline constexpr uint8_t kBuildRoll = ev::kFirstGameEvent + 7;      // the roll for build points is final (T4: its triggers before the points)
inline constexpr uint8_t kLeftArena = ev::kFirstGameEvent + 8;      // `target` (seat = its controller) was discarded from its arena (amount = the arena's index); raised by the left-arena frame (left_arena.cpp)
inline constexpr uint8_t kCommandStarts = ev::kFirstGameEvent + 9;  // the Command phase starts (TCG-CMD-1: before the build roll; later rules: before the Dark Side's build step, OQ-TCG2-01)
inline constexpr uint8_t kDrawStepDraw = ev::kFirstGameEvent + 10;  // `seat` drew `target` as its draw of the turn (the Ready draw step; later rules: the build step's draw, TCG2-DRAW-4)
// 11: free; 12..15: other card sessions
inline constexpr uint8_t kAttackEnded = ev::kFirstGameEvent + 16;  // A11: the attack of `source` on `target` ended ("when its attack ends")
inline constexpr uint8_t kRetreat = ev::kFirstGameEvent + 17;      // `target` (a unit in an arena) retreats, tapped (TCG-RETREAT-1, OQ-TCG-26)
inline constexpr uint8_t kRerollAll = ev::kFirstGameEvent + 18;    // every die of the attack roll is rolled again (TCG-DICE-4)
inline constexpr uint8_t kSwitchDefender = ev::kFirstGameEvent + 19;  // the attack switches to `target` unless it can't be attacked
inline constexpr uint8_t kAttackerPower = ev::kFirstGameEvent + 20;   // the attacking unit has +amount power for this attack
inline constexpr int kNum = 21;
}  // namespace evt

struct TcgLimits : CoreLimits {
  static constexpr int kSeats = 2;
  static constexpr int kZoneCap = 128;  // a deck has no maximum size (TCG-DECK-1); 128 per zone is ours
  static constexpr int kCards = 2 * kZoneCap;
  static constexpr int kZones = zn::kNum;
  static constexpr int kDepth = 24;
  static constexpr int kLasting = 128;  // arena-wide effects put one record on each unit there
};

// The TCG's own fields of a card (beside the core's CardInstance).
struct TcgCard {
  int16_t counters = 0;    // build counters (face-down cards in the build zone, TCG-BUILD-3)
  bool retreated = false;  // a unit face up in the build zone (TCG-RETREAT-2)
  bool revealed = false;   // a face-down card its opponent has seen (the setup partial build, TCG-SETUP-9)
  uint16_t deployed = 0;   // when it entered an arena (a counter; TCG-UNIQUE-2 keeps the earlier one)
  CardId top = kNoCard;    // a card in zn::kStacked: the top card of its stack (TCG-STACK-4)
  CardId host = kNoCard;   // a card in zn::kAttached / zn::kAboard: the unit it is attached to / aboard (TCG2-EQUIP-1, TCG2-PILOT-1)
  bool built = false;      // an Equipment built, face up in the build zone (TCG2-EQUIP-1)
  bool operator==(const TcgCard& o) const {
    return counters == o.counters && retreated == o.retreated && revealed == o.revealed && deployed == o.deployed &&
           top == o.top && host == o.host && built == o.built;
  }
};

struct TcgSeat {
  uint8_t side = kDark;
  int16_t force = 0;          // the Force pool (TCG-FORCE-1)
  int8_t build_points = 0;    // left this turn (TCG-CMD-3, TCG-CMD-6)
  bool mulligan_done = false; // TCG-SETUP-3
  int8_t setup_total = 0;     // TCG-SETUP-7
  bool setup_done = false;
  bool operator==(const TcgSeat& o) const {
    return side == o.side && force == o.force && build_points == o.build_points && mulligan_done == o.mulligan_done &&
           setup_total == o.setup_total && setup_done == o.setup_done;
  }
};

// The attack in progress (TCG-ATTACK-2): public.
inline constexpr int kMaxDice = 40;
enum class AttackMode : uint8_t { Normal, Bombard, IonCannon };
struct AttackInfo {
  CardId attacker = kNoCard;
  CardId defender = kNoCard;
  AttackMode mode = AttackMode::Normal;  // Bombard / Ion Cannon: its X is the power (TCG-KW-2, TCG-KW-6)
  InlineVec<uint8_t, kMaxDice> dice;  // the natural results after rerolls (TCG-DICE-3)
  bool rolled = false;
  int8_t critical = 0;   // Critical Hit the attacker had when it rolled (OQ-TCG-21)
  int16_t damage = 0;    // damage to place (hits + Critical Hit, TCG-ATTACK-7)
  bool operator==(const AttackInfo& o) const {
    return attacker == o.attacker && defender == o.defender && mode == o.mode && dice == o.dice && rolled == o.rolled &&
           critical == o.critical && damage == o.damage;
  }
};

// Damage dealt while a prevent window is open waits (TCG-PLAY-6): first in,
// first out (OQ-TCG-15), each with its own prevent window once the current
// damage's counters are placed (cards/prevent.cpp).
struct WaitingDamage {
  CardId source = kNoCard;
  CardId target = kNoCard;
  int8_t seat = -1;
  int16_t amount = 0;
  bool operator==(const WaitingDamage& o) const {
    return source == o.source && target == o.target && seat == o.seat && amount == o.amount;
  }
};
inline constexpr int kMaxWaiting = 8;

// Options (GameInfo::options): normalised into these.
struct TcgOptions {
  int max_turns = 0;  // 0 = no limit (OQ-TCG-28); else after that many turns the game is a draw
  // Option "rules": "2002" (V1, seed 002, the default) or "later" (V2, seed
  // 003: TCG2-OPT): the draw at the start of each side's build step, the build
  // roll in the Ready phase, building at once without counters, a final
  // window in every battle step.
  bool later = false;
  // Option "variant": "standard" (the default) or "quick", the quick-play
  // variant (TCG-SETUP-12): Missions and Battle cards are set aside, each
  // player picks units from its deck's up to 30 build points and plays with
  // those only (flow/setup.cpp).
  bool quick = false;
  bool operator==(const TcgOptions& o) const { return max_turns == o.max_turns && later == o.later && quick == o.quick; }
};

struct TcgState : Core<TcgLimits> {
  Rng rng;
  InlineVec<TcgCard, TcgLimits::kCards> extra;  // parallel to `cards`
  TcgSeat seat_info[TcgLimits::kSeats];
  TcgOptions opts;
  int16_t turn = 0;
  Phase phase = Phase::Setup;
  int8_t build_roll = 0;   // this turn's die for build points (TCG-CMD-2), 0 = not rolled
  uint16_t deploy_clock = 0;
  AttackInfo atk;
  InlineVec<WaitingDamage, kMaxWaiting> waiting;  // TCG-PLAY-6
  // Facts of this turn that cards ask (cleared at the Ready phase): bit a
  // (0 Space, 1 Ground, 2 Character): a unit attacked in that arena (A4);
  // bit 3 + seat: a Character of that seat was discarded from the Character arena.
  uint8_t turn_marks = 0;
  bool over = false;
  int8_t winner = -1;      // -1 with over = a draw (turn limit)

  bool operator==(const TcgState& o) const {
    return core_equals(o) && rng == o.rng && extra == o.extra && seat_info[0] == o.seat_info[0] &&
           seat_info[1] == o.seat_info[1] && opts == o.opts && turn == o.turn && phase == o.phase &&
           build_roll == o.build_roll && deploy_clock == o.deploy_clock && atk == o.atk && waiting == o.waiting && turn_marks == o.turn_marks && over == o.over &&
           winner == o.winner;
  }

  // --- hooks for sw/engine.h ---
  static const CardDef<TcgState>& card_def(int def);
  static int num_card_defs();
  static const FrameKindDef<TcgState>* game_frames();
  static int num_game_frames();
  static const VerbDef* game_verbs();
  static int num_game_verbs();
  static int num_game_events() { return evt::kNum; }
  int capacity(CardId c) const { return health(c); }  // TCG-DMG-3: discarded at health
  // TCG-FORCE-3: an ability with a Force cost (paid_by(fk::kPayForce, n)) is
  // usable only when its controller has that much Force.
  bool may_use(CardId c, int ability, int seat) const;
  void resolve_game_event(Event& e, EventLog* log);
  // Damage prevented by lasting effects (A Moment's Rest, Peace on Naboo...)
  // is set to 0 just before it is placed (cards/prevent.cpp).
  void before_resolve(Event& e, EventLog* log);
  void after_event(const Event& e, EventLog* log);
  // TCG-ABIL-9: of simultaneous triggers (pending[base..]) the Dark Side
  // resolves its own first, in the order it chooses, then the Light Side.
  int trigger_chooser(int base) const;
  std::string card_key(CardId c) const;
  std::string card_label(CardId c) const;

  // --- sides and seats (no "other seat" arithmetic) ---
  int side_of(int seat) const { return seat_info[seat].side; }
  int seat_of_side(int side) const;     // the seat playing that side; -1 if none
  int opponent_of(int seat) const;      // the seat of the other side
  int first_seat() const { return seat_of_side(kDark); }  // DS acts first (TCG-GEN-4)
  int second_seat() const { return seat_of_side(kLight); }

  // --- facts and current stats ---
  const CardFacts& fx(CardId c) const { return facts(cards[c].def); }
  bool is_unit_card(CardId c) const { return is_unit(fx(c).type); }
  int cost(CardId c) const { return engine::stat(*this, c, st::kCost); }
  // TCG-STACK-2: a stack has its top card's numbers, +10 speed, +1 power and
  // +1 health for each card beneath it.
  int speed(CardId c) const { return engine::stat(*this, c, st::kSpeed) + 10 * under_count(c); }
  int power(CardId c) const { return engine::stat(*this, c, st::kPower) + under_count(c); }
  int health(CardId c) const { return engine::stat(*this, c, st::kHealth) + under_count(c); }
  // --- stacks (TCG-STACK) ---
  int under_count(CardId top) const;
  std::vector<CardId> under(CardId top) const;  // the cards beneath, top-most first
  bool same_person(CardId a, CardId b) const;
  // The seat's unit (in an arena or retreated) of the same person as `c`; kNoCard if none.
  CardId person_unit(int seat, CardId c) const;
  // TCG-STACK-3: may `c` join the stack of `unit`?
  bool may_stack(CardId c, CardId unit) const;
  // Puts `c` on top of / beneath `unit` (TCG-STACK-4/5): the stack stays where
  // `unit` is, with its damage and tapped state; returns the new top. A new
  // top whose health is now at its damage discards the stack (TCG-STACK-7).
  CardId stack_onto(CardId c, CardId unit, bool on_top, EventLog* log);
  void replace_top(CardId c, CardId old);
  void make_top(CardId c, EventLog* log);  // reorganize (TCG-STACK-8)
  void discard_unit(CardId c, EventLog* log);  // a unit and the cards of its stack to the discard pile; from an arena it pushes the left-arena frame (left_arena.h: do not pop your own frame after it)
  void retreat_unit(CardId c, EventLog* log);   // TCG-RETREAT-1, OQ-TCG-26: tapped, face up into the build zone
  void note_discarded(CardId c);                // turn_marks: a Character left the Character arena for the discard pile
  void check_health(CardId c, EventLog* log);  // TCG-DMG-3 outside the damage event (health lowered)
  // In an arena (the play zone): only units get there.
  bool in_arena(CardId c, CardType arena) const { return in_play(c) && fx(c).type == arena; }
  bool face_down(CardId c) const { return cards[c].zone == zn::kBuild && !extra[c].retreated && !extra[c].built; }
  bool built_equipment(CardId c) const { return cards[c].zone == zn::kBuild && extra[c].built; }  // TCG2-EQUIP-1
  // Equipment attached to / Pilots aboard `host` (zn::kAttached, zn::kAboard; TcgCard::host).
  std::vector<CardId> carried(CardId host) const;
  // The cards `host` carries go to the discard pile (its owner's: TCG2-EQUIP-1, OQ-TCG2-06/07).
  void discard_carried(CardId host);
  bool retreated(CardId c) const { return cards[c].zone == zn::kBuild && extra[c].retreated; }
  std::vector<CardId> units_in(int seat, CardType arena) const;  // in play order
  int count_in(int seat, CardType arena) const;
  bool in_all_arenas(int seat) const;   // TCG-CMD-3 (+1 build point)
  int controlled_arenas(int seat) const;  // TCG-WIN-1

  // --- rules helpers used by the flow ---
  void draw(int seat, int n, EventLog* log);  // an empty deck: the draw does not happen (OQ-TCG-05)
  void to_arena(CardId c, EventLog* log);     // a unit enters its arena (deploy, return, setup)
  bool ready_to_deploy(CardId c) const { return face_down(c) && extra[c].counters >= cost(c) - deploy_discount(c); }  // TCG-BUILD-6/7
  // Build counters fewer that deploying `c` takes (st::kDeployDiscount constants of its owner's units in the arenas).
  int deploy_discount(CardId c) const;
  int attack_power(CardId attacker, CardId defender, AttackMode mode) const;  // TCG-ATTACK-6, TCG-KW-2/6/7
  // TCG-ATTACK-4: may `attacker` attack `defender` in this mode (Normal: its
  // own arena; Bombard: a Space unit with Bombard at the Ground arena; Ion
  // Cannon: a Ground unit with Ion Cannon at the Space arena).
  bool can_target(CardId attacker, CardId defender, AttackMode mode = AttackMode::Normal) const;
  bool cant_be_attacked(CardId defender) const;  // Ward of the Jedi, Tyranus's Edict (lasting marks)
  void finish(int winner_seat, EventLog* log);
  std::string seat_name(int seat) const;

  // Adds a card instance (setup); keeps `extra` parallel to `cards`.
  CardId add(int def, int seat, uint8_t z);
  // Moves a card and keeps the TCG fields right (counters and retreat cleared
  // when it leaves the build zone).
  void move(CardId c, uint8_t z, bool top = false);
};

using Ability = AbilityDef<TcgState>;
using Card = CardDef<TcgState>;

// The card table (cards.cpp): one definition per row of the facts table.
int find_def(const std::string& key);  // -1 if none
// Whether the engine plays the card as printed (cards.cpp): no text, only
// printed keywords, or a script in cards/.
bool card_implemented(int def);

void log_line(const TcgState& g, EventLog* log, const char* type, int actor, const std::string& text);
// A log line built only when there is a log (playouts run without one).
#define TCG_LOG(g, log, type, actor, ...)                           \
  do {                                                              \
    if (log) ::sw::tcg::log_line(g, log, type, actor, __VA_ARGS__); \
  } while (0)

}  // namespace sw::tcg
