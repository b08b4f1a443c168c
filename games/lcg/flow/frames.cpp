// The LCG's frame kinds and verbs, in the order of their numbers (state.h).
#include "lcg/cards/scripts.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// A card script's choice (cards/*.cpp with `scripted(fk::kChoice)` keep their
// own kinds; this row is the shared "choose a card" step cards may push).
StepResult run_choice(LcgState& g, Frame&, EventLog*) {
  g.stack.pop();
  return StepResult::Continue;
}

const VerbDef kVerbs[vb::kCount] = {
    {"bottom", "Put at the bottom", false}, {"mulligan", "Take a mulligan", false},
    {"keep", "Keep this hand", false},      {"reveal", "Reveal", false},
    {"deploy", "Play", false},              {"attach", "Attach to", false},
    {"generate", "Focus for resources:", true}, {"autopay", "Pay automatically", false},
    {"done", "Done", false},                {"engage", "Engage", false},
    {"attacker", "Attacker:", false},       {"defender", "Defender:", false},
    {"edge", "Place in the edge stack:", false}, {"strike", "Strike with", false},
    {"icon", "Resolve icons", true},        {"hit", "Unit damage to", false},
    {"tactic", "Focus token on", false},    {"bonus", "Deal the unopposed damage", false},
    {"decline", "Decline", false},          {"commit", "Commit Force to", false},
    {"discard", "Discard", false},          {"damage", "Deal 1 damage to", false},
    {"choose", "Choose", true},             {"split", "1 unit damage to", false},
    {"reserve", "Place in the common reserve:", false}, {"support", "Ask for support:", false},
    {"agree", "Lend", false},
};

}  // namespace

const FrameKindDef<LcgState> kChoiceKind = {"choice", 1, run_choice};

// The flow's kinds, then the card scripts' (cards/script_list.h). Every row
// it copies is constant-initialised (names and function pointers), so the
// copy made at start-up never reads a row before it is set.
const FrameKindDef<LcgState> kFrameKinds[fk::kCount + sc::kCount] = {
    kSetupKind, kTurnKind,       kBalanceKind, kWindowKind, kDrawKind,  kDeployKind, kPayKind,
    kConflictKind, kEngagementKind, kEdgeKind, kStrikeKind, kForceKind, kChoiceKind,
#define LCG_SCRIPT(ident) ident##_script,
#include "lcg/cards/script_list.h"
#undef LCG_SCRIPT
};
const int kNumFrameKinds = fk::kCount + sc::kCount;
const VerbDef* LcgState::game_verbs() { return kVerbs; }
int LcgState::num_game_verbs() { return vb::kCount; }

}  // namespace sw::lcg
