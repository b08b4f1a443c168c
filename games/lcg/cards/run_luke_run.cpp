// Run Luke! Run! (The Hunt for Skywalker event, L01 52): "Interrupt: When an
// Action, Reaction, or Interrupt is initiated, cancel its effect. Then, you
// may spend 1 resource to shuffle this event card into your deck." The text
// of Jerjerrod's Task's Signal Jam: the same script (cards/signal_jam.cpp).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool ability_initiated(const LcgState& g, CardId, const Event& e) {
  if (!g.valid_card(e.source) || e.ability < 0) return false;
  const Ability& a = engine::ability_of(g, e.source, e.ability);
  return a.timing != kFateTiming && !a.forced() && !a.passive();
}
}  // namespace
Card run_luke_run(Card c) {
  c.text = "Interrupt: when an Action, Reaction or Interrupt is initiated, cancel its effect. Then you may spend 1 "
           "resource to shuffle this event card into your deck.";
  return c.with(Ability::interrupt(ev::kUse)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(ability_initiated)
                    .scripted(script_kind(sc::signal_jam))
                    .says(c.text));
}
}  // namespace sw::lcg
