// Rule helpers of the LCG state: sides, resources, play restrictions, what
// happens when cards leave play, damage and shields, the dial, winning.
#include <cstring>
#include <optional>
#include <vector>
#include <algorithm>
#include <string>
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"
#include "lcg/state.h"

namespace sw::lcg {

const char* phase_name(Phase p) {
  static const char* const k[] = {"setup", "balance", "refresh", "draw", "deployment", "conflict", "force", "over"};
  return k[static_cast<int>(p)];
}

void log_line(const LcgState&, EventLog* log, const char* type, int actor, const std::string& text) {
  if (log) log->add(type, actor, text);
}

bool LcgState::operator==(const LcgState& o) const {
  if (!core_equals(o) || !(rng == o.rng) || !(extra == o.extra)) return false;
  for (int s = 0; s < LcgLimits::kSeats; ++s)
    if (!(seat_info[s] == o.seat_info[s])) return false;
  return turn == o.turn && phase == o.phase && dial == o.dial && balance == o.balance && eng == o.eng &&
         mulligan_rule == o.mulligan_rule && mode == o.mode && over == o.over && winner == o.winner && reason == o.reason &&
         pyramid == o.pyramid && open_rows == o.open_rows;
}

CardId LcgState::add(int def, int seat, uint8_t z) {
  CardId c = add_card(def, seat, z);
  if (c != kNoCard) extra.push_back(LcgCard{});
  return c;
}

// A face-down objective of The Hunt for Skywalker is named by its shared
// face (MP-HFS-5): its id and its name tell nobody which objective it is.
std::string LcgState::card_key(CardId c) const {
  return std::string(face_down(c) ? "the-hunt-for-skywalker" : fx(c).key) + "." + std::to_string(c);
}
std::string LcgState::card_label(CardId c) const { return face_down(c) ? "The Hunt for Skywalker" : fx(c).name; }
std::string LcgState::seat_name(int seat) const {
  std::string n = seat_info[seat].side == kDark ? "Dark Side" : "Light Side";
  if (!multiplayer()) return n;
  int k = 1;  // the player's number in its team (MP-2V2-2)
  for (int s = 0; s < seat; ++s) k += seat_info[s].side == seat_info[seat].side;
  return n + " #" + std::to_string(k);
}

// The first seat of the other side / of a side, a player still in the game
// before one eliminated (Fully Armed).
int LcgState::opponent_of(int seat) const {
  int out = -1;
  for (int s = 0; s < seats; ++s)
    if (enemies(seat, s)) {
      if (!seat_info[s].eliminated) return s;
      if (out < 0) out = s;
    }
  return out;
}
int LcgState::seat_of_side(int side) const {
  int out = -1;
  for (int s = 0; s < seats; ++s)
    if (seat_info[s].side == side) {
      if (!seat_info[s].eliminated) return s;
      if (out < 0) out = s;
    }
  return out;
}
bool LcgState::has_teammate(int seat) const {
  if (!multiplayer()) return false;
  for (int s = 0; s < seats; ++s)
    if (s != seat && !enemies(s, seat)) return true;
  return false;
}
bool LcgState::teammate_in_game(int seat) const {
  if (!multiplayer() || seat_info[seat].eliminated) return false;
  for (int s = 0; s < seats; ++s)
    if (s != seat && !enemies(s, seat) && !seat_info[s].eliminated) return true;
  return false;
}
std::vector<CardId> LcgState::usable_reserve(int seat) const {
  std::vector<CardId> v;
  if (mode == mode::kHunt)  // MP-HFS-11: the reinforcements under the player's objectives
    for (CardId c : zone_of(seat, zn::kReinforce)) v.push_back(c);
  if (!teammate_in_game(seat)) return v;  // MP-GEN-10
  for (CardId c : zone_of(seat, zn::kReserve)) v.push_back(c);
  for (int s = 0; s < seats; ++s)
    if (s != seat && !enemies(s, seat))
      for (CardId c : zone_of(s, zn::kReserve)) v.push_back(c);
  return v;
}

int LcgState::multiplayer_hand(int seat, CardId* out, int cap) const {
  if (seat < 0 || seat >= seats) return 0;
  int n = 0;
  auto add = [&](CardId c) {
    if (n < cap && in_hand_of(c, seat)) out[n++] = c;
  };
  for (int s = 0; s < seats; ++s)
    for (CardId c : zone_of(s, zn::kReserve)) add(c);
  for (CardId c : zone_of(seat, zn::kReinforce)) add(c);
  for (CardId c : zone_of(seat, zn::kSetAside)) add(c);
  return n;
}

CardId LcgState::affiliation_card(int seat) const {
  for (CardId c : zone_of(seat, zone::kPlay))
    if (type(c) == kAffiliation) return c;
  return kNoCard;
}
CardId LcgState::player_card(int seat) const {
  const CardId a = affiliation_card(seat);
  if (a != kNoCard) return a;
  for (CardId c : zone_of(seat, zn::kSetAside))
    if (type(c) == kAffiliation) return c;
  return kNoCard;
}
int LcgState::reserve(int seat) const {
  CardId a = affiliation_card(seat);
  int v = a == kNoCard ? 6 : std::max(0, stat(a, st::kReserve));
  if (challenge())  // Lemelisk's Ambition: +1 per opponent still in the game (jtk::kReservePerOpponent)
    for (CardId c : zone_of(seat, zone::kPlay))  // (Mission at Kothlis too, once face up)
      if (!face_down(c)) v += keyword_of(*this, c, jtk::kReservePerOpponent) * opponents_in_game(seat);
  return v;
}
int LcgState::force_available(int seat) const {
  int used = 0;
  for (int s = 0; s < seats; ++s)
    if (!enemies(s, seat))
      for (CardId c : zone_of(s, zone::kPlay))
        if (extra[c].force) ++used;
  return std::max(0, 3 - used);  // LCG-FORCE-3 (a side shares its three, MP-GEN-14)
}

std::vector<CardId> LcgState::in_play_of(int seat, CardType t) const {
  std::vector<CardId> v;
  for (CardId c : zone_of(seat, zone::kPlay))
    if (type(c) == t) v.push_back(c);
  return v;
}

// ---- fast reads (lcg/fast_reads.h) ----
std::atomic<const uint32_t*> detail::g_keyword_bits{nullptr};
const uint32_t* detail::build_keyword_bits() {
  static const std::vector<uint32_t> bits = [] {
    std::vector<uint32_t> v(static_cast<size_t>(LcgState::num_card_defs()), 0);
    for (int d = 0; d < LcgState::num_card_defs(); ++d) {
      const Card& cd = LcgState::card_def(d);
      for (int i = 0; i < cd.n_abilities; ++i)
        if (cd.abilities[i].kind == AbilityKind::Keyword && cd.abilities[i].keyword < 32)
          v[static_cast<size_t>(d)] |= 1u << cd.abilities[i].keyword;
    }
    return v;
  }();
  g_keyword_bits.store(bits.data(), std::memory_order_release);
  return bits.data();
}
bool stat_is_printed(const LcgState& g, uint8_t s) {
  if (engine::constant_in_play(g, s)) return false;
  for (const Lasting& l : g.lasting)
    if (l.stat == s) return false;
  return true;
}

namespace {
// The Rebel Sympathizer's discount (next_play_discount) is a lasting effect:
// none while no lasting effect names st::kNextPlay (the usual case: no scan
// for the affiliation card).
bool any_next_play(const LcgState& g) {
  for (const Lasting& l : g.lasting)
    if (l.stat == st::kNextPlay) return true;
  return false;
}
}  // namespace

// ---- resources (LCG-RES) ----
int LcgState::resources_available(int seat) const {
  const StatOf resources(*this, st::kResources);
  int n = 0;
  for (CardId c : zone_of(seat, zone::kPlay))
    if (ready(c)) n += std::max(0, resources(c));  // LCG-RES-2: only ready cards
  return n;
}
bool LcgState::ignores_match(int seat) const {
  // Rumors at the Cantina (a constant mark), Rebel Sympathizer (the next card played).
  const CardId a = affiliation_card(seat);
  if (a != kNoCard && (mark(a, st::kIgnoreMatch) > 0 || next_play_discount(seat) > 0)) return true;
  for (CardId c : zone_of(seat, zone::kPlay))
    if (keyword_of(*this, c, lkw::kNoMatch) > 0) return true;  // Looking for Droids
  // Dark Alliance: its use this phase (a use limited per phase is kept until the phase ends).
  for (const Use& u : uses)
    if (u.scope == Scope::Phase && u.period == current(Scope::Phase) && valid_card(u.card) &&
        cards[u.card].owner == seat && keyword_of(*this, u.card, lkw::kNoMatchPhase) > 0)
      return true;
  return false;
}
// One pass over the producers; the match questions (ignores_match, the
// Common Ground mark) only when no producer's printed affiliation matches.
bool LcgState::can_afford(int seat, int cost, Affiliation aff) const {
  if (cost <= 0) return true;  // LCG-RES-3 (c)
  const StatOf resources(*this, st::kResources);
  int available = 0;
  bool matched = aff == kNeutral;  // LCG-RES-3 (a)
  for (CardId c : zone_of(seat, zone::kPlay)) {
    if (!ready(c)) continue;
    const int r = resources(c);
    if (r <= 0) continue;
    available += r;
    if (fx(c).affiliation == aff) matched = true;  // LCG-RES-3: one producer shares the affiliation
  }
  if (available < cost) return false;
  if (matched || ignores_match(seat)) return true;  // Rumors at the Cantina
  for (CardId c : zone_of(seat, zone::kPlay))  // Common Ground: matches every affiliation
    if (ready(c) && resources(c) > 0 && mark(c, st::kMatchAll) > 0) return true;
  return false;
}
namespace {
// The purse of `seat` without the seat-wide match rules (ignores_match):
// the producers' value, their affiliations, Common Ground.
LcgState::Purse producers_purse(const LcgState& g, int seat) {
  const StatOf resources(g, st::kResources);
  const bool match_all = engine::constant_in_play(g, st::kMatchAll);  // else no card has the mark
  LcgState::Purse p;
  for (CardId c : g.zone_of(seat, zone::kPlay)) {
    if (!g.ready(c)) continue;
    const int r = resources(c);
    if (r <= 0) continue;
    p.available += r;
    p.affiliations |= 1u << g.fx(c).affiliation;
    if (match_all && !p.any_match && g.mark(c, st::kMatchAll) > 0) p.any_match = true;  // Common Ground
  }
  return p;
}
}  // namespace
LcgState::Purse LcgState::purse(int seat) const {
  Purse p = producers_purse(*this, seat);
  if (!p.any_match && p.available > 0) p.any_match = ignores_match(seat);
  return p;
}
int LcgState::mark(CardId c, uint8_t m) const {
  if (!in_play(c) || !engine::constant_in_play(*this, m)) return 0;
  const auto& ix = engine::trigger_index<LcgState>();
  int n = 0;
  for (int s = 0; s < seats; ++s)
    for (CardId o : zone_of(s, zone::kPlay)) {
      if (!ix.has_constant(cards[o].def, m)) continue;
      const Card& d = *ix.defs[cards[o].def];
      for (int i = 0; i < d.n_abilities; ++i) {
        const Ability& a = d.abilities[i];
        if (a.kind == AbilityKind::Constant && a.stat == m && engine::whose_ok(*this, o, c, a.whose) &&
            (!a.condition || a.condition(*this, o)) && (!a.target_ok || a.target_ok(*this, o, c)))
          n += a.amount;
      }
    }
  return n;
}
bool LcgState::matches(CardId producer, Affiliation aff) const {
  return fx(producer).affiliation == aff || mark(producer, st::kMatchAll) > 0;  // Common Ground
}
int LcgState::next_play_discount(int seat) const {
  if (!any_next_play(*this)) return 0;
  const CardId a = affiliation_card(seat);
  return a == kNoCard ? 0 : std::max(0, lasting_bonus(a, st::kNextPlay));  // the lasting part only (no printed cost)
}
void LcgState::use_next_play(int seat) {
  const CardId a = affiliation_card(seat);
  for (int i = lasting.size() - 1; i >= 0; --i)
    if (lasting[i].target == a && lasting[i].stat == st::kNextPlay) lasting.erase_at(i);
}

int LcgState::icons_per_enhancement(CardId c) const {
  if (!in_play(c)) return 0;
  const int k = keyword_of(*this, c, mark::kIconsPerEnhancement);
  if (k <= 0) return 0;
  int n = 0;
  for (int i = 0; i < cards.size(); ++i)
    if (extra[i].host == c && in_play(static_cast<CardId>(i))) ++n;
  return k * n;
}

bool LcgState::edge_face_up(CardId c) const {
  if (!valid_card(c) || cards[c].zone != zn::kEdge) return false;
  const int seat = controller_of(c);  // the stack's player (MP-GEN-7: not always the card's owner)
  if (zone_of(seat, zn::kEdge).top() != c) return false;  // the first card placed (put at the bottom in turn)
  for (int s = 0; s < seats; ++s)
    if (enemies(s, seat))
      for (CardId u : zone_of(s, zone::kPlay))
        if (participating(u) && keyword_of(*this, u, mark::kEdgeFaceUp) > 0) return true;
  return false;
}
// A card out of play (in hand) gets the cost modifiers of constant
// abilities in play that accept it ("reduce the cost of the first Sith event
// you play each turn by 1"): a constant with a limit modifies only until its
// uses in that period reach the limit (mark_cost_modifiers counts them).
namespace {
// The cost modifiers in play, gathered once for the costs of many cards
// (which cards of a hand can be played): the constant abilities on
// st::kCost whose condition holds and whose limit is not reached. Each card
// then applies its own filters (whose, target_ok). A sum needs them in no
// particular order (the answer index's sources); `kPlayOrder` lists them in
// play order, for what records their uses (mark_cost_modifiers: the uses
// list is part of the state).
enum class ModOrder : uint8_t { kAny, kPlayOrder };
class CostModifiers {
 public:
  explicit CostModifiers(const LcgState& g, ModOrder order = ModOrder::kAny) {
    if (!engine::constant_in_play(g, st::kCost)) return;
    if (order == ModOrder::kAny) {
      engine::for_constant_sources(g, st::kCost, [&](CardId o) { add_card(g, o); });
      return;
    }
    const auto& ix = engine::trigger_index<LcgState>();
    for (int s = 0; s < g.seats; ++s)
      for (CardId o : g.zone_of(s, zone::kPlay))
        if (ix.has_constant(g.cards[o].def, st::kCost)) add_card(g, o);
  }
  // Calls f(source, ability index, ability) for each modifier of card `c`.
  template <class F>
  void for_card(const LcgState& g, CardId c, F&& f) const {
    if (g.in_play(c)) return;  // in play: engine::stat already adds them
    if (overflow_) return rescan(g, c, f);
    for (int k = 0; k < n_; ++k) {
      const Mod& m = mods_[k];
      if (engine::whose_ok(g, m.source, c, m.a->whose) && (!m.a->target_ok || m.a->target_ok(g, m.source, c)))
        f(m.source, m.ability, *m.a);
    }
  }

 private:
  template <class F>
  static void rescan(const LcgState& g, CardId c, F&& f) {
    const auto& ix = engine::trigger_index<LcgState>();
    for (int s = 0; s < g.seats; ++s)
      for (CardId o : g.zone_of(s, zone::kPlay)) {
        if (!ix.has_constant(g.cards[o].def, st::kCost)) continue;
        const Card& d = *ix.defs[g.cards[o].def];
        for (int i = 0; i < d.n_abilities; ++i) {
          const Ability& a = d.abilities[i];
          if (a.kind != AbilityKind::Constant || a.stat != st::kCost || !engine::whose_ok(g, o, c, a.whose)) continue;
          if ((a.condition && !a.condition(g, o)) || (a.target_ok && !a.target_ok(g, o, c))) continue;
          if (a.limit != Scope::None && g.uses_of(o, i, a.limit, g.current(a.limit)) >= a.max_uses) continue;
          f(o, i, a);
        }
      }
  }
  // The modifiers of card `o` in play (its constants on st::kCost that apply now).
  void add_card(const LcgState& g, CardId o) {
    const Card& d = LcgState::card_def(g.cards[o].def);
    for (int i = 0; i < d.n_abilities; ++i) {
      const Ability& a = d.abilities[i];
      if (a.kind != AbilityKind::Constant || a.stat != st::kCost || (a.condition && !a.condition(g, o))) continue;
      if (a.limit != Scope::None && g.uses_of(o, i, a.limit, g.current(a.limit)) >= a.max_uses) continue;
      if (n_ == kMax) {  // more than a board holds in practice: each card rescans (the same answers)
        overflow_ = true;
        return;
      }
      mods_[n_++] = Mod{o, i, &a};
    }
  }
  struct Mod {
    CardId source;
    int ability;
    const Ability* a;
  };
  static constexpr int kMax = 16;
  Mod mods_[kMax];
  int n_ = 0;
  bool overflow_ = false;
};

// cost_of for many cards: the modifiers gathered once.
class PlayCosts {
 public:
  explicit PlayCosts(const LcgState& g) : g_(g), mods_(g) {}
  int of(CardId c) const {
    int v = g_.stat(c, st::kCost);
    mods_.for_card(g_, c, [&](CardId, int, const Ability& a) { v += a.amount; });
    if (g_.cards[c].zone == zone::kHand) v -= g_.next_play_discount(g_.cards[c].owner);  // Rebel Sympathizer
    return std::max(0, v);
  }

 private:
  const LcgState& g_;
  CostModifiers mods_;
};
}  // namespace
int LcgState::cost_of(CardId c) const { return PlayCosts(*this).of(c); }
void LcgState::mark_cost_modifiers(CardId c) {
  std::vector<Use> used;
  CostModifiers(*this, ModOrder::kPlayOrder).for_card(*this, c, [&](CardId o, int i, const Ability& a) {
    if (a.limit != Scope::None) used.push_back(Use{o, static_cast<int8_t>(i), a.limit, current(a.limit)});
  });
  for (const Use& u : used) uses.push_back(u);
}

// ---- play restrictions ----
bool LcgState::unique_blocked(CardId c) const {
  if (!fx(c).unique) return false;
  for (int s = 0; s < seats; ++s)  // LCG-UNIQUE-1: any player's card of that name (OQ-31)
    for (CardId o : zone_of(s, zone::kPlay))
      if (title_of(cards[o].def) == title_of(cards[c].def)) return true;
  return false;
}
bool LcgState::limited_blocked(CardId c, int seat) const {
  // LCG-KW-3, OQ-28 (C8): one Limited card per player each turn, anyone's turn.
  return (fx(c).keywords & kw::kLimited) && seat_info[seat].limited_turn == static_cast<uint32_t>(turn) + 1;
}

bool LcgState::host_ok(CardId enh, CardId host, int seat) const {
  const CardFacts& f = fx(enh);
  if (!in_play(host)) return false;
  const CardType t = type(host);
  if (f.host == kHostUnit && t != kUnit) return false;
  if (f.host == kHostObjective && t != kObjective) return false;
  if (f.host == kHostNone) return false;
  if (f.host_whose == kFriendly && enemies(controller_of(host), seat)) return false;
  if (f.host_whose == kEnemy && !enemies(controller_of(host), seat)) return false;
  if (f.host_traits && !(fx(host).traits & f.host_traits)) return false;
  if (fx(host).keywords & kw::kNoEnhancements) return false;  // LCG-KW-4
  return true;
}

bool LcgState::playable_from_discard(CardId c, int seat) const {
  return valid_card(c) && cards[c].zone == zone::kDiscard && cards[c].owner == seat &&
         keyword_of(*this, c, lkw::kFromDiscard) > 0;
}
namespace {
// What every card of one deployable scan shares, asked once: what the
// seat's ready resources pay (Purse::affords, the seat's match rules asked
// only when a card's affiliation needs them), the cost modifiers in play.
class DeployScan {
 public:
  DeployScan(const LcgState& g, int seat) : g_(g), seat_(seat), purse_(producers_purse(g, seat)), costs_(g) {}
  const PlayCosts& costs() const { return costs_; }
  bool affords(int cost, Affiliation aff) const {
    if (purse_.affords(cost, aff)) return true;
    if (purse_.any_match || cost <= 0 || purse_.available < cost) return false;
    if (ignores_ < 0) ignores_ = g_.ignores_match(seat_) ? 1 : 0;  // purse(): any_match when it ignores the match
    return ignores_ == 1;
  }

 private:
  const LcgState& g_;
  int seat_;
  LcgState::Purse purse_;
  PlayCosts costs_;
  mutable int8_t ignores_ = -1;  // ignores_match(seat), once asked
};
// The live PaymentScan (fast_reads.h): its state and seat, and what its
// questions share once the first one asked.
struct ActiveScan {
  const LcgState* g = nullptr;
  int seat = -1;
  std::optional<DeployScan> shared;
};
thread_local ActiveScan t_scan;
// The shared reading for `seat`'s questions about `g`, or null outside a scan of them.
const DeployScan* scan_of(const LcgState& g, int seat) {
  if (t_scan.g != &g || t_scan.seat != seat) return nullptr;
  if (!t_scan.shared) t_scan.shared.emplace(g, seat);
  return &*t_scan.shared;
}
template <class Pays>
bool deployable(const LcgState& g, CardId c, int seat, const PlayCosts& costs, Pays&& pays);
// Calls f(c) for each card of `seat` that can_deploy allows (hand, then
// discard pile) until f returns true; returns whether one did.
template <class F>
bool scan_deployable(const LcgState& g, int seat, F&& f) {
  std::optional<DeployScan> own;
  const DeployScan* shared = scan_of(g, seat);
  const DeployScan& scan = shared ? *shared : own.emplace(g, seat);
  auto pays = [&](int cost, Affiliation aff) { return scan.affords(cost, aff); };
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (deployable(g, c, seat, scan.costs(), pays) && f(c)) return true;
  // A card in the discard pile is deployable only with lkw::kFromDiscard
  // (playable_from_discard): the keyword table rules most out at once.
  for (CardId c : g.zone_of(seat, zone::kDiscard))
    if (((keyword_bits(g.cards[c].def) >> lkw::kFromDiscard) & 1u) && deployable(g, c, seat, scan.costs(), pays) && f(c))
      return true;
  if (g.multiplayer())  // MP-GEN-7: the common reserves as if in hand
    for (CardId c : g.usable_reserve(seat))
      if (deployable(g, c, seat, scan.costs(), pays) && f(c)) return true;
  return false;
}
}  // namespace
PaymentScan::PaymentScan(const LcgState& g, int seat) : active_(t_scan.g == nullptr) {
  if (!active_) return;
  t_scan.g = &g;
  t_scan.seat = seat;
}
PaymentScan::~PaymentScan() {
  if (!active_) return;
  t_scan.g = nullptr;
  t_scan.shared.reset();
}
std::vector<CardId> LcgState::deployable_cards(int seat) const {
  std::vector<CardId> v;
  v.reserve(static_cast<size_t>(zone_of(seat, zone::kHand).size() + zone_of(seat, zone::kDiscard).size()));
  scan_deployable(*this, seat, [&](CardId c) {
    v.push_back(c);
    return false;
  });
  return v;
}
void deployable_cards(const LcgState& g, int seat, DeployList& out) {
  out.clear();
  scan_deployable(g, seat, [&](CardId c) {
    out.push_back(c);
    return false;
  });
}
bool LcgState::any_deployable(int seat) const {
  return scan_deployable(*this, seat, [](CardId) { return true; });
}
void LcgState::pay_from_hand(CardId c) {
  // A unit or enhancement whose own ability is used from hand (Human Replica
  // Droid) stays there: its card script puts it into play; so does an
  // objective (Jerjerrod's Task). An event goes face up on top of the discard
  // pile (LCG-ABIL-3, LCG-DISCARD-1).
  if (type(c) == kUnit || type(c) == kEnhancement || type(c) == kObjective) return;
  extra[c].beneath = kNoCard;  // a reinforcement played (MP-HFS-11) leaves its objective
  move_card(c, zone::kDiscard, true);
}

// An objective's own constant "only ... units can be declared as attackers
// against this objective" (The Rebel Fleet): its filter says who may.
bool LcgState::may_attack(CardId unit, CardId objective) const {
  const auto& ix = engine::trigger_index<LcgState>();
  if (!ix.has_constant(cards[objective].def, st::kOnlyAttackers)) return true;
  const Card& d = *ix.defs[cards[objective].def];
  for (int i = 0; i < d.n_abilities; ++i) {
    const Ability& a = d.abilities[i];
    if (a.kind == AbilityKind::Constant && a.stat == st::kOnlyAttackers && (!a.condition || a.condition(*this, objective)) &&
        a.target_ok && !a.target_ok(*this, objective, unit))
      return false;
  }
  return true;
}

namespace {
// The amount of card `c`'s own constant with pseudo-stat `st` (0 = none).
int own_restriction(const LcgState& g, CardId c, uint8_t stat_id) {
  const auto& ix = engine::trigger_index<LcgState>();
  if (!ix.has_constant(g.cards[c].def, stat_id)) return 0;
  const Card& d = *ix.defs[g.cards[c].def];
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Constant && d.abilities[i].stat == stat_id) return std::max(1, static_cast<int>(d.abilities[i].amount));
  return 0;
}
}  // namespace
bool LcgState::targetable(CardId c) const {
  if (own_restriction(*this, c, st::kUntargetable) != 0) return false;
  if (mode == mode::kHunt && in_play(c)) {
    // The Hunt for Skywalker: an enemy card effect targets only a vulnerable
    // objective (MP-HFS-17), never Luke Skywalker (his text: hfs::kLuke).
    const int by = acting_seat();
    if (by >= 0 && enemies(by, controller_of(c)) &&
        ((type(c) == kObjective && !vulnerable(c)) || keyword_of(*this, c, hfs::kLuke) > 0))
      return false;
  }
  return true;
}
int LcgState::dial_proxy(CardId c) const {
  return in_play(c) && type(c) == kEnhancement ? own_restriction(*this, c, st::kDialProxy) : 0;
}
bool LcgState::pilot_host_ok(CardId pilot, CardId host, int seat) const {
  // st::kPilot 2: on an objective its player controls (Moff Jerjerrod).
  if (stat(pilot, st::kPilot) == 2) return in_play(host) && type(host) == kObjective && controller_of(host) == seat;
  return stat(pilot, st::kPilot) > 0 && in_play(host) && type(host) == kUnit && has_trait(host, trait::kFighter) &&
         controller_of(host) == seat && !(fx(host).keywords & kw::kNoEnhancements);  // LCG-KW-4
}

namespace {
int cost_floor(const LcgState& g, CardId c, int seat, int cost);
// can_deploy: `pays(cost, affiliation)` says what the seat's resources pay.
template <class Pays>
bool deployable(const LcgState& g, CardId c, int seat, const PlayCosts& costs, Pays&& pays) {
  const CardType t = g.type(c);
  if (t != kUnit && t != kEnhancement) return false;
  if (!g.in_hand_of(c, seat) && !g.playable_from_discard(c, seat)) return false;
  if (g.unique_blocked(c) || g.limited_blocked(c, seat)) return false;
  const int cost = cost_floor(g, c, seat, costs.of(c));
  if (!pays(cost, g.fx(c).affiliation)) return false;
  if (t == kEnhancement && g.fx(c).host != kHostNone) {  // LCG-DEPLOY-8: something to attach to
    for (int s = 0; s < g.seats; ++s)
      for (CardId h : g.zone_of(s, zone::kPlay))
        if (g.host_ok(c, h, seat)) return true;
    return false;
  }
  return true;
}

// The interrupts to evt::kPlayCard in the core set lower the cost by
// discarding cards from hand, to a minimum of 1 (Kuat Reinforcements): with
// one usable, the floor is what discarding the rest of the hand reaches.
int cost_floor(const LcgState& g, CardId c, int seat, int cost) {
  if (cost <= 1) return cost;
  const auto& ix = engine::trigger_index<LcgState>();
  if (!(ix.on_event[evt::kPlayCard] & kind_bit(AbilityKind::Interrupt))) return cost;
  // The answer index: no card of the seat's (in hand or play) has an interrupt to a play.
  if (!engine::seat_may_answer(g, seat, evt::kPlayCard, kind_bit(AbilityKind::Interrupt))) return cost;
  Event e;
  e.kind = evt::kPlayCard;
  e.seat = static_cast<int8_t>(seat);
  e.source = e.target = c;
  e.amount = static_cast<int16_t>(cost);
  for (CardId o : g.zone_of(seat, zone::kPlay)) {
    if (!(ix.def_kinds[g.cards[o].def] & kind_bit(AbilityKind::Interrupt))) continue;
    const Card& d = *ix.defs[g.cards[o].def];
    for (int i = 0; i < d.n_abilities; ++i) {
      const Ability& a = d.abilities[i];
      if (a.kind == AbilityKind::Interrupt && a.on == evt::kPlayCard && (!a.when || a.when(g, o, e)) &&
          (!a.condition || a.condition(g, o)))
        return std::max(1, cost - (g.zone_of(seat, zone::kHand).size() - (g.in_hand_of(c, seat) ? 1 : 0)));
    }
  }
  return cost;
}
}  // namespace
bool LcgState::can_deploy(CardId c, int seat, const Purse* p) const {
  return deployable(*this, c, seat, PlayCosts(*this), [&](int cost, Affiliation aff) {
    return p ? p->affords(cost, aff) : can_afford(seat, cost, aff);
  });
}
int LcgState::play_cost_floor(CardId c, int seat) const { return cost_floor(*this, c, seat, cost_of(c)); }

// Has another copy (same title) of `seat`'s card `c` used ability `ability`
// as often as its limit allows this period? With a limit of one use or more
// only a card with a use can be that copy: the uses list (a few entries)
// names the candidates, not every card of the game.
namespace {
bool copy_used_up(const LcgState& g, CardId c, int ability, int seat) {
  const Ability& a = LcgState::card_def(g.cards[c].def).abilities[ability];
  const uint32_t per = g.current(a.limit);
  const int title = title_of(g.cards[c].def);
  auto used_up = [&](CardId o) {
    return o != c && title_of(g.cards[o].def) == title && g.cards[o].owner == seat && g.uses_of(o, ability, a.limit, per) >= a.max_uses;
  };
  if (a.max_uses <= 0) {  // no use needed: every copy counts
    for (int i = 0; i < g.cards.size(); ++i)
      if (used_up(static_cast<CardId>(i))) return true;
    return false;
  }
  for (const Use& u : g.uses)
    if (u.ability == ability && u.scope == a.limit && u.period == per && g.valid_card(u.card) && used_up(u.card)) return true;
  return false;
}
}  // namespace

// The engine asks before offering an ability: events from hand must be
// affordable (LCG-RES-6), Limited and unique (LCG-KW-3, LCG-UNIQUE-1).
namespace {
// Fully Armed: "cannot be canceled ... by light side card effects": a Light
// Side interrupt to the initiation of an ability whose card has the mark.
bool cancels_uncancelable(const LcgState& g, CardId c, const Ability& a) {
  if (a.on != ev::kUse || g.fx(c).side != kLight) return false;
  for (int i = g.events.size() - 1; i >= 0; --i)
    if (g.events[i].kind == ev::kUse)
      return g.valid_card(g.events[i].source) && keyword_of(g, g.events[i].source, jtk::kNoLightCancel) > 0;
  return false;
}
}  // namespace
bool LcgState::may_use(CardId c, int ability, int seat) const {
  const Ability& a = card_def(cards[c].def).abilities[ability];
  if (seat < 0 || seat >= seats || seat_info[seat].eliminated) return false;  // out of the game
  // Whether the seat's resources pay what it costs (asked last, only for an
  // ability with a cost): from a live PaymentScan's shared reading (an action
  // window's scan), else asked afresh.
  auto affords = [&](Affiliation aff) {
    const DeployScan* scan = scan_of(*this, seat);
    const int cost = a.pay >= 0 ? a.pay : scan ? scan->costs().of(c) : cost_of(c);
    return scan ? scan->affords(cost, aff) : can_afford(seat, cost, aff);
  };
  // No payment within a payment: while resources are being generated for one
  // cost (an interrupt to the generation, We Shall Double Our Efforts), only
  // what costs nothing may be used; a second cost could leave the first unpaid.
  if (a.pay_kind)
    for (int i = 0; i < stack.depth(); ++i)
      if (stack.frames[i].kind == fk::kPay && (a.pay >= 0 ? a.pay : cost_of(c)) > 0) return false;
  if (mode == mode::kJerjerrod && a.triggered() && cancels_uncancelable(*this, c, a)) return false;
  if (a.from_hand) {
    if (limited_blocked(c, seat) || unique_blocked(c)) return false;
    // "(Limit 1 per turn.)" on an event counts every copy its player plays (docs/rulings.md, "Card limits").
    if (a.limit != Scope::None && a.limit != Scope::Event && copy_used_up(*this, c, ability, seat)) return false;
    return !a.pay_kind || affords(fx(c).affiliation);
  }
  return !a.pay_kind || affords(kNeutral);  // OQ-11: no match for abilities
}


// LCG-CAPTURE-1: only Light Side cards are captured, and not twice.
bool LcgState::can_capture(CardId c) const {
  return valid_card(c) && seat_info[cards[c].owner].side == kLight && cards[c].zone != zone::kCaptured &&
         type(c) != kAffiliation && type(c) != kObjective;
}

// ---- leaving play ----
void LcgState::leave_play_cleanup(CardId c, EventLog* log) {
  LcgCard& x = extra[c];
  x.force = false;  // LCG-FORCE-5: back to the available Force
  x.role = role::kNone;
  x.shields = 0;
  x.host = kNoCard;
  x.engaged = false;
  x.lent = -1;  // a supporting unit that leaves play goes to its owner (move_card)
  x.face_down = false;  // The Hunt for Skywalker: its place in the pyramid stays empty (OQ-54)
  x.pos = -1;
  // LCG-DEPLOY-9: its enhancements are discarded; MP-HFS-13: so is the
  // reinforcement under it. Enhancements are in the play areas and
  // reinforcements in the reinforcement zones: only those are looked at,
  // in ascending card order.
  CardId found[2 * LcgLimits::kSeats * LcgLimits::kZoneCap];
  int n = 0;
  for (int s = 0; s < seats; ++s) {
    for (CardId e : zone_of(s, zone::kPlay))
      if (extra[e].host == c) found[n++] = e;
    for (CardId e : zone_of(s, zn::kReinforce))
      if (extra[e].beneath == c) found[n++] = e;
  }
  std::sort(found, found + n);
  for (int i = 0; i < n; ++i) {
    const CardId e = found[i];
    if (extra[e].beneath == c && cards[e].zone == zn::kReinforce) {
      extra[e].beneath = kNoCard;
      move_card(e, zone::kDiscard, true);
      LCG_LOG(*this, log, "discard", cards[e].owner, std::string("The reinforcement under ") + fx(c).name + " is discarded (MP-HFS-13).");
      continue;
    }
    if (extra[e].host == c && in_play(e)) {
      extra[e].host = kNoCard;
      move_card(e, zone::kDiscard, true);  // LCG-DISCARD-1: face up on top
      LCG_LOG(*this, log, "discard", cards[e].owner, std::string(fx(e).name) + " is discarded with " + fx(c).name + ".");
    }
  }
}

void LcgState::take_control(CardId c, int seat, EventLog* log) {
  if (!in_play(c) || seat < 0 || seat >= seats || controller_of(c) == seat) return;
  if (enemies(controller_of(c), seat)) {
    // The Force card committed to it belongs to its side (LCG-GEN-2, MP-GEN-14):
    // it goes back to that side's available Force (docs/rulings.md).
    extra[c].force = false;
    extra[c].role = role::kNone;
  }
  set_controller(c, seat);
  LCG_LOG(*this, log, "control", seat, seat_name(seat) + " takes control of " + fx(c).name + ".");
}

void LcgState::set_controller(CardId c, int seat) {
  if (!in_play(c) || cards[c].controller == seat) return;
  zones[cards[c].controller][zone::kPlay].remove(c);
  cards[c].controller = static_cast<int8_t>(seat);
  zones[seat][zone::kPlay].put_bottom(c);
  board_changed();  // the answer index is rebuilt at the next question
}

void LcgState::finish(int winner_seat, WinReason why, EventLog* log) {
  if (over) return;
  over = true;
  winner = static_cast<int8_t>(winner_seat);
  reason = why;
  phase = Phase::Over;
  end_game();
  const std::string k[] = {"", "the Death Star dial reached " + std::to_string(win_dial()),
                           (win_objectives() == 3 ? std::string("three") : std::to_string(win_objectives())) + " enemy objectives destroyed",
                           "the opponent could not draw", "a card's effect", "the opponent conceded",
                           "the scenario's victory condition", ""};
  LCG_LOG(*this, log, "game_over", -1,
           winner_seat >= 0 ? std::string(seat_info[winner_seat].side == kDark ? "Dark Side" : "Light Side") + " wins: " + k[static_cast<int>(why)] + "."
           : why == WinReason::TurnLimit ? "The game ends with no winner: it reached its " + std::to_string(kChallengeTurnLimit) + "th turn."
                                         : std::string("A draw."));
}

void LcgState::advance_dial(int n, EventLog* log) {
  if (n == 0 || over || !dial_used()) return;  // MP-HFS-7: no dial in The Hunt for Skywalker
  // MP-JT-7: in Jerjerrod's Task the dial never wins; it stops at its last number.
  dial = static_cast<int8_t>(std::clamp(dial + n, 0, dial_wins() ? 99 : dial_top()));
  LCG_LOG(*this, log, "dial", seat_of_side(kDark), "The Death Star dial moves to " + std::to_string(dial) + ".");
  if (dial_wins() && dial >= win_dial()) finish(seat_of_side(kDark), WinReason::Dial, log);  // LCG-WIN-2, LCG-BAL-3; 2v2 at 16 (MP-2V2-6)
}

void LcgState::check_objective_win(int seat, EventLog* log) {
  if (over || seat_info[seat].side != kLight) return;
  // LCG-WIN-1, LCG-DMG-6; 2v2: five in total across the team's victory piles (MP-2V2-5).
  int n = 0;
  for (int s = 0; s < seats; ++s)
    if (seat_info[s].side == kLight) n += zone_of(s, zn::kVictory).size();
  if (n >= win_objectives()) finish(seat, WinReason::Objectives, log);
}

int LcgState::striker_icons(CardId c, uint8_t normal, uint8_t edge) const {
  int n = std::max(0, stat(c, normal));
  if (eng.edge_winner >= 0 && eng.edge_winner == controller_of(c)) n += std::max(0, stat(c, edge));  // LCG-ICON-6
  return n;
}

namespace {
// The sum of engine::stat(g, c, s) over the cards `c` in play of `side`'s
// seats, added up by source: printed values and lasting effects card by
// card, then each constant ability in play on stat `s` once for all the
// cards it reaches (engine::stat walks the whole play area for each card:
// Ancient Monument in play made the struggle total quadratic). The same
// terms as engine::stat, in another order.
int side_stat_sum(const LcgState& g, int side, uint8_t s) {
  const auto& ix = engine::trigger_index<LcgState>();
  int n = 0;
  for (int seat = 0; seat < g.seats; ++seat)
    if (g.side_of_seat(seat) == side)
      for (CardId c : g.zone_of(seat, zone::kPlay)) n += engine::def_of_card(g, c).stats[s] + g.lasting_bonus(c, s);
  if (s >= 32 || !((ix.constant_stats >> s) & 1u) || !engine::constant_in_play(g, s)) return n;
  for (int so = 0; so < g.seats; ++so)
    for (CardId o : g.zone_of(so, zone::kPlay)) {
      if (!ix.has_constant(g.cards[o].def, s)) continue;
      const Card& d = *ix.defs[g.cards[o].def];
      for (int i = 0; i < d.n_abilities; ++i) {
        const Ability& a = d.abilities[i];
        if (a.kind != AbilityKind::Constant || a.stat != s || (a.condition && !a.condition(g, o))) continue;
        for (int seat = 0; seat < g.seats; ++seat)
          if (g.side_of_seat(seat) == side)
            for (CardId c : g.zone_of(seat, zone::kPlay))
              if (engine::whose_ok(g, o, c, a.whose) && (!a.target_ok || a.target_ok(g, o, c))) n += a.amount;
      }
    }
  return n;
}
}  // namespace

int LcgState::struggle_total(int side) const {
  const StatOf force(*this, st::kForce);
  // LCG-FORCE-7/8: printed Force icons of ready committed units (stat kForce
  // of a unit); C7: card texts add to it through kStruggle (any card in play).
  int n = side_stat_sum(*this, side, st::kStruggle);
  int per_reserve_card = 0;  // mark::kReserveForce (Watchers in the Wasteland, The Emperor's Hand)
  for (int s = 0; s < seats; ++s) {
    if (seat_info[s].side != side) continue;
    for (CardId c : zone_of(s, zone::kPlay)) {
      if (type(c) == kUnit && extra[c].force && ready(c)) n += std::max(0, force(c));
      per_reserve_card += keyword_of(*this, c, mark::kReserveForce);
    }
  }
  if (per_reserve_card > 0)  // C7: each card in a common reserve of the side (none without a teammate, MP-GEN-10)
    for (int s = 0; s < seats; ++s)
      if (seat_info[s].side == side && teammate_in_game(s)) n += per_reserve_card * zone_of(s, zn::kReserve).size();
  return n;
}

// ---- events ----

// Shields (LCG-SHIELD-3, C5): a shield on the card stops one damage or one
// focus token that a strike or an enemy effect would place on it. We use it
// at once (docs/rulings.md: declining never helps its controller).
void LcgState::before_resolve(Event& e, EventLog* log) {
  if (mode != mode::kHunt) return before_resolve_rules(e, log);
  // The Hunt for Skywalker: Luke Skywalker's text first, then the shields,
  // then what a face-down objective does with damage (MP-HFS-14/15).
  hunt_before_resolve(e, false, log);
  before_resolve_rules(e, log);
  hunt_before_resolve(e, true, log);
}

void LcgState::before_resolve_rules(Event& e, EventLog* log) {
  if (mode == mode::kJerjerrod) death_star_ii_collects(*this, e, log);  // an enemy objective about to leave play
  if (e.kind == ev::kEnterPlay) {
    // MP-GEN-7: a card played from a teammate's common reserve enters play
    // under the player who played it (its owner keeps owning it).
    if (valid_card(e.target) && cards[e.target].zone == zn::kReserve && e.seat >= 0 && e.seat < seats)
      cards[e.target].controller = e.seat;
    return;
  }
  if (e.kind == ev::kDraw) {
    // LCG-DRAW-5, LCG-WIN-3: a player who must draw and cannot loses, whatever
    // makes it draw (the Draw phase checks before it raises its draw; here a
    // card's "draw N"). In multiplayer the player draws what is left (MP-2V2-9).
    if (!multiplayer() && e.seat >= 0 && e.seat < seats && e.amount > zone_of(e.seat, zone::kDeck).size() &&
        opponent_of(e.seat) >= 0) {
      LCG_LOG(*this, log, "draw", e.seat, seat_name(e.seat) + " must draw " + std::to_string(e.amount) +
                                             " but the command deck holds " + std::to_string(zone_of(e.seat, zone::kDeck).size()) + ".");
      e.amount = 0;  // the game ends here: nothing is drawn
      finish(opponent_of(e.seat), WinReason::DeckOut, log);
    }
    return;
  }
  if (e.kind == ev::kCapture) {
    // LCG-CAPTURE-1: only Light Side cards are captured (the event then changes
    // nothing). The core takes the card from play, a hand or a deck, and sets
    // amount 1 for one taken from play ("capture ... from play").
    if (valid_card(e.target) && !can_capture(e.target)) e.target = kNoCard;
    return;
  }
  if ((e.kind != ev::kDamage && e.kind != ev::kFocus) || !in_play(e.target) || e.amount <= 0) return;
  LcgCard& x = extra[e.target];
  if (x.shields <= 0) return;
  const int by = valid_card(e.source) ? controller_of(e.source) : e.seat;
  if (by >= 0 && !enemies(by, controller_of(e.target))) return;  // own focus / damage: no shield
  // C5: each shield stops one token, so a card with two (Our Most Desperate
  // Hour) uses both against two or more tokens of one strike or effect.
  const int used = std::min<int>(x.shields, e.amount);
  x.shields = static_cast<int8_t>(x.shields - used);
  e.amount = static_cast<int16_t>(e.amount - used);
  const char* what = e.kind == ev::kDamage ? "damage." : "focus token.";
  LCG_LOG(*this, log, "shield", controller_of(e.target),
           used == 1 ? card_label(e.target) + "'s shield stops one " + what
                     : card_label(e.target) + "'s " + std::to_string(used) + " shields stop " + std::to_string(used) + " " +
                           (e.kind == ev::kDamage ? "damage." : "focus tokens."));
}

void LcgState::resolve_game_event(Event& e, EventLog* log) {
  switch (e.kind) {
    case evt::kShield:
      // LCG-SHIELD-2 / C5: one shield unless the effect says "even if already shielded" (amount 2).
      if (in_play(e.target) && (extra[e.target].shields == 0 || e.amount >= 2)) {
        ++extra[e.target].shields;
        e.resolved = true;
        LCG_LOG(*this, log, "shield", e.seat, card_label(e.target) + " gets a shield.");
      }
      return;
    case evt::kUnfocus:
      if (in_play(e.target) && cards[e.target].focus > 0) {
        cards[e.target].focus = static_cast<int8_t>(std::max(0, cards[e.target].focus - std::max<int>(1, e.amount)));
        e.resolved = true;
      }
      return;
    case evt::kDial:
      advance_dial(e.amount, log);
      e.resolved = true;
      return;
    case evt::kCommit:
      if (in_play(e.target) && !extra[e.target].force && force_available(controller_of(e.target)) > 0) {
        extra[e.target].force = true;
        e.resolved = true;
        LCG_LOG(*this, log, "commit", e.seat, "Commits a Force card to " + std::string(fx(e.target).name) + ".");
      }
      return;
    case evt::kDiscardHand:
      if (valid_card(e.target) && cards[e.target].zone == zone::kHand) {
        move_card(e.target, zone::kDiscard, true);
        e.resolved = true;
        LCG_LOG(*this, log, "discard", cards[e.target].owner, seat_name(cards[e.target].owner) + " discards " + fx(e.target).name + ".");
      }
      return;
    case evt::kReturnHand:
      // Back to its owner's hand: from play (Redemption; tokens and attachments go, LCG-DEPLOY-9) or from a discard pile.
      if (valid_card(e.target) && (in_play(e.target) || cards[e.target].zone == zone::kDiscard)) {
        if (in_play(e.target)) leave_play_cleanup(e.target, log);
        move_card(e.target, zone::kHand);
        e.resolved = true;
        LCG_LOG(*this, log, "return", cards[e.target].owner,
                 std::string(fx(e.target).name) + " returns to the " + seat_name(cards[e.target].owner) + "'s hand.");
      }
      return;
    case evt::kReturnDeck:
      // To the bottom of its owner's deck (There Is No Escape; tokens and attachments go, LCG-DEPLOY-9).
      if (in_play(e.target) && type(e.target) == kUnit) {
        leave_play_cleanup(e.target, log);
        move_card(e.target, zone::kDeck);  // the bottom
        e.resolved = true;
        LCG_LOG(*this, log, "deck", cards[e.target].owner,
                 std::string(fx(e.target).name) + " goes to the bottom of the " + seat_name(cards[e.target].owner) + "'s deck.");
      }
      return;
    case evt::kDiscardPlay:
      // Discarded from play (a sacrifice, LCG-TERMS-8; "discard an enhancement"): face up on top (LCG-DISCARD-1).
      if (in_play(e.target) && type(e.target) != kAffiliation) {
        leave_play_cleanup(e.target, log);
        move_card(e.target, zone::kDiscard, true);
        e.resolved = true;
        LCG_LOG(*this, log, "discard", cards[e.target].owner, std::string(fx(e.target).name) + " is discarded.");
      }
      return;
    case evt::kTakeControl:
      if (in_play(e.target) && type(e.target) != kAffiliation && e.seat >= 0 && e.seat < seats &&
          controller_of(e.target) != e.seat) {
        const int from = controller_of(e.target);
        take_control(e.target, e.seat, log);
        if (e.amount == role::kAttacker || e.amount == role::kDefender) {  // lent for the engagement (MP-GEN-12/13)
          extra[e.target].lent = static_cast<int8_t>(from);
          extra[e.target].role = static_cast<uint8_t>(e.amount);
        }
        e.resolved = true;
      }
      return;
    case evt::kFlip:  // The Hunt for Skywalker (challenge.cpp)
      hunt_flip(e, log);
      return;
    case evt::kReengage:
      if (in_play(e.target) && extra[e.target].engaged) {
        extra[e.target].engaged = false;  // LCG-CONFLICT-3: it may be engaged once more this phase
        e.resolved = true;
      }
      return;
    case evt::kRescue:
      if (valid_card(e.target) && cards[e.target].zone == zone::kCaptured) {
        move_card(e.target, zone::kHand);
        e.resolved = true;
        LCG_LOG(*this, log, "rescue", cards[e.target].owner, seat_name(cards[e.target].owner) + " rescues a captured card.");
      }
      return;
    case evt::kGenerate:
      // LCG-RES-4/5: focus tokens on a ready resource card, one per resource (own focus: no shield).
      if (in_play(e.target) && ready(e.target) && e.amount > 0) {
        cards[e.target].focus = static_cast<int8_t>(cards[e.target].focus + e.amount);
        cards[e.target].exhausted = true;
        e.resolved = true;
        LCG_LOG(*this, log, "resources", e.seat,
                 std::string(fx(e.target).name) + " generates " + std::to_string(e.amount) +
                     (e.amount == 1 ? " resource." : " resources."));
      }
      return;
    case evt::kSacrifice:
      // LCG-TERMS-8: its controller discards it; if it does not leave play, no sacrifice was made.
      if (in_play(e.target) && type(e.target) != kAffiliation && type(e.target) != kObjective) {
        const std::string name = fx(e.target).name;
        move_card(e.target, zone::kDiscard, true);  // LCG-DISCARD-1: face up on top
        leave_play_cleanup(e.target, log);
        e.resolved = true;
        LCG_LOG(*this, log, "sacrifice", e.seat, seat_name(e.seat) + " sacrifices " + name + ".");
      }
      return;
    default:  // phase points, declarations, edge, strike, struggle: markers for reactions
      e.resolved = true;
      return;
  }
}

// After a core verb resolved: what the LCG adds (objectives to victory piles,
// the dial, attachments, captured cards, winning).
void LcgState::after_event(const Event& e, EventLog* log) {
  // MP-JT-5/6, MP-HFS-21/22: a challenge mode's victory conditions, after every event (challenge.cpp).
  struct ModeWinCheck {
    LcgState& g;
    EventLog* log;
    ~ModeWinCheck() {
      if (g.challenge()) g.check_mode_win(log);
    }
  } mode_win{*this, log};
  // LCG-DMG-2, OQ-21: once the event did all it does (the early returns below
  // included), a card whose capacity dropped to its damage is destroyed.
  struct CapacityCheck {
    LcgState& g;
    const Event& e;
    ~CapacityCheck() { g.check_capacities(e); }
  } capacity_check{*this, e};
  if (mode == mode::kHunt)  // a reinforcement that left its place (played, put into play) lies under nothing
    for (int i = 0; i < extra.size(); ++i) {
      if (extra[i].beneath != kNoCard && cards[i].zone != zn::kReinforce) extra[i].beneath = kNoCard;
      if ((extra[i].face_down || extra[i].pos >= 0) && cards[i].zone != zone::kPlay) {  // out of the pyramid
        extra[i].face_down = false;
        extra[i].pos = -1;
      }
    }
  if (!e.resolved || !valid_card(e.target)) return;
  const CardId c = e.target;
  if (e.kind == ev::kFocus) {
    cards[c].exhausted = cards[c].focus > 0;
    return;
  }
  if (e.kind == evt::kFlip && mode == mode::kHunt) {  // MP-HFS-10: the Light Side may draw a reinforcement
    push_reinforcement_draw(*this, controller_of(c));
    return;
  }
  if (e.kind == ev::kEnterPlay) {
    LCG_LOG(*this, log, "enter_play", controller_of(c), seat_name(controller_of(c)) + ": " + card_label(c) + " enters play.");
    // Put into play "as a participating unit" (Admiral Ackbar): amount = its role.
    if ((e.amount == role::kAttacker || e.amount == role::kDefender) && type(c) == kUnit && eng.objective != kNoCard)
      extra[c].role = static_cast<uint8_t>(e.amount);
    return;
  }
  // Trench Run. Not in multiplayer (2v2 and the challenge modes): there no
  // card effect changes a team's own victory condition (MP-GEN-25, MP-JT-5,
  // MP-HFS-22).
  if (e.kind == ev::kDamage && dial_proxy(c) > 0 && cards[c].damage >= dial_proxy(c) && !multiplayer()) {
    LCG_LOG(*this, log, "dial", controller_of(c), "The Death Star dial has " + std::to_string(cards[c].damage) + " damage.");
    finish(controller_of(c), WinReason::CardEffect, log);  // Trench Run
    return;
  }
  if (e.kind == ev::kCapture) {  // LCG-CAPTURE-3: tokens and attachments go
    leave_play_cleanup(c, log);
    // LCG-CAPTURE-2: face down; the log names the card only if it was in play.
    LCG_LOG(*this, log, "capture", e.seat,
             (e.amount == 1 ? std::string(fx(c).name) : std::string("A card")) + " is captured under " +
                 (valid_card(cards[c].under) ? fx(cards[c].under).name : "an objective") + ".");
    return;
  }
  if (e.kind != ev::kDestroy) return;
  // "If this objective is destroyed, you lose the game" (The Heart of the Empire).
  if (card_def(cards[c].def).stats[st::kLoseIfDestroyed] > 0 && opponent_of(cards[c].owner) >= 0) {
    LCG_LOG(*this, log, "lose", cards[c].owner, std::string(fx(c).name) + " is destroyed: the " + seat_name(cards[c].owner) + " loses.");
    finish(opponent_of(cards[c].owner), WinReason::CardEffect, log);
  }
  if (type(c) != kObjective && cards[c].zone == zone::kDiscard) {
    // LCG-DMG-3, LCG-DISCARD-1: face up on top of its owner's discard pile (the core's destroy puts it at the bottom).
    zones[cards[c].owner][zone::kDiscard].remove(c);
    zones[cards[c].owner][zone::kDiscard].put_top(c);
  }
  leave_play_cleanup(c, log);
  if (type(c) != kObjective) return;
  // LCG-DMG-4: a destroyed objective goes to the victory pile of an enemy
  // (the seat whose card destroyed it, else the first enemy seat).
  const int owner = cards[c].owner;
  const int by = valid_card(e.source) && enemies(controller_of(e.source), owner) ? controller_of(e.source)
                 : e.seat >= 0 && enemies(e.seat, owner)                          ? e.seat
                                                                                  : -1;
  // MP-2V2-8: a Light Side objective no Dark Side player destroyed (a Light Side
  // card's own effect): the Dark Side decides whose pile, its player #1 choosing (OQ-38).
  if (by < 0 && has_teammate(seat_of_side(kDark)) && side_of_seat(owner) == kLight) {
    push_victory_choice(*this, c, seat_of_side(kDark));
    return;
  }
  to_victory_pile(c, by >= 0 ? by : opponent_of(owner), log);
}

void LcgState::to_victory_pile(CardId c, int to, EventLog* log) {
  const int owner = cards[c].owner;
  if (to < 0) return;
  // LCG-CAPTURE-5, LCG-DMG-7: cards captured under it are rescued.
  int rescued = 0;
  for (int i = 0; i < cards.size(); ++i)
    if (cards[i].zone == zone::kCaptured && cards[i].under == c) {
      move_card(static_cast<CardId>(i), zone::kHand);
      ++rescued;
    }
  if (rescued > 0)
    LCG_LOG(*this, log, "rescue", to, std::to_string(rescued) + (rescued == 1 ? " captured card is" : " captured cards are") +
                                           " rescued to their owner's hand.");
  zones[owner][zone::kDiscard].remove(c);
  cards[c].zone = zn::kVictory;
  cards[c].owner = cards[c].controller = static_cast<int8_t>(to);  // listed in the victory pile of `to`
  zones[to][zn::kVictory].put_bottom(c);
  LCG_LOG(*this, log, "victory", to, std::string(fx(c).name) + " goes to the " + seat_name(to) + "'s victory pile.");
  if (seat_info[to].side == kDark)
    push_dial_advance(*this, to, zone_of(to, zn::kVictory).size());  // LCG-DMG-5 (OQ-20: automatic), an evt::kDial
  else
    check_objective_win(to, log);  // LCG-DMG-6
}

}  // namespace sw::lcg
