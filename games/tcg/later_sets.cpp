// Locations, Equipment and Pilots (later_sets.h; TCG2-LOC-1/2, TCG2-EQUIP-1,
// TCG2-PILOT-1, TCG2-BUILD-2/4/6).
#include "tcg/later_sets.h"
#include <algorithm>
#include <cstring>
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg {

CardType location_arena(const CardFacts& f) {
  if (f.type != kLocation || !f.subtype) return kNumTypes;
  for (CardType a : kArenas)
    if (std::strcmp(f.subtype, type_name(a)) == 0) return a;
  return kNumTypes;
}

CardId location_in(const TcgState& g, CardType a) {
  for (int p = 0; p < g.seats; ++p)
    for (CardId c : g.zone_of(p, zn::kLocations))
      if (location_arena(g.fx(c)) == a) return c;
  return kNoCard;
}

int location_replace_cost(const TcgState& g, CardId old, CardId incoming) {
  (void)old;
  return std::max(0, g.cost(incoming));
}

int attach_cost(const TcgState& g, CardId e) {
  const Card& d = TcgState::card_def(g.cards[e].def);
  int n = 0;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Constant && d.abilities[i].stat == st::kAttachCost) n += d.abilities[i].amount;
  return std::max(0, n);
}

bool is_pilot(const TcgState& g, CardId c) {
  const CardFacts& f = g.fx(c);
  return f.type == kCharacter && f.subtype && std::strstr(f.subtype, "Pilot") != nullptr;
}

namespace {

// The extra build points putting Location `c` into its arena costs now (0: the arena has none).
int place_cost(const TcgState& g, CardId c) {
  const CardId old = location_in(g, location_arena(g.fx(c)));
  return old == kNoCard ? 0 : location_replace_cost(g, old, c);
}

// TCG2-EQUIP-1, OQ-TCG2-06: a host is one of the Equipment's owner's units in an arena.
std::vector<CardId> hosts(const TcgState& g, int seat) {
  std::vector<CardId> out;
  for (CardId u : g.zone_of(seat, zone::kPlay)) out.push_back(u);
  return out;
}

// TCG2-PILOT-1, OQ-TCG2-07: the Space units a Pilot may board (its owner's, in the Space arena, not its host).
std::vector<CardId> ships(const TcgState& g, CardId pilot) {
  std::vector<CardId> out;
  for (CardId u : g.units_in(g.cards[pilot].owner, kSpace))
    if (u != g.extra[pilot].host) out.push_back(u);
  return out;
}

bool movable_pilot(const TcgState& g, CardId c) {
  if (!is_pilot(g, c)) return false;
  if (g.cards[c].zone == zn::kAboard) return true;  // ashore is always a destination
  return g.in_arena(c, kCharacter) && !ships(g, c).empty();
}

Frame carry_frame(uint8_t kind, int seat, CardId c) {
  Frame f = flow::make_frame(kind, seat);
  f.source = c;
  return f;
}

}  // namespace

void add_later_build_actions(const TcgState& g, int seat, std::vector<Action>& out) {
  if (!g.opts.later) return;
  const int points = g.seat_info[seat].build_points;
  for (CardId c : g.zone_of(seat, zn::kBuild)) {
    const CardType t = g.fx(c).type;
    if (g.face_down(c) && g.ready_to_deploy(c)) {
      // TCG2-BUILD-4: a ready Location may be put into its arena (TCG2-LOC-1/2), a ready Equipment built.
      if (t == kLocation && location_arena(g.fx(c)) != kNumTypes && place_cost(g, c) <= points) out.push_back(make_action(vb::kPlace, c));
      if (t == kEquipment) out.push_back(make_action(vb::kEquip, c));
    } else if (g.built_equipment(c) && attach_cost(g, c) <= points && !hosts(g, seat).empty()) {
      out.push_back(make_action(vb::kAttach, c));  // TCG2-EQUIP-1
    }
  }
  // TCG2-PILOT-1: Pilots in the Character arena or aboard.
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (movable_pilot(g, c)) out.push_back(make_action(vb::kPilot, c));
  for (CardId c : g.zone_of(seat, zn::kAboard))
    if (movable_pilot(g, c)) out.push_back(make_action(vb::kPilot, c));
}

bool apply_later_build(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  (void)f;
  const CardId c = card_of(a);
  TcgSeat& me = g.seat_info[seat];
  switch (verb_of(a)) {
    case vb::kPlace: {  // TCG2-BUILD-4, TCG2-LOC-1/2: face up into the arena of its subtype
      const CardType arena = location_arena(g.fx(c));
      const CardId old = location_in(g, arena);
      if (old != kNoCard) {
        const int extra = location_replace_cost(g, old, c);
        me.build_points = static_cast<int8_t>(me.build_points - extra);
        g.move(old, zone::kDiscard);
        TCG_LOG(g, log, "location", seat, g.seat_name(seat) + " pays " + std::to_string(extra) + " build points: " + g.card_label(old) +
                                              " is discarded from the " + type_name(arena) + " arena.");
      }
      g.move(c, zn::kLocations);
      TCG_LOG(g, log, "location", seat, g.seat_name(seat) + " puts " + g.card_label(c) + " into the " + type_name(arena) + " arena.");
      return true;
    }
    case vb::kEquip:  // TCG2-EQUIP-1: face up, counters removed, stays in the build zone
      g.extra[c].counters = 0;
      g.extra[c].built = true;
      g.extra[c].revealed = false;
      TCG_LOG(g, log, "equip", seat, g.seat_name(seat) + " builds " + g.card_label(c) + "; it stays in the build zone.");
      return true;
    case vb::kAttach:
      g.stack.push(carry_frame(fk::kAttach, seat, c));
      return true;
    case vb::kPilot:
      g.stack.push(carry_frame(fk::kPilot, seat, c));
      return true;
    default: return false;
  }
}

void TcgState::discard_carried(CardId host) {
  const int p = cards[host].owner;
  if (zone_of(p, zn::kAttached).empty() && zone_of(p, zn::kAboard).empty()) return;
  for (CardId x : carried(host)) move(x, zone::kDiscard);
}

std::vector<CardId> TcgState::carried(CardId host) const {
  std::vector<CardId> out;
  for (uint8_t z : {zn::kAttached, zn::kAboard})
    for (CardId x : zone_of(cards[host].owner, z))
      if (extra[x].host == host) out.push_back(x);
  return out;
}

namespace flow {

StepResult run_carry(TcgState&, Frame&, EventLog*) { return StepResult::Wait; }

void legal_attach(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId u : hosts(g, seat)) out.push_back(make_action(vb::kOnto, u));
}

void apply_attach(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId e = f.source, u = card_of(a);
  const int n = attach_cost(g, e);
  g.seat_info[seat].build_points = static_cast<int8_t>(g.seat_info[seat].build_points - n);
  g.move(e, zn::kAttached);
  g.extra[e].host = u;
  TCG_LOG(g, log, "attach", seat, g.seat_name(seat) + " pays " + std::to_string(n) + " build points and attaches " + g.card_label(e) +
                                      " to " + g.card_label(u) + ".");
  g.stack.pop();
}

std::string label_attach(const TcgState& g, const Frame& f, Action a) {
  return "Attach " + g.card_label(f.source) + " to " + g.card_label(card_of(a)) + " (" + std::to_string(attach_cost(g, f.source)) + " build points)";
}

std::string prompt_attach(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? "Attach " + g.card_label(f.source) + " to which of your units?" : "";
}

bool valid_attach(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) && g.built_equipment(f.source) && g.cards[f.source].owner == f.seat &&
         attach_cost(g, f.source) <= g.seat_info[f.seat].build_points;
}

void legal_pilot(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId u : ships(g, f.source)) out.push_back(make_action(vb::kOnto, u));
  if (g.cards[f.source].zone == zn::kAboard) out.push_back(make_action(vb::kAshore));
}

void apply_pilot(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId p = f.source;
  if (verb_of(a) == vb::kAshore) {
    g.to_arena(p, log);
  } else {
    const CardId u = card_of(a);
    g.move(p, zn::kAboard);
    g.extra[p].host = u;
    TCG_LOG(g, log, "pilot", seat, g.card_label(p) + " goes aboard " + g.card_label(u) + ".");
  }
  g.stack.pop();
}

std::string label_pilot(const TcgState& g, const Frame& f, Action a) {
  if (verb_of(a) == vb::kAshore) return "Move " + g.card_label(f.source) + " back to the Character arena";
  return "Move " + g.card_label(f.source) + " aboard " + g.card_label(card_of(a));
}

std::string prompt_pilot(const TcgState& g, const Frame& f, int seat) {
  return seat == f.seat ? "Move " + g.card_label(f.source) + ": aboard which of your Space units, or back to the Character arena?" : "";
}

bool valid_pilot(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) && g.cards[f.source].owner == f.seat && is_pilot(g, f.source) &&
         (g.cards[f.source].zone == zn::kAboard || g.in_arena(f.source, kCharacter));
}

}  // namespace flow

}  // namespace sw::tcg
