// Admiral Motti (Imperial Navy unit, set 26):
// "Reaction: after you refresh, remove 1 focus token from a target unit you control."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card admiral_motti(Card c) {
  c.text = "Reaction: after you refresh, remove 1 focus token from a target unit you control.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Yours, cards::focused_unit).does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
