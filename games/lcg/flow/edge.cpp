// The edge battle (LCG-EDGE): cards placed face down in turn until both
// pass in a row, revealed together, fate cards resolved by priority, Force
// icons + Edge (X) compared; the defender wins ties.
#include <algorithm>
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// Frame: seat = who places next (or decides); source = the engaged
// objective; v[0] = passes in a row; v[1] = the fate cards resolved so far,
// bit i for fates(g)[i]; v[2] = i + 1 once fates(g)[i] has just resolved
// (Secret Informant may resolve it again), else 0; v[3] = 1: a fate (Twist
// of Fate) cancelled this edge battle, a new one starts.
// Steps: 0 place; 1 reveal; 2 fate cards; 3 the winner; 4 done.
enum : uint8_t { kPlace, kReveal, kFates, kWinner, kDone, kSteps };

// MP-GEN-7: the cards of the common reserves `seat` uses as if in hand (its
// own and its teammates', LcgState::in_hand_of).
template <class F>
void for_usable_reserve_cards(const LcgState& g, int seat, F&& f) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zn::kReserve))
      if (g.in_hand_of(c, seat)) f(c);
}

bool may_place(const LcgState& g, int seat) {
  // LCG-EDGE-2: a participating unit is needed (C6).
  // MP-GEN-7: the card in a common reserve (the player's or a teammate's) may go to the edge stack too.
  // MP-HFS-11: The Hunt for Skywalker's reinforcements too.
  bool reserve = false;
  for_usable_reserve_cards(g, seat, [&](CardId) { reserve = true; });
  if (g.zone_of(seat, zone::kHand).empty() && !reserve && (g.mode != mode::kHunt || g.zone_of(seat, zn::kReinforce).empty()))
    return false;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.participating(c)) return true;
  return false;
}

int fate_ability(const LcgState& g, CardId c) {
  const Card& d = LcgState::card_def(g.cards[c].def);
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].timing == kFateTiming) return i;
  return -1;
}

// Fate cards in both edge stacks, by priority (LCG-EDGE-8), in a fixed order
// (the attacker's first on equal numbers); the attacker orders the equal ones
// when they differ (next_fates).
std::vector<CardId> fates(const LcgState& g) {
  std::vector<CardId> v;
  for (int s : {static_cast<int>(g.eng.attacker), static_cast<int>(g.eng.defender)})
    if (s >= 0)
      for (CardId c : g.zone_of(s, zn::kEdge))
        if (g.type(c) == kFate && fate_ability(g, c) >= 0) v.push_back(c);
  // By priority number, keeping the order above among equals (a stable
  // insertion sort: a few cards, and no buffer for std::stable_sort).
  for (size_t i = 1; i < v.size(); ++i) {
    const CardId c = v[i];
    size_t j = i;
    for (; j > 0 && g.fx(v[j - 1]).priority > g.fx(c).priority; --j) v[j] = v[j - 1];
    v[j] = c;
  }
  return v;
}

int edge_total(const LcgState& g, int seat) {
  int n = 0;
  for (CardId c : g.zone_of(seat, zn::kEdge)) n += std::max<int>(0, g.fx(c).force);  // LCG-EDGE-6: only Force icons count
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.participating(c)) n += std::max(0, g.stat(c, st::kEdgeX));  // LCG-KW-1, OQ-27
  return n;
}

// At most this many fate cards are tracked in v[1]'s bits; any beyond (never
// seen in a real game) resolve in the fixed order after them, counted in v[0]
// (the passes count is done with once the stacks are revealed).
constexpr int kFateBits = 31;

bool resolved(const Frame& f, size_t i) {
  return i < kFateBits ? ((f.v[1] >> i) & 1) != 0 : static_cast<int>(i - kFateBits) < f.v[0];
}

// The fates that may resolve next (LCG-EDGE-8): the unresolved ones with the
// lowest priority number. More than one of different titles or owners: the
// attacker chooses among them.
std::vector<size_t> next_fates(const LcgState& g, const Frame& f, const std::vector<CardId>& v) {
  std::vector<size_t> out;
  for (size_t i = 0; i < v.size(); ++i) {
    if (resolved(f, i)) continue;
    if (!out.empty() && g.fx(v[i]).priority != g.fx(v[out[0]]).priority) break;
    out.push_back(i);
    if (i >= kFateBits) break;  // beyond the tracked bits: one at a time, in order
  }
  return out;
}

// Copies of one title in one player's stack resolve alike: their order needs no choice.
// (A card in an edge stack is its player's: controller_of, MP-GEN-7.)
bool attacker_orders(const LcgState& g, const std::vector<CardId>& v, const std::vector<size_t>& next) {
  for (size_t i : next)
    if (title_of(g.cards[v[i]].def) != title_of(g.cards[v[next[0]]].def) || g.controller_of(v[i]) != g.controller_of(v[next[0]]))
      return true;
  return false;
}

// Secret Informant: while a unit of the fate's player with st::kFateAgain
// participates, the fate just resolved (v[2] - 1) may resolve once more.
CardId again_candidate(const LcgState& g, const Frame& f) {
  std::vector<CardId> v = fates(g);
  if (f.v[2] < 1 || f.v[2] > static_cast<int>(v.size())) return kNoCard;
  const CardId c = v[static_cast<size_t>(f.v[2] - 1)];
  for (CardId u : g.zone_of(g.controller_of(c), zone::kPlay))
    if (g.participating(u) && g.mark(u, st::kFateAgain) > 0) return c;
  return kNoCard;
}

// Resolves fates(g)[i] (LCG-EDGE-7).
void resolve_fate(LcgState& g, Frame& f, const std::vector<CardId>& v, size_t i, EventLog* log) {
  const CardId c = v[i];
  if (i < kFateBits)
    f.v[1] |= 1 << i;
  else
    ++f.v[0];
  f.v[2] = static_cast<int32_t>(i) + 1;
  // The fate resolves for the player whose edge stack holds it (a teammate's reserve card too, MP-GEN-7).
  LCG_LOG(g, log, "fate", g.controller_of(c), "Fate: " + std::string(g.fx(c).name) + ".");
  engine::push_ability(g, c, fate_ability(g, c), g.controller_of(c), -1);
}

StepResult run_edge(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const int atk = g.eng.attacker, def = g.eng.defender;
  switch (f.step) {
    case kPlace:
      // LCG-EDGE-4: alternate, attacker first, until both pass in a row.
      for (int guard = 0; guard < 3; ++guard) {
        if (f.v[0] >= 2) {
          f.step = kReveal;
          return StepResult::Continue;
        }
        if (may_place(g, f.seat)) return StepResult::Wait;
        ++f.v[0];
        f.seat = static_cast<int8_t>(f.seat == atk ? def : atk);
      }
      f.step = kReveal;
      return StepResult::Continue;
    case kReveal: {
      for (int s : {atk, def}) {  // LCG-EDGE-6: both revealed together
        for (CardId c : g.zone_of(s, zn::kEdge))
          if (g.type(c) == kFate && s >= 0 && s < 8) g.eng.fate_placed |= static_cast<uint8_t>(1u << s);  // TIE Attack Squadron
        if (log) {
          std::string names;
          for (CardId c : g.zone_of(s, zn::kEdge)) names += (names.empty() ? "" : ", ") + std::string(g.fx(c).name);
          LCG_LOG(g, log, "edge", s, g.seat_name(s) + "'s edge stack: " + (names.empty() ? "no cards" : names) + ".");
        }
      }
      f.step = kFates;
      f.v[0] = f.v[1] = f.v[2] = 0;
      return StepResult::Continue;
    }
    case kFates: {
      if (f.v[3]) {  // Twist of Fate: no other fate resolves; both stacks discarded; a new edge battle
        for (int s : {atk, def})
          while (!g.zone_of(s, zn::kEdge).empty()) g.move_card(g.zone_of(s, zn::kEdge).top(), zone::kDiscard, true);
        LCG_LOG(g, log, "edge", atk, "The edge battle is cancelled: a new edge battle begins.");
        f.v[0] = f.v[1] = f.v[2] = f.v[3] = 0;
        f.seat = static_cast<int8_t>(atk);
        f.step = kPlace;
        return StepResult::Continue;
      }
      std::vector<CardId> v = fates(g);
      if (f.v[2] > 0) {  // a fate just resolved: Secret Informant may resolve it again
        const CardId c = again_candidate(g, f);
        if (c != kNoCard) {
          f.seat = g.cards[c].owner;
          return StepResult::Wait;
        }
        f.v[2] = 0;
      }
      const std::vector<size_t> next = next_fates(g, f, v);
      if (!next.empty()) {
        if (attacker_orders(g, v, next)) {  // LCG-EDGE-8: equal priority numbers, the attacker chooses
          f.seat = static_cast<int8_t>(atk);
          return StepResult::Wait;
        }
        resolve_fate(g, f, v, next[0], log);
        return StepResult::Continue;
      }
      f.step = kWinner;
      return StepResult::Continue;
    }
    case kWinner: {
      const int a = edge_total(g, atk), d = edge_total(g, def);
      // LCG-EDGE-3 (C6): no defenders declared, the attacker wins; LCG-EDGE-9: ties to the defender.
      const int won = !g.eng.defenders_declared ? atk : a > d ? atk : def;
      g.eng.edge_winner = static_cast<int8_t>(won);
      LCG_LOG(g, log, "edge", won,
               "Edge battle: " + g.seat_name(atk) + " " + std::to_string(a) + ", " + g.seat_name(def) + " " + std::to_string(d) +
                   ". The " + g.seat_name(won) + " wins the edge.");
      for (int s : {atk, def})  // LCG-EDGE-10
        while (!g.zone_of(s, zn::kEdge).empty()) g.move_card(g.zone_of(s, zn::kEdge).top(), zone::kDiscard, true);
      raise_then(g, f, make_event(evt::kEdgeWon, won, kNoCard, f.source), kDone);
      return StepResult::Continue;
    }
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}

void legal_edge(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat == f.seat && f.step == kFates && f.v[2] > 0) {  // Secret Informant: again, or not
    const CardId c = again_candidate(g, f);
    if (c == kNoCard) return;
    out.push_back(make_action(vb::kChoose, c));
    out.push_back(make_action(vb::kDecline));
    return;
  }
  if (seat == f.seat && f.step == kFates) {  // LCG-EDGE-8: the attacker picks the next of equal fates
    const std::vector<CardId> v = fates(g);
    const std::vector<size_t> next = next_fates(g, f, v);
    if (seat == g.eng.attacker && attacker_orders(g, v, next))
      for (size_t i : next) out.push_back(make_action(vb::kChoose, v[i]));
    return;
  }
  if (seat != f.seat || f.step != kPlace) return;
  out.push_back(make_action(act::kPass));
  for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kEdge, c));  // LCG-EDGE-5: any card
  // MP-GEN-7: a common reserve's card, its own or a teammate's
  for_usable_reserve_cards(g, seat, [&](CardId c) { out.push_back(make_action(vb::kEdge, c)); });
  if (g.mode == mode::kHunt)  // MP-HFS-11: a reinforcement, as if in hand
    for (CardId c : g.zone_of(seat, zn::kReinforce)) out.push_back(make_action(vb::kEdge, c));
}

void apply_edge(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.step == kFates && f.v[2] > 0) {  // Secret Informant's question
    f.v[2] = 0;
    if (verb_of(a) == vb::kChoose) {
      const CardId c = card_of(a);
      LCG_LOG(g, log, "fate", seat, "Fate again (Secret Informant): " + std::string(g.fx(c).name) + ".");
      engine::push_ability(g, c, fate_ability(g, c), seat, -1);
    }
    return;
  }
  if (f.step == kFates) {  // the attacker's choice among equal fates
    const std::vector<CardId> v = fates(g);
    for (size_t i : next_fates(g, f, v))
      if (v[i] == card_of(a)) {
        LCG_LOG(g, log, "fate", seat, g.seat_name(seat) + " resolves " + g.fx(v[i]).name + " first of the fates of priority " +
                                           std::to_string(g.fx(v[i]).priority) + ".");
        resolve_fate(g, f, v, i, log);
        return;
      }
    return;
  }
  if (verb_of(a) == vb::kEdge) {
    // Into the placing player's stack: a teammate's reserve card too (MP-GEN-7);
    // it goes back to its owner when it leaves the stack.
    g.move_card_under(card_of(a), zn::kEdge, seat);
    g.extra[card_of(a)].beneath = kNoCard;  // a reinforcement no longer lies under its objective
    f.v[0] = 0;
    if (g.edge_face_up(card_of(a)))  // Obi-Wan Kenobi: the first card goes face up
      LCG_LOG(g, log, "edge", seat, g.seat_name(seat) + " places " + g.fx(card_of(a)).name + " face up in the edge stack.");
    else
      LCG_LOG(g, log, "edge", seat, g.seat_name(seat) + " places a card in the edge stack.");
  } else {
    ++f.v[0];
    LCG_LOG(g, log, "edge", seat, g.seat_name(seat) + " passes.");
  }
  f.seat = static_cast<int8_t>(seat == g.eng.attacker ? g.eng.defender : g.eng.attacker);
}

std::string prompt_edge(const LcgState& g, const Frame& f, int seat) {
  if (seat == f.seat && f.step == kFates && f.v[2] > 0) {
    const CardId c = again_candidate(g, f);
    return c == kNoCard ? "" : "Secret Informant: resolve " + std::string(g.fx(c).name) + " an additional time?";
  }
  if (seat == f.seat && f.step == kFates) {
    const std::vector<CardId> v = fates(g);
    const std::vector<size_t> next = next_fates(g, f, v);
    if (seat != g.eng.attacker || !attacker_orders(g, v, next)) return "";
    return "Fate cards with the same priority number (" + std::to_string(g.fx(v[next[0]]).priority) +
           "): choose the one that resolves next.";
  }
  return seat == f.seat && f.step == kPlace
             ? "Edge battle at " + g.card_label(f.source) + ": place a card face down in your edge stack, or pass."
             : "";
}

}  // namespace

const FrameKindDef<LcgState> kEdgeKind = {"edge", kSteps, run_edge, legal_edge, apply_edge, prompt_edge,
                                          nullptr, nullptr, nullptr, true};

}  // namespace sw::lcg
