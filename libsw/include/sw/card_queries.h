// Questions about cards: the trigger index of the card table, definitions
// and abilities of instances, current stats (printed + constant abilities +
// lasting effects), keywords, targets.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include <array>
#include "sw/board_hooks.h"

namespace sw {
namespace engine {

constexpr int kMaxRunSteps = 100000;  // one advance(); more means a rule loops

// The two sides of an event the triggered abilities answer: before it
// resolves (interrupts) and after (reactions). An answer set of event kinds
// keeps one bit per kind and side: words 0-3 the interrupts', 4-7 the
// reactions'; `answers_bit` reads kind k on the sides a kind mask admits.
inline constexpr uint32_t kBeforeKinds = kind_bit(AbilityKind::Interrupt) | kind_bit(AbilityKind::ForcedInterrupt);
inline constexpr uint32_t kAfterKinds = kind_bit(AbilityKind::Reaction) | kind_bit(AbilityKind::ForcedReaction);
inline constexpr uint32_t kTriggeredKinds = kBeforeKinds | kAfterKinds;  // every ability kind an event triggers
inline constexpr int kAnswerWords = 8;
inline bool answers_bit(const uint64_t* w, uint8_t k, uint32_t mask) {
  const uint64_t bit = uint64_t{1} << (k & 63);
  return ((mask & kBeforeKinds) && (w[k >> 6] & bit)) || ((mask & kAfterKinds) && (w[4 + (k >> 6)] & bit));
}
inline void set_answers_bit(uint64_t* w, uint8_t k, AbilityKind a) {
  const int side = (kind_bit(a) & kAfterKinds) ? 4 : 0;
  w[side + (k >> 6)] |= uint64_t{1} << (k & 63);
}

template <class G>
bool is_card(const G& g, int c) {
  return c >= 0 && c < g.num_cards();
}

// What the game's card table holds, computed once per game type: the
// definitions themselves (no call per lookup), which ability kinds answer
// each event kind (so an event that nothing can answer opens no window and
// collects no forced trigger without a scan), which kinds each definition
// has, and which stats constant abilities change. Derived from the static
// table only; never saved.
template <class G>
struct TriggerIndex {
  uint32_t on_event[256] = {};        // event kind -> kind_bit()s of triggered abilities on it
  std::vector<const CardDef<G>*> defs;  // card definition index -> its definition
  std::vector<uint32_t> def_kinds;      // card definition index -> kind_bit()s of its abilities
  std::vector<uint32_t> def_timings;    // card definition index -> bit t: a non-passive ability with timing t (t < 32)
  uint32_t constant_stats = 0;          // bit s: some constant ability changes stat s
  // card definition index -> bit s (of 256): one of its constant abilities
  // names stat s (a stat, or a game's mark or restriction past the stats)
  std::vector<std::array<uint64_t, 4>> def_constants;
  bool has_constant(int def, uint8_t s) const {
    return (def_constants[static_cast<size_t>(def)][s >> 6] >> (s & 63)) & 1u;
  }
  // card definition index -> bit k (of 256) per side (answers_bit): one of
  // its triggered abilities answers event kind k before it resolves, or
  // after (the windows' scans skip the other cards at once)
  std::vector<std::array<uint64_t, kAnswerWords>> def_answers;
  // Does definition `def` answer event kind k with an ability of a kind in `mask`'s sides?
  bool answers(int def, uint8_t k, uint32_t mask = kTriggeredKinds) const {
    return answers_bit(def_answers[static_cast<size_t>(def)].data(), k, mask);
  }
  // Abilities usable from a discard pile (AbilityDef::from_discard): event
  // kind -> kind_bit()s of such triggered abilities on it (0 for almost
  // every kind: no discard pile is looked at), and per definition whether
  // it has one.
  uint32_t discard_on_event[256] = {};
  std::vector<uint8_t> def_from_discard;
  // Abilities also usable from another zone of their controller's
  // (AbilityDef::also_in): event kind -> kind_bit()s of such triggered
  // abilities on it (0 for almost every kind), the zones they name (bit z),
  // and per definition whether it has one.
  uint32_t also_on_event[256] = {};
  uint32_t also_zones = 0;
  std::vector<uint8_t> def_also_in;
};
template <class G>
TriggerIndex<G> build_trigger_index() {
  TriggerIndex<G> t;
  const int n = G::num_card_defs();
  for (int d = 0; d < n; ++d) {
    const CardDef<G>& cd = G::card_def(d);
    uint32_t kinds = 0, timings = 0;
    uint8_t from_discard = 0, also_in = 0;
    std::array<uint64_t, 4> constants{};
    std::array<uint64_t, kAnswerWords> answers{};
    for (int i = 0; i < cd.n_abilities; ++i) {
      const AbilityDef<G>& a = cd.abilities[i];
      kinds |= kind_bit(a.kind);
      if (a.kind == AbilityKind::Constant) constants[a.stat >> 6] |= uint64_t{1} << (a.stat & 63);
      if (a.triggered()) {
        for (int k = a.on; k <= a.last_on(); ++k) {  // its kind, or each of its family (AbilityDef::or_through)
          const uint8_t on = static_cast<uint8_t>(k);
          t.on_event[on] |= kind_bit(a.kind);
          set_answers_bit(answers.data(), on, a.kind);
          if (a.from_discard) {
            t.discard_on_event[on] |= kind_bit(a.kind);
            from_discard = 1;
          }
          if (a.also_in < 32) {
            t.also_on_event[on] |= kind_bit(a.kind);
            t.also_zones |= 1u << a.also_in;
            also_in = 1;
          }
        }
      }
      if (a.kind == AbilityKind::Constant && a.stat < 32) t.constant_stats |= 1u << a.stat;
      if (!a.passive()) timings |= a.timing < 32 ? 1u << a.timing : 0u;
    }
    t.defs.push_back(&cd);
    t.def_kinds.push_back(kinds);
    t.def_timings.push_back(timings);
    t.def_constants.push_back(constants);
    t.def_answers.push_back(answers);
    t.def_from_discard.push_back(from_discard);
    t.def_also_in.push_back(also_in);
  }
  return t;
}
// Built once (kept out of line), then reached through a reference small
// enough to inline everywhere: one guard check per question.
template <class G>
[[gnu::noinline]] const TriggerIndex<G>& built_trigger_index() {
  static const TriggerIndex<G> index = build_trigger_index<G>();
  return index;
}
template <class G>
inline const TriggerIndex<G>& trigger_index() {
  static const TriggerIndex<G>& index = built_trigger_index<G>();
  return index;
}
template <class G>
const CardDef<G>& def_of_card(const G& g, CardId c) {
  return *trigger_index<G>().defs[static_cast<size_t>(g.def_of(c))];
}

template <class G>
const AbilityDef<G>& ability_of(const G& g, CardId c, int a) {
  return def_of_card(g, c).abilities[a];
}

template <class G>
bool whose_ok(const G& g, CardId self, CardId other, Whose w) {
  if (w == Whose::Any) return true;
  if (other == kNoCard || !is_card(g, other)) return false;
  if (w == Whose::Self) return other == self;
  const int me = g.controller_of(self), them = g.controller_of(other);
  if (me == them) return w != Whose::Enemy && (w != Whose::OtherFriendly || other != self);
  // Another seat's card: friendly only if that seat is a teammate, never yours.
  if (w == Whose::Yours) return false;
  return (w == Whose::Enemy) != same_team(g, me, them);
}

// The answer index of a Core board (Core::BoardSummary): `add_summary_bits`
// puts one card's bits in, `rebuild_summary` makes it exact from the zones.
template <class G>
inline void add_summary_bits(const TriggerIndex<G>& ix, typename G::BoardSummary& sm, int seat, CardId c, size_t def,
                             bool in_play) {
  if (!ix.def_kinds[def]) return;  // no ability: no kind, answer or constant to add
  sm.kinds[seat] |= ix.def_kinds[def];
  const uint64_t* a = ix.def_answers[def].data();
  uint64_t* sa = sm.answers[seat];
  for (int w = 0; w < kAnswerWords; ++w) sa[w] |= a[w];
  if (in_play) {
    const uint64_t* k = ix.def_constants[def].data();
    if (k[0] | k[1] | k[2] | k[3]) {
      sm.constants[0] |= k[0], sm.constants[1] |= k[1], sm.constants[2] |= k[2], sm.constants[3] |= k[3];
      sm.add_source(c);
    }
  }
}
template <class G>
void add_summary_card(const G& g, typename G::BoardSummary& sm, CardId c) {
  const uint8_t z = g.card(c).zone;
  if (z != zone::kPlay && z != zone::kHand) return;
  add_summary_bits(trigger_index<G>(), sm, g.area_of(c), c, static_cast<size_t>(g.def_of(c)), z == zone::kPlay);
}
template <class G>
void rebuild_summary(const G& g) {
  const TriggerIndex<G>& ix = trigger_index<G>();
  auto& sm = g.summary;
  sm = typename G::BoardSummary{};
  for (int seat = 0; seat < g.seats; ++seat) {
    for (CardId c : g.zone_of(seat, zone::kPlay)) add_summary_bits(ix, sm, seat, c, static_cast<size_t>(g.def_of(c)), true);
    for (CardId c : g.zone_of(seat, zone::kHand)) add_summary_bits(ix, sm, seat, c, static_cast<size_t>(g.def_of(c)), false);
  }
  sm.version = g.board_version;
}
// The index, current (a superset of the exact answer while `loose`): rebuilt
// when board_changed() was called, else with the cards that entered a hand
// or play area since folded in. The check is inline; the work is not.
template <class G>
[[gnu::noinline]] void refresh_summary(const G& g) {
  auto& sm = g.summary;
  if (sm.version != g.board_version) {
    rebuild_summary(g);
    return;
  }
  for (int i = 0; i < sm.n_entered; ++i) add_summary_card(g, sm, sm.entered[i]);
  sm.n_entered = 0;
}
template <class G>
inline const typename G::BoardSummary& board_summary(const G& g) {
  if (g.summary.version != g.board_version || g.summary.n_entered) refresh_summary(g);
  return g.summary;
}
// What the index says about `bit` of the exact board: a "no" from the
// superset is final; a "yes" from a loose one is checked on a rebuild.
template <class G, class Bit>
bool summary_says(const G& g, Bit&& bit) {
  if (!bit(board_summary(g))) return false;
  if (!g.summary.loose) return true;
  rebuild_summary(g);
  return bit(g.summary);
}
// Could a constant ability of a card in play change stat (or mark) `s`?
// False only when the answer index rules it out.
template <class G>
bool constant_in_play(const G& g, uint8_t s) {
  if constexpr (has_core_board<G>::value) {
    return summary_says(g, [s](const typename G::BoardSummary& sm) { return (sm.constants[s >> 6] >> (s & 63)) & 1u; });
  } else {
    return true;
  }
}
// Could a card of `seat` (hand or play) have an ability of a kind in `mask`?
template <class G>
bool seat_has_kinds(const G& g, int seat, uint32_t mask) {
  if constexpr (has_core_board<G>::value) {
    return seat >= 0 && seat < G::Limits::kSeats &&
           summary_says(g, [seat, mask](const typename G::BoardSummary& sm) { return (sm.kinds[seat] & mask) != 0; });
  } else {
    return true;
  }
}
// Could a card of `seat` (hand or play) answer an event of kind `k` with an
// ability of a kind on `mask`'s sides (kBeforeKinds, kAfterKinds)?
template <class G>
bool seat_may_answer(const G& g, int seat, uint8_t k, uint32_t mask = kTriggeredKinds) {
  if constexpr (has_core_board<G>::value) {
    return seat >= 0 && seat < G::Limits::kSeats && summary_says(g, [seat, k, mask](const typename G::BoardSummary& sm) {
             return answers_bit(sm.answers[seat], k, mask);
           });
  } else {
    return true;
  }
}

// Visits every card in play that could have a constant ability on stat (or
// mark) `s`, each once, in no particular order (callers add amounts up):
// nothing when the index rules `s` out, else the index's sources (or every
// card in play when they did not fit).
template <class G, class F>
void for_constant_sources(const G& g, uint8_t s, F&& f) {
  if constexpr (has_core_board<G>::value) {
    if (!constant_in_play(g, s)) return;  // leaves the index current
    const auto& sm = g.summary;
    if (!sm.sources_all) {
      CardId list[G::BoardSummary::kMaxSources];  // a copy: f may ask the index again
      const int n = sm.n_sources;
      for (int i = 0; i < n; ++i) list[i] = sm.sources[i];
      const TriggerIndex<G>& ix = trigger_index<G>();
      for (int i = 0; i < n; ++i)
        if (g.in_play(list[i]) && ix.has_constant(g.def_of(list[i]), s)) f(list[i]);
      return;
    }
    for (int seat = 0; seat < g.seats; ++seat)
      for (CardId o : g.zone_of(seat, zone::kPlay))
        if (trigger_index<G>().has_constant(g.def_of(o), s)) f(o);
  } else {
    for (int o = 0; o < g.num_cards(); ++o)
      if (g.in_play(static_cast<CardId>(o)) && trigger_index<G>().has_constant(g.def_of(static_cast<CardId>(o)), s))
        f(static_cast<CardId>(o));
  }
}

// Current value of stat `s` of card `c`: printed + constant abilities of
// cards in play + lasting effects. Derived at every query, never stored.
template <class G>
int stat(const G& g, CardId c, uint8_t s) {
  const TriggerIndex<G>& ix = trigger_index<G>();
  int v = ix.defs[static_cast<size_t>(g.def_of(c))]->stats[s];
  if (s < 32 && ((ix.constant_stats >> s) & 1u) && g.in_play(c)) {
    for_constant_sources(g, s, [&](CardId o) {
      const CardDef<G>& d = *ix.defs[static_cast<size_t>(g.def_of(o))];
      for (int i = 0; i < d.n_abilities; ++i) {
        const AbilityDef<G>& a = d.abilities[i];
        if (a.kind == AbilityKind::Constant && a.stat == s && whose_ok(g, o, c, a.whose) &&
            (!a.condition || a.condition(g, o)) && (!a.target_ok || a.target_ok(g, o, c)))
          v += a.amount;
      }
    });
  }
  return v + g.lasting_bonus(c, s);
}

// Sum of keyword `kw` on card `c` (e.g. Armor 1).
template <class G>
int keyword(const G& g, CardId c, uint8_t kw) {
  const CardDef<G>& d = def_of_card(g, c);
  int v = 0;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Keyword && d.abilities[i].keyword == kw) v += d.abilities[i].amount;
  return v;
}

template <class G>
const Event* event_at(const G& g, int slot) {
  return slot >= 0 && slot < g.events.size() ? &g.events[slot] : nullptr;
}
template <class G>
Event* event_at(G& g, int slot) {
  return slot >= 0 && slot < g.events.size() ? &g.events[slot] : nullptr;
}

template <class G>
bool target_ok(const G& g, CardId self, const AbilityDef<G>& a, CardId t) {
  if (!g.in_play(t)) return false;
  if (!whose_ok(g, self, t, a.target_whose)) return false;
  if (a.target_ok && !a.target_ok(g, self, t)) return false;
  if constexpr (has_targetable<G>::value) {
    return g.targetable(t);  // asked last: most cards fail the ability's own filter first
  }
  return true;
}
template <class G>
bool has_target(const G& g, CardId self, const AbilityDef<G>& a) {
  if (a.target == TargetZone::None) return true;
  if constexpr (has_core_board<G>::value) {  // targets are in play: only the play areas
    for (int s = 0; s < g.seats; ++s)
      for (CardId c : g.zone_of(s, zone::kPlay))
        if (target_ok(g, self, a, c)) return true;
  } else {
    for (int c = 0; c < g.num_cards(); ++c)
      if (target_ok(g, self, a, static_cast<CardId>(c))) return true;
  }
  return false;
}

}  // namespace engine
}  // namespace sw
