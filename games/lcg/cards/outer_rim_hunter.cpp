// Outer Rim Hunter (Scum and Villainy unit, set 33): "Reaction: After this
// unit is declared as an attacker, the defending player must deal 1 damage
// to 1 of his objectives." A script: the defending player chooses which of
// their objectives (at once when there is one). The damage comes from this
// card's effect, an enemy effect for that player: a shield stops it
// (LCG-SHIELD-3), and an objective it destroys goes to the Dark Side's
// victory pile (LCG-DMG-4).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Frame: seat = the defending player (set at step 0). Steps: 0 start; 1 the
// choice; 2 done.
std::vector<CardId> objectives(const LcgState& g, int seat) { return g.in_play_of(seat, kObjective); }

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.seat = g.eng.defender;
    f.step = 1;
    if (f.seat < 0 || objectives(g, f.seat).empty()) f.step = 2;
    else if (objectives(g, f.seat).size() == 1) {
      raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, objectives(g, f.seat)[0], 1), 2);
      return StepResult::Continue;
    }
  }
  if (f.step == 1) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  for (CardId o : objectives(g, seat)) out.push_back(make_action(vb::kDamage, o));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  raise_then(g, f, make_event(ev::kDamage, seat, f.source, card_of(a), 1), 2);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Outer Rim Hunter attacks: deal 1 damage to one of your objectives." : "";
}

}  // namespace

const FrameKindDef<LcgState> outer_rim_hunter_script = {"outer-rim-hunter", 3, run, legal, apply, prompt,
                                                        nullptr, nullptr, nullptr, true};

Card outer_rim_hunter(Card c) {
  c.text = "Reaction: after this unit is declared as an attacker, the defending player deals 1 damage to one of their objectives.";
  return c.with(Ability::reaction(evt::kAttacker)
                    .only_when(cards::this_card)
                    .scripted(script_kind(sc::outer_rim_hunter))
                    .says(c.text));
}
}  // namespace sw::lcg
