// Home One (Rebel Alliance unit, set 11): Elite (card data); after it is
// focused to strike as an attacker, 1 damage to each enemy objective other
// than the engaged one. "Each" is several events, one at a time: a script.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

bool focused_to_strike_attacking(const LcgState& g, CardId self, const Event& e) {
  return cards::this_focused_to_strike(g, self, e) && g.extra[self].role == role::kAttacker;
}

// Step 0 starts the scan (v[1] still holds the ability frame's event slot);
// step 1 deals the next damage, v[1] being the scan position.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  const bool more = rebel::next_each(
      g, f, 1,
      [&](CardId c) {
        return g.in_play(c) && g.type(c) == kObjective && g.enemies(g.controller_of(c), f.seat) && c != g.eng.objective;
      },
      [&](CardId c) { return make_event(ev::kDamage, f.seat, f.source, c, 1); });
  if (!more) g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> home_one_script = {"home-one", 2, run};

Card home_one(Card c) {
  c.text = "Elite. Reaction: after this unit is focused to strike as an attacker, deal 1 damage to each enemy objective "
           "that is not the one currently engaged.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(focused_to_strike_attacking)
                    .scripted(script_kind(sc::home_one))
                    .says("Reaction: after this unit is focused to strike as an attacker, deal 1 damage to each enemy "
                          "objective that is not the one currently engaged."));
}
}  // namespace sw::lcg
