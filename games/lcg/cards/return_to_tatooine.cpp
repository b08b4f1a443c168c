// Return to Tatooine (The Hunt for Skywalker objective, L01 9): "Luke
// Skywalker must defend this objective, if able. Forced Reaction: After this
// objective is turned faceup, put Luke Skywalker into play on your side."
// The first sentence is a rule mark (hfs::kLukeMustDefend: the defenders'
// declaration waits for Luke, flow/conflict.cpp; Luke takes the damage that
// would destroy it, challenge.cpp). The forced reaction puts the Luke
// Skywalker set aside at setup (MP-HFS-6) into play.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

CardId set_aside_luke(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zn::kSetAside))
    if (engine::keyword(g, c, hfs::kLuke) > 0) return c;
  return kNoCard;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    const CardId luke = set_aside_luke(g, g.cards[f.source].owner);
    if (luke != kNoCard) {
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, luke), 1);
      return StepResult::Continue;
    }
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> return_to_tatooine_script = {"return-to-tatooine", 2, run};

Card return_to_tatooine(Card c) {
  c.text = "Luke Skywalker must defend this objective, if able. Forced Reaction: after this objective is turned face up, "
           "put Luke Skywalker into play on your side.";
  return c.with(Ability::keyword_ability(hfs::kLukeMustDefend, 1).says("Luke Skywalker must defend this objective, if able."))
      .with(Ability::forced_reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .scripted(script_kind(sc::return_to_tatooine))
                .says("Forced Reaction: after this objective is turned face up, put Luke Skywalker into play on your side."));
}
}  // namespace sw::lcg
