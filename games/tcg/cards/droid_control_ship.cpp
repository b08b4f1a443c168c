// Droid Control Ship (Dark Side Space unit, AOTC 83):
// - while it is in the Space arena, each of its player's Droids has +10
//   speed (the printed card: "each of your Droids gets +10 speed";
//   docs/rulings.md), a static ability (TCG-ABIL-11);
// - when it is discarded from the Space arena (left_arena.h), it deals 1
//   damage to every Droid of its player's in every arena, one damage event
//   at a time in card order (each with its prevent window, TCG-PLAY-4c; a
//   Droid discarded by it triggers its own "when discarded" in turn).
#include "tcg/cards/counting.h"
#include "tcg/cards/script.h"
#include "tcg/left_arena.h"

namespace sw::tcg {

namespace {
bool droid(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Droid"); }

// v[2] = the next card id to consider; step 2 = a damage event to consume.
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 2) (void)engine::consume(g);
  f.step = 1;
  const int me = script_owner(f);
  CardId next = kNoCard;
  for (CardId c : g.zone_of(me, zone::kPlay))
    if (has_subtype(g, c, "Droid") && c >= f.v[2] && (next == kNoCard || c < next)) next = c;
  if (next == kNoCard) {
    g.stack.pop();
    return StepResult::Continue;
  }
  f.v[2] = next + 1;
  Event e;
  e.kind = ev::kDamage;
  e.seat = static_cast<int8_t>(me);
  e.source = f.source;
  e.target = next;
  e.amount = 1;
  if (engine::raise(g, e)) f.step = 2;
  return StepResult::Continue;
}
}  // namespace

extern const CardScript droid_control_ship_script = CardScript::own("droid-control-ship", run);

Card droid_control_ship(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Friendly)
                    .applies_to(droid)
                    .says("While this unit is in the Space arena: each of your Droids has +10 speed."))
      .with(Ability::forced_reaction(evt::kLeftArena)
                .only_when(discarded_from<kSpace>)
                .scripted(fk::kScript)
                .says("When this unit is discarded from the Space arena, it deals 1 damage to every Droid of yours, in all arenas."));
}

}  // namespace sw::tcg
