// The fields of the EvR state structs, listed once (sw/fields.h): equality,
// the save format (to_json) and its checked inverse all come from here. The
// save format is the one of docs/api.md ("state" of a save); old saves load.
#pragma once
#include "evr/state.h"
#include "sw/fields.h"

namespace sw {
namespace evr {
namespace codec {

// A zone of resource cards as card ids ("reb.military-4").
struct Cards {
  template <int N>
  json write(const Zone<N>& z) const {
    json a = json::array();
    for (CardId c : z.cards) a.push_back(card_id(c));
    return a;
  }
  template <int N>
  bool read(const json& j, Zone<N>& z, std::string& err) const {
    z.cards.clear();
    if (!j.is_array()) return fail(err, "must be an array");
    for (const json& x : j) {
      int c = x.is_string() ? find_card(x.get_ref<const std::string&>().c_str()) : -1;
      if (c < 0) return fail(err, "holds an unknown card");
      if (z.size() >= N || !z.put_bottom(static_cast<CardId>(c))) return fail(err, "holds too many cards");
    }
    return true;
  }
  template <int N>
  bool equal(const Zone<N>& a, const Zone<N>& b) const {
    return a == b;
  }
  static bool fail(std::string& err, const char* why) {
    err = why;
    return false;
  }
};

// The event deck as event keys, top first.
struct Events {
  json write(const Zone<kNumEvents>& z) const {
    json a = json::array();
    for (CardId e : z.cards) a.push_back(event_def(e).key);
    return a;
  }
  bool read(const json& j, Zone<kNumEvents>& z, std::string& err) const {
    z.cards.clear();
    if (!j.is_array()) return Cards::fail(err, "must be an array");
    for (const json& x : j) {
      int e = x.is_string() ? find_event(x.get_ref<const std::string&>().c_str()) : -1;
      if (e < 0 || z.size() >= kNumEvents || !z.put_bottom(static_cast<CardId>(e)))
        return Cards::fail(err, "holds an unknown event or too many");
    }
    return true;
  }
  bool equal(const Zone<kNumEvents>& a, const Zone<kNumEvents>& b) const { return a == b; }
};

// This round's event: its key, or null.
struct EventOrNone {
  json write(int8_t e) const { return e >= 0 ? json(event_def(e).key) : json(); }
  bool read(const json& j, int8_t& out, std::string& err) const {
    if (j.is_null()) {
      out = -1;
      return true;
    }
    int e = j.is_string() ? find_event(j.get_ref<const std::string&>().c_str()) : -1;
    if (e < 0) return Cards::fail(err, "must be an event key or null");
    out = static_cast<int8_t>(e);
    return true;
  }
  bool equal(int8_t a, int8_t b) const { return a == b; }
};

// The exhausted cards (a bit per card) as card ids, ascending.
struct ExhaustedCards {
  json write(uint64_t bits) const {
    json a = json::array();
    for (int c = 0; c < kNumResourceCards; ++c)
      if ((bits >> c) & 1u) a.push_back(card_id(c));
    return a;
  }
  bool read(const json& j, uint64_t& out, std::string& err) const {
    out = 0;
    if (!j.is_array()) return Cards::fail(err, "must be an array");
    for (const json& x : j) {
      int c = x.is_string() ? find_card(x.get_ref<const std::string&>().c_str()) : -1;
      if (c < 0) return Cards::fail(err, "holds an unknown card");
      out |= uint64_t{1} << c;
    }
    return true;
  }
  bool equal(uint64_t a, uint64_t b) const { return a == b; }
};

// seat_of_faction as the Rebel player's seat.
struct RebelSeat {
  json write(const int8_t (&seat_of)[2]) const { return json(static_cast<int>(seat_of[kRebel])); }
  bool read(const json& j, int8_t (&seat_of)[2], std::string& err) const {
    int8_t r = 0;
    if (!fields::Int{0, 1}.read(j, r, err)) return false;
    seat_of[kRebel] = r;
    seat_of[kImperial] = static_cast<int8_t>(1 - r);
    return true;
  }
  bool equal(const int8_t (&a)[2], const int8_t (&b)[2]) const { return a[0] == b[0] && a[1] == b[1]; }
};

// The struggle's turn and pass count (two seats).
struct Run {
  json write(const PassRun& r) const { return json{{"current", r.current}, {"passes", r.passes}}; }
  bool read(const json& j, PassRun& r, std::string& err) const {
    int cur = 0, passes = 0;
    if (!j.is_object() || j.size() != 2 || !get_int_in(j, "current", 0, 1, cur) || !get_int_in(j, "passes", 0, 2, passes))
      return Cards::fail(err, "must be {current: 0..1, passes: 0..2}");
    r.start(2, cur);
    r.passes = static_cast<int8_t>(passes);
    return true;
  }
  bool equal(const PassRun& a, const PassRun& b) const { return a == b; }
};

// The step stack (state.h) keeps the save shape it replaced: "pending" is the
// waiting power's frame (null when none) and "dominance.step" the Dominance
// frame's step; the other phase frames are not saved: "phase" names them and
// they rest at one step each. Reading builds [Dominance frame, power frame]
// from the two; evr_state_from_json then checks the result against the phase
// and, outside the Dominance phase, puts the phase's frame in place of the
// Dominance frame (old saves wrote 0 or 6 there).
struct PendingFrame {
  json write(const EvrStack& st) const;
  bool read(const json& j, EvrStack& st, std::string& err) const;
  bool equal(const EvrStack& a, const EvrStack& b) const { return a == b; }
};
struct DominanceStep {
  json write(const EvrStack& st) const {
    return json(!st.empty() && st.frames[0].kind == kDominanceFrame ? static_cast<int>(st.frames[0].step) : 0);
  }
  bool read(const json& j, EvrStack& st, std::string& err) const {
    Frame d;
    d.kind = kDominanceFrame;
    if (!fields::Int{0, 6}.read(j, d.step, err)) return false;
    if (!st.frames.try_insert_at(0, d)) return Cards::fail(err, "nesting too deep");
    return true;
  }
  bool equal(const EvrStack& a, const EvrStack& b) const { return a == b; }
};

constexpr const char* kVariants[] = {"full", "learning"};
constexpr const char* kStratStatus[] = {"unused", "chosen", "used", "discarded"};

}  // namespace codec

template <class V>
void Pending::fields(V& v) {
  using fields::Int;
  v("power", &Pending::power, Int{1, static_cast<int>(PowerId::Count) - 1});
  v("step", &Pending::step, Int{0, 3});
  v("seat", &Pending::seat, Int{0, 1});
  v("owner", &Pending::owner, Int{0, 1});
  v("source", &Pending::source, Int{-1, kNumResourceCards - 1});
  v("a", &Pending::a, Int{-1, kNumResourceCards - 1});
  v("b", &Pending::b, Int{-1, kNumResourceCards - 1});
  v("count", &Pending::count, Int{0, 24});
}

inline json codec::PendingFrame::write(const EvrStack& st) const {
  if (st.empty() || !is_power_frame(st.top().kind)) return json();
  const Frame& f = st.top();
  Pending p;
  p.power = frame_power(f.kind);
  p.step = f.step;
  p.seat = f.seat;
  p.source = f.source == kNoCard ? int8_t{-1} : static_cast<int8_t>(f.source);
  p.owner = static_cast<int8_t>(f.v[0]);
  p.a = static_cast<int8_t>(f.v[1]);
  p.b = static_cast<int8_t>(f.v[2]);
  p.count = static_cast<int8_t>(f.v[3]);
  return fields::to_json(p);
}

inline bool codec::PendingFrame::read(const json& j, EvrStack& st, std::string& err) const {
  if (j.is_null()) return true;
  Pending p;
  if (!fields::from_json(j, p, err)) return false;
  Frame f;
  f.kind = power_frame(p.power);
  f.step = p.step;
  f.seat = p.seat;
  f.source = p.source >= 0 ? static_cast<CardId>(p.source) : kNoCard;
  f.v[0] = p.owner;
  f.v[1] = p.a;
  f.v[2] = p.b;
  f.v[3] = p.count;
  if (!st.frames.try_push_back(f)) return codec::Cards::fail(err, "nesting too deep");
  return true;
}

template <class V>
void PlayerState::fields(V& v) {
  using fields::Int;
  using P = PlayerState;
  v("faction", &P::faction, Int{0, 1});
  v("deck", &P::deck, codec::Cards{});
  v("inPlay", &P::in_play, codec::Cards{});
  v("discard", &P::discard, codec::Cards{});
  v("reserve", &P::reserve, codec::Cards{});
  v("picked", &P::picked, Int{0, kCharactersChosen});
  v("strategies", &P::strat, fields::Array<fields::Names>{{codec::kStratStatus, 4}});
  v("chosen", &P::chosen, Int{-1, kNumStrategies - 1});
  v("chosenBy", &P::chosen_by, Int{-1, 1});
  v("revealed", &P::revealed, fields::Bool{});
  v.group("next", [&] {
    v("byOpponent", &P::next_by_opponent, fields::Bool{});
    v("random", &P::next_random, fields::Bool{});
    v("revealFirst", &P::next_reveal_first, fields::Bool{});
  });
  v("influence", &P::influence, Int{0, 30000});
  v("vp", &P::vp, Int{0, 30000});
  v("won", &P::won, Int{0, (int64_t{1} << kNumEvents) - 1});
}

template <class V>
void RoundResult::fields(V& v) {
  using fields::Int;
  using R = RoundResult;
  v("round", &R::round, Int{0, 127});
  v("event", &R::event, Int{-1, kNumEvents - 1});
  v("totals", &R::totals, fields::Array<Int>{{0, 127}});
  v("finalTotals", &R::final_totals, fields::Array<Int>{{0, 127}});
  v("strategy", &R::strategy, fields::Array<Int>{{-1, kNumStrategies - 1}});
  v("cancelled", &R::cancelled, fields::Array<fields::Bool>{});
  v("winner", &R::winner, Int{-1, 1});
}

template <class V>
void EvrState::fields(V& v) {
  using fields::Int;
  using S = EvrState;
  v("variant", &S::variant, fields::Names{codec::kVariants, 2});
  v("rng", &S::rng, fields::RngHex{});
  v("phase", &S::phase, Int{0, static_cast<int>(Phase::Over)});
  v("round", &S::round, Int{0, 10000});
  v("rebelSeat", &S::seat_of_faction, codec::RebelSeat{});
  v("eventDeck", &S::event_deck, codec::Events{});
  v("event", &S::event, codec::EventOrNone{});
  v("balance", &S::balance, Int{-1, 1});  // -1: not set yet (EVR-SETUP-11)
  v("run", &S::run, codec::Run{});
  v("exhausted", &S::exhausted, codec::ExhaustedCards{});
  v("players", &S::p, fields::Array<fields::Nested>{});
  v("pending", static_cast<EvrStack S::*>(&S::stack), codec::PendingFrame{});  // CoreFlow's stack
  v.group("dominance", [&] {
    v("step", static_cast<EvrStack S::*>(&S::stack), codec::DominanceStep{});
    v("winner", &S::winner, Int{-1, 1});
    v("lastLoser", &S::last_loser, Int{-1, 1});
    v("active", &S::strat_active, fields::Array<fields::Bool>{});
  });
  v("last", &S::last, fields::Nested{});
  v("over", &S::over, fields::Bool{});
  v("gameWinner", &S::game_winner, Int{-1, 1});
}

}  // namespace evr
}  // namespace sw
