// Whose card, by team (sw/abilities.h, sw/board_hooks.h): a game with a
// same_team hook makes a teammate's card friendly and never an enemy's, while
// "Yours" (you control) stays the ability's controller alone (the LCG's
// MP-GEN-24); without the hook each seat is its own team.
#include <catch2/catch.hpp>
#include "sw/engine.h"

using sw::CardId;
using sw::Whose;
using sw::engine::whose_ok;

namespace {
// Four cards, card i controlled by seat i; seats 0 and 1 play together against 2 and 3.
struct TwoTeams {
  int num_cards() const { return 4; }
  int controller_of(CardId c) const { return c; }
  bool same_team(int a, int b) const { return a / 2 == b / 2; }
};
// The same cards without teams.
struct NoTeams {
  int num_cards() const { return 4; }
  int controller_of(CardId c) const { return c; }
};
}  // namespace

TEST_CASE("whose: a teammate's card is friendly, never an enemy's, and not yours (MP-GEN-24)", "[core][whose]") {
  const TwoTeams g;
  CHECK(whose_ok(g, 0, 1, Whose::Friendly));
  CHECK(whose_ok(g, 0, 1, Whose::OtherFriendly));
  CHECK_FALSE(whose_ok(g, 0, 1, Whose::Enemy));
  CHECK_FALSE(whose_ok(g, 0, 1, Whose::Yours));
  CHECK(whose_ok(g, 0, 2, Whose::Enemy));
  CHECK(whose_ok(g, 0, 3, Whose::Enemy));
  CHECK_FALSE(whose_ok(g, 0, 2, Whose::Friendly));
  CHECK(whose_ok(g, 0, 0, Whose::Yours));
  CHECK(whose_ok(g, 0, 0, Whose::Friendly));
  CHECK_FALSE(whose_ok(g, 0, 0, Whose::OtherFriendly));
  CHECK_FALSE(whose_ok(g, 0, 0, Whose::Enemy));
}

TEST_CASE("whose: without teams, friendly is the controller's own and every other seat an enemy", "[core][whose]") {
  const NoTeams g;
  CHECK_FALSE(whose_ok(g, 0, 1, Whose::Friendly));
  CHECK(whose_ok(g, 0, 1, Whose::Enemy));
  CHECK(whose_ok(g, 0, 2, Whose::Enemy));
  CHECK(whose_ok(g, 0, 0, Whose::Friendly));
  CHECK(whose_ok(g, 0, 0, Whose::Yours));
  CHECK_FALSE(whose_ok(g, 0, 1, Whose::Yours));
  CHECK_FALSE(whose_ok(g, 0, sw::kNoCard, Whose::Friendly));  // no card: no side
}
