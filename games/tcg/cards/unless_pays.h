// Shared by the "would attack" abilities whose effect the opponent may stop
// by paying Force (Poggle the Lesser (A), Assassin Droid ASN-121 (A)): a card
// script (own_script.h). Step 0: if the opponent may and can pay `kForce`
// (TCG-FORCE-3), it decides (`pay` / `refuse`); a payment ends the script.
// Otherwise (refused, or it could not pay) the card's `Effect` runs from
// step 2 on, with the frame (its target in v[0]); it pops the frame when done.
#pragma once
#include <string>
#include "tcg/own_script.h"

namespace sw::tcg {

template <int kForce, bool (*May)(const TcgState&, int payer), StepResult (*Effect)(TcgState&, Frame&, EventLog*)>
struct UnlessPays {
  static int payer(const TcgState& g, const Frame& f) { return g.opponent_of(f.seat); }
  static StepResult run(TcgState& g, Frame& f, EventLog* log) {
    if (f.step == 0) {
      const int p = payer(g, f);
      f.step = g.seat_info[p].force >= kForce && May(g, p) ? 1 : 2;
    }
    if (f.step == 1) return StepResult::Wait;
    return Effect(g, f, log);
  }
  static void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
    if (f.step != 1 || seat != payer(g, f)) return;
    out.push_back(make_action(vb::kPay));
    out.push_back(make_action(vb::kRefuse));
  }
  static void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
    if (verb_of(a) == vb::kRefuse) {
      f.step = 2;
      return;
    }
    g.seat_info[seat].force = static_cast<int16_t>(g.seat_info[seat].force - kForce);
    TCG_LOG(g, log, "force", seat, g.seat_name(seat) + " pays " + std::to_string(kForce) + " Force to stop " + g.card_label(f.source) + ".");
    g.stack.pop();
  }
  static std::string prompt(const TcgState& g, const Frame& f, int seat) {
    if (f.step != 1 || seat != payer(g, f)) return "";
    return "Pay " + std::to_string(kForce) + " Force to stop " + g.card_label(f.source) + "'s ability" +
           (g.valid_card(f.v[0]) ? " on " + g.card_label(static_cast<CardId>(f.v[0])) : std::string()) + "?";
  }
  static std::string label(const TcgState&, const Frame&, Action a) {
    return verb_of(a) == vb::kPay ? "Pay " + std::to_string(kForce) + " Force to stop it" : "Do not pay";
  }
  static constexpr OwnScript script() { return OwnScript{run, legal, apply, prompt, label}; }
};

}  // namespace sw::tcg
