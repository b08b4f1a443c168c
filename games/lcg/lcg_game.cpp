// The LCG's Game (options, a new match) and the State's bookkeeping: status,
// saves, invariants, determinisation, the heuristic.
#include "lcg/lcg_game.h"
#include <algorithm>
#include "lcg/decks.h"
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"
#include "sw/decks.h"

namespace sw::lcg {

void LcgMatch::apply(int seat, Action a, EventLog* log) {
  if (log) log->round = s.turn;
  engine::apply(s, seat, a, log);
}

// A seat concedes: its side loses at once (the first enemy seat stands for
// the winning side; winners() lists the whole side).
bool LcgMatch::concede(int seat, EventLog* log) {
  if (s.over || seat < 0 || seat >= s.seats) return false;
  int w = -1;
  for (int p = 0; p < s.seats && w < 0; ++p)
    if (s.enemies(p, seat)) w = p;
  if (w < 0) return false;
  LCG_LOG(s, log, "concede", seat, s.seat_name(seat) + " concedes.");
  s.finish(w, WinReason::Conceded, log);
  return true;
}

std::vector<int> LcgMatch::winners() const {
  if (!s.over || s.winner < 0) return {};
  std::vector<int> v;
  for (int p = 0; p < s.seats; ++p)  // the whole side wins
    if (!s.enemies(p, s.winner)) v.push_back(p);
  return v;
}

json LcgMatch::status_json() const {
  json j;
  j["phase"] = phase_name(s.phase);
  j["round"] = s.turn;
  json score = json::object();
  for (int p = 0; p < s.seats; ++p) score[std::to_string(p)] = s.zone_of(p, zn::kVictory).size();
  j["score"] = score;
  j["dial"] = s.dial;
  return j;
}

// ---- saves: the core's board and flow + the LCG's fields ----
json LcgMatch::to_json() const {
  json j;
  j["core"] = engine::core_to_json(s);
  j["rng"] = {hex64(s.rng.raw_state()), hex64(s.rng.raw_inc())};
  json ex = json::array();
  for (const LcgCard& x : s.extra)
    ex.push_back({x.host == kNoCard ? -1 : x.host, x.shields, x.force ? 1 : 0, x.role, x.engaged ? 1 : 0, x.lent,
                  x.face_down ? 1 : 0, x.pos, x.beneath == kNoCard ? -1 : x.beneath});
  j["extra"] = ex;
  json seats = json::array();
  for (int p = 0; p < s.seats; ++p) {
    const LcgSeat& x = s.seat_info[p];
    seats.push_back({x.side, x.affiliation, x.took_turn ? 1 : 0, x.mulligan_done ? 1 : 0, x.limited_turn, x.enhancement_turn,
                     x.eliminated ? 1 : 0});
  }
  j["seatInfo"] = seats;
  j["game"] = {s.turn, static_cast<int>(s.phase), s.dial, s.balance, s.mulligan_rule ? 1 : 0, s.over ? 1 : 0, s.winner,
               static_cast<int>(s.reason), s.mode, s.pyramid, s.open_rows};
  j["eng"] = {s.eng.objective == kNoCard ? -1 : s.eng.objective, s.eng.attacker, s.eng.defender, s.eng.edge_winner,
              s.eng.defenders_declared ? 1 : 0, s.eng.fate_placed};
  return j;
}

Result<std::unique_ptr<State>> lcg_state_from_json(const json& j) {
  auto bad = [](const std::string& why) { return make_error(err::kBadSave, "lcg: " + why); };
  if (!j.is_object() || unknown_key(j, {"core", "rng", "extra", "seatInfo", "game", "eng"})) return bad("bad state object");
  auto m = std::make_unique<LcgMatch>();
  LcgState& s = m->s;
  const json* core = field(j, "core");
  if (!core) return bad("no core");
  // Saves from before the common reserve (zn::kReserve) hold one zone fewer
  // per seat, those from before The Hunt for Skywalker's reinforcements
  // (zn::kReinforceDeck, zn::kReinforce) two fewer: they were empty.
  json padded;
  if (const json* zs = field(*core, "zones"); zs && zs->is_array()) {
    bool old = !zs->empty();
    size_t n = 0;
    for (const json& seat : *zs) {
      old = old && seat.is_array() && seat.size() >= zn::kReserve && seat.size() < zn::kNum &&
            (n == 0 || seat.size() == n);
      if (seat.is_array()) n = seat.size();
    }
    if (old) {
      padded = *core;
      for (json& seat : padded["zones"])
        while (seat.size() < zn::kNum) seat.push_back(json::array());
      core = &padded;
    }
  }
  std::string e = engine::core_from_json(*core, s);
  if (!e.empty()) return bad(e);
  const int nc = s.cards.size();
  const json* rng = field(j, "rng");
  uint64_t st = 0, inc = 0;
  if (!rng || !rng->is_array() || rng->size() != 2 || !(*rng)[0].is_string() || !(*rng)[1].is_string() ||
      !parse_hex64((*rng)[0].get<std::string>(), st) || !parse_hex64((*rng)[1].get<std::string>(), inc) || !(inc & 1))
    return bad("bad rng");
  s.rng.set_raw(st, inc);
  const json* ex = field(j, "extra");
  if (!ex || !ex->is_array() || static_cast<int>(ex->size()) != nc) return bad("bad extra");
  for (const json& x : *ex) {
    const int64_t lo[] = {-1, 0, 0, 0, 0, -1, 0, -1, -1}, hi[] = {nc - 1, 50, 1, 2, 1, s.seats - 1, 1, 8, nc - 1};
    int64_t v[9] = {0, 0, 0, 0, 0, -1, 0, -1, -1};
    // Saves before supporting units hold 5, before The Hunt for Skywalker 6.
    const int n = x.is_array() && x.size() == 5 ? 5 : x.is_array() && x.size() == 6 ? 6 : 9;
    if (!engine::detail::read_ints(x, n, lo, hi, v)) return bad("bad card extra");
    LcgCard c;
    c.host = engine::detail::card_or_none(v[0]);
    c.shields = static_cast<int8_t>(v[1]);
    c.force = v[2] != 0;
    c.role = static_cast<uint8_t>(v[3]);
    c.engaged = v[4] != 0;
    c.lent = static_cast<int8_t>(v[5]);
    c.face_down = v[6] != 0;
    c.pos = static_cast<int8_t>(v[7]);
    c.beneath = engine::detail::card_or_none(v[8]);
    (void)s.extra.try_push_back(c);
  }
  const json* seats = field(j, "seatInfo");
  if (!seats || !seats->is_array() || static_cast<int>(seats->size()) != s.seats) return bad("bad seatInfo");
  for (int p = 0; p < s.seats; ++p) {
    const int64_t lo[] = {0, 0, 0, 0, 0, 0, 0}, hi[] = {1, kNumAffiliations - 1, 1, 1, 0xFFFFFFFFll, 0xFFFFFFFFll, 1};
    int64_t v[7] = {};
    const json& sj = (*seats)[static_cast<size_t>(p)];
    // Saves before enhancement_turn hold 5, before eliminated (Jerjerrod's Task) 6.
    const int n = sj.is_array() && sj.size() == 5 ? 5 : sj.is_array() && sj.size() == 6 ? 6 : 7;
    if (!engine::detail::read_ints(sj, n, lo, hi, v)) return bad("bad seat");
    LcgSeat& x = s.seat_info[p];
    x.side = static_cast<uint8_t>(v[0]);
    x.affiliation = static_cast<Affiliation>(v[1]);
    x.took_turn = v[2] != 0;
    x.mulligan_done = v[3] != 0;
    x.limited_turn = static_cast<uint32_t>(v[4]);
    x.enhancement_turn = static_cast<uint32_t>(v[5]);
    x.eliminated = v[6] != 0;
  }
  const json* gm = field(j, "game");
  {
    const int64_t lo[] = {0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 1}, hi[] = {30000, 7, 99, 1, 1, 1, s.seats - 1, static_cast<int64_t>(WinReason::TurnLimit), mode::kLast, 1, 2};
    int64_t v[11] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
    // Eight fields in saves from before the mode (two players there), nine before The Hunt for Skywalker's pyramid.
    const int n = gm && gm->is_array() && gm->size() == 8 ? 8 : gm && gm->is_array() && gm->size() == 9 ? 9 : 11;
    if (!gm || !engine::detail::read_ints(*gm, n, lo, hi, v)) return bad("bad game fields");
    s.mode = static_cast<uint8_t>(v[8]);
    s.pyramid = static_cast<uint8_t>(v[9]);
    s.open_rows = static_cast<uint8_t>(v[10]);
    s.turn = static_cast<int16_t>(v[0]);
    s.phase = static_cast<Phase>(v[1]);
    s.dial = static_cast<int8_t>(v[2]);
    s.balance = static_cast<uint8_t>(v[3]);
    s.mulligan_rule = v[4] != 0;
    s.over = v[5] != 0;
    s.winner = static_cast<int8_t>(v[6]);
    s.reason = static_cast<WinReason>(v[7]);
  }
  const json* en = field(j, "eng");
  {
    const int64_t lo[] = {-1, -1, -1, -1, 0, 0}, hi[] = {nc - 1, s.seats - 1, s.seats - 1, s.seats - 1, 1, 15};
    int64_t v[6] = {};
    // Five fields in saves from before fate_placed (it is 0 there).
    const int n = en && en->is_array() && en->size() == 5 ? 5 : 6;
    if (!en || !engine::detail::read_ints(*en, n, lo, hi, v)) return bad("bad engagement");
    s.eng.objective = engine::detail::card_or_none(v[0]);
    s.eng.attacker = static_cast<int8_t>(v[1]);
    s.eng.defender = static_cast<int8_t>(v[2]);
    s.eng.edge_winner = static_cast<int8_t>(v[3]);
    s.eng.defenders_declared = v[4] != 0;
    s.eng.fate_placed = static_cast<uint8_t>(v[5]);
  }
  std::string inv = m->check_invariants();
  if (!inv.empty()) return bad(inv);
  return std::unique_ptr<State>(std::move(m));
}

std::string LcgMatch::check_invariants() const {
  std::string e = engine::check_core(s);
  if (!e.empty()) return e;
  if (s.extra.size() != s.cards.size()) return "extra is not parallel to cards";
  for (int c = 0; c < s.cards.size(); ++c) {
    const LcgCard& x = s.extra[c];
    const CardId id = static_cast<CardId>(c);
    if (!s.in_play(id) && (x.host != kNoCard || x.force || x.role || x.shields || x.lent >= 0))
      return "a card out of play keeps play tokens";
    // MP-GEN-12/13: a lent unit is in an engagement, controlled by a teammate of its lender.
    if (x.lent >= 0 && (s.eng.objective == kNoCard || x.lent == s.controller_of(id) ||
                        s.enemies(x.lent, s.controller_of(id))))
      return "a supporting unit outside an engagement";
    if (x.host != kNoCard && (!s.in_play(x.host) || s.type(id) != kEnhancement)) return "an attachment without a host";
    if (x.force && s.type(id) != kUnit) return "Force on a card that is not a unit";
    if (s.in_play(id) && s.seat_info[s.controller_of(id)].eliminated) return "a card in play of an eliminated player";
    // MP-GEN-7: an edge stack holds its player's cards and a teammate's (from a common reserve).
    if (s.card(id).zone == zn::kEdge && s.enemies(s.controller_of(id), s.card(id).owner)) return "an opponent's card in an edge stack";
    // The Hunt for Skywalker: face down only in play, a pyramid position only for the
    // solo player's objectives in play, one per position; a reinforcement under an
    // objective in play of its owner, one at most (MP-HFS-10).
    if (!s.in_play(id) && (x.face_down || x.pos >= 0)) return "a card out of play keeps its place in the pyramid";
    if ((x.face_down || x.pos >= 0) && (s.mode != mode::kHunt || s.type(id) != kObjective || !s.solo(s.controller_of(id))))
      return "a face-down card or pyramid position outside The Hunt for Skywalker's objectives";
    if (x.face_down && x.pos < 0) return "a face-down objective outside the pyramid";
    if (s.card(id).zone == zn::kReinforce) {
      if (x.beneath == kNoCard) return "a reinforcement must lie under an objective";
      if (!s.in_play(x.beneath) || s.type(x.beneath) != kObjective || s.controller_of(x.beneath) != s.card(id).owner)
        return "a reinforcement under no objective of its owner";
      for (int o = 0; o < c; ++o)
        if (s.extra[o].beneath == x.beneath) return "two reinforcements under one objective";
    }
    if (x.pos >= 0 && s.in_play(id))
      for (int o = 0; o < c; ++o)
        if (s.extra[o].pos == x.pos && s.in_play(static_cast<CardId>(o)) && s.controller_of(static_cast<CardId>(o)) == s.controller_of(id))
          return "two objectives in one place of the pyramid";
  }
  {  // MP-GEN-14 / LCG-FORCE-3: three Force cards per side (a team shares them)
    int used[2] = {0, 0};
    for (int c = 0; c < s.cards.size(); ++c)
      if (s.extra[c].force && s.in_play(static_cast<CardId>(c))) ++used[s.side_of_seat(s.controller_of(static_cast<CardId>(c)))];
    if (used[0] > 3 || used[1] > 3) return "more than three Force cards committed";
  }
  // The seats and the mode agree: two seats, or 2v2's DS #1, DS #2, LS #1, LS #2 (MP-2V2),
  // or a challenge game's solo player and its team of two or three, Dark Side seats first (MP-CHAL-1).
  if (s.mode == mode::k2v2) {
    if (s.seats != 4) return "2v2 needs four seats";
    for (int p = 0; p < 4; ++p)
      if (s.side_of_seat(p) != (p < 2 ? kDark : kLight)) return "2v2 seats are DS, DS, LS, LS";
  } else if (s.challenge()) {
    if (s.seats != 3 && s.seats != 4) return "a challenge game has three or four seats";
    const int dark = s.mode == mode::kJerjerrod ? 1 : s.seats - 1;
    for (int p = 0; p < s.seats; ++p)
      if (s.side_of_seat(p) != (p < dark ? kDark : kLight)) return "a challenge game seats the Dark Side first";
  } else if (s.seats != 2 || s.side_of_seat(0) != kDark || s.side_of_seat(1) != kLight) {
    return "a two-player game has the Dark Side in seat 0 and the Light Side in seat 1";
  }
  if (s.dial < 0 || (!s.over && s.dial_wins() && s.dial >= s.win_dial()) || s.dial > 99 ||
      (!s.dial_wins() && s.dial > s.dial_top()) || (!s.dial_used() && s.dial != 0))
    return "the dial past its end in a game not over";
  if (!s.over && s.stack.empty()) return "nobody can act";
  if (s.over != s.stack.empty() && s.over) return "a finished game with frames";
  return "";
}

// Determinisation: the viewer's unknowns are the other seats' hands and
// every deck order (command and objective), and face-down objectives and
// edge stacks of the others (each seat's unknown cards are redealt among
// its hand, reserve, deck and edge stack).
void LcgMatch::resample_hidden(int viewer, Rng& rng) {
  s.forget_window_answer();  // hands and decks change under the waiting window
  // Cards a seat is looking at now (a card's peek: Interrogation) or is
  // choosing among (Take Them Prisoner's top cards) stay where they are: the
  // viewer may be that seat, and the pending choice refers to them (in 2v2 the
  // viewer's teammate may be the one looking). Keeping hidden cards in place
  // changes no view.
  std::vector<CardId> peeked, pk;
  std::vector<Action> acts;
  for (int p = 0; p < s.seats; ++p) {
    engine::peek(s, p, pk);
    peeked.insert(peeked.end(), pk.begin(), pk.end());
    engine::legal_actions(s, p, acts);
    for (Action a : acts) {
      const CardId c = card_of(a);
      if (!s.valid_card(c)) continue;
      // A card in a hand the viewer cannot see is not fixed by the actions
      // that name it (the cards an opponent could deploy): holding those in
      // place would tell a search bot the opponent's hand.
      const int o = s.cards[c].owner;
      const bool seen_hand = o == viewer || (viewer >= 0 && s.multiplayer() && !s.enemies(o, viewer));
      // A reinforcement is used "as if in hand" (MP-HFS-11) and is as hidden.
      const uint8_t z = s.cards[c].zone;
      if ((z == zone::kHand || z == zn::kReserve || z == zn::kReinforce) && !seen_hand) continue;
      peeked.push_back(c);
    }
  }
  // The edge stacks are face down until revealed (LCG-EDGE-4/6; view.cpp):
  // another seat's stack is unknown, but for a card placed face up (Obi-Wan
  // Kenobi) and a teammate's reserve card in it (MP-GEN-7: it stays in place).
  bool edge_revealed = false;
  for (int i = 0; i < s.stack.depth(); ++i)
    if (s.stack.frames[i].kind == fk::kEdge && s.stack.frames[i].step >= 2) edge_revealed = true;
  for (int p = 0; p < s.seats; ++p) {
    std::vector<CardId> pool;
    // MP-GEN-4: teammates see each other's hands.
    const bool mine = p == viewer || (viewer >= 0 && s.multiplayer() && !s.enemies(p, viewer));
    auto unseen_edge = [&](CardId c) {
      return p != viewer && !edge_revealed && s.card(c).owner == p && !s.edge_face_up(c);
    };
    if (!mine) {
      for (CardId c : s.zone_of(p, zone::kHand)) pool.push_back(c);
      for (CardId c : s.zone_of(p, zn::kReserve)) pool.push_back(c);  // face down (MP-GEN-5)
    }
    for (CardId c : s.zone_of(p, zone::kDeck)) pool.push_back(c);
    for (CardId c : s.zone_of(p, zn::kEdge))
      if (unseen_edge(c)) pool.push_back(c);
    // Cards some frame or effect names stay where they are (the LCG's own
    // frames keep their card in v[0]).
    auto named = [&](CardId c) {
      if (std::find(peeked.begin(), peeked.end(), c) != peeked.end()) return true;
      for (const Frame& f : s.stack.frames)
        if (f.v[0] == c) return true;
      return s.flow_names(c);
    };
    pool.erase(std::remove_if(pool.begin(), pool.end(), named), pool.end());
    std::vector<CardId> shuffled = pool;
    rng.shuffle(shuffled.data(), static_cast<int>(shuffled.size()));
    size_t next = 0;
    for (uint8_t z : {zone::kHand, zn::kReserve, zone::kDeck, zn::kEdge}) {
      if ((z == zone::kHand || z == zn::kReserve) && mine) continue;
      auto& zc = s.zone_of(p, z).cards;
      // The edge positions are decided before any is refilled (the face-up test reads the stack).
      std::vector<bool> refill(static_cast<size_t>(zc.size()));
      for (int i = 0; i < zc.size(); ++i) refill[static_cast<size_t>(i)] = !named(zc[i]) && (z != zn::kEdge || unseen_edge(zc[i]));
      for (int i = 0; i < zc.size(); ++i) {
        if (!refill[static_cast<size_t>(i)]) continue;
        zc[i] = shuffled[next++];
        s.card(zc[i]).zone = z;  // every card of the pool is p's own: owner and controller p wherever it lands
        s.board_changed();
      }
    }
    auto& od = s.zone_of(p, zn::kObjDeck).cards;
    if (od.size() > 1) rng.shuffle(&od[0], od.size());
    if (p != viewer) {
      // The Hunt for Skywalker: the reinforcement deck's order, the
      // reinforcements' and the face-down objectives' identities (each a
      // card of its own kind: the defs are dealt again among them).
      auto& rd = s.zone_of(p, zn::kReinforceDeck).cards;
      if (rd.size() > 1) rng.shuffle(&rd[0], rd.size());
      // A card the flow names keeps its identity: a reinforcement being
      // played "as if from hand" (MP-HFS-11) is its frame's source.
      std::vector<CardId> unseen;  // reinforcements and reinforcement deck together
      for (CardId c : s.zone_of(p, zn::kReinforce))
        if (!named(c)) unseen.push_back(c);
      for (CardId c : s.zone_of(p, zn::kReinforceDeck)) unseen.push_back(c);
      std::vector<CardId> down;
      for (CardId c : s.zone_of(p, zone::kPlay))
        if (s.extra[c].face_down && !named(c)) down.push_back(c);
      for (std::vector<CardId>* group : {&unseen, &down}) {
        std::vector<uint16_t> defs;
        for (CardId c : *group) defs.push_back(s.cards[c].def);
        if (defs.size() > 1) rng.shuffle(defs.data(), static_cast<int>(defs.size()));
        for (size_t i = 0; i < group->size(); ++i) s.card((*group)[i]).def = defs[i];
      }
      if (!unseen.empty() || !down.empty()) s.board_changed();
    }
  }
  // Two statements: the order in which a call's arguments are evaluated
  // differs between compilers (native and wasm would draw them swapped).
  const uint64_t a = rng.next();
  const uint64_t b = rng.next();
  s.rng = Rng(a, b);
}

// How far each side is on its way to its victory, in [0, 1], by the mode's
// own conditions, from what every seat sees (counts, damage, the dial).
namespace {
struct Progress {
  double dark = 0, light = 0;
};
Progress progress(const LcgState& s) {
  Progress p;
  if (s.mode == mode::kHunt) {
    // MP-HFS-21: the Dark Side hunts Luke Skywalker through the pyramid: an
    // objective turned face up counts half, a destroyed one in full, then the
    // damage on Luke once he is in play. MP-HFS-22: the Light Side waits for
    // the Dark Side's decks to run out.
    const int ls = s.solo_seat();
    int standing = 0, face_up = 0;
    double luke = 0;
    for (CardId c : s.zone_of(ls, zone::kPlay)) {
      if (s.type(c) == kObjective) {
        ++standing;
        face_up += !s.face_down(c);
      } else if (keyword_of(s, c, hfs::kLuke) > 0) {
        luke = std::min(1.0, s.cards[c].damage / static_cast<double>(std::max(1, s.stat(c, st::kCapacity))));
      }
    }
    const int destroyed = std::max(0, 9 - standing);
    p.dark = std::min(1.0, 0.6 * (destroyed + 0.5 * face_up) / 9.0 + 0.4 * luke);
    int left = 0, dark_seats = 0;
    for (int q = 0; q < s.seats; ++q)
      if (s.side_of_seat(q) == kDark) {
        left += s.zone_of(q, zone::kDeck).size();
        ++dark_seats;
      }
    p.light = 1.0 - std::min(1.0, left / (40.0 * std::max(1, dark_seats)));
  } else if (s.mode == mode::kJerjerrod) {
    // MP-JT-5: the Light Side destroys the Dark Side's objectives (or Death
    // Star II); MP-JT-6: the Dark Side takes every Light Side player's
    // affiliation card, Death Star II coming cheaper as the dial turns.
    int won = 0, standing = 0, light = 0, out = 0, death_star = 0;
    for (int q = 0; q < s.seats; ++q) {
      if (s.side_of_seat(q) == kLight) {
        won += s.zone_of(q, zn::kVictory).size();
        ++light;
        out += s.seat_info[q].eliminated;
      } else {
        for (CardId c : s.zone_of(q, zone::kPlay)) {
          standing += s.type(c) == kObjective;
          death_star += std::string(s.fx(c).key) == "death-star-ii";  // Fully Armed needs it (C10)
        }
      }
    }
    p.light = won / static_cast<double>(std::max(1, won + standing));
    p.dark = 0.7 * out / std::max(1, light) + 0.15 * (death_star > 0) +
             0.15 * s.dial / static_cast<double>(std::max(1, s.dial_top()));
  } else {
    // The Dark Side races the dial to 12 (2v2: 16); the Light Side destroys 3 objectives (2v2: 5).
    int ls_pile = 0;
    for (int q = 0; q < s.seats; ++q)
      if (s.side_of_seat(q) == kLight) ls_pile += s.zone_of(q, zn::kVictory).size();
    p.dark = s.dial / static_cast<double>(s.win_dial());
    p.light = ls_pile / static_cast<double>(s.win_objectives());
  }
  return p;
}
}  // namespace

double LcgMatch::heuristic(int seat) const {
  if (s.over) return s.winner < 0 ? 0.0 : s.enemies(seat, s.winner) ? -1.0 : 1.0;
  const bool dark = s.side_of_seat(seat) == kDark;
  const Progress p = progress(s);
  int board_mine = 0, board_theirs = 0;
  for (int q = 0; q < s.seats; ++q)
    for (CardId c : s.zone_of(q, zone::kPlay))
      if (s.type(c) == kUnit) (s.enemies(q, seat) ? board_theirs : board_mine) += 1 + s.cost_of(c);
  // A unit being deployed counts as deployed (its payment is decisions away).
  for (const Frame& f : s.stack.frames)
    if (f.kind == fk::kDeploy && s.valid_card(f.source) && !s.in_play(f.source) && s.type(f.source) == kUnit)
      (s.enemies(f.seat, seat) ? board_theirs : board_mine) += 1 + s.cost_of(f.source);
  // An engagement under way: pressure for the side that attacks, each unit
  // declared counting for its own side (a one-ply look would otherwise never
  // see an engagement's worth: its damage comes many decisions later).
  double pressure = 0;
  if (s.eng.attacker >= 0) {
    pressure += s.enemies(s.eng.attacker, seat) ? -0.02 : 0.02;
    for (int q = 0; q < s.seats; ++q)
      for (CardId c : s.zone_of(q, zone::kPlay))
        if (s.extra[c].role != role::kNone) pressure += s.enemies(q, seat) ? -0.01 : 0.01;
  }
  double v = (dark ? p.dark - p.light : p.light - p.dark) + 0.02 * (board_mine - board_theirs) + pressure;
  return std::max(-1.0, std::min(1.0, v));
}

namespace {

// MP-HFS-8/9: the option "reinforcements", two different Light Side objective
// sets (core set or Balance of the Force) without a Luke Skywalker card: their
// cards but the objectives (set aside, not used). "" or why not.
std::string reinforcement_defs(const std::string& option, std::vector<int>& out) {
  const size_t comma = option.find(',');
  const std::string a = option.substr(0, comma), b = comma == std::string::npos ? "" : option.substr(comma + 1);
  int sets[2] = {0, 0};
  const std::string* parts[2] = {&a, &b};
  for (int i = 0; i < 2; ++i) {
    const std::string& n = *parts[i];
    if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos)
      return "reinforcements: two objective set numbers, \"set,set\" (MP-HFS-8)";
    sets[i] = std::stoi(n);
    const int o = objective_of_set(sets[i]);
    if (o < 0 || is_challenge_set(sets[i])) return "reinforcements: no objective set " + n;
    if (facts(o).side != kLight) return "reinforcements: set " + n + " is not a Light Side set (MP-HFS-8)";
  }
  if (sets[0] == sets[1]) return "reinforcements: two different objective sets (MP-HFS-8)";
  DeckList d;
  d.affiliation = kJedi;
  d.sets = {sets[0], sets[1]};
  const std::vector<int> defs = deck_defs(d);
  for (size_t i = 1; i < defs.size(); ++i) {
    const std::string key = facts(defs[i]).key;
    if (key.rfind("luke-skywalker", 0) == 0)
      return "reinforcements: set " + std::to_string(facts(defs[i]).set) + " holds a Luke Skywalker card (MP-HFS-8)";
    if (facts(defs[i]).type != kObjective) out.push_back(defs[i]);
  }
  return "";
}

// MP-GEN-3: a team's decks together hold at most two copies of an objective
// set, and one of a "Limit 1 per objective deck" set. A team of two presets
// (the core set's starter decks, which share the Limit 1 sets 18 and 36; by
// name or as their deck codes) is accepted as printed, as the presets are in
// the two-player game.
std::string team_deck_problem(const std::vector<std::pair<std::string, int>>& keys, const std::vector<DeckList>& lists) {
  for (int side : {kDark, kLight}) {
    bool all_presets = true;
    int copies[256] = {};
    for (size_t i = 0; i < lists.size(); ++i) {
      if (keys[i].second != side) continue;
      all_presets = all_presets && preset_of(lists[i]) != nullptr;
      for (int set : lists[i].sets)
        if (set >= 0 && set < 256) ++copies[set];
    }
    if (all_presets) continue;
    for (int set = 0; set < 256; ++set) {
      if (copies[set] == 0) continue;
      const int o = objective_of_set(set);
      const bool limit1 = o >= 0 && facts(o).limit1;
      if (copies[set] > (limit1 ? 1 : 2))
        return "objective set " + std::to_string(set) + ": " + std::to_string(copies[set]) + " copies in the " +
               (side == kDark ? "Dark" : "Light") + " Side team's decks, at most " + (limit1 ? "1 (Limit 1)" : "2") +
               " for the team (MP-GEN-3)";
    }
  }
  return "";
}

// A new match starts as a copy of one blank match, built once: copying its
// state costs less than building the state's fixed-size tables afresh.
std::unique_ptr<LcgMatch> blank_match() {
  static const LcgMatch blank;
  return std::make_unique<LcgMatch>(blank);
}

// The LCG is a Game with deck building (sw/decks.h).
class LcgGame : public Game, public DeckBuilding {
 public:
  LcgGame() {
    info_.id = "lcg";
    info_.name = "Star Wars: The Card Game";
    info_.min_players = 2;
    info_.max_players = 4;  // option "mode": "2v2" has four seats (MP-2V2), a challenge game 3 or 4 (MP-CHAL-1)
    info_.hidden_information = true;
    info_.chance = true;
    info_.teams = false;    // the teams follow from the mode and the sides, never chosen by seat
    info_.rules_version = "shared/rules/lcg.md";
    std::vector<json> dark, light;
    for (const Preset& p : presets()) (side_of(p.deck.affiliation) == kDark ? dark : light).push_back(p.key);
    info_.options = {
        {"dark", "the Dark Side's deck (seat 0; in 2v2 Dark Side player #1): a preset (\"sith\", \"imperial-navy\") or a deck code "
                 "\"affiliation:set,set,...\"", "imperial-navy", {}},
        {"light", "the Light Side's deck (seat 1; in 2v2 Light Side player #1, seat 2): a preset (\"jedi\", \"rebel-alliance\") or a deck code", "jedi", {}},
        {"mulligan", "each player may take one mulligan (LCG-MULLIGAN-1)", true, {}},
        {"mode", "\"1v1\": two players; \"2v2\": two Dark Side players (seats 0, 1) against two Light Side players "
                 "(seats 2, 3), Balance of the Force team play (MP-2V2); \"jerjerrods-task\": one Dark Side player with "
                 "the challenge deck (seat 0) against 2 or 3 Light Side players (MP-JT); \"hunt-for-skywalker\": 2 or 3 "
                 "Dark Side players against one Light Side player with the challenge deck (the last seat, MP-HFS)",
         "1v1", {"1v1", "2v2", "jerjerrods-task", "hunt-for-skywalker"}},
        {"dark2", "2v2: Dark Side player #2's deck (seat 1); The Hunt for Skywalker: Dark Side #2's", "sith", {}},
        {"light2", "2v2: Light Side player #2's deck (seat 3); Jerjerrod's Task: Light Side #2's", "rebel-alliance", {}},
        // (No list of choices: a 1v1 game refuses 4, so "players" is no variant of every mode.)
        {"players",
         "seats in all, 0 for the mode's own count (1v1: 2, 2v2: 4, the challenge modes: 3); a challenge "
         "mode takes 3 or 4: the solo player and a team of 2 or 3 (MP-CHAL-1); any other count is refused",
         0, {}},
        {"dark3", "The Hunt for Skywalker with 4 players: Dark Side #3's deck", "imperial-navy", {}},
        {"light3", "Jerjerrod's Task with 4 players: Light Side #3's deck", "jedi", {}},
        {"reinforcements", "The Hunt for Skywalker: the Light Side's two reinforcement sets, \"set,set\" (two different Light "
                           "Side objective sets without a Luke Skywalker card, MP-HFS-8)", "91,93", {}},
        {"pyramid", "The Hunt for Skywalker: the pyramid's rows from the top (OQ-49)", "2-3-4", {"2-3-4", "4-3-2"}},
        {"vulnerableRows", "The Hunt for Skywalker: how many rows from the top are vulnerable from the start (C11)", 2, {1, 2}},
    };
  }
  const GameInfo& info() const override { return info_; }

  Result<std::unique_ptr<State>> new_state(const json& options, uint64_t seed, const json& setup,
                                           EventLog* log) const override {
    std::string dk, lk, dk2 = "sith", lk2 = "rebel-alliance", dk3 = "imperial-navy", lk3 = "jedi", md = "1v1";
    std::string reinf = "91,93", layout = "2-3-4";
    bool mull = true;
    int players = 0, open_rows = 2;
    if ((field(options, "reinforcements") && !get_string(options, "reinforcements", reinf)) ||
        (field(options, "pyramid") && (!get_string(options, "pyramid", layout) || (layout != "2-3-4" && layout != "4-3-2"))) ||
        (field(options, "vulnerableRows") && !get_int_in(options, "vulnerableRows", 1, 2, open_rows)))
      return make_error(err::kBadOption, "lcg: bad options (reinforcements \"set,set\", pyramid \"2-3-4\" or \"4-3-2\", vulnerableRows 1 or 2)");
    if (!get_string(options, "dark", dk) || !get_string(options, "light", lk) || !get_bool(options, "mulligan", mull) ||
        (field(options, "mode") && !get_string(options, "mode", md)) ||
        (field(options, "dark2") && !get_string(options, "dark2", dk2)) ||
        (field(options, "light2") && !get_string(options, "light2", lk2)) ||
        (field(options, "dark3") && !get_string(options, "dark3", dk3)) ||
        (field(options, "light3") && !get_string(options, "light3", lk3)) ||
        (field(options, "players") && !get_int_in(options, "players", 0, 4, players)) ||
        (md != "1v1" && md != "2v2" && md != "jerjerrods-task" && md != "hunt-for-skywalker"))
      return make_error(err::kBadOption, "lcg: bad options");
    const bool team = md == "2v2";
    const uint8_t game_mode = team ? mode::k2v2 : md == "jerjerrods-task" ? mode::kJerjerrod
                              : md == "hunt-for-skywalker"                ? mode::kHunt
                                                                          : mode::kTwoPlayer;
    // "players" counts the seats: a challenge game has 3 or 4 (MP-CHAL-1, 3
    // when left at 0); 1v1 and 2v2 have their own count (2, 4) and refuse
    // one that contradicts it.
    if (game_mode == mode::kTwoPlayer && players != 0 && players != 2)
      return make_error(err::kBadOption, "lcg: a 1v1 game has two seats ('players' is 2 or 0)");
    if (team && players != 0 && players != 4)
      return make_error(err::kBadOption, "lcg: a 2v2 game has four seats ('players' is 4 or 0)");
    if (game_mode == mode::kJerjerrod || game_mode == mode::kHunt) {
      if (players == 0) players = 3;
      if (players < 3) return make_error(err::kBadOption, "lcg: a challenge game has 3 or 4 seats");
    }
    // The decks by seat: 1v1 dark, light; 2v2 (MP-2V2-2, our seating) dark, dark2, light, light2;
    // the challenge modes (MP-CHAL-1) the solo player's fixed deck ("" here) and the team's options.
    std::vector<std::pair<std::string, int>> want = {{dk, kDark}, {lk, kLight}};
    if (team) want = {{dk, kDark}, {dk2, kDark}, {lk, kLight}, {lk2, kLight}};
    if (game_mode == mode::kJerjerrod) {
      want = {{"", kDark}, {lk, kLight}, {lk2, kLight}};
      if (players == 4) want.push_back({lk3, kLight});
    } else if (game_mode == mode::kHunt) {
      want = {{dk, kDark}, {dk2, kDark}};
      if (players == 4) want.push_back({dk3, kDark});
      want.push_back({"", kLight});
    }
    std::vector<DeckList> lists;
    for (const auto& [key, side] : want) {
      if (key.empty()) {  // the challenge deck (MP-JT-3, MP-HFS-4): no affiliation, fixed cards
        lists.push_back(DeckList{});
        continue;
      }
      Result<DeckList> d = deck_from_option(key);
      if (!d.ok()) return d.error();
      if (side_of(d.value().affiliation) != side)
        return make_error(err::kBadOption, side == kDark ? "the 'dark' decks must be Dark Side decks"
                                                         : "the 'light' decks must be Light Side decks");
      // A core-set preset, by name or as its deck code, is legal as printed (LCG-DECK-3;
      // deck_api_test: "the four core-set presets are legal"), so only other decks are
      // checked (the check costs more than the rest of a new game's setup).
      if (preset_of(d.value()) == nullptr) {
        const std::string why = deck_problem(d.value(), false);
        if (!why.empty()) return make_error(err::kBadOption, "lcg: " + why);
      }
      if (static_cast<int>(d.value().sets.size()) > LcgLimits::kMaxSets)
        return make_error(err::kBadOption, "a deck of more than 12 objective sets is too large for this engine");
      if (game_mode == mode::kHunt && side == kDark && d.value().sets.size() > 10)
        return make_error(err::kBadOption, "lcg: a Dark Side deck of The Hunt for Skywalker holds at most 10 objective sets (MP-HFS-3)");
      lists.push_back(d.value());
    }
    if (team || game_mode != mode::kTwoPlayer) {  // MP-GEN-3 (OQ-33: a team of three too)
      const std::string why = team_deck_problem(want, lists);
      if (!why.empty()) return make_error(err::kBadOption, "lcg: " + why);
    }
    auto m = blank_match();
    LcgState& s = m->s;
    std::vector<int> reinforcement_cards;
    if (game_mode == mode::kHunt) {
      const std::string why = reinforcement_defs(reinf, reinforcement_cards);
      if (!why.empty()) return make_error(err::kBadOption, "lcg: " + why);
    }
    s.seats = static_cast<int8_t>(lists.size());
    s.mode = game_mode;
    s.pyramid = layout == "4-3-2" ? 1 : 0;
    s.open_rows = static_cast<uint8_t>(open_rows);
    s.rng = Rng(seed, 0x1C6);
    s.mulligan_rule = mull;
    std::vector<std::vector<int>> decks;
    for (int p = 0; p < s.seats; ++p) {
      s.seat_info[p].side = static_cast<uint8_t>(want[static_cast<size_t>(p)].second);
      s.seat_info[p].affiliation = lists[static_cast<size_t>(p)].affiliation;
      if (want[static_cast<size_t>(p)].first.empty())  // the solo player's challenge deck (MP-CHAL-3)
        decks.push_back(challenge_deck_defs(game_mode == mode::kJerjerrod ? kSetJerjerrod : kSetHunt));
      else
        decks.push_back(deck_defs(lists[static_cast<size_t>(p)]));
    }
    s.balance = kLight;  // LCG-SETUP-4 (2v2 too, OQ-41)
    s.dial = 0;          // LCG-SETUP-7 (2v2 too, OQ-41)
    if (setup.is_object() && !setup.empty()) {
      Result<bool> r = apply_setup(s, setup, decks, reinforcement_cards);
      if (!r.ok()) return r.error();
    } else {
      for (int p = 0; p < s.seats; ++p) {
        if (s.solo(p)) {
          deal_challenge_deck(s, p, reinforcement_cards);
          continue;
        }
        for (int def : decks[static_cast<size_t>(p)]) {
          const CardType t = facts(def).type;
          s.add(def, p, t == kAffiliation ? zone::kPlay : t == kObjective ? zn::kObjDeck : zone::kDeck);  // LCG-SETUP-3/5
        }
        auto& od = s.zone_of(p, zn::kObjDeck).cards;
        s.rng.shuffle(&od[0], od.size());
        auto& cd = s.zone_of(p, zone::kDeck).cards;
        s.rng.shuffle(&cd[0], cd.size());
      }
      push_frame(s, fk::kSetup, -1);
    }
    engine::advance(s, log);
    if (const char* v = take_violation()) return make_error(err::kBadSetup, std::string("lcg: ") + v);
    return std::unique_ptr<State>(std::move(m));
  }

  Result<std::unique_ptr<State>> state_from_json(const json& j) const override { return lcg_state_from_json(j); }

  // Cards and decks (deck_api.cpp).
  Result<json> card_list() const override { return lcg_card_list(); }
  Result<json> validate_deck(const json& deck) const override { return lcg_validate_deck(deck); }
  Result<json> deck_import(const std::string& format, const std::string& text) const override {
    return lcg_deck_import(format, text);
  }
  Result<json> deck_export(const json& deck, const std::string& format) const override {
    return lcg_deck_export(deck, format);
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<LcgGame>(); }

}  // namespace sw::lcg
