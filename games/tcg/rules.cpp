// Rule helpers of the TCG state: sides, arenas, control, moving cards, the
// attack's numbers. The flow (flow/*.cpp) calls these.
#include <algorithm>
#include <cstdlib>
#include <string>
#include "tcg/cards/prevent.h"
#include "tcg/force_costs.h"
#include "tcg/left_arena.h"
#include "tcg/state.h"

namespace sw::tcg {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Setup: return "setup";
    case Phase::Ready: return "ready";
    case Phase::Command: return "command";
    case Phase::Battle: return "battle";
    case Phase::Over: return "over";
  }
  return "?";
}

int TcgState::seat_of_side(int side) const {
  for (int s = 0; s < seats; ++s)
    if (seat_info[s].side == side) return s;
  return -1;
}

int TcgState::opponent_of(int seat) const {
  const int mine = seat_info[seat].side;
  for (int s = 0; s < seats; ++s)
    if (seat_info[s].side != mine) return s;
  return -1;
}

int TcgState::trigger_chooser(int base) const {
  // TCG-ABIL-9, OQ-TCG-19: asked again before each trigger resolves, so the
  // Dark Side goes first while it has any trigger waiting.
  const int dark = first_seat();
  for (int i = base; i < pending.size(); ++i)
    if (controller_of(pending[i].card) == dark) return dark;
  return second_seat();
}

std::vector<CardId> TcgState::units_in(int seat, CardType arena) const {
  std::vector<CardId> out;
  for (CardId c : zone_of(seat, zone::kPlay))
    if (fx(c).type == arena) out.push_back(c);
  return out;
}

int TcgState::count_in(int seat, CardType arena) const {
  int n = 0;
  for (CardId c : zone_of(seat, zone::kPlay))
    if (fx(c).type == arena) ++n;
  return n;
}

// TCG-CMD-3, TCG-BUILD-11: units in arenas only (not face-down cards, not retreated units).
bool TcgState::in_all_arenas(int seat) const {
  for (CardType a : kArenas)
    if (count_in(seat, a) == 0) return false;
  return true;
}

// TCG-WIN-1: at least one unit there and the opponent none.
int TcgState::controlled_arenas(int seat) const {
  const int opp = opponent_of(seat);
  int n = 0;
  for (CardType a : kArenas)
    if (count_in(seat, a) > 0 && (opp < 0 || count_in(opp, a) == 0)) ++n;
  return n;
}

int TcgState::under_count(CardId top) const {
  int n = 0;
  for (CardId c : zone_of(cards[top].owner, zn::kStacked))
    if (extra[c].top == top) ++n;
  return n;
}

std::vector<CardId> TcgState::under(CardId top) const {
  std::vector<CardId> out;
  for (CardId c : zone_of(cards[top].owner, zn::kStacked))
    if (extra[c].top == top) out.push_back(c);
  return out;
}

// TCG-UNIQUE-3: uniques of one person (same name, or a pair the rules name as one).
bool TcgState::same_person(CardId a, CardId b) const {
  return fx(a).version && fx(b).version && person_of(cards[a].def) == person_of(cards[b].def);
}

CardId TcgState::person_unit(int seat, CardId c) const {
  for (CardId u : zone_of(seat, zone::kPlay))
    if (u != c && same_person(u, c)) return u;
  for (CardId u : zone_of(seat, zn::kBuild))
    if (u != c && retreated(u) && same_person(u, c)) return u;
  return kNoCard;
}

// TCG-STACK-3: all unique, at most 4 cards, one person, no version twice.
bool TcgState::may_stack(CardId c, CardId unit) const {
  if (!same_person(c, unit)) return false;
  std::vector<CardId> all = under(unit);
  all.push_back(unit);
  if (all.size() >= 4) return false;
  for (CardId x : all)
    if (std::string(fx(x).name) == fx(c).name && fx(x).version == fx(c).version) return false;
  return true;
}

// `c` takes the place of the top card `old` (its zone, damage, tapped state,
// retreat and deployment time); `old` and every card under it (but `c`) go
// beneath `c` (TCG-STACK-7: the damage counters do not change).
void TcgState::replace_top(CardId c, CardId old) {
  const int8_t damage = cards[old].damage;
  const bool tapped = cards[old].exhausted;
  const bool was_retreated = retreated(old);
  const uint16_t when = extra[old].deployed;
  const uint8_t where = cards[old].zone;
  for (CardId x : under(old))
    if (x != c) extra[x].top = c;
  for (CardId x : carried(old)) extra[x].host = c;  // Equipment and Pilots stay with the unit (TCG2-EQUIP-1)
  move(c, where);
  extra[c].counters = 0;
  extra[c].retreated = was_retreated;
  move(old, zn::kStacked, true);
  extra[old].top = c;
  cards[old].damage = 0;
  cards[old].exhausted = false;
  cards[c].damage = damage;
  cards[c].exhausted = tapped;
  extra[c].deployed = where == zone::kPlay ? when : 0;
}

CardId TcgState::stack_onto(CardId c, CardId unit, bool on_top, EventLog* log) {
  const int seat = cards[unit].owner;
  if (!on_top) {
    move(c, zn::kStacked);
    extra[c].top = unit;
    TCG_LOG(*this, log, "stack", seat, card_label(c) + " goes beneath " + card_label(unit) + ".");
    return unit;
  }
  replace_top(c, unit);
  TCG_LOG(*this, log, "stack", seat, card_label(c) + " goes on top of " + card_label(unit) + ".");
  check_health(c, log);  // TCG-STACK-7: damage unchanged, the new top's health may be lower
  return c;
}

void TcgState::make_top(CardId c, EventLog* log) {
  const CardId old = extra[c].top;
  replace_top(c, old);
  TCG_LOG(*this, log, "stack", cards[c].owner, card_label(c) + " becomes the top of its stack.");
  check_health(c, log);  // TCG-STACK-8: damage unchanged, health may now be lower
}

void TcgState::discard_unit(CardId c, EventLog* log) {
  note_discarded(c);
  const bool from_arena = in_play(c);
  const int seat = cards[c].controller;
  for (CardId x : under(c)) move(x, zone::kDiscard);
  move(c, zone::kDiscard);
  TCG_LOG(*this, log, "destroyed", cards[c].owner, card_label(c) + " is discarded.");
  if (from_arena) push_left_arena(*this, c, seat, fx(c).type);  // "when discarded from an arena" (left_arena.h)
}

void TcgState::note_discarded(CardId c) {
  if (in_arena(c, kCharacter)) turn_marks = static_cast<uint8_t>(turn_marks | (8u << cards[c].controller));
}

void TcgState::retreat_unit(CardId c, EventLog* log) {
  cards[c].exhausted = true;
  move(c, zn::kBuild);
  extra[c].retreated = true;
  TCG_LOG(*this, log, "retreat", cards[c].controller, seat_name(cards[c].controller) + " retreats " + card_label(c) + ".");
}

void TcgState::check_health(CardId c, EventLog* log) {
  if ((in_play(c) || retreated(c)) && cards[c].damage > 0 && cards[c].damage >= health(c)) discard_unit(c, log);
}

void TcgState::draw(int seat, int n, EventLog* log) {
  int drawn = 0;
  for (; drawn < n && !zone_of(seat, zone::kDeck).empty(); ++drawn) move(zone_of(seat, zone::kDeck).top(), zone::kHand);
  if (drawn > 0) TCG_LOG(*this, log, "draw", seat, seat_name(seat) + (drawn == 1 ? " draws a card." : " draws " + std::to_string(drawn) + " cards."));
}

void TcgState::to_arena(CardId c, EventLog* log) {
  move(c, zone::kPlay);
  extra[c].deployed = ++deploy_clock;
  TCG_LOG(*this, log, "deploy", cards[c].controller,
          card_label(c) + " enters the " + std::string(type_name(fx(c).type)) + " arena.");
}

// TCG-ATTACK-6: the attacker's current power; Shields on the defender lower
// it for this attack (TCG-KW-7). In a Bombard or Ion Cannon attack X takes
// the place of the printed power and every modifier still applies (TCG-KW-2,
// TCG-KW-6, TCG-GLOSS-8).
int TcgState::attack_power(CardId attacker, CardId defender, AttackMode mode) const {
  int p = power(attacker);
  if (mode != AttackMode::Normal) {
    const int x = engine::stat(*this, attacker, mode == AttackMode::Bombard ? st::kBombard : st::kIonCannon);
    p = p - card_def(cards[attacker].def).stats[st::kPower] + x;
  }
  if (defender != kNoCard && valid_card(defender)) p -= std::max(0, engine::stat(*this, defender, st::kShields));
  return p;
}

// "Can't be attacked" (Ward of the Jedi, Tyranus's Edict): a unit marked
// kWard while another unit of its side is in its arena; any other unit of
// the side of a unit marked kEdict in that arena.
bool TcgState::cant_be_attacked(CardId d) const {
  if (lasting.empty()) return false;
  const CardType a = fx(d).type;
  const bool ward = lasting_bonus(d, st::kWard) > 0;
  for (CardId u : zone_of(cards[d].controller, zone::kPlay)) {
    if (u == d || fx(u).type != a) continue;
    if (ward || lasting_bonus(u, st::kEdict) > 0) return true;
  }
  return false;
}

// TCG-ATTACK-4: an opposing unit in the attacker's arena (never in a build
// zone) that can be attacked (TCG2-TARGET-4: asked at the declaration only).
bool TcgState::can_target(CardId attacker, CardId defender, AttackMode mode) const {
  if (!in_play(defender) || !in_play(attacker) || side_of(cards[defender].controller) == side_of(cards[attacker].controller) ||
      cant_be_attacked(defender))
    return false;
  const CardType from = fx(attacker).type, to = fx(defender).type;
  switch (mode) {
    case AttackMode::Normal: return to == from;
    case AttackMode::Bombard: return from == kSpace && to == kGround && engine::stat(*this, attacker, st::kBombard) > 0;
    case AttackMode::IonCannon: return from == kGround && to == kSpace && engine::stat(*this, attacker, st::kIonCannon) > 0;
  }
  return false;
}

int TcgState::deploy_discount(CardId c) const {
  if (!is_unit_card(c)) return 0;
  // Every unit in either side's arenas whose constant names this card (Lama
  // Su (A): "each Clone", both sides' Clones; two Lamas in play, -2).
  int n = 0;
  for (int seat = 0; seat < 2; ++seat)
    for (CardId o : zone_of(seat, zone::kPlay)) {
      const Card& d = card_def(cards[o].def);
      for (int i = 0; i < d.n_abilities; ++i) {
        const Ability& a = d.abilities[i];
        if (a.kind == AbilityKind::Constant && a.stat == st::kDeployDiscount && engine::whose_ok(*this, o, c, a.whose) &&
            (!a.target_ok || a.target_ok(*this, o, c)))
          n += a.amount;
      }
    }
  return std::min(n, cost(c));
}

void TcgState::finish(int winner_seat, EventLog* log) {
  over = true;
  winner = static_cast<int8_t>(winner_seat);
  phase = Phase::Over;
  end_game();
  TCG_LOG(*this, log, "game_over", -1, winner_seat >= 0 ? seat_name(winner_seat) + " wins." : "The game is a draw.");
}

std::string TcgState::seat_name(int seat) const {
  if (seat < 0 || seat >= seats) return "?";
  return side_of(seat) == kDark ? "Dark Side" : "Light Side";
}

CardId TcgState::add(int def, int seat, uint8_t z) {
  CardId c = add_card(def, seat, z);
  if (c != kNoCard) extra.push_back(TcgCard{});
  return c;
}

void TcgState::move(CardId c, uint8_t z, bool top) {
  const uint8_t from = cards[c].zone;
  if (from == zn::kBuild && z != zn::kBuild)
    extra[c].counters = 0, extra[c].retreated = false, extra[c].revealed = false, extra[c].built = false;
  if (from == zn::kStacked && z != zn::kStacked) extra[c].top = kNoCard;
  if ((from == zn::kAttached || from == zn::kAboard) && z != from) extra[c].host = kNoCard;
  // A unit leaving the arenas and the build zone for anywhere else takes its
  // Equipment and Pilots to the discard pile (TCG2-EQUIP-1, OQ-TCG2-06/07).
  if ((from == zone::kPlay || from == zn::kBuild) && z != zone::kPlay && z != zn::kBuild) discard_carried(c);
  // A retreated unit keeps its damage counters and tapped state (TCG-RETREAT-3);
  // the core clears them when a card leaves play, so carry them over.
  const int8_t damage = cards[c].damage;
  const bool tapped = cards[c].exhausted;
  move_card(c, z, top);
  // So does a Pilot aboard a Space unit (TCG2-PILOT-1).
  const auto keeps = [](uint8_t x) { return x == zone::kPlay || x == zn::kBuild || x == zn::kAboard; };
  if (from != z && keeps(from) && keeps(z)) {
    cards[c].damage = damage;
    cards[c].exhausted = tapped;
  }
  // Out of the arenas and the build zone a card carries no counters nor tapped state.
  if ((from == zn::kBuild || from == zn::kAboard) && !keeps(z)) cards[c].damage = 0, cards[c].exhausted = false;
  if (z != zone::kPlay) extra[c].deployed = 0;
  // Tyranus's Edict lasts "as long as it stays in an arena".
  if (from == zone::kPlay && z != zone::kPlay)
    for (int i = lasting.size() - 1; i >= 0; --i)
      if (lasting[i].target == c && lasting[i].stat == st::kEdict) lasting.erase_at(i);
}

std::string TcgState::card_key(CardId c) const { return std::string(fx(c).key) + "." + std::to_string(c); }
std::string TcgState::card_label(CardId c) const { return fx(c).name + (fx(c).version ? std::string(" (") + fx(c).version + ")" : std::string()); }

void log_line(const TcgState& g, EventLog* log, const char* type, int actor, const std::string& text) {
  (void)g;
  log->add(type, actor, text);
}

bool TcgState::may_use(CardId c, int ability, int seat) const {
  const Ability& a = card_def(cards[c].def).abilities[ability];
  // TCG-ABIL-2: of the build zone only retreated units' abilities work (a
  // face-down card is no unit); the core asks for those with also_in.
  if (cards[c].zone == zn::kBuild && !retreated(c)) return false;
  if (a.pay_kind == fk::kPayForce && seat_info[seat].force < force_cost(*this, c, ability, seat)) return false;  // with surcharges (force_costs.h)
  return true;
}

// A unit discarded by the core's destroy (damage at its health, TCG-DMG-3)
// is out of the arenas: it has no deployment time any more.
// The cards under it go with it (TCG-STACK-4).
void TcgState::after_event(const Event& e, EventLog*) {
  if (e.kind == ev::kDestroy && e.resolved && valid_card(e.target) && cards[e.target].zone != zone::kPlay) {
    if (fx(e.target).type == kCharacter && cards[e.target].zone == zone::kDiscard)  // Spirit of the Fallen asks
      turn_marks = static_cast<uint8_t>(turn_marks | (8u << cards[e.target].owner));
    extra[e.target].deployed = 0;
    for (CardId x : under(e.target)) move(x, zone::kDiscard);
    discard_carried(e.target);  // TCG2-EQUIP-1, OQ-TCG2-06/07
  }
  start_waiting(*this, e);  // TCG-PLAY-6: the damage that waited gets its window now
  // From its arena to the discard pile (left_arena.h): pushed last (start_waiting
  // looks for the event's frame on top); the destroy event's frame goes on
  // with its reactions after it.
  if (e.kind == ev::kDestroy && e.resolved && valid_card(e.target) && cards[e.target].zone == zone::kDiscard)
    push_left_arena(*this, e.target, cards[e.target].owner, fx(e.target).type);
}

}  // namespace sw::tcg
