// There Is No Escape (Sith event, set 22): "Play only during any player's
// Force phase. Action: Return all units in play to the bottom of their
// owners' decks in random order." A card script without choices: one unit
// at a time, drawn at random from those in play (the game's RNG), goes under
// its owner's deck: an event each (evt::kReturnDeck), so that "when this unit
// leaves play" answers it (X-Wing Escort, Leia Organa). Frame: v[2] = the
// events raised (a bound: a unit whose event was cancelled may stay).
#include <algorithm>
#include <vector>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool force_phase(const LcgState& g, CardId) { return g.phase == Phase::Force; }

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  std::vector<CardId> units;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (g.type(c) == kUnit) units.push_back(c);
  if (units.empty() || f.v[2] >= g.cards.size()) {
    g.stack.pop();
    return StepResult::Continue;
  }
  std::sort(units.begin(), units.end());  // the draw does not depend on the play areas' order
  const CardId c = units[g.rng.below(static_cast<uint32_t>(units.size()))];
  ++f.v[2];
  raise_then(g, f, make_event(evt::kReturnDeck, f.seat, f.source, c), 0);
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
