// Fixture cards of the later rules' new card types (TCG2-BUILD-1,
// TCG2-LOC-1/2, TCG2-EQUIP-1, TCG2-PILOT-1): Locations whose subtype names
// their arena, an Equipment whose attach cost is a constant of its own
// (st::kAttachCost), and Pilots (Characters whose subtype holds "Pilot").
// No card text beyond that: Location and Pilot effects are card-defined and
// none is built (games/tcg/later_sets.h).
#include "fixture.h"
#include "tcg/state.h"

namespace {
using namespace sw;
using namespace sw::tcg;

Card blaster_rifle(Card c) {
  return c.with(Ability::constant(st::kAttachCost, 1, Whose::Self).says("Attach cost 1."));
}
Card heavy_armor(Card c) {
  return c.with(Ability::constant(st::kAttachCost, 3, Whose::Self).says("Attach cost 3."));
}

const CardFacts kRows[] = {
    tcgs::row("orbital-station", "Orbital Station", 0, 10, kDark, kLocation, "Space", 3, -1, -1, -1, ""),
    tcgs::row("command-post", "Command Post", 0, 11, kDark, kLocation, "Character", 2, -1, -1, -1, ""),
    tcgs::row("training-grounds", "Training Grounds", 0, 12, kLight, kLocation, "Ground", 2, -1, -1, -1, ""),
    tcgs::row("jungle-outpost", "Jungle Outpost", 0, 13, kDark, kLocation, "Ground", 4, -1, -1, -1, ""),
    tcgs::row("blaster-rifle", "Blaster Rifle", 0, 14, kLight, kEquipment, "Weapon", 2, -1, -1, -1, "Attach cost 1."),
    tcgs::row("heavy-armor", "Heavy Armor", 0, 15, kLight, kEquipment, "Armor", 1, -1, -1, -1, "Attach cost 3."),
    tcgs::row("ace-pilot", "Ace Pilot", 0, 16, kLight, kCharacter, "Republic Pilot", 2, 30, 2, 3, ""),
    tcgs::row("veteran-pilot", "Veteran Pilot", 0, 17, kLight, kCharacter, "Pilot", 3, 40, 3, 3, ""),
};
const SetScript kScripts[] = {{"blaster-rifle", blaster_rifle, nullptr}, {"heavy-armor", heavy_armor, nullptr}};

const bool kAdded = tcgs::add_fixture(kRows, 8, kScripts, 2);
}  // namespace
