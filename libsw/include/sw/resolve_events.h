// The verb library: how a core event (damage, draw, destroy, ...) changes
// the board when it resolves.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/event_windows.h"

namespace sw {
namespace engine {

// ------------------------------------------------------- event resolution --

// Applies a core event (the verb library). Sets e.resolved when it changed
// something (what "then" and "if you do" look at). May raise a follow-up
// event (damage -> destroy); returns true if it did.
template <class G>
bool resolve_core_event(G& g, Event& e, EventLog* log) {
  if (e.kind == ev::kUse) {
    e.resolved = true;
    return false;
  }
  if constexpr (!has_core_board<G>::value) {
    (void)log;
    report_violation("engine: a board verb in a game with its own board");
    return false;
  } else {
  const bool tgt = g.valid_card(e.target);
  switch (e.kind) {
    case ev::kDamage: {
      if (!tgt || !g.in_play(e.target) || e.amount <= 0) return false;
      CardInstance& ci = g.card(e.target);
      ci.damage = static_cast<int8_t>(std::min(100, ci.damage + e.amount));
      e.resolved = true;
      if (log) log_text(g, log, "damage", e.seat, g.card_label(e.target) + " takes " + std::to_string(e.amount) + " damage.");
      int cap = g.capacity(e.target);
      if (cap > 0 && ci.damage >= cap) {
        Event d;
        d.kind = ev::kDestroy;
        d.seat = e.seat;
        d.source = e.source;
        d.target = e.target;
        return raise(g, d);
      }
      return false;
    }
    case ev::kDraw: {
      int seat = e.seat, n = 0;
      if (seat < 0 || seat >= g.seats) return false;
      for (; n < e.amount && !g.zone_of(seat, zone::kDeck).empty(); ++n)
        g.move_card(g.zone_of(seat, zone::kDeck).top(), zone::kHand);
      e.resolved = n > 0;
      e.amount = static_cast<int16_t>(n);
      if (log && n > 0) log_text(g, log, "draw", seat, seat_label(g, seat) + " draws " + std::to_string(n) + (n == 1 ? " card." : " cards."));
      return false;
    }
    case ev::kMill: {
      int seat = e.seat, n = 0;
      if (seat < 0 || seat >= g.seats) return false;
      for (; n < e.amount && !g.zone_of(seat, zone::kDeck).empty(); ++n)
        g.move_card(g.zone_of(seat, zone::kDeck).top(), zone::kDiscard);
      e.resolved = n > 0;
      return false;
    }
    case ev::kDestroy:
      if (!tgt || !g.in_play(e.target)) return false;
      g.move_card(e.target, zone::kDiscard);
      e.resolved = true;
      if (log) log_text(g, log, "destroyed", e.seat, g.card_label(e.target) + " is destroyed.");
      return false;
    case ev::kExhaust:
      if (!tgt || !g.in_play(e.target) || g.card(e.target).exhausted) return false;
      g.card(e.target).exhausted = e.resolved = true;
      return false;
    case ev::kReady:
      if (!tgt || !g.in_play(e.target) || !g.card(e.target).exhausted) return false;
      g.card(e.target).exhausted = false;
      e.resolved = true;
      return false;
    case ev::kFocus:
      if (!tgt || !g.in_play(e.target) || e.amount <= 0) return false;
      g.card(e.target).focus = static_cast<int8_t>(std::min(100, g.card(e.target).focus + e.amount));
      e.resolved = true;
      return false;
    case ev::kHeal: {
      if (!tgt || !g.in_play(e.target)) return false;
      CardInstance& ci = g.card(e.target);
      int n = std::min<int>(ci.damage, std::max<int>(0, e.amount));
      ci.damage = static_cast<int8_t>(ci.damage - n);
      e.resolved = n > 0;
      if (log && n > 0) log_text(g, log, "heal", e.seat, g.card_label(e.target) + " loses " + std::to_string(n) + " damage.");
      return false;
    }
    case ev::kCapture:  // from play or from any other zone (a hand, a deck); amount = 1: it was in play
      if (!tgt || g.card(e.target).zone == zone::kCaptured || !g.valid_card(e.source) || e.source == e.target) return false;
      e.amount = g.in_play(e.target) ? 1 : 0;
      g.move_card(e.target, zone::kCaptured);
      g.card(e.target).under = e.source;
      e.resolved = true;
      return false;
    case ev::kEnterPlay:  // from any zone out of play but under a card (hand, deck, discard, ...)
      if (!tgt || g.card(e.target).zone == zone::kPlay || g.card(e.target).zone == zone::kCaptured) return false;
      g.move_card(e.target, zone::kPlay);
      e.resolved = true;
      if (log) log_text(g, log, "enter_play", e.seat, g.card_label(e.target) + " enters play.");
      return false;
    default:
      return false;
  }
  }
}

}  // namespace engine
}  // namespace sw
