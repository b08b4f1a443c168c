// A shared step, not a card: the Dark Side team's choice of victory pile for
// a Light Side objective that no Dark Side player destroyed (MP-2V2-8: "the
// Dark Side players decide"; its player #1 chooses for the team, as Light
// Side #1 does in the Balance phase, MP-GEN-17, OQ-38). Frame: seat = Dark
// Side #1, source = v[0] = the destroyed objective (in its owner's discard
// pile until the choice). Step 0 waits; the choice names a Dark Side
// player's affiliation card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0 && g.valid_card(f.source) && g.cards[f.source].zone == zone::kDiscard) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    if (g.side_of_seat(s) == kDark && g.player_card(s) != kNoCard) out.push_back(cards::choose_player(g, s));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int to = g.cards[card_of(a)].owner;
  f.step = 1;
  LCG_LOG(g, log, "victory", seat, "The Dark Side puts " + std::string(g.fx(f.source).name) + " in the " + g.seat_name(to) + "'s victory pile.");
  g.to_victory_pile(f.source, to, log);
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0
             ? std::string(g.fx(f.source).name) + " was destroyed by the Light Side: choose the Dark Side player whose victory pile takes it."
             : "";
}

bool valid(const LcgState& g, const Frame& f) { return g.valid_card(f.source) && g.fx(f.source).type == kObjective; }

}  // namespace

const FrameKindDef<LcgState> victory_pile_script = {"victory-pile", 2, run, legal, apply, prompt, nullptr, nullptr, valid, true};

void push_victory_choice(LcgState& g, CardId objective, int seat) {
  Frame& f = push_frame(g, script_kind(sc::victory_pile), seat, objective);
  f.v[0] = objective;
}

}  // namespace sw::lcg
