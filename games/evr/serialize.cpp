// Complete serialisation of the state (saves) and its validating inverse,
// plus the invariants checked after every action by the conformance suite.
#include <algorithm>
#include "evr/effects.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

namespace {

const char* kStratStatus[] = {"unused", "chosen", "used", "discarded"};

template <int N>
json cards_json(const Zone<N>& z) {
  json a = json::array();
  for (CardId c : z.cards) a.push_back(card_id(c));
  return a;
}

template <int N>
bool read_cards(const json& j, const char* key, Zone<N>& z, std::string& err) {
  const json* a = field(j, key);
  z.cards.clear();
  if (!a || !a->is_array()) {
    err = std::string("'") + key + "' must be an array";
    return false;
  }
  for (const json& x : *a) {
    if (!x.is_string()) {
      err = std::string("'") + key + "' holds a non-string";
      return false;
    }
    int c = find_card(x.get<std::string>().c_str());
    if (c < 0 || !z.cards.try_push_back(static_cast<CardId>(c))) {
      err = std::string("'") + key + "' holds an unknown card or too many cards";
      return false;
    }
  }
  return true;
}

bool read_small(const json& j, const char* key, int lo, int hi, int& out, std::string& err) {
  if (!get_int_in(j, key, lo, hi, out)) {
    err = std::string("'") + key + "' is missing or out of range";
    return false;
  }
  return true;
}

}  // namespace

json EvrMatch::to_json() const {
  json j;
  j["variant"] = s.full_game() ? "full" : "learning";
  j["rng"] = {{"state", hex64(s.rng.raw_state())}, {"inc", hex64(s.rng.raw_inc())}};
  j["phase"] = static_cast<int>(s.phase);
  j["round"] = s.round;
  j["rebelSeat"] = s.seat_of(kRebel);
  json ed = json::array();
  for (CardId e : s.event_deck.cards) ed.push_back(event_def(e).key);
  j["eventDeck"] = ed;
  j["event"] = s.event >= 0 ? json(event_def(s.event).key) : json();
  j["balance"] = s.balance;
  j["run"] = {{"current", s.run.current}, {"passes", s.run.passes}};
  json ex = json::array();
  for (int c = 0; c < kNumResourceCards; ++c)
    if (s.is_exhausted(c)) ex.push_back(card_id(c));
  j["exhausted"] = ex;
  json players = json::array();
  for (const PlayerState& ps : s.p) {
    json p;
    p["faction"] = ps.faction;
    p["deck"] = cards_json(ps.deck);
    p["inPlay"] = cards_json(ps.in_play);
    p["discard"] = cards_json(ps.discard);
    p["reserve"] = cards_json(ps.reserve);
    p["picked"] = ps.picked;
    json st = json::array();
    for (StratStatus x : ps.strat) st.push_back(kStratStatus[static_cast<int>(x)]);
    p["strategies"] = st;
    p["chosen"] = ps.chosen;
    p["chosenBy"] = ps.chosen_by;
    p["revealed"] = ps.revealed;
    p["next"] = {{"byOpponent", ps.next_by_opponent}, {"random", ps.next_random}, {"revealFirst", ps.next_reveal_first}};
    p["influence"] = ps.influence;
    p["vp"] = ps.vp;
    p["won"] = ps.won;
    players.push_back(p);
  }
  j["players"] = players;
  if (s.has_pending) {
    const Pending& q = s.pend;
    j["pending"] = {{"power", static_cast<int>(q.power)}, {"step", q.step}, {"seat", q.seat}, {"owner", q.owner},
                    {"source", q.source}, {"a", q.a}, {"b", q.b}, {"count", q.count}};
  } else {
    j["pending"] = nullptr;
  }
  j["dominance"] = {{"step", s.dom_step}, {"winner", s.winner}, {"lastLoser", s.last_loser},
                    {"active", {s.strat_active[0], s.strat_active[1]}}};
  const RoundResult& r = s.last;
  j["last"] = {{"round", r.round},
               {"event", r.event},
               {"totals", {r.totals[0], r.totals[1]}},
               {"finalTotals", {r.final_totals[0], r.final_totals[1]}},
               {"strategy", {r.strategy[0], r.strategy[1]}},
               {"cancelled", {r.cancelled[0], r.cancelled[1]}},
               {"winner", r.winner}};
  j["over"] = s.over;
  j["gameWinner"] = s.game_winner;
  return j;
}

Result<std::unique_ptr<State>> evr_state_from_json(const json& j) {
  auto m = std::make_unique<EvrMatch>();
  EvrState& s = m->s;
  std::string err;
  auto fail = [&](const std::string& why) { return make_error(err::kBadSave, "evr state: " + why); };
  if (!j.is_object()) return fail("not an object");
  std::string variant;
  if (!get_string(j, "variant", variant) || (variant != "full" && variant != "learning")) return fail("bad variant");
  s.variant = variant == "full" ? Variant::Full : Variant::Learning;
  const json* rng = field(j, "rng");
  std::string rs, ri;
  uint64_t st = 0, inc = 0;
  if (!rng || !get_string(*rng, "state", rs) || !get_string(*rng, "inc", ri) || !parse_hex64(rs, st) ||
      !parse_hex64(ri, inc))
    return fail("bad rng");
  s.rng.set_raw(st, inc);
  int v = 0;
  if (!read_small(j, "phase", 0, 4, v, err)) return fail(err);
  s.phase = static_cast<Phase>(v);
  if (!read_small(j, "round", 0, 10000, v, err)) return fail(err);
  s.round = static_cast<int16_t>(v);
  if (!read_small(j, "rebelSeat", 0, 1, v, err)) return fail(err);
  s.seat_of_faction[kRebel] = static_cast<int8_t>(v);
  s.seat_of_faction[kImperial] = static_cast<int8_t>(1 - v);
  const json* ed = field(j, "eventDeck");
  if (!ed || !ed->is_array()) return fail("bad eventDeck");
  for (const json& x : *ed) {
    if (!x.is_string()) return fail("bad eventDeck entry");
    int e = find_event(x.get<std::string>().c_str());
    if (e < 0 || !s.event_deck.try_put_bottom(static_cast<CardId>(e))) return fail("bad eventDeck entry");
  }
  const json* ev = field(j, "event");
  if (!ev) return fail("missing event");
  if (ev->is_null()) s.event = -1;
  else if (ev->is_string() && find_event(ev->get<std::string>().c_str()) >= 0)
    s.event = static_cast<int8_t>(find_event(ev->get<std::string>().c_str()));
  else return fail("bad event");
  if (!read_small(j, "balance", 0, 1, v, err)) return fail(err);
  s.balance = static_cast<int8_t>(v);
  const json* run = field(j, "run");
  int cur = 0, passes = 0;
  if (!run || !get_int_in(*run, "current", 0, 1, cur) || !get_int_in(*run, "passes", 0, 2, passes)) return fail("bad run");
  s.run.seats = 2;
  s.run.current = static_cast<int8_t>(cur);
  s.run.passes = static_cast<int8_t>(passes);
  const json* ex = field(j, "exhausted");
  if (!ex || !ex->is_array()) return fail("bad exhausted");
  for (const json& x : *ex) {
    int c = x.is_string() ? find_card(x.get<std::string>().c_str()) : -1;
    if (c < 0) return fail("bad exhausted card");
    s.exhausted |= uint64_t{1} << c;
  }
  const json* players = field(j, "players");
  if (!players || !players->is_array() || players->size() != 2) return fail("players must be an array of 2");
  for (int seat = 0; seat < 2; ++seat) {
    const json& p = (*players)[static_cast<size_t>(seat)];
    PlayerState& ps = s.p[seat];
    if (!p.is_object()) return fail("bad player");
    if (!read_small(p, "faction", 0, 1, v, err)) return fail(err);
    ps.faction = static_cast<int8_t>(v);
    if (!read_cards(p, "deck", ps.deck, err) || !read_cards(p, "inPlay", ps.in_play, err) ||
        !read_cards(p, "discard", ps.discard, err) || !read_cards(p, "reserve", ps.reserve, err))
      return fail(err);
    if (!read_small(p, "picked", 0, kCharactersChosen, v, err)) return fail(err);
    ps.picked = static_cast<int8_t>(v);
    const json* sts = field(p, "strategies");
    if (!sts || !sts->is_array() || sts->size() != kNumStrategies) return fail("bad strategies");
    for (int k = 0; k < kNumStrategies; ++k) {
      const json& x = (*sts)[static_cast<size_t>(k)];
      int found = -1;
      for (int q = 0; q < 4; ++q)
        if (x.is_string() && x.get<std::string>() == kStratStatus[q]) found = q;
      if (found < 0) return fail("bad strategy status");
      ps.strat[k] = static_cast<StratStatus>(found);
    }
    if (!read_small(p, "chosen", -1, kNumStrategies - 1, v, err)) return fail(err);
    ps.chosen = static_cast<int8_t>(v);
    if (!read_small(p, "chosenBy", -1, 1, v, err)) return fail(err);
    ps.chosen_by = static_cast<int8_t>(v);
    const json* nx = field(p, "next");
    if (!get_bool(p, "revealed", ps.revealed) || !nx || !get_bool(*nx, "byOpponent", ps.next_by_opponent) ||
        !get_bool(*nx, "random", ps.next_random) || !get_bool(*nx, "revealFirst", ps.next_reveal_first))
      return fail("bad player flags");
    if (!read_small(p, "influence", 0, 30000, v, err)) return fail(err);
    ps.influence = static_cast<int16_t>(v);
    if (!read_small(p, "vp", 0, 30000, v, err)) return fail(err);
    ps.vp = static_cast<int16_t>(v);
    uint64_t won = 0;
    if (!get_uint64(p, "won", won) || won >= (uint64_t{1} << kNumEvents)) return fail("bad won");
    ps.won = static_cast<uint32_t>(won);
  }
  if (s.p[0].faction == s.p[1].faction || s.p[s.seat_of(kRebel)].faction != kRebel) return fail("bad factions");
  const json* pend = field(j, "pending");
  if (!pend) return fail("missing pending");
  if (!pend->is_null()) {
    Pending& q = s.pend;
    int power, step, seat, owner, source, a, b, count;
    if (!get_int_in(*pend, "power", 1, static_cast<int>(PowerId::Count) - 1, power) ||
        !get_int_in(*pend, "step", 0, 3, step) || !get_int_in(*pend, "seat", 0, 1, seat) ||
        !get_int_in(*pend, "owner", 0, 1, owner) || !get_int_in(*pend, "source", -1, kNumResourceCards - 1, source) ||
        !get_int_in(*pend, "a", -1, kNumResourceCards - 1, a) || !get_int_in(*pend, "b", -1, kNumResourceCards - 1, b) ||
        !get_int_in(*pend, "count", 0, 24, count))
      return fail("bad pending");
    q.power = static_cast<PowerId>(power);
    q.step = static_cast<uint8_t>(step);
    q.seat = static_cast<int8_t>(seat);
    q.owner = static_cast<int8_t>(owner);
    q.source = static_cast<int8_t>(source);
    q.a = static_cast<int8_t>(a);
    q.b = static_cast<int8_t>(b);
    q.count = static_cast<int8_t>(count);
    s.has_pending = true;
    // Powers that keep a seat in `a` after their first step.
    if ((q.power == PowerId::Recon || q.power == PowerId::IG88) && q.step > 0 && (q.a < 0 || q.a > 1))
      return fail("bad pending seat");
    if (q.power == PowerId::Leia && q.step > 0 && (q.a < 0 || !s.p[q.owner].reserve.contains(static_cast<CardId>(q.a))))
      return fail("bad pending card");
  }
  const json* dom = field(j, "dominance");
  if (!dom || !get_int_in(*dom, "step", 0, 6, v)) return fail("bad dominance");
  s.dom_step = static_cast<int8_t>(v);
  if (!get_int_in(*dom, "winner", -1, 1, v)) return fail("bad dominance winner");
  s.winner = static_cast<int8_t>(v);
  if (!get_int_in(*dom, "lastLoser", -1, 1, v)) return fail("bad lastLoser");
  s.last_loser = static_cast<int8_t>(v);
  const json* act = field(*dom, "active");
  if (!act || !act->is_array() || act->size() != 2 || !(*act)[0].is_boolean() || !(*act)[1].is_boolean())
    return fail("bad active");
  s.strat_active[0] = (*act)[0].get<bool>();
  s.strat_active[1] = (*act)[1].get<bool>();
  const json* last = field(j, "last");
  if (!last) return fail("missing last");
  auto pair = [&](const char* key, int lo, int hi, int8_t out[2]) {
    const json* a = field(*last, key);
    if (!a || !a->is_array() || a->size() != 2) return false;
    for (int i = 0; i < 2; ++i) {
      int x;
      if (!as_int_in((*a)[static_cast<size_t>(i)], lo, hi, x)) return false;
      out[i] = static_cast<int8_t>(x);
    }
    return true;
  };
  RoundResult& r = s.last;
  const json* canc = field(*last, "cancelled");
  if (!get_int_in(*last, "round", 0, 127, v)) return fail("bad last");
  r.round = static_cast<int8_t>(v);
  if (!get_int_in(*last, "event", -1, kNumEvents - 1, v)) return fail("bad last");
  r.event = static_cast<int8_t>(v);
  if (!get_int_in(*last, "winner", -1, 1, v)) return fail("bad last");
  r.winner = static_cast<int8_t>(v);
  if (!pair("totals", 0, 127, r.totals) || !pair("finalTotals", 0, 127, r.final_totals) ||
      !pair("strategy", -1, kNumStrategies - 1, r.strategy) || !canc || !canc->is_array() || canc->size() != 2 ||
      !(*canc)[0].is_boolean() || !(*canc)[1].is_boolean())
    return fail("bad last");
  r.cancelled[0] = (*canc)[0].get<bool>();
  r.cancelled[1] = (*canc)[1].get<bool>();
  if (!get_bool(j, "over", s.over) || !get_int_in(j, "gameWinner", -1, 1, v)) return fail("bad end state");
  s.game_winner = static_cast<int8_t>(v);
  std::string pend_err = check_pending(s);  // against the power table (effects.h)
  if (!pend_err.empty()) return fail(pend_err);
  std::string inv = m->check_invariants();
  if (!inv.empty()) return fail(inv);
  return std::unique_ptr<State>(std::move(m));
}

std::string EvrMatch::check_invariants() const {
  // Every resource card of a faction is in exactly one zone of its owner.
  for (int seat = 0; seat < 2; ++seat) {
    const PlayerState& ps = s.p[seat];
    int count[kNumResourceCards] = {};
    auto tally = [&](const auto& zone, bool chars_only) -> std::string {
      for (CardId c : zone.cards) {
        if (c >= kNumResourceCards || faction_of(c) != ps.faction) return "a card is in the wrong player's zone";
        if (chars_only && !is_character(c)) return "a non-character card is in a reserve";
        ++count[c];
      }
      return "";
    };
    std::string e;
    if (!(e = tally(ps.deck, false)).empty() || !(e = tally(ps.in_play, false)).empty() ||
        !(e = tally(ps.discard, false)).empty() || !(e = tally(ps.reserve, true)).empty())
      return e;
    int base = ps.faction * kCardsPerFaction;
    for (int i = 0; i < kCardsPerFaction; ++i) {
      int c = base + i;
      bool in_game = s.full_game() || !is_character(c);
      if (count[c] != (in_game ? 1 : 0))
        return std::string("card ") + card_id(c) + " appears " + std::to_string(count[c]) + " times";
    }
    if (ps.influence < 0 || ps.vp < 0) return "a counter is negative";
    int vp = 0;
    for (int ev = 0; ev < kNumEvents; ++ev)
      if ((ps.won >> ev) & 1u) vp += event_def(ev).vp;
    if (vp != ps.vp) return "VP do not match the events won";
    if (s.event >= 0 && ps.in_play.size() > s.capacity()) return "more cards in play than the capacity";
    int chosen = 0;
    for (int k = 0; k < kNumStrategies; ++k)
      if (ps.strat[k] == StratStatus::Chosen) {
        ++chosen;
        if (ps.chosen != k) return "chosen strategy mismatch";
      }
    if (chosen > 1 || (chosen == 0 && ps.chosen >= 0)) return "chosen strategy mismatch";
    if (s.full_game() && s.phase != Phase::Characters && s.num_unused(seat) == 0 && ps.chosen < 0)
      return "no strategy card is available";
  }
  for (int c = 0; c < kNumResourceCards; ++c)
    if (s.is_exhausted(c) && !s.p[s.owner_seat(c)].in_play.contains(static_cast<CardId>(c)))
      return "a card out of play is exhausted";
  // Events: each in exactly one place (deck, current, or won).
  int seen[kNumEvents] = {};
  for (CardId e : s.event_deck.cards) ++seen[e];
  // A won event stays "this round's event" until the round ends.
  if (s.event >= 0 && !(((s.p[0].won | s.p[1].won) >> s.event) & 1u)) ++seen[s.event];
  for (int seat = 0; seat < 2; ++seat)
    for (int e = 0; e < kNumEvents; ++e)
      if ((s.p[seat].won >> e) & 1u) ++seen[e];
  for (int e = 0; e < kNumEvents; ++e) {
    int expect = s.full_game() || e == escape_from_tatooine() ? 1 : 0;
    if (s.full_game() && seen[e] != 1) return std::string("event ") + event_def(e).key + " is lost or duplicated";
    if (!s.full_game() && seen[e] > expect) return "learning game event duplicated";
  }
  if (s.over != (s.phase == Phase::Over)) return "game-over flag and phase disagree";
  if (s.has_pending && (s.pend.seat < 0 || s.pend.seat > 1)) return "pending choice for no seat";
  std::vector<int> acting = to_act();
  if (!s.over && acting.empty()) return "nobody can act but the game is not over";
  std::vector<Action> acts;
  for (int seat : acting) {
    legal_actions(seat, acts);
    if (acts.empty()) return "a seat is asked to act but has no legal action";
  }
  return "";
}

}  // namespace evr
}  // namespace sw
