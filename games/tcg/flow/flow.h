// The TCG's game frame kinds (state.h fk::): each kind's run / legal / apply
// / prompt, one file per part of the game. frames.cpp makes the table the
// engine reads (TcgState::game_frames) and the verb table.
#pragma once
#include <string>
#include <vector>
#include "tcg/state.h"

namespace sw::tcg::flow {

// Setup (setup.cpp): step 0 mulligans (TCG-SETUP-3), step 1 deployment
// (TCG-SETUP-4..9). f.seat = the seat deciding; v[0] = cards discarded by
// the current mulligan.
namespace setup_step { inline constexpr uint8_t kMulligan = 0, kDeploy = 1; }
StepResult run_setup(TcgState& g, Frame& f, EventLog* log);
void legal_setup(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_setup(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_setup(const TcgState& g, const Frame& f, int seat);

// The turn (turn.cpp): the steps of TCG-TURN-2 as frame steps.
namespace turn_step {
inline constexpr uint8_t kReady = 0, kRoll = 1, kAfterRoll = 2, kGrant = 3, kBuildLight = 4, kRetreatDark = 5,
                         kRetreatLight = 6, kSpace = 7, kGround = 8, kCharacter = 9, kEnd = 10, kCount = 11;
}
StepResult run_turn(TcgState& g, Frame& f, EventLog* log);

// A build step (build.cpp), f.seat = its owner: waits at step 0.
StepResult run_build(TcgState& g, Frame& f, EventLog* log);
void legal_build(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_build(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_build(const TcgState& g, const Frame& f, int seat);

// The triggers of a side as a step of its own starts (step_start.cpp,
// fk::kBuildStart): the later rules' build step start, with its draw
// (TCG2-DRAW-1..4); the 2002 rules' build step start; the 2002 rules' Ready
// draw step, the side's draw after its draw-step triggers (TCG-READY-4).
namespace start_mode { inline constexpr int kLaterBuild = 0, kBuild = 1, kDrawStep = 2; }
Frame start_frame(int seat, int mode);
StepResult run_build_start(TcgState& g, Frame& f, EventLog* log);
void legal_build_start(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_build_start(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_build_start(const TcgState& g, const Frame& f, int seat);
std::string label_build_start(const TcgState& g, const Frame& f, Action a);
bool valid_build_start(const TcgState& g, const Frame& f);

// A retreat step (build.cpp), f.seat = its owner.
StepResult run_retreat(TcgState& g, Frame& f, EventLog* log);
void legal_retreat(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_retreat(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_retreat(const TcgState& g, const Frame& f, int seat);

// A battle step (battle.cpp): v[0] = arena index (0 Space, 1 Ground, 2
// Character), v[1] = 1 once its first window has opened.
StepResult run_battle(TcgState& g, Frame& f, EventLog* log);
void legal_battle(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_battle(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_battle(const TcgState& g, const Frame& f, int seat);

// One attack (attack.cpp): f.seat = the attacker's controller, f.source = the attacker.
namespace attack_step {
inline constexpr uint8_t kDecide = 0, kTap = 1, kRoll = 2, kHits = 3, kDamage = 4, kEnd = 5, kClose = 6, kCount = 7;
}
StepResult run_attack(TcgState& g, Frame& f, EventLog* log);
void legal_attack(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_attack(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_attack(const TcgState& g, const Frame& f, int seat);
std::string label_attack(const TcgState& g, const Frame& f, Action a);  // a turned attack's choice

// Bidding for contested uniques (bid.cpp), pushed when the Battle phase
// starts, and in it (OQ-TCG-24) when an effect made a pair: at the end of
// the attack in progress (before the window after it), or before the battle
// goes on to its next attack when no attack is in progress. Step 0: the Dark Side picks the pair (when several); steps 1-2: the
// auction (2 = the player before passed), f.seat = who bids now; v[0] = the
// Dark Side's unit, v[1] = the Light Side's, v[2] / v[3] = their bids.
namespace bid_step { inline constexpr uint8_t kPick = 0, kBid = 1, kPassed = 2, kCount = 3; }
struct Contest {
  CardId dark = kNoCard, light = kNoCard;
};
std::vector<Contest> contests(const TcgState& g);  // TCG-BID-1: same person, both in arenas
bool any_contest(const TcgState& g);                // contests(g) is not empty
// Pushes the bidding when a pair is contested (TCG-BID-2, OQ-TCG-24); false when none is.
bool push_bidding(TcgState& g);
StepResult run_bid(TcgState& g, Frame& f, EventLog* log);
void legal_bid(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_bid(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_bid(const TcgState& g, const Frame& f, int seat);

// "For this attack" (TCG-ATTACK-1, TCG-ABIL-6, TCG-GLOSS-2): the attacking
// unit of the attack in progress, from the target's declaration (A3/A4) to
// the end of the attack (A11); kNoCard outside (before the target is chosen,
// after a decline, in the window after the attack, A12). Lasting effects
// "for this attack" use Scope::Attack, which ends at A11.
CardId attacking_unit(const TcgState& g);
// The Critical Hit the attack on the stack has at its roll (OQ-TCG-21; Hero's Flaw).
int8_t critical_at_roll(const TcgState& g);
// The unit whose attack decision (A2, TCG-ATTACK-3) is being made now: its
// "Play only when this unit would attack" abilities (timing::kWouldAttack)
// are offered beside its targets; kNoCard when no attack waits at A2.
CardId deciding_attacker(const TcgState& g);

// A turned attack (Dark Side's Command / Compulsion): the other units of the
// attacker's own side in its arena that it could be turned against.
std::vector<CardId> turn_targets(const TcgState& g, CardId attacker);

// The attacker's target, Bombard and Ion Cannon actions (TCG-ATTACK-4): none
// while it can't attack (st::kCantAttack, TCG2-TARGET-1); only the units it
// must attack when it can attack one of them (st::kMustBeAttacked, *must set,
// TCG2-TARGET-6).
std::vector<Action> attack_choices(const TcgState& g, CardId attacker, bool* must);

// The units that may attack now in arena `a` (untapped, in that arena).
std::vector<CardId> eligible_attackers(const TcgState& g, CardType a);
// The next attacker's seat and, if only one unit of that seat is fastest, the
// unit (TCG-BATTLE-3, TCG-GEN-1); seat -1 = nobody can attack.
struct NextAttacker {
  int seat = -1;
  CardId unit = kNoCard;
  std::vector<CardId> tied;  // 2+ when the seat chooses among its fastest units
};
NextAttacker next_attacker(const TcgState& g, CardType a);

// A window of play-or-pass (TCG-PLAY-1): opens only when some seat could
// play something in it (none yet for vanilla units), Dark Side first.
void open_play_window(TcgState& g, uint8_t timing_tag);

// Pays an ability's Force cost (v[0] = the amount) from its seat's pool, then pops.
StepResult run_pay_force(TcgState& g, Frame& f, EventLog* log);

Frame make_frame(uint8_t kind, int seat, int step = 0);

// A card's script (script.cpp, cards/script.h): f.source's CardScript.
StepResult run_script(TcgState& g, Frame& f, EventLog* log);
void legal_script(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_script(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_script(const TcgState& g, const Frame& f, int seat);
bool valid_script(const TcgState& g, const Frame& f);
std::string label_script(const TcgState& g, const Frame& f, Action a);
bool script_secret(const TcgState& g, const Frame& f);  // its chooser picks among hidden cards

// Raises a TCG event from a flow frame when some card could answer it now
// (engine::answerable_now): sets v[3] bit 8 so the frame consumes it when it
// runs again (consume_raised). Returns true when it raised.
bool raise_for(TcgState& g, Frame& f, uint8_t kind, int seat = -1, CardId target = kNoCard, int amount = 0);
void consume_raised(TcgState& g, Frame& f);

// A completed Mission's "when the battle phase starts" text (delayed.cpp):
// its st::kAtBattleStart mark (made when it was completed) is taken off and
// its timing::kBattleStart ability pushed, the Dark Side's first
// (TCG-ABIL-9). Returns true when it pushed one; the turn frame calls it
// until it returns false, before the cards' own kBattleStarts triggers.
bool push_battle_start_text(TcgState& g);

}  // namespace sw::tcg::flow
