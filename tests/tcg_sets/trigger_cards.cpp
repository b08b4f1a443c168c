// Fixture cards with triggers no AOTC card has (TCG-CMD-1, TCG2-DRAW-2..4,
// OQ-TCG2-03): "when the command phase starts" (one per side), "when your
// build step starts" (an Upkeep and a Bounty: no built-in behaviour, their
// text is all they do), an older card's "at the start of your draw step"
// and "when you draw a card during your draw step".
#include "fixture.h"
#include "tcg/cards/helpers.h"

namespace {
using namespace sw;
using namespace sw::tcg;

bool my_draw(const TcgState& g, CardId self, const Event& e) { return e.seat == g.controller_of(self); }
bool other_ground_unit(const TcgState& g, CardId self, CardId t) { return t != self && g.in_arena(t, kGround); }

const char* const kImperialText = "When the command phase starts, you gain 1 Force.";
const char* const kRebelText = "When the command phase starts, you gain 2 Force.";
const char* const kUpkeepText = "Upkeep - When your build step starts, you gain 1 Force.";
const char* const kBountyText = "Bounty - When your build step starts, discard one of your other units in the Ground arena.";
const char* const kScoutText = "At the start of your draw step, you gain 1 Force.";
const char* const kCourierText = "When you draw a card during your draw step, you gain 1 Force.";

Card imperial_adjutant(Card c) {
  return c.with(Ability::forced_reaction(evt::kCommandStarts).does(Verb::Raise, Who::You, 1, evt::kForce).says(kImperialText));
}
Card rebel_quartermaster(Card c) {
  return c.with(Ability::forced_reaction(evt::kCommandStarts).does(Verb::Raise, Who::You, 2, evt::kForce).says(kRebelText));
}
Card upkeep_droid(Card c) {
  return c.with(Ability::action().in_window(timing::kBuildStepStarts).does(Verb::Raise, Who::You, 1, evt::kForce).says(kUpkeepText));
}
Card bounty_collector(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStepStarts)
                    .choose(Whose::Friendly, other_ground_unit)
                    .does(Verb::Destroy, Who::Target)
                    .says(kBountyText));
}
Card draw_step_scout(Card c) {
  return c.with(Ability::action().in_window(timing::kDrawStep).does(Verb::Raise, Who::You, 1, evt::kForce).says(kScoutText));
}
Card holonet_courier(Card c) {
  return c.with(Ability::forced_reaction(evt::kDrawStepDraw)
                    .only_when(my_draw)
                    .does(Verb::Raise, Who::You, 1, evt::kForce)
                    .says(kCourierText));
}

const CardFacts kRows[] = {
    tcgs::row("imperial-adjutant", "Imperial Adjutant", 0, 40, kDark, kCharacter, "", 2, 20, 1, 2, kImperialText),
    tcgs::row("rebel-quartermaster", "Rebel Quartermaster", 0, 41, kLight, kCharacter, "", 2, 20, 1, 2, kRebelText),
    tcgs::row("upkeep-droid", "Upkeep Droid", 0, 42, kDark, kGround, "Droid", 2, 20, 1, 2, kUpkeepText),
    tcgs::row("bounty-collector", "Bounty Collector", 0, 43, kDark, kCharacter, "", 3, 30, 2, 3, kBountyText),
    tcgs::row("draw-step-scout", "Draw-Step Scout", 0, 44, kDark, kGround, "", 2, 20, 1, 2, kScoutText),
    tcgs::row("holonet-courier", "HoloNet Courier", 0, 45, kLight, kGround, "", 2, 20, 1, 2, kCourierText),
};
const SetScript kScripts[] = {
    {"imperial-adjutant", imperial_adjutant},   {"rebel-quartermaster", rebel_quartermaster},
    {"upkeep-droid", upkeep_droid},             {"bounty-collector", bounty_collector},
    {"draw-step-scout", draw_step_scout},       {"holonet-courier", holonet_courier},
};

const bool kAdded = tcgs::add_fixture(kRows, 6, kScripts, 6);
}  // namespace
