// Saves and checks: the flow and the core board as JSON integers, their
// validating loaders, and the structural invariants.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include <cstdint>
#include "sw/driver.h"
#include "sw/json.h"

namespace sw {
namespace engine {

// ------------------------------------------------------------------ JSON --

// The flow (CoreFlow) as integers: seats, active, period, stack, events,
// pending, uses, lasting. A game with its own board saves this object next
// to its own board (flow_from_json reads it back).
template <class G>
json flow_to_json(const G& g) {
  json j;
  j["seats"] = g.seats;
  j["active"] = g.active;
  json per = json::array();
  for (uint32_t p : g.period) per.push_back(p);
  j["period"] = per;
  json st = json::array();
  for (const Frame& f : g.stack.frames)
    st.push_back({f.kind, f.step, f.seat, f.ability, f.source == kNoCard ? -1 : f.source, f.v[0], f.v[1], f.v[2], f.v[3]});
  j["stack"] = st;
  json evs = json::array();
  for (const Event& e : g.events)
    evs.push_back({e.kind, e.seat, e.ability, e.cancelled ? 1 : 0, e.resolved ? 1 : 0, e.source == kNoCard ? -1 : e.source,
                   e.target == kNoCard ? -1 : e.target, e.amount, e.serial});
  j["events"] = evs;
  json pend = json::array();
  for (const PendingTrigger& p : g.pending) pend.push_back({p.card, p.ability, p.event});
  j["pending"] = pend;
  json uses = json::array();
  for (const Use& u : g.uses) uses.push_back({u.card, u.ability, static_cast<int>(u.scope), u.period});
  j["uses"] = uses;
  json las = json::array();
  for (const Lasting& l : g.lasting)
    las.push_back({l.source == kNoCard ? -1 : l.source, l.target, l.stat, static_cast<int>(l.until), l.amount});
  j["lasting"] = las;
  return j;
}

// The core data as integers (saves only; views are the game's): the flow
// plus the Core board (cards, zones).
template <class G>
json core_to_json(const G& g) {
  static_assert(has_core_board<G>::value, "core_to_json: a game with its own board uses flow_to_json");
  json j = flow_to_json(g);
  json cards = json::array();
  for (const CardInstance& c : g.cards)
    cards.push_back({c.def, c.owner, c.controller, c.zone, c.exhausted ? 1 : 0, c.damage, c.focus,
                     c.under == kNoCard ? -1 : c.under});
  j["cards"] = cards;
  json zones = json::array();
  for (int s = 0; s < G::Limits::kSeats; ++s) {
    json zs = json::array();
    for (int z = 0; z < G::Limits::kZones; ++z) {
      json a = json::array();
      for (CardId c : g.zones[s][z]) a.push_back(c);
      zs.push_back(a);
    }
    zones.push_back(zs);
  }
  j["zones"] = zones;
  return j;
}

namespace detail {
// Reads an array of exactly n integers, each within [lo[i], hi[i]].
inline bool read_ints(const json& a, int n, const int64_t* lo, const int64_t* hi, int64_t* out) {
  if (!a.is_array() || static_cast<int>(a.size()) != n) return false;
  for (int i = 0; i < n; ++i) {
    const json& x = a[static_cast<size_t>(i)];
    int64_t v = 0;
    if (x.is_number_unsigned()) {
      if (x.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) return false;
      v = static_cast<int64_t>(x.get<uint64_t>());
    } else if (x.is_number_integer()) {
      v = x.get<int64_t>();
    } else {
      return false;
    }
    if (v < lo[i] || v > hi[i]) return false;
    out[i] = v;
  }
  return true;
}
inline CardId card_or_none(int64_t v) { return v < 0 ? kNoCard : static_cast<CardId>(v); }
}  // namespace detail

namespace detail {
// Flow part 1 of a save: seats, active, period.
template <class G>
std::string flow_head_from_json(const json& j, G& g) {
  using L = typename G::Limits;
  constexpr int64_t kU32 = 0xFFFFFFFFll;
  int seats = 0, active = 0;
  if (!get_int_in(j, "seats", 1, L::kSeats, seats)) return "core: bad seats";
  if (!get_int_in(j, "active", 0, seats - 1, active)) return "core: bad active seat";
  g.seats = static_cast<int8_t>(seats);
  g.active = static_cast<int8_t>(active);
  const json* per = field(j, "period");
  {
    int64_t lo[static_cast<int>(Scope::Count)], hi[static_cast<int>(Scope::Count)], v[static_cast<int>(Scope::Count)];
    for (int i = 0; i < static_cast<int>(Scope::Count); ++i) lo[i] = 0, hi[i] = kU32;
    if (!per || !detail::read_ints(*per, static_cast<int>(Scope::Count), lo, hi, v)) return "core: bad period";
    for (int i = 0; i < static_cast<int>(Scope::Count); ++i) g.period[i] = static_cast<uint32_t>(v[i]);
  }
  return "";
}

// The name of the game kind of the first frame on the stack that its
// kind's valid hook refuses, or null (a load's check, and check_flow's).
template <class G>
const char* refused_frame_kind(const G& g) {
  for (const Frame& f : g.stack.frames) {
    const FrameKindDef<G>* k = game_kind<G>(f.kind);
    if (k && k->valid && !k->valid(g, f)) return k->name;
  }
  return nullptr;
}

// Flow part 2: events, pending, uses, lasting, stack; checked against the
// board already loaded (num_cards, def_of) and the game's tables.
template <class G>
std::string flow_tail_from_json(const json& j, G& g) {
  using L = typename G::Limits;
  constexpr int64_t kU32 = 0xFFFFFFFFll;
  const int seats = g.seats;
  const int nc = g.num_cards();
  auto ability_ok = [&](int64_t card, int64_t ab) {
    return card >= 0 && card < nc && ab >= 0 && ab < G::card_def(g.def_of(static_cast<CardId>(card))).n_abilities;
  };
  // Events.
  const json* evs = field(j, "events");
  if (!evs || !evs->is_array() || static_cast<int>(evs->size()) > L::kEvents) return "core: bad events";
  g.events.clear();
  for (const json& x : *evs) {
    const int64_t lo[] = {0, -1, -1, 0, 0, -1, -1, -10000, 0};
    const int64_t hi[] = {255, seats - 1, kMaxAbilities - 1, 1, 1, nc - 1, nc - 1, 10000, kU32};
    int64_t v[9];
    if (!detail::read_ints(x, 9, lo, hi, v)) return "core: bad event";
    bool core_kind = v[0] > ev::kNone && v[0] < ev::kNumCore;
    bool game_kind = v[0] >= ev::kFirstGameEvent && v[0] < ev::kFirstGameEvent + G::num_game_events();
    if (!core_kind && !game_kind) return "core: unknown event kind";
    if (v[2] >= 0 && !ability_ok(v[5], v[2])) return "core: event names an unknown ability";
    Event e;
    e.kind = static_cast<uint8_t>(v[0]);
    e.seat = static_cast<int8_t>(v[1]);
    e.ability = static_cast<int8_t>(v[2]);
    e.cancelled = v[3] != 0;
    e.resolved = v[4] != 0;
    e.source = detail::card_or_none(v[5]);
    e.target = detail::card_or_none(v[6]);
    e.amount = static_cast<int16_t>(v[7]);
    e.serial = static_cast<uint32_t>(v[8]);
    (void)g.events.try_push_back(e);
  }
  const int ne = g.events.size();
  const json* pend = field(j, "pending");
  if (!pend || !pend->is_array() || static_cast<int>(pend->size()) > L::kPending) return "core: bad pending";
  g.pending.clear();
  for (const json& x : *pend) {
    const int64_t lo[] = {0, 0, 0};
    const int64_t hi[] = {nc - 1, kMaxAbilities - 1, ne - 1};
    int64_t v[3];
    if (!detail::read_ints(x, 3, lo, hi, v) || !ability_ok(v[0], v[1])) return "core: bad pending trigger";
    (void)g.pending.try_push_back(
        PendingTrigger{static_cast<CardId>(v[0]), static_cast<int8_t>(v[1]), static_cast<int8_t>(v[2])});
  }
  const json* uses = field(j, "uses");
  if (!uses || !uses->is_array() || static_cast<int>(uses->size()) > L::kUses) return "core: bad uses";
  g.uses.clear();
  for (const json& x : *uses) {
    const int64_t lo[] = {0, 0, 1, 0};
    const int64_t hi[] = {nc - 1, kMaxAbilities - 1, static_cast<int>(Scope::Count) - 1, kU32};
    int64_t v[4];
    if (!detail::read_ints(x, 4, lo, hi, v) || !ability_ok(v[0], v[1])) return "core: bad use record";
    (void)g.uses.try_push_back(Use{static_cast<CardId>(v[0]), static_cast<int8_t>(v[1]), static_cast<Scope>(v[2]),
                                   static_cast<uint32_t>(v[3])});
  }
  const json* las = field(j, "lasting");
  if (!las || !las->is_array() || static_cast<int>(las->size()) > L::kLasting) return "core: bad lasting";
  g.lasting.clear();
  for (const json& x : *las) {
    const int64_t lo[] = {-1, 0, 0, 1, -1000};
    const int64_t hi[] = {nc - 1, nc - 1, kMaxStats - 1, static_cast<int>(Scope::Count) - 1, 1000};
    int64_t v[5];
    if (!detail::read_ints(x, 5, lo, hi, v)) return "core: bad lasting effect";
    (void)g.lasting.try_push_back(Lasting{detail::card_or_none(v[0]), static_cast<CardId>(v[1]), static_cast<uint8_t>(v[2]),
                                          static_cast<Scope>(v[3]), static_cast<int16_t>(v[4])});
  }
  // The stack: every kind and step from the tables, every reference valid.
  const json* st = field(j, "stack");
  if (!st || !st->is_array() || static_cast<int>(st->size()) > L::kDepth) return "core: bad stack";
  g.stack.frames.clear();
  for (const json& x : *st) {
    const int64_t lo[] = {0, 0, -1, -1, -1, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN};
    const int64_t hi[] = {255, 255, seats - 1, kMaxAbilities - 1, nc - 1, INT32_MAX, INT32_MAX, INT32_MAX, INT32_MAX};
    int64_t v[9];
    if (!detail::read_ints(x, 9, lo, hi, v)) return "core: bad frame";
    Frame f;
    f.kind = static_cast<uint8_t>(v[0]);
    f.step = static_cast<uint8_t>(v[1]);
    f.seat = static_cast<int8_t>(v[2]);
    f.ability = static_cast<int8_t>(v[3]);
    f.source = detail::card_or_none(v[4]);
    for (int i = 0; i < 4; ++i) f.v[i] = static_cast<int32_t>(v[5 + i]);
    auto slot_ok = [&](int32_t s, bool optional) { return (optional && s == -1) || (s >= 0 && s < ne); };
    auto card_ok = [&](int32_t c) { return c == -1 || (c >= 0 && c < nc); };
    switch (f.kind) {
      case kFrameEvent:
        if (f.step > 5 || !slot_ok(f.v[0], false) || f.v[1] < 0 || f.v[1] > 1) return "core: bad event frame";
        break;
      case kFrameWindow:
        if (f.step != 0 || f.seat < 0 || !slot_ok(f.v[0], true) || f.v[1] < 0 || f.v[1] > seats || f.v[2] <= 0 ||
            f.v[2] >= (1 << 7) || f.v[3] < 0 || f.v[3] > 255)
          return "core: bad window frame";
        break;
      case kFrameOrder:
        if (f.step != 0 || f.seat < 0 || f.v[0] < 0 || f.v[0] > g.pending.size()) return "core: bad order frame";
        break;
      case kFrameAbility:
        if (f.step > 3 || f.seat < 0 || !ability_ok(v[4], v[3]) || !card_ok(f.v[0]) || !slot_ok(f.v[1], true) ||
            f.v[2] < 0 || f.v[2] > kMaxAbilities || f.v[3] < 0 || f.v[3] > 7)
          return "core: bad ability frame";
        break;
      default: {
        const FrameKindDef<G>* k = game_kind<G>(f.kind);
        if (!k || !k->run) return "core: unknown frame kind";
        if (f.step >= k->steps) return "core: frame step out of range";
        if (f.ability >= 0 && !ability_ok(v[4], v[3])) return "core: frame names an unknown ability";
      }
    }
    (void)g.stack.frames.try_push_back(f);
  }
  // Game kinds' own check, once everything is loaded.
  if (const char* kind = refused_frame_kind(g)) return std::string("core: a frame that cannot arise (") + kind + ")";
  return "";
}
}  // namespace detail

// Inverse of flow_to_json, for a game with its own board: load the board
// (and whatever the frames' valid hooks look at) first, then this. Same
// checks as core_from_json's flow part. Returns "" or the first problem.
template <class G>
std::string flow_from_json(const json& j, G& g) {
  if (!j.is_object()) return "core: not an object";
  if (unknown_key(j, {"seats", "active", "period", "stack", "events", "pending", "uses", "lasting"}))
    return "core: unknown key";
  std::string e = detail::flow_head_from_json(j, g);
  if (!e.empty()) return e;
  return detail::flow_tail_from_json(j, g);
}


// Inverse of core_to_json. Every number is range-checked, every frame kind,
// step, card, ability and event slot is checked against the game's tables
// and the structure (cards listed once in the zone their record names).
// Returns "" or the first problem; on a problem `g` is unusable.
template <class G>
std::string core_from_json(const json& j, G& g) {
  static_assert(has_core_board<G>::value, "core_from_json: a game with its own board uses flow_from_json");
  using L = typename G::Limits;
  if (!j.is_object()) return "core: not an object";
  if (unknown_key(j, {"seats", "active", "period", "stack", "events", "pending", "uses", "lasting", "cards", "zones"}))
    return "core: unknown key";
  std::string err = detail::flow_head_from_json(j, g);
  if (!err.empty()) return err;
  const int seats = g.seats;
  // Cards first: everything else refers to them.
  const json* cards = field(j, "cards");
  if (!cards || !cards->is_array() || static_cast<int>(cards->size()) > L::kCards) return "core: bad cards";
  const int nc = static_cast<int>(cards->size());
  g.cards.clear();
  g.board_changed();  // the answer index is rebuilt for the loaded board
  for (const json& c : *cards) {
    const int64_t lo[] = {0, 0, 0, 0, 0, 0, 0, -1};
    const int64_t hi[] = {G::num_card_defs() - 1, seats - 1, seats - 1, L::kZones - 1, 1, 100, 100, nc - 1};
    int64_t v[8];
    if (!detail::read_ints(c, 8, lo, hi, v)) return "core: bad card instance";
    CardInstance ci;
    ci.def = static_cast<uint16_t>(v[0]);
    ci.owner = static_cast<int8_t>(v[1]);
    ci.controller = static_cast<int8_t>(v[2]);
    ci.zone = static_cast<uint8_t>(v[3]);
    ci.exhausted = v[4] != 0;
    ci.damage = static_cast<int8_t>(v[5]);
    ci.focus = static_cast<int8_t>(v[6]);
    ci.under = detail::card_or_none(v[7]);
    if ((ci.zone == zone::kCaptured) != (ci.under != kNoCard)) return "core: a captured card must name its host";
    if (!G::controlled_zone(ci.zone) && ci.controller != ci.owner)
      return "core: only cards in play (or another zone listed under its controller) change controller";
    (void)g.cards.try_push_back(ci);
  }
  const json* zones = field(j, "zones");
  if (!zones || !zones->is_array() || static_cast<int>(zones->size()) != L::kSeats) return "core: bad zones";
  std::vector<int> seen(static_cast<size_t>(nc), 0);
  for (int s = 0; s < L::kSeats; ++s) {
    const json& zs = (*zones)[static_cast<size_t>(s)];
    if (!zs.is_array() || static_cast<int>(zs.size()) != L::kZones) return "core: bad zones";
    for (int z = 0; z < L::kZones; ++z) {
      const json& a = zs[static_cast<size_t>(z)];
      auto& dst = g.zones[s][z];
      dst.cards.clear();
      if (!a.is_array()) return "core: bad zone";
      for (const json& x : a) {
        int c = 0;
        if (!as_int_in(x, 0, nc - 1, c)) return "core: a zone names an unknown card";
        if (g.area_of(static_cast<CardId>(c)) != s || g.cards[c].zone != z) return "core: a card is not where its record says";
        if (++seen[static_cast<size_t>(c)] > 1) return "core: a card is listed twice";
        if (!dst.try_put_bottom(static_cast<CardId>(c))) return "core: a zone holds too many cards";
      }
    }
  }
  for (int c = 0; c < nc; ++c)
    if (seen[static_cast<size_t>(c)] != 1) return "core: a card is in no zone";
  return detail::flow_tail_from_json(j, g);
}

// Invariants of the flow (for check_invariants of a game with its own
// board): no invariant violation reported, and every frame of a game kind
// on the stack is one its kind's valid hook accepts, as a load demands (a
// frame a card script left half set up, with a field still holding what
// the ability's frame held, would make a save that does not load).
template <class G>
std::string check_flow(const G& g) {
  if (const char* v = pending_violation()) return std::string("invariant violation reported: ") + v;
  if (const char* kind = detail::refused_frame_kind(g)) return std::string("a frame a load would refuse (") + kind + ")";
  return "";
}

// Structural invariants of the core data (for check_invariants): the flow's
// and the Core board's (every card listed once, where its record says).
template <class G>
std::string check_core(const G& g) {
  static_assert(has_core_board<G>::value, "check_core: a game with its own board uses check_flow");
  std::string e = check_flow(g);
  if (!e.empty()) return e;
  int listed = 0;
  for (int s = 0; s < G::Limits::kSeats; ++s)
    for (int z = 0; z < G::Limits::kZones; ++z)
      for (CardId c : g.zones[s][z]) {
        if (!g.valid_card(c) || g.area_of(c) != s || g.card(c).zone != z) return "a card is not where its record says";
        ++listed;
      }
  if (listed != g.cards.size()) return "cards were lost or duplicated";
  // The answer index, when it claims to be current, holds what the zones say
  // (exactly, unless a card left since the last rebuild: then at least);
  // code that rearranged zones without board_changed() would fail here.
  if (g.summary.version == g.board_version) {
    const typename G::BoardSummary kept = board_summary(g);  // with the entered cards folded in
    rebuild_summary(g);
    const typename G::BoardSummary& fresh = g.summary;
    auto holds = [&kept](uint64_t k, uint64_t f) { return kept.loose ? (k & f) == f : k == f; };
    bool ok = true;
    for (int w = 0; w < 4; ++w) ok = ok && holds(kept.constants[w], fresh.constants[w]);
    for (int s = 0; s < G::Limits::kSeats; ++s) {
      ok = ok && holds(kept.kinds[s], fresh.kinds[s]);
      for (int w = 0; w < kAnswerWords; ++w) ok = ok && holds(kept.answers[s][w], fresh.answers[s][w]);
    }
    // Every card in play with a constant ability is among the sources.
    auto is_source = [](const typename G::BoardSummary& sm, CardId c) {
      for (int i = 0; i < sm.n_sources; ++i)
        if (sm.sources[i] == c) return true;
      return false;
    };
    if (!kept.sources_all && !fresh.sources_all) {
      for (int i = 0; i < fresh.n_sources; ++i) ok = ok && is_source(kept, fresh.sources[i]);
      ok = ok && (kept.loose || kept.n_sources == fresh.n_sources);
    }
    if (!ok) return "the answer index is stale: zones changed without board_changed()";
  }
  return "";
}

}  // namespace engine
}  // namespace sw
