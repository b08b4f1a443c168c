// The sw::State / sw::Game of the test game: everything goes through the
// core (sw/engine.h); this file adds setup, views, saves, determinisation
// and a heuristic.
#include "tg_game.h"
#include <algorithm>
#include <memory>
#include <string>
#include <vector>
#include "tg_state.h"

namespace sw {
namespace tg {

namespace {

class TgMatch : public State {
 public:
  TgState s;

  std::unique_ptr<State> clone() const override { return std::make_unique<TgMatch>(*this); }
  void seats_to_act(std::vector<int>& out) const override { engine::seats_to_act(s, out); }
  void legal_actions(int seat, std::vector<Action>& out) const override { engine::legal_actions(s, seat, out); }
  void apply(int seat, Action a, EventLog* log) override { engine::apply(s, seat, a, log); }
  std::string action_id(int, Action a) const override { return engine::action_id(s, a); }
  json action_json(int, Action a) const override { return engine::action_json(s, a); }
  bool terminal() const override { return s.over; }
  bool concede(int seat, EventLog* log) override {
    if (s.over || seat < 0 || seat >= s.seats) return false;
    if (log) log->add("concede", seat, "Seat " + std::to_string(seat) + " concedes.");
    s.finish(s.seats == 2 ? 1 - seat : -1, log);  // with three seats nobody wins
    return true;
  }
  std::vector<int> winners() const override {
    if (s.over && s.winner >= 0) return {s.winner};
    return {};
  }
  json status_json() const override {
    json j;
    j["phase"] = s.over ? "over" : s.stack.empty() ? "none" : frame_name(s.stack.top().kind);
    j["round"] = s.turn;
    json score = json::object();
    for (int p = 0; p < s.seats; ++p) {
      CardId b = s.base_of(p);
      score[std::to_string(p)] = b == kNoCard ? 0 : engine::stat(s, b, kHealth) - s.card(b).damage;
    }
    j["score"] = score;
    return j;
  }
  json view(int viewer) const override;
  json to_json() const override;
  bool equals(const State& other) const override {
    const auto* o = dynamic_cast<const TgMatch*>(&other);
    return o && o->s == s;
  }
  std::string check_invariants() const override;
  void resample_hidden(int viewer, Rng& rng) override;
  double heuristic(int seat) const override;
  int num_players() const override { return s.seats; }

  static std::string frame_name(int kind) {
    switch (kind) {
      case kFrameEvent: return "event";
      case kFrameWindow: return "window";
      case kFrameOrder: return "order";
      case kFrameAbility: return "ability";
      default: {
        const FrameKindDef<TgState>* k = engine::game_kind<TgState>(kind);
        return k ? k->name : "?";
      }
    }
  }
};

json card_view(const TgState& s, CardId c) {
  const CardInstance& ci = s.card(c);
  const Card& d = TgState::card_def(ci.def);
  json j;
  j["id"] = s.card_key(c);
  j["name"] = d.name;
  j["owner"] = ci.owner;
  if (ci.zone == zone::kPlay) {
    j["controller"] = ci.controller;
    j["exhausted"] = ci.exhausted;
    j["damage"] = ci.damage;
    j["power"] = engine::stat(s, c, kPower);
    j["health"] = engine::stat(s, c, kHealth);
  }
  json texts = json::array();
  for (int i = 0; i < d.n_abilities; ++i) texts.push_back(d.abilities[i].text);
  j["text"] = texts;
  return j;
}

json TgMatch::view(int viewer) const {
  json v;
  v["game"] = "test";
  v["viewer"] = viewer;
  v["turn"] = s.turn;
  v["active"] = s.active;
  v["over"] = s.over;
  v["winner"] = s.winner;
  json players = json::array();
  for (int p = 0; p < s.seats; ++p) {
    json pj;
    auto list = [&](uint8_t z) {
      json a = json::array();
      for (CardId c : s.zone_of(p, z)) a.push_back(card_view(s, c));
      return a;
    };
    pj["inPlay"] = list(zone::kPlay);
    pj["discard"] = list(zone::kDiscard);
    pj["deckCount"] = s.zone_of(p, zone::kDeck).size();
    pj["handCount"] = s.zone_of(p, zone::kHand).size();
    if (viewer == p) pj["hand"] = list(zone::kHand);
    players.push_back(pj);
  }
  v["players"] = players;
  // The open events (public: what is being interrupted or reacted to).
  json evs = json::array();
  for (const Event& e : s.events) {
    json ej;
    ej["kind"] = e.kind;
    ej["amount"] = e.amount;
    ej["cancelled"] = e.cancelled;
    if (s.valid_card(e.source) && s.card(e.source).zone != zone::kHand && s.card(e.source).zone != zone::kDeck)
      ej["source"] = s.card_key(e.source);
    if (s.valid_card(e.target)) ej["target"] = s.card_key(e.target);
    evs.push_back(ej);
  }
  v["events"] = evs;
  json las = json::array();
  for (const Lasting& l : s.lasting)
    las.push_back({{"target", s.card_key(l.target)}, {"stat", l.stat}, {"amount", l.amount}});
  v["lasting"] = las;
  v["step"] = s.stack.empty() ? "none" : frame_name(s.stack.top().kind);
  if (viewer >= 0) v["prompt"] = engine::prompt(s, viewer);
  return v;
}

json TgMatch::to_json() const {
  json j;
  j["game"] = "test";
  j["core"] = engine::core_to_json(s);
  j["rng"] = {hex64(s.rng.raw_state()), hex64(s.rng.raw_inc())};
  j["turn"] = s.turn;
  j["over"] = s.over;
  j["winner"] = s.winner;
  return j;
}

Result<std::unique_ptr<State>> from_json(const json& j) {
  auto bad = [](const std::string& m) { return make_error(err::kBadSave, "test game: " + m); };
  if (!j.is_object()) return bad("the state must be an object");
  if (const std::string* k = unknown_key(j, {"game", "core", "rng", "turn", "over", "winner"}))
    return bad("unknown key '" + *k + "'");
  auto m = std::make_unique<TgMatch>();
  TgState& s = m->s;
  const json* core = field(j, "core");
  if (!core) return bad("no core");
  std::string e = engine::core_from_json(*core, s);
  if (!e.empty()) return bad(e);
  const json* rng = field(j, "rng");
  uint64_t st = 0, inc = 0;
  if (!rng || !rng->is_array() || rng->size() != 2 || !(*rng)[0].is_string() || !(*rng)[1].is_string() ||
      !parse_hex64((*rng)[0].get<std::string>(), st) || !parse_hex64((*rng)[1].get<std::string>(), inc))
    return bad("bad rng");
  s.rng.set_raw(st, inc);
  int turn = 0, winner = 0;
  if (!get_int_in(j, "turn", 0, kTurnLimit, turn) || !get_bool(j, "over", s.over) ||
      !get_int_in(j, "winner", -1, s.seats - 1, winner))
    return bad("bad turn, over or winner");
  s.turn = static_cast<int16_t>(turn);
  s.winner = static_cast<int8_t>(winner);
  if (s.over != s.stack.empty()) return bad("a game in progress needs a step stack, a finished one none");
  for (int p = 0; p < s.seats; ++p)
    if (s.base_of(p) == kNoCard) return bad("every seat needs its base");
  std::string inv = m->check_invariants();
  if (!inv.empty()) return bad(inv);
  return std::unique_ptr<State>(std::move(m));
}

std::string TgMatch::check_invariants() const {
  std::string e = engine::check_core(s);
  if (!e.empty()) return e;
  if (!s.over) {
    std::vector<int> seats;
    seats_to_act(seats);
    if (seats.empty()) return "the game is not over but nobody can act";
  }
  for (const CardInstance& ci : s.cards)
    if (ci.damage < 0 || ci.focus < 0) return "negative tokens";
  return "";
}

// Everything a viewer cannot see: other seats' hands and every deck's order.
// Cards the stack, an open event, a limit or a lasting effect refers to stay
// where they are (they are known to be there).
void TgMatch::resample_hidden(int viewer, Rng& rng) {
  s.forget_window_answer();  // hands and decks change under the waiting window
  auto referenced = [&](CardId c) { return s.flow_names(c); };
  for (int p = 0; p < s.seats; ++p) {
    std::vector<CardId> pool;
    auto collect = [&](uint8_t z) {
      for (CardId c : s.zone_of(p, z))
        if (!referenced(c)) pool.push_back(c);
    };
    if (p != viewer) collect(zone::kHand);
    collect(zone::kDeck);
    rng.shuffle(pool.data(), static_cast<int>(pool.size()));
    // Refill the free positions of each zone in order, keeping fixed cards.
    size_t next = 0;
    for (uint8_t z : {zone::kHand, zone::kDeck}) {
      if (z == zone::kHand && p == viewer) continue;
      auto& zn = s.zone_of(p, z);
      for (int i = 0; i < zn.size(); ++i) {
        if (referenced(zn.cards[i])) continue;
        CardId c = pool[next++];
        zn.cards[i] = c;
        s.board_changed();
        s.card(c).zone = z;
      }
    }
  }
  const uint64_t a = rng.next();  // two statements: argument order is unspecified in C++
  const uint64_t b = rng.next();
  s.rng = Rng(a, b);
}

double TgMatch::heuristic(int seat) const {
  if (s.over) return s.winner == seat ? 1.0 : s.winner < 0 ? 0.0 : -1.0;
  double mine = 0, theirs = 0;
  for (int p = 0; p < s.seats; ++p) {
    CardId b = s.base_of(p);
    double v = 8.0 - s.card(b).damage + 0.5 * s.zone_of(p, zone::kPlay).size();
    (p == seat ? mine : theirs) += p == seat ? v : v / (s.seats - 1);
  }
  return std::max(-1.0, std::min(1.0, (mine - theirs) / 12.0));
}

class TgGame : public Game {
 public:
  TgGame() {
    info_.id = "test";
    info_.name = "Test game (core windows)";
    info_.min_players = 2;
    info_.max_players = 3;
    info_.options = {OptionSpec{"players", "number of seats", json(2), {json(2), json(3)}}};
    info_.rules_version = "tests/testgame";
  }
  const GameInfo& info() const override { return info_; }

  Result<std::unique_ptr<State>> new_state(const json& options, uint64_t seed, const json& setup,
                                           EventLog* log) const override {
    int players = 2;
    if (!get_int_in(options, "players", 2, 3, players)) return make_error(err::kBadOption, "players must be 2 or 3");
    auto m = std::make_unique<TgMatch>();
    TgState& s = m->s;
    s.seats = static_cast<int8_t>(players);
    s.rng = Rng(seed, 0x7E57);
    // Setup (docs: tests/testgame): {"hands":[[keys...]...], "inPlay":[[keys...]...], "decks":[[keys...]]}
    // names exact cards per seat; unnamed seats get the standard deal.
    if (const std::string* k = unknown_key(setup, {"hands", "inPlay", "decks", "first"}))
      return make_error(err::kBadSetup, "test game: unknown setup key '" + *k + "'");
    const json* hands = field(setup, "hands");
    const json* play = field(setup, "inPlay");
    const json* decks = field(setup, "decks");
    for (int p = 0; p < players; ++p) {
      s.add_card(find_def("base"), p, zone::kPlay);
      auto named = [&](const json* arr, uint8_t z) -> Result<bool> {
        if (!arr) return false;
        if (!arr->is_array() || static_cast<int>(arr->size()) > players)
          return make_error(err::kBadSetup, "setup lists must be arrays with one list per seat");
        if (p >= static_cast<int>(arr->size())) return false;
        const json& list = (*arr)[static_cast<size_t>(p)];
        if (!list.is_array() || list.size() > 12) return make_error(err::kBadSetup, "a setup list holds at most 12 cards");
        for (const json& k : list) {
          int d = k.is_string() ? find_def(k.get<std::string>()) : -1;
          if (d < 0 || TgState::card_def(d).type == kBase) return make_error(err::kBadSetup, "unknown card in setup");
          if (s.add_card(d, p, z) == kNoCard) return make_error(err::kBadSetup, "too many cards in setup");
        }
        return true;
      };
      bool custom = false;
      for (auto [arr, z] : {std::pair<const json*, uint8_t>{hands, zone::kHand}, {play, zone::kPlay}, {decks, zone::kDeck}}) {
        Result<bool> r = named(arr, z);
        if (!r.ok()) return r.error();
        custom = custom || r.value();
      }
      if (!custom) {
        for (int d = 1; d < TgState::num_card_defs(); ++d) {
          if (std::string(TgState::card_def(d).key) == "phoenix") continue;  // named setups only (the deck's size stays)
          s.add_card(d, p, zone::kDeck);
          if (std::string(TgState::card_def(d).key) == "trooper") s.add_card(d, p, zone::kDeck);
        }
        auto& deck = s.zone_of(p, zone::kDeck);
        s.rng.shuffle(deck.cards.data(), deck.size());
        for (int i = 0; i < kHandSize; ++i) s.move_card(deck.top(), zone::kHand);
      }
    }
    for (int p = 0; p < players; ++p)
      if (s.zone_of(p, zone::kPlay).size() + s.zone_of(p, zone::kHand).size() + s.zone_of(p, zone::kDeck).size() >
          TgLimits::kZoneCap)
        return make_error(err::kBadSetup, "too many cards for one seat");
    int first = 0;
    if (setup.is_object() && field(setup, "first") && !get_int_in(setup, "first", 0, players - 1, first))
      return make_error(err::kBadSetup, "'first' must be a seat");
    Frame t;
    t.kind = kFrameTurn;
    t.seat = static_cast<int8_t>(first);
    s.stack.push(t);
    engine::advance(s, log);
    return std::unique_ptr<State>(std::move(m));
  }

  Result<std::unique_ptr<State>> state_from_json(const json& j) const override { return from_json(j); }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TgGame>(); }

}  // namespace tg
}  // namespace sw
