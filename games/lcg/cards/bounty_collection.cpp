// Bounty Collection (Scum and Villainy event, set 33): "Reaction: After you
// capture an enemy unit from play, remove 1 focus token from up to 3
// different non-unit cards you control." A script: its player picks the
// cards one at a time (each a different card with a focus token), or stops.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[2]: bits 0..1 = cards done; bits 2..11 and 12..21 = the first two + 1.
int done_count(const Frame& f) { return f.v[2] & 3; }
bool chosen(const Frame& f, CardId c) {
  return ((f.v[2] >> 2) & 0x3FF) == c + 1 || ((f.v[2] >> 12) & 0x3FF) == c + 1;
}
bool eligible(const LcgState& g, const Frame& f, CardId c) {
  return g.in_play(c) && g.controller_of(c) == f.seat && g.type(c) != kUnit && g.cards[c].focus > 0 && !chosen(f, c);
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (done_count(f) < 3)
    for (CardId c : g.zone_of(f.seat, zone::kPlay))
      if (eligible(g, f, c)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (eligible(g, f, c)) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDone));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == vb::kDone) {
    f.v[2] |= 3;  // stops: "up to 3"
    return;
  }
  const CardId c = card_of(a);
  const int n = done_count(f);
  if (n < 2) f.v[2] |= (c + 1) << (n == 0 ? 2 : 12);
  f.v[2] = (f.v[2] & ~3) | (n + 1);
  raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, c, 1), f.step);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Bounty Collection: remove a focus token from another of your non-unit cards, or stop." : "";
}

}  // namespace

const FrameKindDef<LcgState> bounty_collection_script = {"bounty-collection", 1, run, legal, apply, prompt,
                                                         nullptr, nullptr, nullptr, true};

Card bounty_collection(Card c) {
  c.text = "Reaction: after you capture an enemy unit from play, remove 1 focus token from each of up to 3 different non-unit cards you control.";
  return c.with(Ability::reaction(ev::kCapture)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(cards::you_captured_enemy_unit_from_play)
                    .scripted(script_kind(sc::bounty_collection))
                    .says(c.text));
}
}  // namespace sw::lcg
