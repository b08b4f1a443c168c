// Ongoing event effects: while some events are this round's event, the powers
// of some cards have no effect (OQ-EVR-04). The card is still exhausted when
// its power is used (EVR-FAQ-3, OQ-EVR-07).
#include "evr/state.h"

namespace sw {
namespace evr {

bool EvrState::power_blocked(int card) const {
  if (event < 0) return false;
  const ResourceCardDef& d = resource_def(card);
  switch (event_def(event).block) {
    case EventBlock::None: return false;
    case EventBlock::Diplomacy: return d.type == ResourceType::Diplomacy;  // Attack on Echo Base
    case EventBlock::TheForce: return d.type == ResourceType::TheForce;    // Battle of Endor
    case EventBlock::Military: return d.type == ResourceType::Military;    // Most Desperate Hour
    case EventBlock::Recon: return d.type == ResourceType::Recon;          // Evacuation of Echo Base
    case EventBlock::CharactersButLukeAndVader:                            // Duel on Cloud City
      return d.type == ResourceType::Character && d.power != PowerId::Luke && d.power != PowerId::Vader;
  }
  return false;
}

}  // namespace evr
}  // namespace sw
