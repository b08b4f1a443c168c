// A card's own script: the escape hatch for a card whose effect fits no verb
// (a choice of an arena, of dice, of several units; the opponent's "unless
// you pay"). The card's ability says .scripted(fk::kOwnScript) and its file
// registers the functions with with_own_script(c, {...}); the frame kind "own-script"
// runs them with the ability's frame as it was (source = the card, seat = its
// controller, ability = the ability's index, v[0] = its target or -1, v[1] =
// the triggering event's slot; step, v[2] and v[3] start at 0 and are the
// script's own). A script's choices are the verbs vb::kChoose, kArena, kDie,
// kFinish, kPay and kRefuse; it pops its frame when done.
#pragma once
#include <string>
#include <vector>
#include "tcg/state.h"

namespace sw::tcg {

inline constexpr uint8_t kOwnScriptSteps = 8;  // a script's steps are 0..7

struct OwnScript {
  StepResult (*run)(TcgState&, Frame&, EventLog*) = nullptr;  // required
  void (*legal)(const TcgState&, const Frame&, int seat, std::vector<Action>&) = nullptr;
  void (*apply)(TcgState&, Frame&, int seat, Action, EventLog*) = nullptr;
  std::string (*prompt)(const TcgState&, const Frame&, int seat) = nullptr;
  std::string (*label)(const TcgState&, const Frame&, Action) = nullptr;  // "" = the verb's own label
};

// Registers `s` as the script of card `c` (called by the card's function
// while the card table is built); returns c.
Card with_own_script(Card c, const OwnScript& s);
// The script of a card definition (nullptr: none).
const OwnScript* own_script(int def);

// Rolls again the dice of the attack roll whose bits are set (bit i of lo:
// die i < 32; of hi: die 32 + i) and logs the new roll (TCG-DICE-4).
void reroll_dice(TcgState& g, uint64_t mask_lo, uint64_t mask_hi, int seat, EventLog* log);

// The frame kind "own-script" (fk::kOwnScript), in frames.cpp's table.
StepResult run_own_script(TcgState& g, Frame& f, EventLog* log);
void legal_own_script(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out);
void apply_own_script(TcgState& g, Frame& f, int seat, Action a, EventLog* log);
std::string prompt_own_script(const TcgState& g, const Frame& f, int seat);
std::string label_own_script(const TcgState& g, const Frame& f, Action a);
bool valid_own_script(const TcgState& g, const Frame& f);

}  // namespace sw::tcg
