// The card table: every script names a real card; every card with a
// printed ability is marked (data/cards_with_abilities.inc), so
// docs/lcg-cards.md can tell which remain.
#include <catch2/catch.hpp>
#include "lcg/state.h"

using namespace sw::lcg;

TEST_CASE("every card script names a card of the core set that has a printed ability", "[lcg][card]") {
  for (const std::string& key : script_keys()) {
    INFO(key);
    CHECK(find_def(key) >= 0);
    CHECK(printed_ability(key));
  }
}

TEST_CASE("vanilla cards need no script, a card with a printed ability is implemented only with one", "[lcg][card]") {
  CHECK_FALSE(printed_ability("x-wing"));      // no text
  CHECK_FALSE(printed_ability("red-five"));    // Elite only: card data
  CHECK_FALSE(printed_ability("mon-mothma"));  // Edge (1) only: card data
  CHECK(printed_ability("force-choke"));
  CHECK(scripted("force-choke"));
}
