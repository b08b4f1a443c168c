// The Ruins of Alderaan (The Hunt for Skywalker objective, L01 6):
// "Influence. Character units cannot be declared as attackers against this
// objective. Reaction: After this objective is turned faceup, discard the top card of each
// opponent's deck." All three only while it is face up (its shared face has
// no text). The reaction: the shared step mill_each (cards/hunt_rules.cpp).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const int seat = f.seat;
  const CardId self = f.source;
  g.stack.pop();
  push_mill_each(g, seat, self, 1);
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> the_ruins_of_alderaan_script = {"the-ruins-of-alderaan", 1, run};

Card the_ruins_of_alderaan(Card c) {
  c.text = "Influence. Character units cannot be declared as attackers against this objective. Reaction: after this "
           "objective is turned face up, discard the top card of each opponent's deck.";
  return c.with(cards::influence())
      .with(Ability::constant(st::kOnlyAttackers, 0, Whose::Any)
                .only_if(cards::face_up)
                .applies_to(cards::not_character_unit)
                .says("Character units cannot be declared as attackers against this objective."))
      .with(Ability::reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .scripted(script_kind(sc::the_ruins_of_alderaan))
                .says("Reaction: after this objective is turned face up, discard the top card of each opponent's deck."));
}
}  // namespace sw::lcg
