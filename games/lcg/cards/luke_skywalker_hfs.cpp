// Luke Skywalker (The Hunt for Skywalker unit, L01 10): "Elite. This unit
// cannot be affected by enemy card effects. Damage that would destroy the
// Return to Tatooine objective is placed on this unit instead. If this unit
// leaves play, you lose the game." Elite is printed (facts); the rest is one
// rule mark, hfs::kLuke, that The Hunt for Skywalker's rules read
// (challenge.cpp): enemy card effects neither target him (LcgState::
// targetable) nor change him (hunt_before_resolve: a strike's damage and
// focus are no card effect); the damage that would destroy the objective
// with hfs::kLukeMustDefend goes to him; and once he has left play, in any
// way, the Dark Side wins (MP-HFS-21, C9).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card luke_skywalker_hfs(Card c) {
  c.text = "Elite. This unit cannot be affected by enemy card effects. Damage that would destroy the Return to Tatooine "
           "objective is placed on this unit instead. If this unit leaves play, you lose the game.";
  return c.with(Ability::keyword_ability(hfs::kLuke, 1).says(c.text));
}
}  // namespace sw::lcg
