// The TCG's own events (state.h evt::), raised by the attack flow and by
// card effects (Verb::Raise), resolved here when they pass their windows.
#include <algorithm>
#include <cstdlib>
#include <string>
#include "tcg/own_script.h"
#include "tcg/flow/flow.h"

namespace sw::tcg {

namespace {

std::string dice_text(const TcgState& g) {
  std::string s;
  for (uint8_t v : g.atk.dice) s += (s.empty() ? "" : " ") + std::to_string(v);
  return s;
}

}  // namespace

// TCG-DICE-4: every die of the attack roll rolled again (the new results
// replace the old; Critical Hit reads them at A8).
void reroll_dice(TcgState& g, uint64_t mask_lo, uint64_t mask_hi, int seat, EventLog* log) {
  int n = 0;
  for (int i = 0; i < g.atk.dice.size(); ++i) {
    const bool chosen = i < 32 ? (mask_lo >> i) & 1u : (mask_hi >> (i - 32)) & 1u;
    if (!chosen) continue;
    g.atk.dice[i] = static_cast<uint8_t>(g.rng.roll(6));
    ++n;
  }
  if (log && n > 0) {
    json dice = json::array();
    for (uint8_t v : g.atk.dice) dice.push_back(v);
    log->add("roll", seat,
             g.seat_name(seat) + " rerolls " + std::to_string(n) + (n == 1 ? " die" : " dice") + ": now " + dice_text(g) + ".",
             json{{"dice", dice}, {"reroll", true}});
  }
}

void TcgState::resolve_game_event(Event& e, EventLog* log) {
  e.resolved = true;
  switch (e.kind) {
    case evt::kForce:
    case evt::kBuildPoints: {
      // Force / build points go up or down by `amount`, never below 0 (T4).
      if (e.seat < 0 || e.seat >= seats) return;
      const bool force = e.kind == evt::kForce;
      TcgSeat& me = seat_info[e.seat];
      const int before = force ? me.force : me.build_points;
      const int after = std::max(0, std::min(force ? 30000 : 120, before + e.amount));
      if (force) me.force = static_cast<int16_t>(after);
      else me.build_points = static_cast<int8_t>(after);
      e.resolved = after != before;
      const int d = after - before;
      TCG_LOG(*this, log, force ? "force" : "build_points", e.seat,
              seat_name(e.seat) + (d >= 0 ? " gains " : " loses ") + std::to_string(d >= 0 ? d : -d) +
                  (force ? " Force." : (std::abs(d) == 1 ? " build point." : " build points.")));
      return;
    }
    case evt::kRetreat:  // a card makes a unit retreat: tapped, face up into the build zone (OQ-TCG-26)
      if (!valid_card(e.target) || !in_play(e.target)) {
        e.resolved = false;
        return;
      }
      retreat_unit(e.target, log);
      return;
    case evt::kRerollAll:  // Cheat the Game
      if (!atk.rolled || flow::attacking_unit(*this) == kNoCard) {
        e.resolved = false;
        return;
      }
      reroll_dice(*this, ~0ull, ~0ull, e.seat, log);
      return;
    case evt::kSwitchDefender: {  // Attract Enemy Fire: only before the roll, only to a unit it can attack
      const CardId a = flow::attacking_unit(*this);
      if (a == kNoCard || atk.rolled || !valid_card(e.target) || e.target == atk.defender || !can_target(a, e.target)) {
        e.resolved = false;
        TCG_LOG(*this, log, "switch", e.seat, "The attack does not switch.");
        return;
      }
      atk.defender = e.target;
      atk.mode = AttackMode::Normal;
      TCG_LOG(*this, log, "switch", e.seat, card_label(a) + " now attacks " + card_label(e.target) + ".");
      return;
    }
    case evt::kAttackerPower: {  // "for this attack, the attacking unit has +X power"
      const CardId a = flow::attacking_unit(*this);
      if (a == kNoCard) {
        e.resolved = false;
        return;
      }
      add_lasting(Lasting{e.source, a, st::kPower, Scope::Attack, e.amount});
      TCG_LOG(*this, log, "power", e.seat,
              card_label(a) + (e.amount >= 0 ? " has +" : " has ") + std::to_string(e.amount) + " power for this attack.");
      return;
    }
    default:
      return;
  }
}

}  // namespace sw::tcg
