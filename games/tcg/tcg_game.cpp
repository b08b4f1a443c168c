// The sw::State / sw::Game of the TCG: the flow goes through the core
// (sw/engine.h); this file adds saves, invariants, determinisation, a
// heuristic and the Game (options, new matches).
#include "tcg/tcg_game.h"
#include "tcg/cards/face_up_building.h"
#include <algorithm>
#include <memory>
#include <string>
#include <vector>
#include "sw/decks.h"
#include "tcg/deck_api.h"
#include "tcg/decks.h"
#include "tcg/flow/flow.h"
#include "tcg/later_sets.h"

namespace sw::tcg {

// TCG-WIN-3: a player may concede at any time and loses at once.
bool TcgMatch::concede(int seat, EventLog* log) {
  if (s.over || seat < 0 || seat >= s.seats) return false;
  TCG_LOG(s, log, "concede", seat, s.seat_name(seat) + " concedes.");
  s.finish(s.opponent_of(seat), log);
  return true;
}

std::vector<int> TcgMatch::winners() const {
  if (s.over && s.winner >= 0) return {s.winner};
  return {};
}

std::string step_name(const TcgState& s) {
  if (s.over) return "over";
  if (s.stack.empty()) return "none";
  switch (s.stack.top().kind) {
    case kFrameEvent: return "event";
    case kFrameWindow: return "window";
    case kFrameOrder: return "order";
    case kFrameAbility: return "ability";
    default: {
      const FrameKindDef<TcgState>* k = engine::game_kind<TcgState>(s.stack.top().kind);
      return k ? k->name : "?";
    }
  }
}

json TcgMatch::status_json() const {
  json j;
  j["phase"] = phase_name(s.phase);
  j["step"] = step_name(s);
  j["round"] = s.turn;
  json score = json::object();
  for (int p = 0; p < s.seats; ++p) score[std::to_string(p)] = s.controlled_arenas(p);
  j["score"] = score;
  return j;
}

// ---- saves: the core's board and flow + the TCG's fields ----
json TcgMatch::to_json() const {
  json j;
  j["core"] = engine::core_to_json(s);
  j["rng"] = {hex64(s.rng.raw_state()), hex64(s.rng.raw_inc())};
  json ex = json::array();
  for (const TcgCard& x : s.extra)
    ex.push_back({x.counters, x.retreated ? 1 : 0, x.revealed ? 1 : 0, x.deployed, x.top == kNoCard ? -1 : x.top,
                  x.host == kNoCard ? -1 : x.host, x.built ? 1 : 0});
  j["extra"] = ex;
  json seats = json::array();
  for (int p = 0; p < s.seats; ++p) {
    const TcgSeat& x = s.seat_info[p];
    seats.push_back({x.side, x.force, x.build_points, x.mulligan_done ? 1 : 0, x.setup_total, x.setup_done ? 1 : 0});
  }
  j["seatInfo"] = seats;
  j["game"] = {s.turn, static_cast<int>(s.phase), s.build_roll, s.deploy_clock, s.over ? 1 : 0, s.winner, s.opts.max_turns,
               s.opts.later ? 1 : 0, s.turn_marks, s.opts.quick ? 1 : 0};
  json dice = json::array();
  for (uint8_t d : s.atk.dice) dice.push_back(d);
  j["attack"] = {{"cards", {s.atk.attacker == kNoCard ? -1 : s.atk.attacker, s.atk.defender == kNoCard ? -1 : s.atk.defender,
                            s.atk.rolled ? 1 : 0, s.atk.critical, s.atk.damage, static_cast<int>(s.atk.mode)}},
                 {"dice", dice}};
  if (!s.waiting.empty()) {  // TCG-PLAY-6: only while a prevent window is open
    json w = json::array();
    for (const WaitingDamage& x : s.waiting) w.push_back({x.source == kNoCard ? -1 : x.source, x.target, x.seat, x.amount});
    j["waiting"] = w;
  }
  return j;
}

Result<std::unique_ptr<State>> tcg_state_from_json(const json& j) {
  auto bad = [](const std::string& why) { return make_error(err::kBadSave, "tcg: " + why); };
  if (!j.is_object() || unknown_key(j, {"core", "rng", "extra", "seatInfo", "game", "attack", "waiting"})) return bad("bad state object");
  auto m = std::make_unique<TcgMatch>();
  TcgState& s = m->s;
  const json* core = field(j, "core");
  if (!core) return bad("no core");
  if (!core->is_object() || !field(*core, "seats")) return bad("no seats");
  // A save from before the later sets' zones (zn::kLocations, kAttached,
  // kAboard) lists 3 zones fewer per seat: those are empty.
  json padded;
  if (const json* zs = field(*core, "zones"); zs && zs->is_array()) {
    bool old_save = !zs->empty();
    for (const json& z : *zs) old_save = old_save && z.is_array() && z.size() == zn::kLocations;
    if (old_save) {
      padded = *core;
      for (json& z : padded["zones"])
        while (z.size() < zn::kNum) z.push_back(json::array());
      core = &padded;
    }
  }
  std::string e = engine::core_from_json(*core, s);
  if (!e.empty()) return bad(e);
  if (s.seats != 2) return bad("the TCG has two seats");
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
    // The last two (host, built: the later sets) are newer: a save without them has none.
    const int64_t lo[] = {0, 0, 0, 0, -1, -1, 0}, hi[] = {999, 1, 1, 65535, nc - 1, nc - 1, 1};
    int64_t v[7] = {0, 0, 0, 0, -1, -1, 0};
    const int n = x.is_array() && x.size() == 5 ? 5 : 7;
    if (!engine::detail::read_ints(x, n, lo, hi, v)) return bad("bad card extra");
    TcgCard c;
    c.counters = static_cast<int16_t>(v[0]);
    c.retreated = v[1] != 0;
    c.revealed = v[2] != 0;
    c.deployed = static_cast<uint16_t>(v[3]);
    c.top = engine::detail::card_or_none(v[4]);
    c.host = engine::detail::card_or_none(v[5]);
    c.built = v[6] != 0;
    (void)s.extra.try_push_back(c);
  }
  const json* seats = field(j, "seatInfo");
  if (!seats || !seats->is_array() || static_cast<int>(seats->size()) != s.seats) return bad("bad seatInfo");
  for (int p = 0; p < s.seats; ++p) {
    const int64_t lo[] = {0, 0, 0, 0, 0, 0}, hi[] = {1, 30000, 120, 1, 30, 1};
    int64_t v[6] = {};
    if (!engine::detail::read_ints((*seats)[static_cast<size_t>(p)], 6, lo, hi, v)) return bad("bad seat");
    TcgSeat& x = s.seat_info[p];
    x.side = static_cast<uint8_t>(v[0]);
    x.force = static_cast<int16_t>(v[1]);
    x.build_points = static_cast<int8_t>(v[2]);
    x.mulligan_done = v[3] != 0;
    x.setup_total = static_cast<int8_t>(v[4]);
    x.setup_done = v[5] != 0;
  }
  if (s.seat_info[0].side == s.seat_info[1].side) return bad("one seat per side");
  const json* gm = field(j, "game");
  {
    // The 9th number (the turn's marks) is newer: a save without it has none.
    const int64_t lo[] = {0, 0, 0, 0, 0, -1, 0, 0, 0, 0}, hi[] = {30000, 4, 6, 65535, 1, 1, 30000, 1, 31, 1};
    int64_t v[10] = {};
    const int n = gm && gm->is_array() && gm->size() >= 8 && gm->size() <= 10 ? static_cast<int>(gm->size()) : 10;
    if (!gm || !engine::detail::read_ints(*gm, n, lo, hi, v)) return bad("bad game fields");
    s.turn = static_cast<int16_t>(v[0]);
    s.phase = static_cast<Phase>(v[1]);
    s.build_roll = static_cast<int8_t>(v[2]);
    s.deploy_clock = static_cast<uint16_t>(v[3]);
    s.over = v[4] != 0;
    s.winner = static_cast<int8_t>(v[5]);
    s.opts.max_turns = static_cast<int>(v[6]);
    s.opts.later = v[7] != 0;
    s.turn_marks = static_cast<uint8_t>(v[8]);
    s.opts.quick = v[9] != 0;
  }
  const json* at = field(j, "attack");
  {
    if (!at || !at->is_object() || unknown_key(*at, {"cards", "dice"})) return bad("bad attack");
    const int64_t lo[] = {-1, -1, 0, 0, 0, 0}, hi[] = {nc - 1, nc - 1, 1, 100, 1000, 2};
    int64_t v[6];
    const json* cs = field(*at, "cards");
    if (!cs || !engine::detail::read_ints(*cs, 6, lo, hi, v)) return bad("bad attack cards");
    s.atk.mode = static_cast<AttackMode>(v[5]);
    s.atk.attacker = engine::detail::card_or_none(v[0]);
    s.atk.defender = engine::detail::card_or_none(v[1]);
    s.atk.rolled = v[2] != 0;
    s.atk.critical = static_cast<int8_t>(v[3]);
    s.atk.damage = static_cast<int16_t>(v[4]);
    const json* dice = field(*at, "dice");
    if (!dice || !dice->is_array() || dice->size() > kMaxDice) return bad("bad dice");
    for (const json& d : *dice) {
      if (!d.is_number_integer() || d.get<int64_t>() < 1 || d.get<int64_t>() > 6) return bad("bad die");
      (void)s.atk.dice.try_push_back(static_cast<uint8_t>(d.get<int64_t>()));
    }
  }
  if (const json* w = field(j, "waiting")) {
    if (!w->is_array() || w->size() > kMaxWaiting) return bad("bad waiting damage");
    for (const json& x : *w) {
      const int64_t lo[] = {-1, 0, 0, 1}, hi[] = {nc - 1, nc - 1, 1, 1000};
      int64_t v[4];
      if (!engine::detail::read_ints(x, 4, lo, hi, v)) return bad("bad waiting damage");
      WaitingDamage d;
      d.source = engine::detail::card_or_none(v[0]);
      d.target = static_cast<CardId>(v[1]);
      d.seat = static_cast<int8_t>(v[2]);
      d.amount = static_cast<int16_t>(v[3]);
      (void)s.waiting.try_push_back(d);
    }
  }
  std::string inv = m->check_invariants();
  if (!inv.empty()) return bad(inv);
  return std::unique_ptr<State>(std::move(m));
}

namespace {

// The TCG's frames as only the flow could have made them (a loaded save is
// checked here before any frame runs, so no frame reads a card, an arena or
// a seat out of range).
std::string check_frames(const TcgState& s) {
  bool attack_frame = false;
  for (int i = 0; i < s.stack.depth(); ++i) {
    const Frame& f = s.stack.frames[i];
    if (f.kind < kFirstGameFrame) continue;
    if (f.seat < 0) return "tcg: a frame without its seat";
    if (i == 0 && f.kind != fk::kSetup && f.kind != fk::kTurn) return "tcg: the bottom frame is not the setup or the turn";
    if (i > 0 && (f.kind == fk::kSetup || f.kind == fk::kTurn)) return "tcg: a setup or turn frame above the bottom";
    // flow::raise_for: v[3] bit 8 of a turn or build frame = the event frame right above it is its own.
    if (f.kind == fk::kTurn || f.kind == fk::kBuild || f.kind == fk::kBuildStart) {
      const bool above = i + 1 < s.stack.depth() && s.stack.frames[i + 1].kind == kFrameEvent;
      if ((f.v[3] != 0 && f.v[3] != 256) || (f.v[3] == 256) != above) return "tcg: bad raised event of a turn or build frame";
      if (f.kind == fk::kTurn && (f.v[2] < 0 || f.v[2] > 31)) return "tcg: bad turn frame";
    }
    // A step-start frame (flow/step_start.cpp) sits on its build step, or on
    // the turn frame in the Ready phase's draw step (2002 rules).
    if (f.kind == fk::kBuildStart) {
      const Frame& below = s.stack.frames[i - 1];
      const bool draw_step = f.v[0] == flow::start_mode::kDrawStep;
      if (draw_step ? !(below.kind == fk::kTurn || (below.kind == fk::kBuildStart && below.v[0] == f.v[0]))
                    : !(below.kind == fk::kBuild && below.seat == f.seat && below.step == 1))
        return "tcg: a step-start frame out of place";
      if ((f.v[0] == flow::start_mode::kLaterBuild) != s.opts.later || f.v[2] > s.deploy_clock) return "tcg: bad step-start frame";
    }
    switch (f.kind) {
      case fk::kSetup:
        if (f.v[0] < 0 || f.v[0] > TcgLimits::kZoneCap) return "tcg: bad setup frame";
        break;
      case fk::kBattle:
        if (f.v[0] < 0 || f.v[0] >= kNumArenas || f.v[1] < 0 || f.v[1] > 1 || f.v[2] < 0 || f.v[2] > 1) return "tcg: bad battle frame";
        break;
      case fk::kAttack:
        attack_frame = true;
        if (!s.valid_card(f.source) || f.source != s.atk.attacker || !s.is_unit_card(f.source)) return "tcg: bad attack frame";
        // v[1]: a "would attack" ability was used; v[2]: the attack-ended event (0-2); v[3]: a turned attack (0-3).
        if (f.v[1] < 0 || f.v[1] > 1 || f.v[2] < 0 || f.v[2] > 2 || f.v[3] < 0 || f.v[3] > 3) return "tcg: bad attack frame";
        if (f.step > flow::attack_step::kDecide && f.step < flow::attack_step::kEnd &&
            (!s.valid_card(s.atk.defender) || !s.is_unit_card(s.atk.defender)))
          return "tcg: an attack without its defender";
        break;
      case fk::kPayForce:
        if (f.v[0] < 0 || f.v[0] > 100) return "tcg: bad Force payment";
        break;
      case fk::kDeflect:  // an ability's script: its card, its damage event, the unit and amount it deflects
        if (!s.valid_card(f.source) || f.ability < 0 || f.ability >= TcgState::card_def(s.cards[f.source].def).n_abilities ||
            TcgState::card_def(s.cards[f.source].def).abilities[f.ability].script != fk::kDeflect ||
            f.v[1] < 0 || f.v[1] >= s.events.size() || s.events[f.v[1]].kind != ev::kDamage ||
            (f.step == 1 && (!s.in_play(static_cast<CardId>(f.v[3])) || f.v[2] < 1 || f.v[2] > 1000)))
          return "tcg: bad deflect frame";
        break;
      case fk::kWaiting:
        if (f.step == 1 && (s.events.empty() || s.events.back().kind != ev::kDamage)) return "tcg: bad waiting-damage frame";
        break;
      case fk::kOneShot:
        return "tcg: a one-shot script never waits";
      case fk::kBid:
        if (f.step != flow::bid_step::kPick &&
            (!s.valid_card(f.v[0]) || !s.valid_card(f.v[1]) || !s.in_play(static_cast<CardId>(f.v[0])) ||
             !s.in_play(static_cast<CardId>(f.v[1])) || !s.same_person(static_cast<CardId>(f.v[0]), static_cast<CardId>(f.v[1])) ||
             f.v[2] < 0 || f.v[2] > 255 || f.v[3] < 0 || f.v[3] > 255))
          return "tcg: bad bid frame";
        break;
      default: break;
    }
  }
  if (attack_frame != (s.atk.attacker != kNoCard)) return "tcg: an attack record without its attack, or the reverse";
  if (s.atk.defender != kNoCard && !s.valid_card(s.atk.defender)) return "tcg: bad defender";
  return "";
}

}  // namespace

std::string TcgMatch::check_invariants() const {
  std::string e = engine::check_core(s);
  if (!e.empty()) return e;
  e = check_frames(s);
  if (!e.empty()) return e;
  if (s.extra.size() != s.cards.size()) return "tcg: card extras not parallel to the cards";
  if (s.over != s.stack.empty()) return "tcg: a game in progress needs a step stack, a finished one none";
  if (s.over && s.phase != Phase::Over) return "tcg: a finished game is in phase over";
  if (s.winner >= s.seats) return "tcg: bad winner";
  for (int c = 0; c < s.cards.size(); ++c) {
    const CardId id = static_cast<CardId>(c);
    const CardInstance& ci = s.cards[id];
    const TcgCard& x = s.extra[id];
    if (ci.controller != ci.owner) return "tcg: a card controlled by a seat that does not own it";
    if (ci.zone == zone::kPlay && !s.is_unit_card(id)) return "tcg: a card that is not a unit in an arena";
    if (x.counters < 0 || (x.counters > 0 && !s.face_down(id))) return "tcg: build counters on a card not face down in a build zone";
    if (s.face_down(id) && s.fx(id).type == kBattle) return "tcg: a Battle card face down in a build zone";
    if (x.retreated && (ci.zone != zn::kBuild || !s.is_unit_card(id))) return "tcg: a retreated card that is not a unit in a build zone";
    if ((x.deployed != 0) != (ci.zone == zone::kPlay)) return "tcg: a deployment time on a card out of the arenas";
    if (ci.damage < 0 || ci.focus != 0) return "tcg: bad tokens";
    if (ci.damage > 0 && ci.zone != zone::kPlay && ci.zone != zn::kAboard && !(ci.zone == zn::kBuild && x.retreated))
      return "tcg: damage counters on a card that is not a unit in battle or retreated";
    if (ci.zone == zone::kPlay && ci.damage >= s.health(id) && s.events.empty())
      return "tcg: a unit with damage counters at its health is still in its arena";
    if (ci.exhausted && ci.zone != zone::kPlay && ci.zone != zn::kAboard && !(ci.zone == zn::kBuild && x.retreated))
      return "tcg: a tapped card out of battle";
    // Later sets (later_sets.h): a built Equipment face up in a build zone;
    // Equipment attached to / a Pilot aboard a unit of its owner that is in
    // battle or retreated (a Pilot: a Space unit); a Location in its arena.
    if (x.built && (ci.zone != zn::kBuild || s.fx(id).type != kEquipment || x.retreated || x.counters != 0))
      return "tcg: a built card that is not Equipment face up in a build zone";
    if ((ci.zone == zn::kAttached || ci.zone == zn::kAboard) != (x.host != kNoCard)) return "tcg: a carried card without its unit, or the reverse";
    if (x.host != kNoCard &&
        (!s.valid_card(x.host) || !(s.in_play(x.host) || s.retreated(x.host)) || s.cards[x.host].owner != ci.owner ||
         (ci.zone == zn::kAttached ? s.fx(id).type != kEquipment : !is_pilot(s, id) || s.fx(x.host).type != kSpace)))
      return "tcg: Equipment or a Pilot on a card that may not carry it";
    if (ci.zone == zn::kLocations && (location_arena(s.fx(id)) == kNumTypes || location_in(s, location_arena(s.fx(id))) != id))
      return "tcg: a Location out of place, or two in one arena";
    if (x.top == kNoCard && s.under_count(id) > 0 && !(s.in_play(id) || s.retreated(id))) return "tcg: cards under a card out of battle";
    if (ci.zone == zone::kCaptured) return "tcg: a card in a zone not used";
    // TCG-STACK-3/4: a card under a top card names a top card of its owner's
    // unit (in an arena or retreated), of its person, in a stack of at most 4.
    if ((ci.zone == zn::kStacked) != (x.top != kNoCard)) return "tcg: a stacked card without its top card, or the reverse";
    if (x.top != kNoCard) {
      if (!s.valid_card(x.top) || !(s.in_play(x.top) || s.retreated(x.top)) || s.cards[x.top].owner != ci.owner ||
          !s.same_person(id, x.top) || s.under_count(x.top) > 3 || ci.damage != 0 || ci.exhausted)
        return "tcg: a stack that breaks the stacking rules";
    }
  }
  for (int p = 0; p < s.seats; ++p) {
    const TcgSeat& x = s.seat_info[p];
    if (x.force < 0 || x.build_points < 0 || x.setup_total < 0 || x.setup_total > 30) return "tcg: bad seat counters";
  }
  if (!s.over) {
    std::vector<int> seats;
    seats_to_act(seats);
    if (seats.empty()) return "tcg: the game is not over but nobody can act";
  }
  return "";
}

// Everything `viewer` cannot see: the opponent's hand and face-down cards
// (except a revealed partial build) and both decks' order. Those cards are
// re-dealt among those places; counters stay with their place in the build
// zone. The RNG is replaced.
void TcgMatch::resample_hidden(int viewer, Rng& rng) {
  s.forget_window_answer();  // hands and decks change under the waiting window
  // Cards the flow refers to (a Battle card being played from hand, a limit,
  // a lasting effect) are known to be where they are: they stay.
  auto referenced = [&](CardId c) { return s.flow_names(c); };
  for (int p = 0; p < s.seats; ++p) {
    std::vector<CardId> pool;
    std::vector<std::pair<uint8_t, int>> slots;  // zone, index
    auto collect = [&](uint8_t z, bool (*hidden)(const TcgState&, CardId)) {
      const auto& zn = s.zone_of(p, z);
      for (int i = 0; i < zn.size(); ++i)
        if (hidden(s, zn.cards[i]) && !referenced(zn.cards[i])) {
          pool.push_back(zn.cards[i]);
          slots.push_back({z, i});
        }
    };
    auto any = [](const TcgState&, CardId) { return true; };
    auto face_down = [](const TcgState& g, CardId c) {
      return g.face_down(c) && !g.extra[c].revealed && !builds_face_up(g, g.cards[c].owner);  // Darth Sidious (A): seen
    };
    if (p != viewer) {
      collect(zone::kHand, any);
      collect(zn::kBuild, face_down);
    }
    collect(zone::kDeck, any);
    if (pool.empty()) continue;
    // Counters belong to the place, not the card.
    std::vector<int16_t> counters;
    for (auto [z, i] : slots) counters.push_back(z == zn::kBuild ? s.extra[s.zone_of(p, z).cards[i]].counters : 0);
    rng.shuffle(pool.data(), static_cast<int>(pool.size()));
    // A face-down card is known to be a unit or a Mission (TCG-BUILD-2): those
    // places take the first such cards of the shuffled pool, the rest go in order.
    std::vector<CardId> order(slots.size(), kNoCard);
    std::vector<bool> used(pool.size(), false);
    for (size_t k = 0; k < slots.size(); ++k) {
      if (slots[k].first != zn::kBuild) continue;
      for (size_t m = 0; m < pool.size(); ++m)
        if (!used[m] && s.fx(pool[m]).type != kBattle) {
          order[k] = pool[m];
          used[m] = true;
          break;
        }
    }
    size_t next = 0;
    for (size_t k = 0; k < slots.size(); ++k) {
      if (order[k] != kNoCard) continue;
      while (used[next]) ++next;
      order[k] = pool[next];
      used[next] = true;
    }
    for (size_t k = 0; k < slots.size(); ++k) {
      auto [z, i] = slots[k];
      const CardId c = order[k];
      s.zones[p][z].cards[i] = c;
      s.cards[c].zone = z;
      s.extra[c] = TcgCard{};
      s.extra[c].counters = counters[k];
    }
    s.board_changed();
  }
  // Two statements: the order of a call's arguments is unspecified (GCC and
  // clang differ), and native and wasm must draw the same seeds.
  const uint64_t rs = rng.next();
  const uint64_t ri = rng.next();
  s.rng = Rng(rs, ri);
}

// What `seat` sees: arenas held, units and their health left, cards in hand.
double TcgMatch::heuristic(int seat) const {
  if (s.over) return s.winner == seat ? 1.0 : s.winner < 0 ? 0.0 : -1.0;
  auto value = [&](int p) {
    double v = 2.0 * s.controlled_arenas(p);
    for (CardId c : s.zone_of(p, zone::kPlay)) v += 0.3 + 0.1 * std::max(0, s.health(c) - s.cards[c].damage);
    v += 0.05 * s.zone_of(p, zone::kHand).size();
    return v;
  };
  const double d = value(seat) - value(s.opponent_of(seat));
  return std::max(-1.0, std::min(1.0, d / 10.0));
}

namespace {

// A deck of the largest size the deck rules accept fits in one zone.
static_assert(kMaxDeckCards <= TcgLimits::kZoneCap, "a legal deck must fit in a zone");

// The TCG is a Game with deck building (sw/decks.h; deck_api.cpp).
class TcgGame : public Game, public DeckBuilding {
 public:
  TcgGame() {
    info_.id = "tcg";
    info_.name = "Star Wars Trading Card Game";
    info_.min_players = 2;
    info_.max_players = 2;
    info_.hidden_information = true;
    info_.chance = true;
    info_.teams = false;
    info_.rules_version = "shared/rules/tcg.md (V1, seed 002)";
    info_.options = {
        OptionSpec{"dark", "the Dark Side's deck: a preset's key or a deck code (decks.h)", json("separatists"), {}},
        OptionSpec{"light", "the Light Side's deck: a preset's key or a deck code", json("republic"), {}},
        OptionSpec{"maxTurns", "end the game as a draw after this many turns (0 = never; OQ-TCG-28)", json(0), {}},
        OptionSpec{"rules", "the rules version: \"2002\" (the rulebook of seed 002) or \"later\" (the later rules of seed 003)",
                   json("2002"), {json("2002"), json("later")}},
        OptionSpec{"variant", "\"standard\" or \"quick\": the quick-play variant for beginners (TCG-SETUP-12): no Missions nor Battle cards, "
                              "each side picks units of its deck up to 30 build points and plays with those only",
                   json("standard"), {json("standard"), json("quick")}}};
  }
  const GameInfo& info() const override { return info_; }

  Result<std::unique_ptr<State>> new_state(const json& options, uint64_t seed, const json& setup,
                                           EventLog* log) const override {
    int max_turns = 0;
    if (!get_int_in(options, "maxTurns", 0, 30000, max_turns)) return make_error(err::kBadOption, "tcg: maxTurns must be 0..30000");
    // The two decks (TCG-DECK): legal, and of the side they play (TCG-SETUP-1).
    std::vector<int> decks[2];
    for (int side : {kDark, kLight}) {
      const char* name = side == kDark ? "dark" : "light";
      std::string value;
      if (!get_string(options, name, value)) return make_error(err::kBadOption, std::string("tcg: option '") + name + "' must be a string");
      Result<DeckList> d = deck_from_option(value);
      if (!d.ok()) return d.error();
      const std::vector<DeckError> errors = deck_errors(d.value());
      if (!errors.empty()) return make_error(err::kBadOption, std::string("tcg: the ") + name + " deck is not legal: " + errors[0].message);
      const Side plays = deck_side(d.value());
      if (plays != kNeutral && plays != side)
        return make_error(err::kBadOption, std::string("tcg: the ") + name + " deck has cards of the other side");
      decks[side] = deck_defs(d.value());
    }
    auto m = std::make_unique<TcgMatch>();
    TcgState& s = m->s;
    s.seats = 2;
    s.rng = Rng(seed, 0x7C6);
    s.opts.max_turns = max_turns;
    std::string rules;
    if (!get_string(options, "rules", rules) || (rules != "2002" && rules != "later"))
      return make_error(err::kBadOption, "tcg: rules must be \"2002\" or \"later\"");
    s.opts.later = rules == "later";
    std::string variant;
    if (!get_string(options, "variant", variant) || (variant != "standard" && variant != "quick"))
      return make_error(err::kBadOption, "tcg: variant must be \"standard\" or \"quick\"");
    s.opts.quick = variant == "quick";
    s.seat_info[0].side = kDark;
    s.seat_info[1].side = kLight;
    Result<bool> r = apply_setup(s, setup);
    if (!r.ok()) return r.error();
    // The core's windows give the active seat the first chance: in the TCG
    // that is always the Dark Side (TCG-GEN-1, TCG-PLAY-1).
    s.active = static_cast<int8_t>(s.first_seat());
    if (!r.value()) {
      // TCG-SETUP-2: each deck shuffled, 7 cards drawn; then the setup frame.
      // TCG-SETUP-12, quick play: the Missions and Battle cards set aside
      // (never made), the deck's units all in hand to pick from.
      for (int p = 0; p < 2 && s.opts.quick; ++p)
        for (int def : decks[s.seat_info[p].side])
          if (is_unit(facts(def).type)) s.add(def, p, zone::kHand);
      for (int p = 0; p < 2 && !s.opts.quick; ++p) {
        for (int def : decks[s.seat_info[p].side]) s.add(def, p, zone::kDeck);
        auto& deck = s.zone_of(p, zone::kDeck);
        s.rng.shuffle(deck.cards.data(), deck.size());
        for (int i = 0; i < 7; ++i) s.move(deck.top(), zone::kHand);
      }
      s.stack.push(flow::make_frame(fk::kSetup, s.first_seat()));
    }
    engine::advance(s, log);
    if (std::string e = m->check_invariants(); !e.empty()) return make_error(err::kBadSetup, e);
    return std::unique_ptr<State>(std::move(m));
  }

  Result<std::unique_ptr<State>> state_from_json(const json& j) const override { return tcg_state_from_json(j); }

  // Cards and decks (deck_api.cpp).
  Result<json> card_list() const override { return tcg_card_list(card_implemented); }
  Result<json> validate_deck(const json& deck) const override { return tcg_validate_deck(deck); }
  Result<json> deck_import(const std::string& format, const std::string& text) const override {
    return tcg_deck_import(format, text);
  }
  Result<json> deck_export(const json& deck, const std::string& format) const override {
    return tcg_deck_export(deck, format);
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TcgGame>(); }

}  // namespace sw::tcg
