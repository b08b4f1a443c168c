// The table of the TCG's frame kinds (fk::) and of its verbs (vb::), in the
// order of state.h.
#include "tcg/left_arena.h"
#include "tcg/later_sets.h"
#include "tcg/own_script.h"
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"
#include "tcg/flow/flow.h"

namespace sw::tcg {

namespace {

using namespace flow;

const FrameKindDef<TcgState> kFrames[] = {
    {"setup", 2, run_setup, legal_setup, apply_setup, prompt_setup, nullptr, nullptr, nullptr, true, false, 0},
    {"turn", turn_step::kCount, run_turn, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false, false, 0},
    {"build", 2, run_build, legal_build, apply_build, prompt_build, nullptr, nullptr, nullptr, true, false, 0},
    {"retreat", 1, run_retreat, legal_retreat, apply_retreat, prompt_retreat, nullptr, nullptr, nullptr, true, false, 1u},
    {"battle", 1, run_battle, legal_battle, apply_battle, prompt_battle, nullptr, nullptr, nullptr, false, false, 0},
    {"attack", attack_step::kCount, run_attack, legal_attack, apply_attack, prompt_attack, nullptr, label_attack, nullptr, true, false, 0},
    {"bid", bid_step::kCount, run_bid, legal_bid, apply_bid, prompt_bid, nullptr, nullptr, nullptr, true, false, 0},
    {"pay-force", 1, run_pay_force, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false, false, 0},
    {"own-script", kOwnScriptSteps, run_own_script, legal_own_script, apply_own_script, prompt_own_script, nullptr, label_own_script,
     valid_own_script, false, false, 0},
    {"deflect", 2, run_deflect, legal_deflect, apply_deflect, prompt_deflect, nullptr, label_deflect, nullptr, true, false, 2u},
    {"waiting-damage", 2, run_waiting, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false, false, 0},
    {"one-shot", 1, run_one_shot, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false, false, 0},
    {"choice", 4, run_script, legal_script, apply_script, prompt_script, nullptr, label_script, valid_script, true, false, 0},
    {"left-arena", 3, run_left_arena, nullptr, nullptr, nullptr, nullptr, nullptr, valid_left_arena, false, false, 0},
    {"step-start", 1, run_build_start, legal_build_start, apply_build_start, prompt_build_start, nullptr, label_build_start,
     valid_build_start, true, false, 0},
    {"attach", 1, run_carry, legal_attach, apply_attach, prompt_attach, nullptr, label_attach, valid_attach, true, false, 1u},
    {"pilot", 1, run_carry, legal_pilot, apply_pilot, prompt_pilot, nullptr, label_pilot, valid_pilot, true, false, 1u},
};
static_assert(sizeof(kFrames) / sizeof(kFrames[0]) == fk::kCount, "one row per frame kind");

const VerbDef kVerbs[] = {
    {"mulligan", "Mulligan", false},
    {"keep", "Keep the hand", false},
    {"send", "Send into battle", false},
    {"partial", "Finish setup by partly building", false},
    {"stop", "End setup", false},
    {"start", "Start building", true},
    {"add", "Add build counters to", true},
    {"deploy", "Deploy", false},
    {"complete", "Complete", false},
    {"return", "Send back into battle", false},
    {"done", "End the step", false},
    {"retreat", "Retreat", false},
    {"attacker", "Attack next with", false},
    {"target", "Attack", false},
    {"decline", "Do not attack", false},
    {"bombard", "Bombard", false},
    {"ion", "Fire the Ion Cannon at", false},
    {"ontop", "Stack on top", false},
    {"beneath", "Stack beneath", false},
    {"reorganize", "Make the top of its stack", false},
    {"contest", "Bid next for", false},
    {"bid", "Bid", true},
    {"nobid", "Pass (no higher bid)", false},
    {"buildnow", "Build and deploy at once", false},
    {"hold", "Deploy into the build zone", false},
    {"choose", "Choose", false},
    {"arena", "Choose arena", true},
    {"die", "Choose die", true},
    {"finish", "Done choosing", false},
    {"pay", "Pay the Force", false},
    {"refuse", "Do not pay", false},
    {"pick", "Choose", true},
    {"draw", "Draw your card", false},
    {"reserved-33", "", false},  // 33: unused
    {"place", "Put into its arena", false},
    {"equip", "Build (face up in the build zone)", false},
    {"attach", "Attach", false},
    {"pilot", "Move the Pilot", false},
    {"onto", "Onto", false},
    {"ashore", "Back to the Character arena", false},
};
static_assert(sizeof(kVerbs) / sizeof(kVerbs[0]) == vb::kCount, "one row per verb");

}  // namespace

const FrameKindDef<TcgState>* TcgState::game_frames() { return kFrames; }
int TcgState::num_game_frames() { return fk::kCount; }
const VerbDef* TcgState::game_verbs() { return kVerbs; }
int TcgState::num_game_verbs() { return vb::kCount; }

}  // namespace sw::tcg
