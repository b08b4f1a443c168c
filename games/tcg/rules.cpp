// Rule helpers of the TCG state: sides, arenas, control, moving cards, the
// attack's numbers. The flow (flow/*.cpp) calls these.
#include <algorithm>
#include <string>
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

// TCG-ATTACK-4: an opposing unit in the attacker's arena (never in a build zone).
bool TcgState::can_target(CardId attacker, CardId defender, AttackMode mode) const {
  if (!in_play(defender) || !in_play(attacker) || side_of(cards[defender].controller) == side_of(cards[attacker].controller))
    return false;
  const CardType from = fx(attacker).type, to = fx(defender).type;
  switch (mode) {
    case AttackMode::Normal: return to == from;
    case AttackMode::Bombard: return from == kSpace && to == kGround && engine::stat(*this, attacker, st::kBombard) > 0;
    case AttackMode::IonCannon: return from == kGround && to == kSpace && engine::stat(*this, attacker, st::kIonCannon) > 0;
  }
  return false;
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
  if (from == zn::kBuild && z != zn::kBuild) extra[c].counters = 0, extra[c].retreated = false, extra[c].revealed = false;
  // A retreated unit keeps its damage counters and tapped state (TCG-RETREAT-3);
  // the core clears them when a card leaves play, so carry them over.
  const int8_t damage = cards[c].damage;
  const bool tapped = cards[c].exhausted;
  move_card(c, z, top);
  if ((from == zone::kPlay && z == zn::kBuild) || (from == zn::kBuild && z == zone::kPlay)) {
    cards[c].damage = damage;
    cards[c].exhausted = tapped;
  }
  if (z != zone::kPlay) extra[c].deployed = 0;
}

std::string TcgState::card_key(CardId c) const { return std::string(fx(c).key) + "." + std::to_string(c); }
std::string TcgState::card_label(CardId c) const { return fx(c).name + (fx(c).version ? std::string(" (") + fx(c).version + ")" : std::string()); }

void log_line(const TcgState& g, EventLog* log, const char* type, int actor, const std::string& text) {
  (void)g;
  log->add(type, actor, text);
}

void TcgState::resolve_game_event(Event& e, EventLog*) { e.resolved = true; }

// A unit discarded by the core's destroy (damage at its health, TCG-DMG-3)
// is out of the arenas: it has no deployment time any more.
void TcgState::after_event(const Event& e, EventLog*) {
  if (e.kind == ev::kDestroy && e.resolved && valid_card(e.target) && cards[e.target].zone != zone::kPlay)
    extra[e.target].deployed = 0;
}

}  // namespace sw::tcg
