// Duel on Cloud City (event: capacity 6, target 21, 3 VP, 0 influence):
// while it is the round's event, the powers of characters other than Luke
// Skywalker and Darth Vader have no effect (OQ-EVR-04).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {

extern const EvrCard kLukeSkywalker, kDarthVader;

namespace {

constexpr const char* kText = "This round, the powers of characters other than Luke Skywalker and Darth Vader have no effect.";

bool characters_but_luke_and_vader(const EvrState&, CardId, CardId card) {
  const ResourceCardDef& d = resource_def(card);
  return d.type == ResourceType::Character && d.def != &kLukeSkywalker && d.def != &kDarthVader;
}

}  // namespace

extern const EvrCard kDuelOnCloudCity = event_card("duel-on-cloud-city", "Duel on Cloud City", 6, 21, 3, 0, kText)
                                            .with(blocks_powers(characters_but_luke_and_vader).says(kText));

}  // namespace evr
}  // namespace sw
