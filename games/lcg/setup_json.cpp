// Setup positions (docs/api.md, "LCG setup"): any position a rules test or
// a puzzle needs, built from named cards. Every key is checked; an unknown
// key, card or value out of range is a bad_setup error.
#include <algorithm>
#include "lcg/flow/flow.h"
#include "lcg/lcg_game.h"

namespace sw::lcg {
namespace {

Error bad(const std::string& why) { return make_error(err::kBadSetup, "lcg setup: " + why); }

struct Builder {
  LcgState& s;
  int seat;

  Result<int> def(const json& k) {
    if (!k.is_string()) return bad("a card is named by its key (a string)");
    int d = find_def(k.get<std::string>());
    if (d < 0) return bad("unknown card '" + k.get<std::string>().substr(0, 60) + "'");
    if (facts(d).type == kAffiliation) return bad("affiliation cards come from the deck options");
    return d;
  }
  Result<CardId> add(const json& k, uint8_t z) {
    Result<int> d = def(k);
    if (!d.ok()) return d.error();
    if (s.zone_of(seat, z).size() >= LcgLimits::kZoneCap || s.cards.size() >= LcgLimits::kCards)
      return bad("too many cards");
    return s.add(d.value(), seat, z);
  }
  Result<bool> list(const json& side, const char* key, uint8_t z) {
    const json* a = field(side, key);
    if (!a) return false;
    if (!a->is_array()) return bad(std::string("'") + key + "' must be an array of card keys");
    for (const json& k : *a) {
      Result<CardId> c = add(k, z);
      if (!c.ok()) return c.error();
    }
    return true;
  }
  // An object {card, damage, focus, shields, force, ...} or a bare key.
  Result<CardId> placed(const json& x, CardType want, const std::vector<std::string>& extra_keys) {
    const json& key = x.is_object() ? (field(x, "card") ? *field(x, "card") : json()) : x;
    Result<int> d = def(key);
    if (!d.ok()) return d.error();
    // A Pilot unit (st::kPilot) may also be placed as an enhancement.
    const bool pilot = want == kEnhancement && facts(d.value()).type == kUnit &&
                       LcgState::card_def(d.value()).stats[st::kPilot] > 0;
    if (facts(d.value()).type != want && !pilot) return bad("'" + key.get<std::string>() + "' is not a " + type_name(want));
    // An enhancement of the other side (Intimidated on an enemy unit) belongs to the other side's player.
    int who = seat;
    if (want == kEnhancement && facts(d.value()).side != s.seat_info[seat].side && s.across(seat) >= 0)
      who = s.across(seat);
    CardId c = s.add(d.value(), who, zone::kPlay);
    if (c == kNoCard) return bad("too many cards");
    if (!x.is_object()) return c;
    for (auto it = x.begin(); it != x.end(); ++it) {
      const std::string& k = it.key();
      bool ok = k == "card" || k == "damage" || k == "focus" || k == "shields";
      for (const std::string& e : extra_keys) ok = ok || k == e;
      if (!ok) return bad("unknown key '" + k.substr(0, 40) + "'");
    }
    int n = 0;
    if (field(x, "damage")) {
      if (!get_int_in(x, "damage", 0, 50, n)) return bad("damage: 0..50");
      s.card(c).damage = static_cast<int8_t>(n);
      // A card without a capacity may hold damage (Trench Run's Death Star dial).
      // A unit with enhancements is checked once they are attached (Rebel Honor Guard: +2),
      // an objective once the play area's enhancements are (Defense Upgrade: +3, build_side).
      if (n > 0 && s.capacity(c) > 0 && n >= s.capacity(c) && !(want == kUnit && field(x, "enhancements")) &&
          want != kObjective)
        return bad("damage at or above the card's capacity");
    }
    if (field(x, "focus")) {
      if (!get_int_in(x, "focus", 0, 50, n)) return bad("focus: 0..50");
      s.card(c).focus = static_cast<int8_t>(n);
      s.card(c).exhausted = n > 0;
    }
    if (field(x, "shields")) {
      if (!get_int_in(x, "shields", 0, 10, n)) return bad("shields: 0..10");
      s.extra[c].shields = static_cast<int8_t>(n);
    }
    return c;
  }
};

// The Hunt for Skywalker's pyramid (MP-HFS-5): "pyramid" lists positions 1..9
// from the top row, left to right: null (empty: the objective there was
// destroyed), a key (face down) or {card, faceDown, damage, focus, shields,
// engaged, reinforcement}; unnamed: the nine objectives face down in their
// block order (Return to Tatooine in the last row).
Result<bool> build_pyramid(LcgState& s, int seat, const json& side, const std::vector<int>& deck) {
  Builder b{s, seat};
  const json* py = field(side, "pyramid");
  if (!py) {
    int p = 0;
    for (int def : deck)
      if (s.challenge_start(def) == LcgState::Start::Objective) {
        CardId c = s.add(def, seat, zone::kPlay);
        s.extra[c].face_down = true;
        s.extra[c].pos = static_cast<int8_t>(p++);
      }
    return true;
  }
  if (!py->is_array() || py->size() > 9) return bad("'pyramid' must be an array of at most 9 positions");
  for (size_t i = 0; i < py->size(); ++i) {
    const json& x = (*py)[i];
    if (x.is_null()) continue;
    Result<CardId> c = b.placed(x, kObjective, {"faceDown", "engaged", "reinforcement"});
    if (!c.ok()) return c.error();
    bool down = true, engaged = false;
    if (x.is_object()) {
      if (field(x, "faceDown") && !get_bool(x, "faceDown", down)) return bad("'faceDown' must be true or false");
      if (field(x, "engaged") && !get_bool(x, "engaged", engaged)) return bad("'engaged' must be true or false");
    }
    // MP-HFS-14: a face-down objective never holds damage (it turns face up instead).
    if (down && s.card(c.value()).damage > 0) return bad("a face-down objective holds no damage (MP-HFS-14)");
    s.extra[c.value()].face_down = down;
    s.extra[c.value()].pos = static_cast<int8_t>(i);
    s.extra[c.value()].engaged = engaged;
    if (x.is_object() && field(x, "reinforcement")) {  // MP-HFS-10: one face-down card under it
      Result<CardId> r = b.add(*field(x, "reinforcement"), zn::kReinforce);
      if (!r.ok()) return r.error();
      s.extra[r.value()].beneath = c.value();
    }
  }
  return true;
}

Result<bool> build_side(LcgState& s, int seat, const json& side, const std::vector<int>& deck,
                        const std::vector<int>& reinforcements) {
  if (!side.is_object()) return bad("a side is an object");
  if (const std::string* k = unknown_key(side, {"hand", "deck", "discard", "objectiveDeck", "objectives", "units",
                                                "enhancements", "victory", "edge", "tookTurn", "limitedPlayed",
                                                "commonReserve", "setAside", "pyramid", "reinforcementDeck", "collected",
                                                "affiliation"}))
    return bad("unknown key '" + k->substr(0, 40) + "'");
  Builder b{s, seat};
  // The solo player of a challenge game has no affiliation card and a fixed deck (MP-JT-3, MP-HFS-4).
  const bool solo = s.solo(seat);
  const bool hunt = solo && s.mode == mode::kHunt;
  if (!hunt && (field(side, "pyramid") || field(side, "reinforcementDeck")))
    return bad("'pyramid' and 'reinforcementDeck' are The Hunt for Skywalker's Light Side player's (MP-HFS-5, MP-HFS-9)");
  if (hunt && field(side, "objectives")) return bad("The Hunt for Skywalker's objectives are its 'pyramid' (MP-HFS-5)");
  // The affiliation card (LCG-TERMS-4); in Jerjerrod's Task "collected": already under Death Star II (MP-JT-6).
  bool collected = false;
  if (field(side, "collected")) {
    if (!get_bool(side, "collected", collected)) return bad("'collected' must be true or false");
    if (solo || s.mode != mode::kJerjerrod)
      return bad("'collected' is a Light Side player's of Jerjerrod's Task (its affiliation card under Death Star II, MP-JT-6)");
  }
  if (!solo) {
    const CardId a = s.add(deck.front(), seat, collected ? zn::kSetAside : zone::kPlay);
    // "affiliation": {"focus": n}: focus tokens on the affiliation card (focused to pay, LCG-RES-2).
    if (const json* af = field(side, "affiliation")) {
      int n = 0;
      if (!af->is_object() || unknown_key(*af, {"focus"}) || !get_int_in(*af, "focus", 0, 50, n))
        return bad("'affiliation' is {\"focus\": 0..50}");
      if (collected) return bad("a collected affiliation card is not in play");
      s.card(a).focus = static_cast<int8_t>(n);
      s.card(a).exhausted = n > 0;
    }
  } else if (field(side, "affiliation")) {
    return bad("the solo player of a challenge game has no affiliation card");
  }
  // Cards set aside for the whole game (Death Star II, MP-JT-3; Luke Skywalker, MP-HFS-6): the
  // solo player's only; unnamed: those of its deck.
  if (const json* a = field(side, "setAside")) {
    if (!solo) return bad("'setAside' is the solo player's of a challenge game (MP-JT-3, MP-HFS-6)");
    Result<bool> r = b.list(side, "setAside", zn::kSetAside);
    if (!r.ok()) return r.error();
    (void)a;
  } else if (solo) {
    for (int def : deck)
      if (s.challenge_start(def) == LcgState::Start::SetAside) s.add(def, seat, zn::kSetAside);
  }
  for (auto [key, z] : {std::pair<const char*, uint8_t>{"hand", zone::kHand}, {"discard", zone::kDiscard},
                        {"victory", zn::kVictory}, {"edge", zn::kEdge}}) {
    Result<bool> r = b.list(side, key, z);
    if (!r.ok()) return r.error();
  }
  // The common reserve (MP-GEN-5/6): at most one card, in 2v2 only.
  if (const json* r = field(side, "commonReserve")) {
    if (!s.has_teammate(seat)) return bad("'commonReserve' needs a teammate (2v2, MP-GEN-10)");
    if (!r->is_array() || r->size() > 1) return bad("'commonReserve' must be an array of at most 1 card key");
    Result<bool> rr = b.list(side, "commonReserve", zn::kReserve);
    if (!rr.ok()) return rr.error();
  }
  // Decks: named (top first), else the deck option's cards, shuffled.
  for (auto [key, want] : {std::pair<const char*, bool>{"deck", false}, {"objectiveDeck", true}}) {
    const uint8_t z = want ? zn::kObjDeck : zone::kDeck;
    Result<bool> r = b.list(side, key, z);
    if (!r.ok()) return r.error();
    if (!r.value()) {
      for (size_t i = solo ? 0 : 1; i < deck.size(); ++i)
        if (solo ? !want && s.challenge_start(deck[i]) == LcgState::Start::Deck : (facts(deck[i]).type == kObjective) == want)
          s.add(deck[i], seat, z);
      auto& zc = s.zone_of(seat, z).cards;
      if (zc.size() > 1) s.rng.shuffle(&zc[0], zc.size());
    }
  }
  // The Hunt for Skywalker's reinforcement deck (MP-HFS-9): named (top first), else the option's, shuffled.
  if (hunt) {
    Result<bool> r = b.list(side, "reinforcementDeck", zn::kReinforceDeck);
    if (!r.ok()) return r.error();
    if (!r.value()) {
      for (int def : reinforcements) s.add(def, seat, zn::kReinforceDeck);
      auto& rd = s.zone_of(seat, zn::kReinforceDeck).cards;
      if (rd.size() > 1) s.rng.shuffle(&rd[0], rd.size());
    }
  }
  // Objectives in play; unnamed: the top 3 of the objective deck (the solo
  // player: its starting objectives, MP-JT-3, MP-HFS-5). Jerjerrod's Task has
  // no limit on the objectives in play (MP-JT-8).
  if (const json* objs = field(side, "objectives")) {
    // LCG-SETUP-8, LCG-REFRESH-4: a player has at most 3 objectives in play
    // (they are replaced up to 3); the challenge decks have their own.
    const size_t most = s.challenge() ? 12 : 3;
    if (!objs->is_array() || objs->size() > most)
      return bad("'objectives' must be an array of at most " + std::to_string(most) +
                 (s.challenge() ? "" : " (3 objectives in play at most: LCG-SETUP-8, LCG-REFRESH-4)"));
    for (const json& x : *objs) {
      Result<CardId> c = b.placed(x, kObjective, {"captured", "engaged"});
      if (!c.ok()) return c.error();
      if (x.is_object()) {
        if (const json* cap = field(x, "captured")) {
          if (!cap->is_array()) return bad("'captured' must be an array of card keys");
          // LCG-CAPTURE-1/2: only Light Side cards are captured, under Dark Side objectives.
          if (!cap->empty() && s.seat_info[seat].side != kDark) return bad("only Dark Side objectives hold captured cards");
          for (const json& k : *cap) {
            Result<int> d = b.def(k);
            if (!d.ok()) return d.error();
            if (facts(d.value()).side != kLight) return bad("only Light Side cards can be captured");
            if (facts(d.value()).type == kObjective) return bad("a captured card is a command card");
            int owner = s.across(seat);
            CardId cc = s.add(d.value(), owner, zone::kDeck);
            if (cc == kNoCard) return bad("too many cards");
            s.move_card(cc, zone::kCaptured);
            s.card(cc).under = c.value();
          }
        }
        bool engaged = false;
        if (field(x, "engaged") && !get_bool(x, "engaged", engaged)) return bad("'engaged' must be true or false");
        s.extra[c.value()].engaged = engaged;
      }
    }
  } else if (hunt) {
    Result<bool> r = build_pyramid(s, seat, side, deck);
    if (!r.ok()) return r.error();
  } else if (solo) {
    for (int def : deck)
      if (s.challenge_start(def) == LcgState::Start::Objective) s.add(def, seat, zone::kPlay);
  } else {
    for (int i = 0; i < 3 && !s.zone_of(seat, zn::kObjDeck).empty(); ++i)
      s.move_card(s.zone_of(seat, zn::kObjDeck).top(), zone::kPlay);
  }
  if (const json* units = field(side, "units")) {
    if (!units->is_array() || units->size() > 40) return bad("'units' must be an array");
    for (const json& x : *units) {
      Result<CardId> c = b.placed(x, kUnit, {"force", "enhancements", "attacking", "defending"});
      if (!c.ok()) return c.error();
      if (!x.is_object()) continue;
      bool f = false, atk = false, def = false;
      if (field(x, "force") && !get_bool(x, "force", f)) return bad("'force' must be true or false");
      if (field(x, "attacking") && !get_bool(x, "attacking", atk)) return bad("'attacking' must be true or false");
      if (field(x, "defending") && !get_bool(x, "defending", def)) return bad("'defending' must be true or false");
      s.extra[c.value()].force = f;
      s.extra[c.value()].role = atk ? role::kAttacker : def ? role::kDefender : role::kNone;
      if (const json* enh = field(x, "enhancements")) {
        if (!enh->is_array()) return bad("'enhancements' must be an array");
        for (const json& e : *enh) {
          Result<CardId> ec = b.placed(e, kEnhancement, {});
          if (!ec.ok()) return ec.error();
          s.extra[ec.value()].host = c.value();
        }
        const int cap = s.capacity(c.value());
        if (cap > 0 && s.card(c.value()).damage >= cap) return bad("damage at or above the card's capacity");
      }
    }
  }
  if (const json* area = field(side, "enhancements")) {
    if (!area->is_array()) return bad("'enhancements' must be an array");
    for (const json& e : *area) {
      Result<CardId> ec = b.placed(e, kEnhancement, {"on"});
      if (!ec.ok()) return ec.error();
      if (e.is_object() && field(e, "on")) {  // attached to an objective: {"card":..., "on": index in "objectives"}
        int i = 0;
        std::vector<CardId> objs = s.in_play_of(seat, kObjective);
        if (!get_int_in(e, "on", 0, static_cast<int>(objs.size()) - 1, i)) return bad("'on' names an objective by its index");
        s.extra[ec.value()].host = objs[static_cast<size_t>(i)];
      }
    }
  }
  // The objectives' damage against their capacity, with everything attached to them.
  for (CardId o : s.in_play_of(seat, kObjective)) {
    const int cap = s.capacity(o);
    if (s.card(o).damage > 0 && cap > 0 && s.card(o).damage >= cap) return bad("damage at or above the card's capacity");
  }
  bool took = false, lim = false;
  if (field(side, "tookTurn") && !get_bool(side, "tookTurn", took)) return bad("'tookTurn' must be true or false");
  if (field(side, "limitedPlayed") && !get_bool(side, "limitedPlayed", lim)) return bad("'limitedPlayed' must be true or false");
  s.seat_info[seat].took_turn = took;
  s.seat_info[seat].mulligan_done = true;
  s.seat_info[seat].limited_turn = lim ? 1 : 0;  // made "this turn" once the turn number is known
  return true;
}

}  // namespace

Result<bool> apply_setup(LcgState& s, const json& setup, const std::vector<std::vector<int>>& decks,
                         const std::vector<int>& reinforcements) {
  const bool team = s.multiplayer();
  // The seats' keys: "dark", "light"; in 2v2 "dark", "dark2", "light", "light2" (seats 0..3, MP-2V2);
  // in a challenge game the solo player's "dark" (Jerjerrod's Task) or "light" (The Hunt for
  // Skywalker) and its team's "light", "light2", "light3" or "dark", "dark2", "dark3" (MP-CHAL-1).
  static const char* const k1v1[] = {"dark", "light"};
  static const char* const k2v2[] = {"dark", "dark2", "light", "light2"};
  static const char* const kJt[] = {"dark", "light", "light2", "light3"};
  static const char* const kHfs3[] = {"dark", "dark2", "light"};
  static const char* const kHfs4[] = {"dark", "dark2", "dark3", "light"};
  const char* const* sides = s.mode == mode::k2v2      ? k2v2
                             : s.mode == mode::kJerjerrod ? kJt
                             : s.mode == mode::kHunt      ? (s.seats == 4 ? kHfs4 : kHfs3)
                                                          : k1v1;
  std::vector<std::string> allowed = {"phase", "turn", "active", "dial", "balance", "engagement"};
  if (team) allowed.push_back("activePlayer");
  for (int p = 0; p < s.seats; ++p) allowed.push_back(sides[p]);
  for (auto it = setup.begin(); it != setup.end(); ++it)
    if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end())
      return bad("unknown key '" + it.key().substr(0, 40) + "'");
  for (int p = 0; p < s.seats; ++p) {
    const json* side = field(setup, sides[p]);
    Result<bool> r = build_side(s, p, side ? *side : json::object(), decks[static_cast<size_t>(p)], reinforcements);
    if (!r.ok()) return r.error();
  }
  // A position the rules could never reach is refused.
  for (int i = 0; i < s.cards.size(); ++i) {  // LCG-DEPLOY-5/8, LCG-KW-4: each attachment on a card it may enhance
    const CardId e = static_cast<CardId>(i), h = s.extra[e].host;
    if (!s.in_play(e) || (s.type(e) != kEnhancement && h == kNoCard)) continue;
    if (h == kNoCard) {
      if (s.fx(e).host != kHostNone) return bad(std::string(s.fx(e).name) + " enhances a unit or an objective: attach it to one");
      continue;
    }
    const int by = s.controller_of(e);
    if (s.type(e) == kUnit ? !s.pilot_host_ok(e, h, by) : !s.host_ok(e, h, by))
      return bad(std::string(s.fx(e).name) + " cannot enhance " + s.fx(h).name + " (its text, No Enhancements: LCG-KW-4)");
  }
  for (int side : {kDark, kLight}) {  // LCG-FORCE-3: a side has three Force cards
    int committed = 0;
    for (int i = 0; i < s.cards.size(); ++i)
      if (s.in_play(static_cast<CardId>(i)) && s.extra[i].force && s.side_of_seat(s.controller_of(static_cast<CardId>(i))) == side)
        ++committed;
    if (committed > 3) return bad("a side has three Force cards: at most 3 units with \"force\": true (LCG-FORCE-3)");
  }
  {  // LCG-WIN-1 (MP-2V2-5): enough objectives in the Light Side's victory piles would have won already
    int won = 0;
    for (int p = 0; p < s.seats; ++p)
      if (s.side_of_seat(p) == kLight) won += s.zone_of(p, zn::kVictory).size();
    if (won >= s.win_objectives())
      return bad("the Light Side's victory piles hold " + std::to_string(won) + " cards: the game would be over (LCG-WIN-1)");
  }
  int n = 0;
  if (field(setup, "dial")) {
    // The dial below its winning number; Jerjerrod's Task's never wins (0..16, MP-JT-7); The Hunt for Skywalker has none (MP-HFS-7).
    const int top = !s.dial_used() ? 0 : s.dial_wins() ? s.win_dial() - 1 : s.dial_top();
    if (!get_int_in(setup, "dial", 0, top, n)) return bad("dial: 0.." + std::to_string(top));
    s.dial = static_cast<int8_t>(n);
  }
  std::string str;
  if (field(setup, "balance")) {
    if (!get_string(setup, "balance", str) || (str != "dark" && str != "light")) return bad("balance: \"dark\" or \"light\"");
    s.balance = str == "dark" ? kDark : kLight;
  }
  int active = 0;
  if (field(setup, "active")) {
    if (!get_string(setup, "active", str) || (str != "dark" && str != "light")) return bad("active: \"dark\" or \"light\"");
    active = s.seat_of_side(str == "dark" ? kDark : kLight);  // the team's player #1
  }
  // 2v2: whose part of the team's phase it is (1 or 2, MP-GEN-16); not in the Balance phase (once for the team).
  // A challenge game's team: 1..its players (MP-CHAL-4); the solo player is always 1.
  int member = 1;
  const int members = s.started(s.side_of_seat(active));
  if (field(setup, "activePlayer") && !get_int_in(setup, "activePlayer", 1, members, member))
    return bad("activePlayer: 1.." + std::to_string(members) + " (a player of the active team)");
  int turn = 1;
  if (field(setup, "turn") && !get_int_in(setup, "turn", 1, 1000, turn)) return bad("turn: 1..1000");
  Phase phase = Phase::Balance;
  if (field(setup, "phase")) {
    static const std::pair<const char*, Phase> k[] = {{"balance", Phase::Balance}, {"refresh", Phase::Refresh},
                                                      {"draw", Phase::Draw},       {"deployment", Phase::Deployment},
                                                      {"conflict", Phase::Conflict}, {"force", Phase::Force}};
    bool found = false;
    if (get_string(setup, "phase", str))
      for (auto& [name, ph] : k)
        if (str == name) phase = ph, found = true;
    if (!found) return bad("phase: balance, refresh, draw, deployment, conflict or force");
  }
  // The turn frame starts at the phase (at Balance it counts the turn itself).
  s.turn = static_cast<int16_t>(phase == Phase::Balance ? turn - 1 : turn);
  if (phase != Phase::Balance) s.next_period(Scope::Turn);
  for (int p = 0; p < s.seats; ++p)
    if (s.seat_info[p].limited_turn) s.seat_info[p].limited_turn = static_cast<uint32_t>(s.turn) + 1;
  if (member >= 2 && (phase == Phase::Balance || phase == Phase::Force))
    return bad("activePlayer 2 or more: a refresh, draw, deployment or conflict phase (Balance is the team's, Force begins with #1)");
  // "tookTurn" left out: whether the player's side has had a turn before
  // this one (LCG-TURN-4): turn 1 is the Dark Side's first, turn 2 the Light
  // Side's, so the active side has from turn 3 on and the other from turn 2 on.
  for (int p = 0; p < s.seats; ++p) {
    const json* side = field(setup, sides[p]);
    if (side && field(*side, "tookTurn")) continue;
    s.seat_info[p].took_turn = s.enemies(p, active) ? turn >= 2 : turn >= 3;
  }
  push_turn(s, active, phase);
  int player = active;
  for (int k = 1; k < member; ++k) player = s.next_teammate(player);
  s.active = static_cast<int8_t>(player);
  if (const json* e = field(setup, "engagement")) {
    // A pending edge battle: the engagement of the active seat at the
    // defender's objective number `objective`, its units marked attacking /
    // defending in the sides; it resumes at the edge battle.
    if (phase != Phase::Conflict) return bad("an engagement needs phase \"conflict\"");
    if (!e->is_object() || unknown_key(*e, {"objective", "defender"}))
      return bad("engagement: {\"objective\": index, \"defender\"?: a player's key}");
    // The defending player: the one across (2v2), else the opponent; a challenge
    // game's solo player may name any opponent (MP-CHAL-4).
    int defender = s.across(player);
    if (const json* d = field(*e, "defender")) {
      defender = -1;
      for (int p = 0; p < s.seats; ++p)
        if (d->is_string() && d->get<std::string>() == sides[p]) defender = p;
      if (defender < 0 || !s.enemies(defender, player) || (s.mode == mode::k2v2 && defender != s.across(player)))
        return bad("engagement.defender: an opponent the active player may engage");
    }
    std::vector<CardId> objs = s.in_play_of(defender, kObjective);
    if (objs.empty() || !get_int_in(*e, "objective", 0, static_cast<int>(objs.size()) - 1, n))
      return bad("engagement.objective: the index of a defender's objective");
    s.stack.top().step = static_cast<uint8_t>(turn_step::kConflict + 1);  // the conflict phase's body
    s.stack.top().v[1] = 1;  // the segment of `player` is under way (turn.cpp)
    Frame& cf = push_frame(s, fk::kConflict, player);
    cf.step = 1;
    Frame& ef = push_engagement(s, player, objs[static_cast<size_t>(n)]);
    ef.step = eng_step::kEdge;
    for (int i = 0; i < s.cards.size(); ++i)
      if (s.extra[i].role == role::kDefender) s.eng.defenders_declared = true;
  } else {
    for (int i = 0; i < s.extra.size(); ++i)
      if (s.extra[i].role != role::kNone) return bad("attacking / defending units need an engagement");
  }
  return true;
}

}  // namespace sw::lcg
