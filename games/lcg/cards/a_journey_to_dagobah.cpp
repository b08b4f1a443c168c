// A Journey to Dagobah (Jedi objective, set 4): "Jedi affiliation only.
// Interrupt: When this objective is destroyed, search your objective deck to
// choose your next objective and put it into play immediately. Shuffle your
// objective deck." (The affiliation lock is deck building.) Only its player
// sees the objective deck's cards, as the choices offered to them.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool objective_deck_left(const LcgState& g, CardId self) { return !g.zone_of(g.controller_of(self), zn::kObjDeck).empty(); }

// Step 0 waits for the choice; step 1 shuffles and finishes.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0 && !g.zone_of(f.seat, zn::kObjDeck).empty()) return StepResult::Wait;
  take_raised(g, f);
  auto& deck = g.zone_of(f.seat, zn::kObjDeck).cards;
  if (deck.size() > 1) g.rng.shuffle(deck.data(), deck.size());
  LCG_LOG(g, log, "shuffle", f.seat, g.seat_name(f.seat) + " shuffles the objective deck.");
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zn::kObjDeck)) out.push_back(make_action(vb::kChoose, c));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  LCG_LOG(g, log, "reveal", seat, g.seat_name(seat) + " puts " + g.fx(card_of(a)).name + " into play.");
  raise_then(g, f, make_event(ev::kEnterPlay, seat, f.source, card_of(a)), 1);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "A Journey to Dagobah: choose your next objective from your objective deck." : "";
}
}  // namespace

const FrameKindDef<LcgState> a_journey_to_dagobah_script = {"a-journey-to-dagobah", 2, run, legal, apply, prompt,
                                                            nullptr, nullptr, nullptr, true};

Card a_journey_to_dagobah(Card c) {
  c.text = "Jedi affiliation only. Interrupt: when this objective is destroyed, search your objective deck for your next objective and put it into play at once, then shuffle the objective deck.";
  return c.with(Ability::interrupt(ev::kDestroy)
                    .only_when(cards::this_card)
                    .only_if(objective_deck_left)
                    .scripted(script_kind(sc::a_journey_to_dagobah))
                    .says("Interrupt: when this objective is destroyed, search your objective deck for your next objective and put it into play at once, then shuffle the objective deck."));
}
}  // namespace sw::lcg
