// Secret Hideout (The Hunt for Skywalker enhancement, L01 40): "Enhance your
// play area. Reaction: After an enemy objective leaves play, focus this
// enhancement to discard the top X cards of each opponent's deck. X is the
// number of facedown objectives you control." An enemy objective destroyed
// (ev::kDestroy: it lies in a victory pile of this side once destroyed) or
// discarded from play (evt::kDiscardPlay). X is counted as it resolves.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
int face_down_objectives(const LcgState& g, int seat) {
  int n = 0;
  for (CardId o : g.zone_of(seat, zone::kPlay)) n += g.type(o) == kObjective && g.face_down(o);
  return n;
}
bool enemy_objective_discarded(const LcgState& g, CardId self, const Event& e) {
  return g.valid_card(e.target) && g.fx(e.target).type == kObjective && g.enemies(g.cards[e.target].owner, g.controller_of(self));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const int seat = f.seat;
  const CardId self = f.source;
  g.stack.pop();
  push_mill_each(g, seat, self, face_down_objectives(g, seat));
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> secret_hideout_script = {"secret-hideout", 1, run};

Card secret_hideout(Card c) {
  c.text = "Enhance your play area. Reaction: after an enemy objective leaves play, focus this enhancement to discard "
           "the top X cards of each opponent's deck. X is the number of face-down objectives you control.";
  const char* r = "Reaction: after an enemy objective leaves play, focus this enhancement to discard the top X cards of "
                  "each opponent's deck (X: the face-down objectives you control).";
  return c.with(Ability::reaction(ev::kDestroy)
                    .only_when(cards::enemy_objective_destroyed)
                    .exhaust_cost()
                    .scripted(script_kind(sc::secret_hideout))
                    .says(r))
      .with(Ability::reaction(evt::kDiscardPlay)
                .only_when(enemy_objective_discarded)
                .exhaust_cost()
                .scripted(script_kind(sc::secret_hideout))
                .says(r));
}
}  // namespace sw::lcg
