// Builds a position from a setup document (docs/api.md, "TCG setup"): exact
// cards in exact zones for each seat, and where the game starts. Rules tests
// build their situations with it.
//
// {"seats": [{"side": "dark"|"light",
//             "deck": [keys, top first], "hand": [keys], "discard": [keys],
//             "arenas": [key | {"card": key, "damage": n, "tapped": bool, "under": [keys beneath, top-most first],
//                               "cantAttack": bool, "mustBeAttacked": bool,
//                               "attached": [Equipment keys], "aboard": [Pilot keys (a Space unit only)]}],
//             "locations": [Location keys (each into the arena its subtype names; one per arena, both seats)],
//             "build": [{"card": key, "counters": n} | {"card": key, "retreated": true, "damage": n, "tapped": bool}
//                       | {"card": Equipment key, "built": true}],
//             "force": n, "buildPoints": n}, ...2 seats],
//  "start": "setup" | "turn" | "build" | "retreat" | "battle",
//  "arena": "space" | "ground" | "character",   (with "battle")
//  "turn": n,
//  "attack": {"attacker": key, "defender": key, "mode": "normal" | "bombard" | "ionCannon", "dice": [1..6, ...]}}
// "attack" (with "battle", whose arena it sets) builds an attack in
// progress: the attacker (a unit of either seat in the arenas) has chosen
// the defender (an opposing unit it may attack that way) and is tapped
// (A4). Without "dice" the game stands before the roll, in the window
// after the target is chosen (A5); with "dice" the dice are rolled with
// those results (TCG-DICE-2: as many as the attack's power, at most 40)
// and the reroll window is open (A7). With dice the defender may also be
// a retreated unit in its owner's build zone: it retreated after the roll
// and still takes the damage (TCG-RETREAT-4).
// "setup" (the default) begins with the mulligans (hands as given, no
// dealing); "turn" with the Ready phase; "build" with the Dark Side's build
// step (points as given); "retreat" with the Dark Side's retreat step;
// "battle" with the battle step of "arena" (default space).
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"
#include "tcg/later_sets.h"
#include "tcg/tcg_game.h"

namespace sw::tcg {

namespace {

Error setup_error(const std::string& m) { return make_error(err::kBadSetup, "tcg setup: " + m); }

Result<CardId> add_named(TcgState& s, const json& k, int seat, uint8_t z) {
  const int d = k.is_string() ? find_def(k.get<std::string>()) : -1;
  if (d < 0) return setup_error("unknown card " + (k.is_string() ? k.get<std::string>() : std::string("(not a string)")));
  if (s.zone_of(seat, z).size() >= TcgLimits::kZoneCap || s.cards.size() >= TcgLimits::kCards) return setup_error("too many cards");
  return s.add(d, seat, z);
}

Result<bool> seat_setup(TcgState& s, const json& sj, int p) {
  if (!sj.is_object()) return setup_error("a seat must be an object");
  if (const std::string* k = unknown_key(sj, {"side", "deck", "hand", "discard", "arenas", "locations", "build", "force", "buildPoints"}))
    return setup_error("unknown seat key '" + *k + "'");
  std::string side = p == 0 ? "dark" : "light";
  if (field(sj, "side") && (!get_string(sj, "side", side) || (side != "dark" && side != "light")))
    return setup_error("side must be dark or light");
  s.seat_info[p].side = side == "dark" ? kDark : kLight;
  for (auto [key, z] : {std::pair<const char*, uint8_t>{"deck", zone::kDeck}, {"hand", zone::kHand}, {"discard", zone::kDiscard}}) {
    const json* list = field(sj, key);
    if (!list) continue;
    if (!list->is_array()) return setup_error(std::string(key) + " must be a list of card keys");
    for (const json& k : *list) {
      Result<CardId> c = add_named(s, k, p, z);
      if (!c.ok()) return c.error();
    }
  }
  if (const json* list = field(sj, "arenas")) {
    if (!list->is_array()) return setup_error("arenas must be a list");
    for (const json& u : *list) {
      const json& key = u.is_object() ? (field(u, "card") ? *field(u, "card") : json()) : u;
      if (u.is_object() && unknown_key(u, {"card", "damage", "tapped", "under", "cantAttack", "mustBeAttacked", "attached", "aboard"}))
        return setup_error("an arena unit has an unknown key");
      Result<CardId> c = add_named(s, key, p, zone::kDeck);
      if (!c.ok()) return c.error();
      if (!s.is_unit_card(c.value())) return setup_error("only units go into arenas");
      int dmg = 0;
      bool tapped = false;
      if (u.is_object() && ((field(u, "damage") && !get_int_in(u, "damage", 0, 99, dmg)) || (field(u, "tapped") && !get_bool(u, "tapped", tapped))))
        return setup_error("bad damage or tapped");
      s.to_arena(c.value(), nullptr);
      // TCG-STACK: the cards beneath it, top-most first (other versions of its person, at most 3).
      if (const json* under = u.is_object() ? field(u, "under") : nullptr) {
        if (!under->is_array()) return setup_error("under must be a list of card keys");
        for (const json& k : *under) {
          Result<CardId> x = add_named(s, k, p, zone::kDeck);
          if (!x.ok()) return x.error();
          if (!s.may_stack(x.value(), c.value())) return setup_error("a card beneath a unit must be another version of its person (at most 4 cards)");
          s.move(x.value(), zn::kStacked);
          s.extra[x.value()].top = c.value();
        }
      }
      // TCG2-EQUIP-1, TCG2-PILOT-1: Equipment attached to it, Pilots aboard it (a Space unit).
      for (auto [name, z] : {std::pair<const char*, uint8_t>{"attached", zn::kAttached}, {"aboard", zn::kAboard}}) {
        const json* carried = u.is_object() ? field(u, name) : nullptr;
        if (!carried) continue;
        if (!carried->is_array()) return setup_error(std::string(name) + " must be a list of card keys");
        for (const json& k : *carried) {
          Result<CardId> x = add_named(s, k, p, zone::kDeck);
          if (!x.ok()) return x.error();
          if (z == zn::kAttached && s.fx(x.value()).type != kEquipment) return setup_error("only Equipment is attached to a unit");
          if (z == zn::kAboard && (!is_pilot(s, x.value()) || s.fx(c.value()).type != kSpace))
            return setup_error("only Pilots (Characters whose subtype holds Pilot) go aboard, and only Space units");
          s.move(x.value(), z);
          s.extra[x.value()].host = c.value();
        }
      }
      if (dmg >= s.health(c.value())) return setup_error("a unit's damage must stay below its health");
      s.cards[c.value()].damage = static_cast<int8_t>(dmg);
      s.cards[c.value()].exhausted = tapped;
      // Later sets' targeting effects on it, for the rest of the turn (TCG2-TARGET-1/6).
      for (auto [name, mark] : {std::pair<const char*, uint8_t>{"cantAttack", st::kCantAttack}, {"mustBeAttacked", st::kMustBeAttacked}}) {
        bool on = false;
        if (u.is_object() && field(u, name) && !get_bool(u, name, on)) return setup_error(std::string(name) + " must be true or false");
        if (on) s.add_lasting(Lasting{c.value(), c.value(), mark, Scope::Turn, 1});
      }
    }
  }
  if (const json* list = field(sj, "locations")) {  // TCG2-LOC-1: face up in the arena of its subtype
    if (!list->is_array()) return setup_error("locations must be a list of card keys");
    for (const json& k : *list) {
      Result<CardId> c = add_named(s, k, p, zone::kDeck);
      if (!c.ok()) return c.error();
      const CardType a = location_arena(s.fx(c.value()));
      if (s.fx(c.value()).type != kLocation || a == kNumTypes) return setup_error("only Locations of an arena go into locations");
      if (location_in(s, a) != kNoCard) return setup_error("an arena holds one Location (both seats counted)");
      s.move(c.value(), zn::kLocations);
    }
  }
  if (const json* list = field(sj, "build")) {
    if (!list->is_array()) return setup_error("build must be a list");
    for (const json& b : *list) {
      if (!b.is_object() || !field(b, "card") || unknown_key(b, {"card", "counters", "retreated", "damage", "tapped", "revealed", "built"}))
        return setup_error("a build-zone card is {card, counters}, {card, retreated, damage, tapped} or {card, built}");
      Result<CardId> c = add_named(s, *field(b, "card"), p, zone::kDeck);
      if (!c.ok()) return c.error();
      const CardId id = c.value();
      int counters = 0, dmg = 0;
      bool retreated = false, tapped = false, revealed = false, built = false;
      if ((field(b, "counters") && !get_int_in(b, "counters", 0, 999, counters)) ||
          (field(b, "retreated") && !get_bool(b, "retreated", retreated)) || (field(b, "damage") && !get_int_in(b, "damage", 0, 99, dmg)) ||
          (field(b, "tapped") && !get_bool(b, "tapped", tapped)) || (field(b, "revealed") && !get_bool(b, "revealed", revealed)) ||
          (field(b, "built") && !get_bool(b, "built", built)))
        return setup_error("bad build-zone card fields");
      if (built && (s.fx(id).type != kEquipment || counters > 0 || retreated || dmg > 0 || tapped))
        return setup_error("only Equipment is built face up in a build zone, without counters (TCG2-EQUIP-1)");
      if (s.fx(id).type == kBattle) return setup_error("Battle cards cannot be in a build zone");
      if (retreated && (!s.is_unit_card(id) || counters > 0)) return setup_error("only units retreat, and carry no build counters");
      if (!retreated && (dmg > 0 || tapped)) return setup_error("face-down cards have no damage and are not tapped");
      if (retreated && dmg >= s.health(id)) return setup_error("a unit's damage must stay below its health");
      s.move(id, zn::kBuild);
      s.extra[id].counters = static_cast<int16_t>(counters);
      s.extra[id].retreated = retreated;
      s.extra[id].revealed = revealed && !retreated && !built;
      s.extra[id].built = built;
      s.cards[id].damage = static_cast<int8_t>(dmg);
      s.cards[id].exhausted = tapped;
    }
  }
  // TCG-UNIQUE-2: at most one unit of a unique person in the seat's arenas
  // and retreated units together (a stack is one unit: "under" stacks them).
  for (uint8_t z : {zone::kPlay, zn::kBuild})
    for (CardId c : s.zone_of(p, z))
      if ((z == zone::kPlay || s.retreated(c)) && s.person_unit(p, c) != kNoCard)
        return setup_error("two units of one unique person (" + std::string(s.fx(c).name) +
                           ") in a seat's arenas and retreated units: stack them with under (TCG-UNIQUE-2)");
  int force = 0, points = 0;
  if ((field(sj, "force") && !get_int_in(sj, "force", 0, 9999, force)) ||
      (field(sj, "buildPoints") && !get_int_in(sj, "buildPoints", 0, 99, points)))
    return setup_error("bad force or buildPoints");
  s.seat_info[p].force = static_cast<int16_t>(force);
  s.seat_info[p].build_points = static_cast<int8_t>(points);
  return true;
}

// The unit named `key` among `seat`'s cards in zone z (-1: either seat's), or kNoCard.
CardId named_in(const TcgState& s, const std::string& key, int seat, uint8_t z) {
  const int d = find_def(key);
  if (d < 0) return kNoCard;
  for (int p = 0; p < 2; ++p)
    if (seat < 0 || p == seat)
      for (CardId c : s.zone_of(p, z))
        if (s.def_of(c) == d) return c;
  return kNoCard;
}

// "attack": the attack in progress (see the top of this file): checks it
// and records it in s.atk; push_attack then puts its frame on the stack.
Result<bool> attack_setup(TcgState& s, const json& a, int& arena_index) {
  if (!a.is_object() || unknown_key(a, {"attacker", "defender", "mode", "dice"})) return setup_error("attack is {attacker, defender, mode, dice}");
  std::string atk, def, mode = "normal";
  if (!get_string(a, "attacker", atk) || !get_string(a, "defender", def) || (field(a, "mode") && !get_string(a, "mode", mode)))
    return setup_error("an attack names its attacker and defender by card key");
  if (mode != "normal" && mode != "bombard" && mode != "ionCannon") return setup_error("attack mode must be normal, bombard or ionCannon");
  const AttackMode m = mode == "bombard" ? AttackMode::Bombard : mode == "ionCannon" ? AttackMode::IonCannon : AttackMode::Normal;
  const CardId attacker = named_in(s, atk, -1, zone::kPlay);
  if (attacker == kNoCard) return setup_error("the attacker must be a unit in an arena");
  const int opp = s.opponent_of(s.cards[attacker].controller);
  const json* dice = field(a, "dice");
  if (dice && (!dice->is_array() || dice->empty() || dice->size() > static_cast<size_t>(kMaxDice)))
    return setup_error("dice must be a list of 1 to 40 results");
  CardId defender = named_in(s, def, opp, zone::kPlay);
  if (defender == kNoCard && dice) {  // TCG-RETREAT-4: it retreated after the roll
    defender = named_in(s, def, opp, zn::kBuild);
    if (defender != kNoCard && !s.retreated(defender)) defender = kNoCard;
  }
  if (defender == kNoCard) return setup_error("the defender must be an opposing unit in an arena (or, after the roll, a retreated one)");
  if (s.in_play(defender) && !s.can_target(attacker, defender, m)) return setup_error("the attacker cannot attack that defender that way");
  arena_index = s.fx(attacker).type - kSpace;
  s.atk = AttackInfo{};
  s.atk.attacker = attacker;
  s.atk.defender = defender;
  s.atk.mode = m;
  if (!dice) return true;
  for (const json& d : *dice) {
    if (!d.is_number_integer() || d.get<int>() < 1 || d.get<int>() > 6) return setup_error("a die shows 1 to 6");
    s.atk.dice.push_back(static_cast<uint8_t>(d.get<int>()));
  }
  s.cards[attacker].exhausted = true;  // A4: it was tapped when it attacked
  s.turn_marks = static_cast<uint8_t>(s.turn_marks | (1u << arena_index));  // A4: a unit attacked in this arena (Battle Fatigue)
  s.atk.rolled = true;
  return true;
}

// Without dice the attack frame stands at A4 (it taps the attacker and opens
// the A5 window when the game runs); with dice at A8, the reroll window (A7) open.
void push_attack(TcgState& s) {
  Frame f = flow::make_frame(fk::kAttack, s.cards[s.atk.attacker].controller, s.atk.rolled ? flow::attack_step::kHits : flow::attack_step::kTap);
  f.source = s.atk.attacker;
  s.stack.push(f);
  if (!s.atk.rolled) return;
  // Critical Hit as at the roll, asked once its attack is on the stack: Jango
  // Fett (A)'s "attacking a Jedi" needs it.
  s.atk.critical = flow::critical_at_roll(s);
  flow::open_play_window(s, timing::kReroll);  // TCG-DICE-5
}

}  // namespace

// Returns false when the document asks for the standard deal (null or {}).
Result<bool> apply_setup(TcgState& s, const json& setup) {
  if (setup.is_null() || (setup.is_object() && setup.empty())) return false;
  if (!setup.is_object()) return setup_error("the setup must be an object");
  if (const std::string* k = unknown_key(setup, {"seats", "start", "arena", "turn", "attack"})) return setup_error("unknown key '" + *k + "'");
  const json* seats = field(setup, "seats");
  if (!seats || !seats->is_array() || seats->size() != 2) return setup_error("seats must list both seats");
  for (int p = 0; p < 2; ++p) {
    Result<bool> r = seat_setup(s, (*seats)[static_cast<size_t>(p)], p);
    if (!r.ok()) return r.error();
  }
  if (s.seat_info[0].side == s.seat_info[1].side) return setup_error("one seat per side");
  if (field(setup, "attack") && !(field(setup, "start") && field(setup, "start")->is_string() && field(setup, "start")->get<std::string>() == "battle"))
    return setup_error("an attack needs \"start\": \"battle\"");
  std::string start = "setup", arena = "space";
  int turn = 0;
  if ((field(setup, "start") && !get_string(setup, "start", start)) || (field(setup, "arena") && !get_string(setup, "arena", arena)) ||
      (field(setup, "turn") && !get_int_in(setup, "turn", 0, 30000, turn)))
    return setup_error("bad start, arena or turn");
  int arena_index = arena == "space" ? 0 : arena == "ground" ? 1 : arena == "character" ? 2 : -1;
  if (arena_index < 0) return setup_error("arena must be space, ground or character");
  s.turn = static_cast<int16_t>(turn);
  if (start == "setup") {
    // TCG-SETUP-7: units already in the arenas count toward the setup total
    // (a stack as its top card's cost + 1 per card beneath, TCG-STACK-10),
    // and so do the counters of a partly built card (TCG-SETUP-9), which ends
    // that seat's setup; a seat at exactly 30 is done (TCG-SETUP-8 (5)).
    for (int p = 0; p < 2; ++p) {
      int total = 0;
      bool partial = false;
      for (CardId c : s.zone_of(p, zone::kPlay)) total += s.cost(c);
      for (CardId c : s.zone_of(p, zn::kStacked))
        if (s.extra[c].top != kNoCard) ++total;
      for (CardId c : s.zone_of(p, zn::kBuild))
        if (s.extra[c].counters > 0) total += s.extra[c].counters, partial = true;
      if (total > 30) return setup_error("a seat's setup total (its units in the arenas) is above 30 (TCG-SETUP-7)");
      s.seat_info[p].setup_total = static_cast<int8_t>(total);
      s.seat_info[p].setup_done = partial || total == 30;
    }
    s.phase = Phase::Setup;
    s.stack.push(flow::make_frame(fk::kSetup, s.first_seat()));
    return true;
  }
  for (int p = 0; p < 2; ++p) s.seat_info[p].mulligan_done = s.seat_info[p].setup_done = true;
  if (start == "turn") {
    s.stack.push(flow::make_frame(fk::kTurn, s.first_seat(), flow::turn_step::kReady));
    s.phase = Phase::Ready;
  } else if (start == "build") {
    if (s.turn == 0) s.turn = 1;
    s.phase = Phase::Command;
    s.stack.push(flow::make_frame(fk::kTurn, s.first_seat(), flow::turn_step::kBuildLight));
    s.stack.push(flow::make_frame(fk::kBuild, s.first_seat()));
  } else if (start == "retreat") {
    if (s.turn == 0) s.turn = 1;
    s.phase = Phase::Command;
    s.stack.push(flow::make_frame(fk::kTurn, s.first_seat(), flow::turn_step::kRetreatLight));
    s.stack.push(flow::make_frame(fk::kRetreat, s.first_seat()));
  } else if (start == "battle") {
    if (s.turn == 0) s.turn = 1;
    s.phase = Phase::Battle;
    const json* attack = field(setup, "attack");
    if (attack) {  // its arena's battle step
      Result<bool> r = attack_setup(s, *attack, arena_index);
      if (!r.ok()) return r.error();
    }
    s.stack.push(flow::make_frame(fk::kTurn, s.first_seat(), flow::turn_step::kSpace + arena_index + 1));
    Frame b = flow::make_frame(fk::kBattle, s.first_seat());
    b.v[0] = arena_index;
    b.v[1] = attack ? 1 : 0;  // the window before the first attack is over
    s.stack.push(b);
    if (attack) push_attack(s);
  } else {
    return setup_error("start must be setup, turn, build, retreat or battle");
  }
  return true;
}

}  // namespace sw::tcg
