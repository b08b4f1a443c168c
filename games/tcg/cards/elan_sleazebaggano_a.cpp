// Elan Sleazebaggano (A) (neutral Character, AOTC 84): while Elan is in the
// Character arena, each other Character of his player's has +20 speed (the
// printed card: "each of your other Characters gets +20 speed"), a static
// ability on those units, not on him (TCG-ABIL-11); when the Battle phase
// ends (T5), Elan deals 1 damage to each other Character of his owner's, one
// damage event at a time (each has its prevent window, TCG-PLAY-4c), in card
// order.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }

// v[2] = the next card id to consider; step 2 = a damage event to consume.
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 2) (void)engine::consume(g);
  f.step = 1;
  const int me = script_owner(f);
  CardId next = kNoCard;
  for (CardId c : g.units_in(me, kCharacter))
    if (c != f.source && c >= f.v[2] && (next == kNoCard || c < next)) next = c;
  if (next == kNoCard || !g.in_play(f.source)) {
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

extern const CardScript elan_sleazebaggano_a_script = CardScript::own("elan-sleazebaggano-a", run);

Card elan_sleazebaggano_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 20, Whose::OtherFriendly)
                    .applies_to(character)
                    .says("While Elan is in the Character arena: each other Character of yours has +20 speed."))
      .with(Ability::forced_reaction(evt::kBattleEnds)
                .scripted(fk::kScript)
                .says("When the battle phase ends, Elan deals 1 damage to each other Character of yours."));
}

}  // namespace sw::tcg
