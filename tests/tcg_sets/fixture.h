// The fixture set of the later-sets tests: cards of types and abilities no
// AOTC card has (set code "TST"; the names of real cards where a rule names
// one, e.g. Darth Vader (A) for TCG-UNIQUE-7). Each fixture file adds its
// cards with a static `const bool` initialised by add_fixture; main.cpp
// refuses to run the tests when one was refused (games/tcg/card_sets.h).
#pragma once
#include "tcg/card_sets.h"
#include "tcg/facts.h"

namespace tcgs {

bool add_fixture(const sw::tcg::CardFacts* rows, int n, const sw::tcg::SetScript* scripts = nullptr, int n_scripts = 0);
bool fixtures_ok();

// A row of the fixture set (set "TST"): the numbers a rule needs, no keywords.
constexpr sw::tcg::CardFacts row(const char* key, const char* name, char version, int16_t number, sw::tcg::Side side,
                                 sw::tcg::CardType type, const char* subtype, int8_t cost, int16_t speed, int8_t power,
                                 int8_t health, const char* text) {
  return sw::tcg::CardFacts{key,  name,  version, "TST",  number, side, type, subtype, cost, speed, power, health,
                            sw::tcg::kCommon, sw::tcg::Keywords{}, text};
}

}  // namespace tcgs
