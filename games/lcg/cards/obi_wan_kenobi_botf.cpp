// Obi-Wan Kenobi (Jedi unit, Balance of the Force set 91; key
// obi-wan-kenobi-botf, another card than the core set's). Elite (card data).
// Reaction once your side has won a Force struggle (in 2v2 the struggle is
// the team's, MP-GEN-22): each friendly player (you, then your teammates,
// clockwise from the active player, MP-GEN-23/24) may take the top card of
// his own discard pile back into his hand (choose:<that card>) or decline.
// Players whose discard pile is empty are skipped; with none to ask the
// reaction is not offered.
// f.seat = the player deciding now; v[1] = seats looked at; v[2] = Obi-Wan's controller.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool friendly_discard(const LcgState& g, int seat) {
  for (int s = 0; s < g.seats; ++s)
    if (!g.enemies(s, seat) && !g.zone_of(s, zone::kDiscard).empty()) return true;
  return false;
}
bool your_side_won(const LcgState& g, CardId self, const Event& e) {
  return e.seat >= 0 && !g.enemies(e.seat, g.controller_of(self)) && friendly_discard(g, g.controller_of(self));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {  // first run: the frame was the ability's (its v[1] may be -1): no seat looked at yet
    f.v[1] = 0;
    f.v[2] = f.seat;
    f.step = 1;
  }
  if (f.step == 2) return StepResult::Wait;
  while (f.v[1] < g.seats) {
    const int s = (g.active + f.v[1]) % g.seats;
    ++f.v[1];
    if (g.enemies(s, f.v[2]) || g.zone_of(s, zone::kDiscard).empty()) continue;
    f.seat = static_cast<int8_t>(s);
    f.step = 2;
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 2 || g.zone_of(seat, zone::kDiscard).empty()) return;
  out.push_back(make_action(vb::kChoose, g.zone_of(seat, zone::kDiscard).top()));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  f.step = 1;
  if (verb_of(a) == vb::kChoose) raise_then(g, f, make_event(evt::kReturnHand, seat, f.source, card_of(a)), 1);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 2 ? "Obi-Wan Kenobi: you may take the top card of your discard pile back into your hand."
                                       : "";
}
bool valid(const LcgState& g, const Frame& f) {
  return f.v[1] >= 0 && f.v[1] <= g.seats && f.v[2] >= 0 && f.v[2] < g.seats &&
         (f.step != 2 || !g.zone_of(f.seat, zone::kDiscard).empty());
}
}  // namespace

const FrameKindDef<LcgState> obi_wan_kenobi_botf_script = {"obi-wan-kenobi-botf", 3, run, legal, apply, prompt,
                                                           nullptr, nullptr, valid, true};

Card obi_wan_kenobi_botf(Card c) {
  c.text = "Elite. Reaction: after you win a Force struggle, each friendly player may take the top card of his discard "
           "pile back into his hand.";
  return c.with(Ability::reaction(evt::kStruggleWon)
                    .only_when(your_side_won)
                    .scripted(script_kind(sc::obi_wan_kenobi_botf))
                    .says("Reaction: after you win a Force struggle, each friendly player may take the top card of his "
                          "discard pile back into his hand."));
}
}  // namespace sw::lcg
