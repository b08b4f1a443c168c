// A card whose damage capacity drops to or below the damage it already has
// (an enhancement or a unit that gave it capacity left play, Grand Moff
// Tarkin entered play) is destroyed at once, as if the damage had just been
// placed (LCG-DMG-2, OQ-21: a check made after every event that may lower
// a capacity). Damage itself needs no check here: the damage event destroys
// its card (the core's resolution of ev::kDamage).
#include "lcg/cards/scripts.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {
bool LcgState::over_capacity(CardId c) const {
  const int damage = cards[c].damage;
  if (damage <= 0 || !in_play(c)) return false;
  const int cap = capacity(c);
  return cap > 0 && damage >= cap;
}

bool LcgState::destroy_in_flight(CardId c) const {
  for (int i = 0; i < events.size(); ++i)
    if (events[i].target == c && events[i].kind == ev::kDestroy && !events[i].resolved && !events[i].cancelled) return true;
  return false;
}

// The events after which a capacity may have dropped. Every modifier of
// capacity in the card pool is a constant ability of a card in play (no
// lasting effect changes a capacity), so capacities change only when a card
// enters or leaves play or changes hands: after other events (tokens,
// exhaustion, declarations, phases: ~85% of them) no card needs a look.
// Damage destroys its card itself. A card script that moves a card in or
// out of play resolves inside one of these events (or an event card: kPlayed).
static bool may_lower_capacity(uint8_t kind) {
  switch (kind) {
    case ev::kEnterPlay: case ev::kDestroy: case ev::kCapture: case evt::kReturnHand: case evt::kReturnDeck: case evt::kDiscardPlay:
    case evt::kSacrifice: case evt::kTakeControl: case evt::kFlip: case evt::kPlayed: case evt::kEngagementEnd:
      return true;
    default:
      return false;
  }
}

void LcgState::check_capacities(const Event& e) {
  if (over || !may_lower_capacity(e.kind)) return;
  // With no modifier of capacity anywhere, a capacity is its printed figure
  // (asked once, at the first damaged card: most checks find none).
  int modified = -1;
  for (int s = 0; s < seats; ++s)
    for (CardId c : zone_of(s, zone::kPlay)) {
      const int damage = cards[c].damage;
      if (damage <= 0) continue;
      if (modified < 0) modified = challenge() || !lasting.empty() || engine::constant_in_play(*this, st::kCapacity);
      const int cap = modified ? capacity(c) : card_def(cards[c].def).stats[st::kCapacity];
      if (cap <= 0 || damage < cap || destroy_in_flight(c)) continue;
      for (const Frame& f : stack.frames)
        if (f.kind == script_kind(sc::over_capacity)) return;  // one check at a time: it looks at every card
      push_frame(*this, script_kind(sc::over_capacity), active);
      return;
    }
}

namespace {

// Frame: v[0] = the next card to look at; each card over its capacity gets
// a destroy event (ascending card order), then the frame ends.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  for (int c = f.v[0]; c < g.num_cards(); ++c) {
    const CardId id = static_cast<CardId>(c);
    if (!g.over_capacity(id) || g.destroy_in_flight(id)) continue;
    f.v[0] = c + 1;
    LCG_LOG(g, log, "destroyed", g.controller_of(id),
            g.card_label(id) + " has " + std::to_string(g.cards[id].damage) + " damage and a damage capacity of " +
                std::to_string(g.capacity(id)) + " now.");
    raise_then(g, f, make_event(ev::kDestroy, g.opponent_of(g.controller_of(id)), kNoCard, id), 0);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

bool valid(const LcgState& g, const Frame& f) { return f.v[0] >= 0 && f.v[0] <= g.num_cards(); }

}  // namespace

const FrameKindDef<LcgState> over_capacity_script = {"over-capacity", 1, run, nullptr, nullptr, nullptr, nullptr, nullptr, valid};

}  // namespace sw::lcg
