// Front Line Reinforcements (The Hunt for Skywalker objective, L01 7):
// "Influence. Reaction: After this objective is turned faceup, search your
// deck for a unit and put it into play. Shuffle your deck." Its player looks
// through the command deck (peek) and chooses a unit, or finds none
// (decline); the deck is shuffled either way. Face up only.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
// Steps: 0 choose; 1 the unit enters play; 2 shuffle, done.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  if (f.step == 0 && !g.zone_of(f.seat, zone::kDeck).empty()) return StepResult::Wait;
  auto& deck = g.zone_of(f.seat, zone::kDeck).cards;
  if (deck.size() > 1) g.rng.shuffle(&deck[0], deck.size());
  g.board_changed();
  LCG_LOG(g, log, "effect", f.seat, g.seat_name(f.seat) + " shuffles the command deck.");
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : g.zone_of(seat, zone::kDeck))
    if (g.fx(c).type == kUnit) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDecline) {
    f.step = 2;
    return;
  }
  raise_then(g, f, make_event(ev::kEnterPlay, seat, f.source, card_of(a)), 2);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Front Line Reinforcements: choose a unit of your deck to put into play (or find none)." : "";
}
void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && f.step == 0)
    for (CardId c : g.zone_of(seat, zone::kDeck)) out.push_back(c);
}
}  // namespace

const FrameKindDef<LcgState> front_line_reinforcements_script = {"front-line-reinforcements", 3, run, legal, apply,
                                                                 prompt, peek, nullptr, nullptr, true};

Card front_line_reinforcements(Card c) {
  c.text = "Influence. Reaction: after this objective is turned face up, search your deck for a unit and put it into "
           "play. Shuffle your deck.";
  return c.with(cards::influence())
      .with(Ability::reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .only_if(cards::face_up)
                .scripted(script_kind(sc::front_line_reinforcements))
                .says("Reaction: after this objective is turned face up, search your deck for a unit and put it into play. "
                      "Shuffle your deck."));
}
}  // namespace sw::lcg
