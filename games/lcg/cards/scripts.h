// Card scripts (cards/script_list.h): frame kinds of the cards' own, with
// the small steps they share. A script frame replaces the ability frame that
// started it (engine.h, `scripted`): `source` is the card, `seat` its
// controller, v[0] the chosen target (or -1), `step` starts at 0; v[1] and
// v[2] are the script's own, v[3] bit 30 is raise_then's.
#pragma once
#include "lcg/cards/helpers.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {

namespace sc {
enum : uint8_t {
#define LCG_SCRIPT(ident) ident,
#include "lcg/cards/script_list.h"
#undef LCG_SCRIPT
  kCount
};
}  // namespace sc

// The frame kind of script `n` (after the flow's kinds).
constexpr uint8_t script_kind(uint8_t n) { return static_cast<uint8_t>(kFirstGameFrame + fk::kCount + n); }

#define LCG_SCRIPT(ident) extern const FrameKindDef<LcgState> ident##_script;
#include "lcg/cards/script_list.h"
#undef LCG_SCRIPT

// The shared capture step (LCG-CAPTURE; cards/capture.cpp), script `capture`.
// A card's ability captures with
//   .does(Verb::Capture, Who::EventTarget).scripted(script_kind(sc::capture))
// (the effect's Who names the captured card; only that effect runs), or a
// script pushes the step itself with push_capture. Either way the card goes
// under the Dark Side objective that caused the capture, else under one its
// seat chooses (LCG-CAPTURE-2), and only a Light Side card is captured
// (LCG-CAPTURE-1; cards::capturable). The ev::kCapture event it raises
// is what "after you capture ..." reactions answer.
void push_capture(LcgState& g, int seat, CardId cause, CardId victim, CardId host = kNoCard);

// Jerjerrod's Task (cards/death_star_ii.cpp, cards/fully_armed.cpp): the
// Death Star II `seat` controls in play (kNoCard if none); `seat`'s
// affiliation card wherever it is; the seat's affiliation card goes under
// Death Star II (out of play, its owner's set-aside zone); a player leaves
// the game (Fully Armed).
CardId death_star_ii_of(const LcgState& g, int seat);
CardId affiliation_anywhere(const LcgState& g, int seat);
void collect_affiliation(LcgState& g, int seat, EventLog* log);
void eliminate_player(LcgState& g, int seat, EventLog* log);

}  // namespace sw::lcg
