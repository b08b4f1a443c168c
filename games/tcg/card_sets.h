// Cards of sets after Attack of the Clones. The product plays AOTC only (its
// 180 cards, data/aotc.inc); the later rules (TCG2-*) name card types and
// abilities no AOTC card has: Locations, Equipment, Pilots, "when the command
// phase starts" and "when your build step starts" triggers. A program adds
// such a set's cards, facts and scripts, with add_card_set before the card
// table is first read (before the first game starts); the later-sets tests
// (tests/tcg_sets/) do so with a fixture set of their own. The added cards
// follow AOTC's in the definition order, so AOTC's definitions, deck codes
// and saves are unchanged.
#pragma once
#include "tcg/state.h"

namespace sw::tcg {

struct CardScript;  // cards/script.h

struct SetScript {
  const char* key;                      // the card's key in the set's facts
  Card (*add)(Card);                    // adds its abilities (as cards/card_list.h's functions do)
  const CardScript* script = nullptr;   // its script frame's functions, if an ability is scripted(fk::kScript)
};

// False (nothing added) once the card table was read, or for a malformed row
// or script. The rows and the strings they point to must outlive the program.
bool add_card_set(const CardFacts* rows, int n, const SetScript* scripts, int n_scripts);

// The script of an added set's card (card_script in cards/script.h asks it); nullptr: none.
const CardScript* set_card_script(const char* key);

}  // namespace sw::tcg
