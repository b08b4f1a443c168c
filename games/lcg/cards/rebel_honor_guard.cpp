// Rebel Honor Guard (The Hunt for Skywalker enhancement, L01 46): "Enhance a
// Character unit. Enhanced unit gains +2 damage capacity. Interrupt: When
// enhanced unit leaves play, you may enhance a different Character unit with
// this enhancement." Leaving play: destroyed, discarded from play or
// returned to its owner's hand (the ways a unit leaves play in these decks
// but capture and sacrifice, which a card holds no room for: kMaxAbilities).
// The new host is any Character unit in play a Rebel Honor Guard may enhance.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool enhanced_leaves(const LcgState& g, CardId self, const Event& e) {
  return g.in_play(e.target) && g.extra[self].host == e.target;
}
bool new_host(const LcgState& g, CardId self, CardId u) {
  return g.in_play(u) && u != g.extra[self].host && g.host_ok(self, u, g.controller_of(self));
}
bool has_new_host(const LcgState& g, CardId self) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (new_host(g, self, u)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0 && g.in_play(f.source) && has_new_host(g, f.source)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (new_host(g, f.source, u)) out.push_back(make_action(vb::kChoose, u));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 1;
  if (verb_of(a) == vb::kDecline) return;
  g.extra[f.source].host = card_of(a);
  LCG_LOG(g, log, "effect", seat, "Rebel Honor Guard now enhances " + g.card_label(card_of(a)) + ".");
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Rebel Honor Guard: enhance a different Character unit?" : "";
}
}  // namespace

const FrameKindDef<LcgState> rebel_honor_guard_script = {"rebel-honor-guard", 2, run, legal, apply, prompt,
                                                         nullptr, nullptr, nullptr, true};

Card rebel_honor_guard(Card c) {
  c.text = "Enhance a Character unit. Enhanced unit gains +2 damage capacity. Interrupt: when enhanced unit leaves play, "
           "you may enhance a different Character unit with this enhancement.";
  const char* i = "Interrupt: when enhanced unit leaves play, you may enhance a different Character unit with this enhancement.";
  const uint8_t k = script_kind(sc::rebel_honor_guard);
  return c.with(Ability::constant(st::kCapacity, 2, Whose::Any).applies_to(cards::enhanced).says("Enhanced unit gains +2 damage capacity."))
      .with(Ability::interrupt(ev::kDestroy).only_when(enhanced_leaves).only_if(has_new_host).scripted(k).says(i))
      .with(Ability::interrupt(evt::kDiscardPlay).only_when(enhanced_leaves).only_if(has_new_host).scripted(k).says(i))
      .with(Ability::interrupt(evt::kReturnHand).only_when(enhanced_leaves).only_if(has_new_host).scripted(k).says(i));
}
}  // namespace sw::lcg
