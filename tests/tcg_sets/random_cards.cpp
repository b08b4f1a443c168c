// A fixture card that chooses at random (TCG-DICE-8): Sabotage Report, a Dark
// Side Mission: "Complete: your opponent discards a card from their hand at
// random."
#include "fixture.h"
#include "tcg/at_random.h"
#include "tcg/cards/script.h"

namespace {
using namespace sw;
using namespace sw::tcg;

StepResult run(TcgState& g, Frame& f, EventLog* log) {
  const CardId c = at_random_in(g, g.opponent_of(script_owner(f)), zone::kHand);
  if (c != kNoCard) discard_from_hand(g, c, log);
  g.stack.pop();
  return StepResult::Continue;
}

const CardScript kScript = CardScript::own("sabotage-report", run);

Card sabotage_report(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Your opponent discards a card from their hand at random."));
}

const CardFacts kRows[] = {
    tcgs::row("sabotage-report", "Sabotage Report", 0, 2, kDark, kMission, "", 1, -1, -1, -1,
              "Complete: your opponent discards a card from their hand at random."),
};
const SetScript kScripts[] = {{"sabotage-report", sabotage_report, &kScript}};

const bool kAdded = tcgs::add_fixture(kRows, 1, kScripts, 1);
}  // namespace
