// Rancor (Creature unit, set 25): "No enhancements. Forced Reaction: After
// you refresh, destroy the lowest cost non-Vehicle unit in play. (In case of
// a tie, the active player decides.)" No Enhancements is printed (facts); the
// tie is a choice: a card script (cards/scripts.h).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// The non-Vehicle units in play of the lowest cost (Rancor itself among them).
std::vector<CardId> lowest(const LcgState& g) {
  std::vector<CardId> v;
  int best = 1000;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay)) {
      if (g.type(c) != kUnit || g.has_trait(c, trait::kVehicle)) continue;
      const int cost = g.cost_of(c);
      if (cost < best) {
        best = cost;
        v.clear();
      }
      if (cost == best) v.push_back(c);
    }
  return v;
}

void destroy(LcgState& g, Frame& f, CardId c) { raise_then(g, f, make_event(ev::kDestroy, f.seat, f.source, c), 1); }

// Step 0: one candidate is destroyed at once, several wait for the active
// player's choice; step 1 takes the destroy event and ends.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    const std::vector<CardId> v = lowest(g);
    if (v.size() == 1) {
      destroy(g, f, v[0]);
      return StepResult::Continue;
    }
    if (v.size() > 1) return StepResult::Wait;
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != g.active) return;
  for (CardId c : lowest(g)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog*) { destroy(g, f, card_of(a)); }

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return f.step == 0 && seat == g.active ? "Rancor: several units share the lowest cost; choose the one it destroys." : "";
}

}  // namespace

const FrameKindDef<LcgState> rancor_script = {"rancor", 2, run, legal, apply, prompt};

Card rancor(Card c) {
  c.text = "No Enhancements. Forced Reaction: after you refresh, destroy the non-Vehicle unit in play with the lowest cost (on a tie, the active player picks).";
  return c.with(Ability::forced_reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .scripted(script_kind(sc::rancor))
                    .says("Forced Reaction: after you refresh, destroy the non-Vehicle unit in play with the lowest cost (on a tie, the active player picks)."));
}
}  // namespace sw::lcg
