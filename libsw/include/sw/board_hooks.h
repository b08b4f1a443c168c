// What the engine asks of a game's board and which optional hooks a game
// may declare (found at compile time).
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/action_codes.h"

namespace sw {

// ----------------------------------------------------------- board hooks --
//
// The templates reach the board only through these members of G. Core
// implements them for its board; a game with its own board (deriving from
// CoreFlow) implements them itself:
//
//   int  num_cards() const;                 // card ids are 0..num_cards()-1 (scanned for
//                                           // usable abilities and targets)
//   int  def_of(CardId) const;              // index into the card table (card_def)
//   int  controller_of(CardId) const;       // seat controlling it now
//   bool in_play(CardId) const;             // false for ids out of range
//   bool in_hand_of(CardId, int seat) const;// in `seat`'s hand (from_hand abilities)
//   bool is_exhausted(CardId) const;        // the exhaust_cost() cost is unpaid-able
//   void pay_exhaust(CardId);               // pays exhaust_cost()
//   void pay_from_hand(CardId);             // pays play_from_hand(): e.g. to the discard pile
//
// Optional: void log_ability(const Frame&, EventLog&) const writes the log of
// an ability being initiated (the ability frame at its costs step: seat,
// source, ability, v[0] = target or -1); without it the engine writes
// "Card: text (target: Other)" (type "ability").
//
// Only a game deriving from Core (has_core_board) gets the board verbs
// (damage, draw, mill, destroy, exhaust, ready, focus, heal, capture, enter
// play: resolve_core_event), the `capacity` hook and the board part of
// core_to_json / core_from_json / check_core. A game with its own board
// raises only its own events (ev::kFirstGameEvent + n, resolved by its
// resolve_game_event) and uses kUse, Cancel, Modify and Lasting; a core
// board verb raised there is an invariant violation and changes nothing.

template <class G>
struct has_core_board : std::is_base_of<Core<typename G::Limits>, G> {};

// Optional game hooks, found when the game declares them:
//   bool may_use(CardId, int ability, int seat) const;  // the game's own play restrictions
//                                                       // and costs it can pay (LCG resources,
//                                                       // Limited, uniqueness); else always
//   std::string seat_name(int seat) const;             // how log lines name a seat
//   void before_resolve(Event&, EventLog*);             // just before an event resolves: the
//                                                       // game may lower its amount (LCG shields)
template <class G, class = void>
struct has_may_use : std::false_type {};
template <class G>
struct has_may_use<G, std::void_t<decltype(std::declval<const G&>().may_use(CardId{}, 0, 0))>> : std::true_type {};
//   bool same_team(int a, int b) const;                // seats a and b play together
//                                                       // (Whose::Friendly / Enemy); else a == b
template <class G, class = void>
struct has_same_team : std::false_type {};
template <class G>
struct has_same_team<G, std::void_t<decltype(std::declval<const G&>().same_team(0, 0))>> : std::true_type {};
// Are seats a and b on one team (a seat is on its own without the hook)?
template <class G>
bool same_team(const G& g, int a, int b) {
  if (a == b) return true;
  if constexpr (has_same_team<G>::value) return a >= 0 && b >= 0 && g.same_team(a, b);
  else return (void)g, false;
}
//   int extra_hand(int seat, CardId* out, int cap) const;  // up to `cap` cards `seat` may use as
//                                                       // if in hand besides its hand (the LCG's
//                                                       // common reserves, MP-GEN-7): the windows
//                                                       // and forced collections look at them too;
//   bool extra_hands() const;                           // with it: could any seat have such cards
//                                                       // now (a cheap guard: false in 1v1)
inline constexpr int kExtraHandCap = 16;
template <class G, class = void>
struct has_extra_hand : std::false_type {};
template <class G>
struct has_extra_hand<G, std::void_t<decltype(std::declval<const G&>().extra_hand(0, static_cast<CardId*>(nullptr), 0)),
                                     decltype(std::declval<const G&>().extra_hands())>> : std::true_type {};
template <class G, class = void>
struct has_seat_name : std::false_type {};
template <class G>
struct has_seat_name<G, std::void_t<decltype(std::declval<const G&>().seat_name(0))>> : std::true_type {};
// How the core's log lines name a seat: the game's seat_name (e.g. "Dark
// Side") when it has one, else "Seat N".
template <class G>
std::string seat_label(const G& g, int seat) {
  if constexpr (has_seat_name<G>::value) return g.seat_name(seat);
  else return "Seat " + std::to_string(seat);
}
template <class G, class = void>
struct has_before_resolve : std::false_type {};
template <class G>
struct has_before_resolve<G, std::void_t<decltype(std::declval<G&>().before_resolve(std::declval<Event&>(),
                                                                                     static_cast<EventLog*>(nullptr)))>>
    : std::true_type {};

// Optional: bool targetable(CardId) const; false for a card no effect may
// target ("this card cannot be targeted"); else every card may be.
template <class G, class = void>
struct has_targetable : std::false_type {};
template <class G>
struct has_targetable<G, std::void_t<decltype(std::declval<const G&>().targetable(CardId{}))>> : std::true_type {};

// Optional: int trigger_chooser(int base) const; the seat that picks the
// next of the simultaneous forced triggers waiting in pending[base..] (the
// TCG: the Dark Side while it has one, then the Light Side, TCG-ABIL-9).
// With it, the order frame offers that seat only its own triggers, and
// resolves its only one without a prompt; without it, the active seat picks
// among all of them.
template <class G, class = void>
struct has_trigger_chooser : std::false_type {};
template <class G>
struct has_trigger_chooser<G, std::void_t<decltype(std::declval<const G&>().trigger_chooser(0))>> : std::true_type {};

template <class G, class = void>
struct has_log_ability : std::false_type {};
template <class G>
struct has_log_ability<G, std::void_t<decltype(std::declval<const G&>().log_ability(std::declval<const Frame&>(),
                                                                                      std::declval<EventLog&>()))>>
    : std::true_type {};

}  // namespace sw
