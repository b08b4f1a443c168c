// Fleet Ambush (Jerjerrod's Task event, D01 54): "Reaction: After one of your
// objectives is engaged, search your deck for a Vehicle unit and put it into
// play declared as a defender. Shuffle your deck." A script: its player looks
// through the command deck (peek) and picks a Vehicle unit, which enters
// play as a defender of this engagement; the deck is shuffled either way.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool your_objective_engaged(const LcgState& g, CardId self, const Event& e) {
  return g.in_play(e.target) && cards::is_objective(g, e.target) && g.controller_of(e.target) == g.cards[self].owner;
}
bool vehicle(const LcgState& g, CardId c) { return g.fx(c).type == kUnit && g.has_trait(c, trait::kVehicle); }

void shuffle_deck(LcgState& g, int seat) {
  auto& deck = g.zone_of(seat, zone::kDeck).cards;
  if (deck.size() > 1) g.rng.shuffle(&deck[0], deck.size());
}

// Steps: 0 choose (or find none); 1 the unit entered play: it defends; 2 done.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  if (f.step == 0) {
    for (CardId c : g.zone_of(f.seat, zone::kDeck))
      if (vehicle(g, c)) return StepResult::Wait;
    LCG_LOG(g, log, "effect", f.seat, "Fleet Ambush finds no Vehicle unit.");
  } else if (f.step == 1) {
    const CardId u = static_cast<CardId>(f.v[2]);
    if (g.in_play(u) && g.eng.objective != kNoCard && f.seat == g.eng.defender) {
      g.extra[u].role = role::kDefender;  // declared as a defender (LCG-CONFLICT-8)
      g.eng.defenders_declared = true;    // LCG-EDGE-3 (C6)
      LCG_LOG(g, log, "defend", f.seat, std::string(g.fx(u).name) + " is declared as a defender.");
    }
  }
  shuffle_deck(g, f.seat);
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : g.zone_of(seat, zone::kDeck))
    if (vehicle(g, c)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  f.v[2] = card_of(a);
  raise_then(g, f, make_event(ev::kEnterPlay, seat, f.source, card_of(a)), 1);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Fleet Ambush: choose a Vehicle unit of your deck to put into play as a defender." : "";
}

void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && f.step == 0)
    for (CardId c : g.zone_of(seat, zone::kDeck)) out.push_back(c);
}

}  // namespace

const FrameKindDef<LcgState> fleet_ambush_script = {"fleet-ambush", 2, run, legal, apply, prompt, peek, nullptr, nullptr, true};

Card fleet_ambush(Card c) {
  c.text = "Reaction: after one of your objectives is engaged, search your deck for a Vehicle unit and put it into play "
           "declared as a defender. Shuffle your deck.";
  return c.with(Ability::reaction(evt::kEngage)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(your_objective_engaged)
                    .scripted(script_kind(sc::fleet_ambush))
                    .says(c.text));
}
}  // namespace sw::lcg
