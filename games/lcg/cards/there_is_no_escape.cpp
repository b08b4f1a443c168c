// There Is No Escape (Sith event, set 22): "Play only during any player's
// Force phase. Action: Return all units in play to the bottom of their
// owners' decks in random order." A card script without choices: each
// owner's units are shuffled (the game's RNG), then go under the deck.
#include <vector>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool force_phase(const LcgState& g, CardId) { return g.phase == Phase::Force; }

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  for (int owner = 0; owner < g.seats; ++owner) {
    std::vector<CardId> units;
    for (int s = 0; s < g.seats; ++s)
      for (CardId c : g.zone_of(s, zone::kPlay))
        if (g.type(c) == kUnit && g.cards[c].owner == owner) units.push_back(c);
    if (units.size() > 1) g.rng.shuffle(units.data(), static_cast<int>(units.size()));  // the game's RNG
    for (CardId c : units) {
      g.move_card(c, zone::kDeck);  // the bottom
      g.leave_play_cleanup(c, log);  // its enhancements and Force card (LCG-DEPLOY-9, LCG-FORCE-5)
    }
    if (!units.empty())
      LCG_LOG(g, log, "deck", f.seat, std::to_string(units.size()) + (units.size() == 1 ? " unit goes" : " units go") +
                                           " to the bottom of the " + g.seat_name(owner) + "'s deck.");
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> there_is_no_escape_script = {"there-is-no-escape", 1, run};

Card there_is_no_escape(Card c) {
  c.text = "Play only in a Force phase (anyone's). Action: every unit in play goes to the bottom of its owner's deck, in random order.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(force_phase)
                    .scripted(script_kind(sc::there_is_no_escape))
                    .says(c.text));
}
}  // namespace sw::lcg
