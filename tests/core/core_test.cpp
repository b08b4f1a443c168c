// Unit tests of the core building blocks in libsw/include/sw/: the RNG, the
// inline containers (loud overflow), pass runs, the
// JSON helpers, the event log's redaction, zones, and the registry.
#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <vector>
#include <catch2/catch.hpp>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/inline_vec.h"
#include "sw/invariant.h"
#include "sw/log.h"
#include "sw/match.h"
#include "sw/priority.h"
#include "sw/registry.h"
#include "sw/rng.h"
#include "sw/zone.h"

using namespace sw;

// ---------------------------------------------------------------- Rng ----

TEST_CASE("Rng matches the PCG32 reference output (seed 42, stream 54)", "[core][rng]") {
  // The first six outputs of O'Neill's pcg32-demo.c (pcg32_srandom_r(42, 54)).
  Rng rng(42, 54);
  const std::array<uint32_t, 6> raw = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                       0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
  for (uint32_t want : raw) REQUIRE(rng.next() == want);
  // Output 621 of the same generator (pcg32-demo.c, round 5).
  Rng later(42, 54);
  for (int i = 0; i < 620; ++i) later.next();
  CHECK(later.next() == 0xfcef7cd6u);
}

TEST_CASE("Rng derived draws are pinned (saves and replays depend on them)", "[core][rng]") {
  // below() is Lemire's multiply-and-shift with rejection. These sequences
  // were computed with an independent Python model of that method on the
  // reference generator; if below/roll/shuffle change, every saved game and
  // replay changes too, so a change here must be deliberate.
  Rng rng(42, 54);
  for (int i = 0; i < 6; ++i) rng.next();
  std::string coins;
  for (int i = 0; i < 65; ++i) coins += rng.below(2) ? 'H' : 'T';
  CHECK(coins == "HHHHTTHTTTHHHHHTTTHHTTTTHTTHHHHTHHHTHTTTTHTTHHTHHHTTTTHHTHTTTTHTT");

  const std::vector<int> want_rolls = {4, 4, 6, 1, 5, 6, 5, 2, 5, 2, 2, 4, 6, 3, 6, 1, 1,
                                       6, 6, 2, 3, 6, 5, 6, 6, 3, 4, 5, 4, 4, 6, 4, 3};
  std::vector<int> rolls;
  for (size_t i = 0; i < want_rolls.size(); ++i) rolls.push_back(rng.roll(6));
  CHECK(rolls == want_rolls);

  std::array<int, 52> cards{};
  for (int i = 0; i < 52; ++i) cards[static_cast<size_t>(i)] = i;
  rng.shuffle(cards.data(), 52);
  const char* number = "A23456789TJQK";
  const char* suit = "hcds";
  std::string got;
  for (int c : cards) {
    if (!got.empty()) got += ' ';
    got += number[c / 4];
    got += suit[c % 4];
  }
  CHECK(got ==
        "Qh 9h Jh Ah 9s Kd Js 3d Jd 5d 5c Ts Kc Ac Tc Ks 8d 9c 2h Th 8c 7s 4s 5h 6s 7c "
        "2s 6c Ad 4c Qd Td As Jc 4h 7h 2c Qs Kh 4d 3h 8h 6d 7d Qc 3c 3s 8s 6h 9d 2d 5s");

  // Bounds near 2^32, where rejection matters.
  Rng big(7, 1);
  std::vector<uint32_t> a, b;
  for (int i = 0; i < 4; ++i) a.push_back(big.below(0xFFFFFFFFu));
  for (int i = 0; i < 4; ++i) b.push_back(big.below(0x80000001u));
  CHECK(a == std::vector<uint32_t>{2215483849u, 315054045u, 1954657311u, 4195553630u});
  CHECK(b == std::vector<uint32_t>{904319818u, 885364345u, 847602283u, 1731884548u});
}

TEST_CASE("Rng is deterministic and seeds/streams matter", "[core][rng]") {
  Rng a(123), b(123), c(124), d(123, 7);
  bool differs_seed = false, differs_stream = false;
  for (int i = 0; i < 100; ++i) {
    uint32_t x = a.next();
    REQUIRE(x == b.next());
    if (x != c.next()) differs_seed = true;
    if (x != d.next()) differs_stream = true;
  }
  CHECK(differs_seed);
  CHECK(differs_stream);
  CHECK(a == b);
  CHECK(a != c);

  // Copying the generator copies its future; set_raw restores a saved one.
  Rng saved;
  saved.set_raw(a.raw_state(), a.raw_inc());
  CHECK(saved == a);
  for (int i = 0; i < 10; ++i) REQUIRE(saved.next() == a.next());
}

TEST_CASE("Rng::below stays in range and is roughly uniform", "[core][rng]") {
  Rng rng(2024);
  CHECK(rng.below(0) == 0u);
  CHECK(rng.below(1) == 0u);
  for (uint32_t bound : {2u, 3u, 7u, 10u, 52u, 1000u, 0x80000001u, 0xFFFFFFFFu}) {
    for (int i = 0; i < 2000; ++i) REQUIRE(rng.below(bound) < bound);
  }
  // 60000 draws of a fair d6: every face within 5% of 10000 (the seed is
  // fixed, so this cannot flake; a biased below() would fail it).
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) counts[rng.below(6)]++;
  for (int n : counts) {
    CHECK(n > 9500);
    CHECK(n < 10500);
  }
  std::set<int> faces;
  for (int i = 0; i < 500; ++i) {
    int r = rng.roll(6);
    REQUIRE(r >= 1);
    REQUIRE(r <= 6);
    faces.insert(r);
  }
  CHECK(faces.size() == 6);
  CHECK(rng.roll(1) == 1);
  CHECK(rng.roll(0) == 1);
}

TEST_CASE("Rng::shuffle is a permutation and depends on the seed", "[core][rng]") {
  std::vector<int> base(40);
  for (int i = 0; i < 40; ++i) base[static_cast<size_t>(i)] = i * 3;
  std::vector<int> x = base, y = base, z = base;
  Rng r1(9), r2(9), r3(10);
  r1.shuffle(x.data(), static_cast<int>(x.size()));
  r2.shuffle(y.data(), static_cast<int>(y.size()));
  r3.shuffle(z.data(), static_cast<int>(z.size()));
  CHECK(x == y);
  CHECK(x != base);
  CHECK(x != z);
  std::vector<int> sorted = x;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == base);

  // Empty and single-element ranges are left alone.
  int one = 5;
  r1.shuffle(&one, 1);
  CHECK(one == 5);
  r1.shuffle(static_cast<int*>(nullptr), 0);

  // Every position is reachable: over many shuffles of 4 items each item
  // lands in every slot.
  std::array<std::array<int, 4>, 4> seen{};
  Rng r4(77);
  for (int t = 0; t < 400; ++t) {
    std::array<int, 4> v = {0, 1, 2, 3};
    r4.shuffle(v.data(), 4);
    for (size_t pos = 0; pos < 4; ++pos) seen[static_cast<size_t>(v[pos])][pos]++;
  }
  for (auto& row : seen)
    for (int n : row) CHECK(n > 50);
}

// ---------------------------------------------------------- InlineVec ----

TEST_CASE("InlineVec keeps order, respects its capacity", "[core][inline_vec]") {
  InlineVec<int, 4> v;
  CHECK(v.empty());
  CHECK(InlineVec<int, 4>::kCapacity == 4);
  for (int i = 1; i <= 4; ++i) REQUIRE(v.push_back(i * 10));
  CHECK(v.full());
  REQUIRE(pending_violation() == nullptr);
  CHECK_FALSE(v.try_push_back(50));  // untrusted input: a quiet "no"
  CHECK(pending_violation() == nullptr);
  CHECK_FALSE(v.push_back(50));  // game code: overflow is a reported bug
  CHECK(take_violation() != nullptr);
  CHECK(v.size() == 4);
  CHECK(v.back() == 40);
  CHECK_FALSE(v.insert_at(0, 5));  // full
  CHECK(take_violation() != nullptr);

  v.erase_at(1);  // 10 30 40
  REQUIRE(v.size() == 3);
  CHECK(v[0] == 10);
  CHECK(v[1] == 30);
  CHECK(v[2] == 40);
  CHECK(v.index_of(40) == 2);
  CHECK(v.index_of(20) == -1);
  CHECK(v.contains(30));
  CHECK_FALSE(v.erase_value(99));
  CHECK(v.size() == 3);

  CHECK(v.insert_at(0, 1));  // 1 10 30 40
  CHECK(v[0] == 1);
  CHECK(v[1] == 10);
  CHECK(v.pop_back() == 40);
  CHECK_FALSE(v.try_insert_at(4, 7));  // past the end
  CHECK_FALSE(v.try_insert_at(-1, 7));
  CHECK(pending_violation() == nullptr);
  CHECK_FALSE(v.insert_at(-1, 7));
  CHECK(take_violation() != nullptr);
  CHECK(v.insert_at(3, 7));  // at the end: 1 10 30 7
  CHECK(v.back() == 7);
  CHECK(v.erase_value(10));  // 1 30 7
  std::vector<int> as_vec(v.begin(), v.end());
  CHECK(as_vec == std::vector<int>{1, 30, 7});

  // Equality looks at the live elements only.
  InlineVec<int, 4> w;
  w.push_back(1);
  w.push_back(30);
  w.push_back(7);
  w.push_back(99);
  w.pop_back();
  CHECK(v == w);
  w[2] = 8;
  CHECK(v != w);
  w.clear();
  CHECK(w.empty());
  CHECK(w.size() == 0);
}

// ------------------------------------------------------------ PassRun ----

TEST_CASE("PassRun closes a window after every seat passes in a row", "[core][priority]") {
  PassRun r;
  r.start(2, 1);
  CHECK(r.current == 1);
  CHECK(r.passes == 0);
  CHECK_FALSE(r.pass());  // seat 1 passes
  CHECK(r.current == 0);
  CHECK(r.passes == 1);
  r.act();  // seat 0 acts: the run restarts
  CHECK(r.passes == 0);
  CHECK(r.current == 1);
  CHECK_FALSE(r.pass());
  CHECK(r.pass());  // both passed in succession

  PassRun three;
  three.start(3, 2);
  CHECK_FALSE(three.pass());
  CHECK(three.current == 0);
  CHECK_FALSE(three.pass());
  three.act();
  CHECK(three.current == 2);
  CHECK_FALSE(three.pass());
  CHECK_FALSE(three.pass());
  CHECK(three.pass());

  PassRun a, b;
  a.start(2, 0);
  b.start(2, 0);
  CHECK(a == b);
  b.act();
  CHECK_FALSE(a == b);
}

// --------------------------------------------------------- JSON helpers ----

TEST_CASE("parse_json rejects garbage and leaves the output untouched", "[core][json]") {
  json out = {{"keep", 1}};
  for (const char* bad : {"", "{", "}", "[1,", "nul", "{\"a\":}", "{'a':1}", "[1] x", "\x01", "01", "NaN",
                          "{\"a\":1,}", "\"unterminated"}) {
    INFO("input: " << bad);
    CHECK_FALSE(parse_json(bad, out));
    CHECK(out == json({{"keep", 1}}));
  }
  CHECK(parse_json("[1,2]", out));
  CHECK(out == json::array({1, 2}));
  CHECK(parse_json("  null ", out));
  CHECK(out.is_null());
  // Deep nesting is rejected by the depth limit before anything recurses
  // (docs/api.md "Limits"); the output stays untouched.
  std::string deep(10000, '[');
  deep += std::string(10000, ']');
  CHECK_FALSE(parse_json(deep, out));
  CHECK(out.is_null());
}

TEST_CASE("dump replaces invalid UTF-8 instead of failing", "[core][json]") {
  json j = {{"s", std::string("ok \xff\xfe end")}, {"n", 1}};
  std::string text = dump(j);
  CHECK_FALSE(text.empty());
  json back;
  REQUIRE(parse_json(text, back));
  CHECK(back["n"] == 1);
  std::string s = back["s"].get<std::string>();
  CHECK(s.find("ok ") == 0);
  CHECK(s.find("end") != std::string::npos);
  CHECK(s.find('\xff') == std::string::npos);
  // Valid UTF-8 passes through unchanged.
  json u = std::string("\xc3\xa9\xe2\x82\xac");
  CHECK(dump(u) == "\"\xc3\xa9\xe2\x82\xac\"");
}

TEST_CASE("typed field getters check types and ranges", "[core][json]") {
  json j;
  REQUIRE(parse_json(R"({"i":-5,"u":18446744073709551615,"d":1.5,"s":"x","b":true,"big":9223372036854775807})", j));
  int64_t i = 0;
  CHECK(get_int(j, "i", i));
  CHECK(i == -5);
  CHECK(get_int(j, "big", i));
  CHECK(i == INT64_MAX);
  CHECK_FALSE(get_int(j, "d", i));
  CHECK_FALSE(get_int(j, "s", i));
  CHECK_FALSE(get_int(j, "missing", i));

  int small = 7;
  CHECK(get_int_in(j, "i", -10, 10, small));
  CHECK(small == -5);
  small = 7;
  CHECK_FALSE(get_int_in(j, "i", 0, 10, small));
  CHECK(small == 7);
  CHECK_FALSE(get_int_in(j, "big", 0, 1000, small));
  CHECK(as_int_in(json(3), 0, 5, small));
  CHECK(small == 3);
  CHECK_FALSE(as_int_in(json(3.0), 0, 5, small));
  CHECK_FALSE(as_int_in(json("3"), 0, 5, small));

  uint64_t u = 0;
  CHECK(get_uint64(j, "u", u));
  CHECK(u == UINT64_MAX);
  CHECK_FALSE(get_uint64(j, "i", u));  // negative
  CHECK_FALSE(get_uint64(j, "d", u));

  std::string s;
  CHECK(get_string(j, "s", s));
  CHECK(s == "x");
  CHECK_FALSE(get_string(j, "b", s));
  bool b = false;
  CHECK(get_bool(j, "b", b));
  CHECK(b);
  CHECK_FALSE(get_bool(j, "i", b));

  CHECK(field(j, "s") != nullptr);
  CHECK(field(j, "nope") == nullptr);
  CHECK(field(json::array({1}), "s") == nullptr);
  CHECK(field(json("str"), "s") == nullptr);
}

// nlohmann's is_number_integer() is also true for unsigned numbers: a value
// above INT64_MAX must be rejected, not wrapped (18446744073709551615 -> -1).
TEST_CASE("get_int rejects unsigned values above INT64_MAX", "[core][json]") {
  json j;
  REQUIRE(parse_json(R"({"u":18446744073709551615,"v":9223372036854775808})", j));
  int64_t i = 12;
  CHECK_FALSE(get_int(j, "u", i));
  CHECK_FALSE(get_int(j, "v", i));
  int seat = 5;
  CHECK_FALSE(as_int_in(j["u"], -10, 10, seat));
  CHECK(seat == 5);
}

TEST_CASE("hex64 round-trips and parse_hex64 is strict", "[core][json]") {
  for (uint64_t v : {uint64_t{0}, uint64_t{1}, uint64_t{0xdeadbeefULL}, UINT64_MAX, uint64_t{0x0123456789abcdefULL}}) {
    std::string h = hex64(v);
    CHECK(h.size() == 16);
    uint64_t back = 1;
    REQUIRE(parse_hex64(h, back));
    CHECK(back == v);
  }
  CHECK(hex64(255) == "00000000000000ff");
  uint64_t out = 42;
  CHECK_FALSE(parse_hex64("", out));
  CHECK_FALSE(parse_hex64("00000000000000000", out));  // 17 digits
  CHECK_FALSE(parse_hex64("FF", out));                 // upper case is not produced, not accepted
  CHECK_FALSE(parse_hex64("0x10", out));
  CHECK(out == 42);
}

// ------------------------------------------------------------ EventLog ----

TEST_CASE("EventLog redacts private entries per viewer", "[core][log]") {
  EventLog lg;
  lg.round = 2;
  lg.add("public", -1, "Everyone sees this.", json{{"n", 1}});
  lg.add_private("secret", 0, seat_bit(0), "Rebel chooses a card.", "You choose Deception.",
                 json(), json{{"card", "deception"}});
  REQUIRE(lg.size() == 2);
  CHECK(lg.entries()[1].seq == 1);
  CHECK(lg.entries()[1].round == 2);

  json own = lg.view(0);
  json other = lg.view(1);
  json spectator = lg.view(-1);
  CHECK(own[1]["text"] == "You choose Deception.");
  CHECK(own[1]["data"]["card"] == "deception");
  for (const json* v : {&other, &spectator}) {
    CHECK((*v)[1]["text"] == "Rebel chooses a card.");
    CHECK((*v)[1]["data"] == json::object());
    CHECK(dump(*v).find("deception") == std::string::npos);
  }
  CHECK(spectator[0]["data"]["n"] == 1);
  CHECK(lg.view(0, 1).size() == 1);

  lg.truncate(1);
  CHECK(lg.size() == 1);
  lg.truncate(5);  // longer than the log: no change
  CHECK(lg.size() == 1);
  CHECK(seat_bit(3) == 8u);
  CHECK(seat_bit(-1) == 0u);
  CHECK(seat_bit(32) == 0u);
}

// -------------------------------------------------------------- Zones ----

TEST_CASE("Zones: decks take from the top, CardId has 16 bits, overflow is loud", "[core][zone]") {
  Zone<5> deck;
  REQUIRE(deck.put_bottom(1));
  REQUIRE(deck.put_bottom(2));
  REQUIRE(deck.put_top(3));
  CHECK(deck.top() == 3);
  CHECK(deck.take_top() == 3);
  CHECK(deck.top() == 1);
  CHECK(deck.remove(2));
  CHECK_FALSE(deck.remove(2));
  CHECK(deck.size() == 1);

  // A 4-player LCG game has 250+ card instances.
  Zone<2> big;
  REQUIRE(big.put_bottom(300));
  REQUIRE(big.put_top(1000));
  CHECK(big.top() == 1000);
  CHECK(big.contains(300));
  CHECK_FALSE(big.try_put_bottom(5));
  CHECK(pending_violation() == nullptr);
  CHECK_FALSE(big.put_bottom(5));
  CHECK(take_violation() != nullptr);
  CHECK(big.size() == 2);
}

// ------------------------------------------------- Registry and Match ----

TEST_CASE("builtin registry lists evr with the documented shape", "[core][registry]") {
  json games;
  REQUIRE(parse_json(list_games_json(builtin_registry()), games));
  REQUIRE(games.is_array());
  REQUIRE_FALSE(games.empty());
  std::set<std::string> ids;
  for (const json& g : games) {
    REQUIRE(g.is_object());
    std::string id = g.value("id", "");
    CHECK_FALSE(id.empty());
    CHECK(ids.insert(id).second);  // ids are unique
    CHECK(g["name"].is_string());
    CHECK(g["players"]["min"].get<int>() <= g["players"]["max"].get<int>());
    CHECK(g["options"].is_object());
    REQUIRE(g["optionSpecs"].is_array());
    CHECK(g["optionSpecs"].size() == g["options"].size());
    for (const json& spec : g["optionSpecs"]) CHECK(g["options"][spec["name"].get<std::string>()] == spec["default"]);
    CHECK(g["hiddenInformation"].is_boolean());
    CHECK(g["chance"].is_boolean());
    CHECK(g["teams"].is_boolean());
    CHECK(g["rulesVersion"].is_string());
    CHECK(builtin_registry().find(id) != nullptr);
  }
  REQUIRE(ids.count("evr") == 1);
  const Game* evr = builtin_registry().find("evr");
  REQUIRE(evr != nullptr);
  CHECK(evr->info().min_players == 2);
  CHECK(evr->info().max_players == 2);
  CHECK(builtin_registry().find("no-such-game") == nullptr);
  CHECK(builtin_registry().list().size() == games.size());

  Registry empty;
  CHECK(empty.list().empty());
  CHECK(empty.list_json() == json::array());
  CHECK(empty.find("evr") == nullptr);
}

TEST_CASE("Game::normalize_options fills defaults and rejects bad options", "[core][registry]") {
  const Game* evr = builtin_registry().find("evr");
  REQUIRE(evr != nullptr);
  Result<json> def = evr->normalize_options(json());
  REQUIRE(def.ok());
  CHECK(def.value().size() == evr->info().options.size());
  for (const OptionSpec& o : evr->info().options) CHECK(def.value()[o.name] == o.default_value);

  Result<json> bad_type = evr->normalize_options(json::array());
  REQUIRE_FALSE(bad_type.ok());
  CHECK(bad_type.error().code == err::kBadOption);
  Result<json> unknown = evr->normalize_options(json{{"no-such-option", 1}});
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().code == err::kBadOption);
  for (const OptionSpec& o : evr->info().options) {
    json wrong = o.default_value.is_string() ? json(12345) : json("not-a-value");
    Result<json> r = evr->normalize_options(json{{o.name, wrong}});
    INFO("option " << o.name);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == err::kBadOption);
  }
}

TEST_CASE("Match answers every call before start with not_started", "[core][match]") {
  Match m(builtin_registry());
  for (const std::string& r : {m.status(), m.view(0), m.log(-1), m.legal_actions(0), m.apply(R"({"player":0,"id":"x"})"),
                               m.undo(), m.undo_to_seat(0), m.concede(0), m.save(), m.replay(), m.bot_action(0, "")}) {
    json j;
    INFO(r);
    REQUIRE(parse_json(r, j));
    CHECK(j["ok"] == false);
    CHECK(j["error"]["code"] == "not_started");
    CHECK(j["error"]["message"].is_string());
  }
  json j;
  REQUIRE(parse_json(m.apply("{"), j));
  CHECK(j["error"]["code"] == "bad_json");
  REQUIRE(parse_json(m.start(R"({"game":"no-such-game","seed":1})"), j));
  CHECK(j["error"]["code"] == "unknown_game");
  REQUIRE(parse_json(m.start(R"({"seed":1})"), j));
  CHECK(j["error"]["code"] == "bad_request");
  CHECK(m.state() == nullptr);
  REQUIRE(parse_json(m.start(R"({"game":"evr","seed":1})"), j));
  CHECK(j == json{{"ok", true}});
  CHECK(m.state() != nullptr);
  CHECK(m.actions_applied() == 0);
  CHECK(api_version().find("swrules") == 0);
}
