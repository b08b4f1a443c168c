// The core's data rules, checked on the test game: the step stack's bound is
// loud, card registration is complete, saves are validated against the
// game's tables (a bad save is an error value, never a crash), and clones are
// one copy.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include "sw/engine.h"
#include "sw/invariant.h"
#include "sw/match.h"
#include "test_registry.h"
#include "tg_state.h"

using sw::json;

TEST_CASE("step stack: pushing past its bound is a reported violation, never a silent drop", "[core][steps]") {
  sw::StepStack<3> st;
  sw::Frame f;
  for (int i = 0; i < 3; ++i) {
    f.step = static_cast<uint8_t>(i);
    REQUIRE(st.push(f));
  }
  REQUIRE(sw::pending_violation() == nullptr);
  CHECK_FALSE(st.push(f));
  CHECK(st.depth() == 3);
  const char* v = sw::take_violation();
  REQUIRE(v != nullptr);
  CHECK(std::string(v).find("step stack") != std::string::npos);
  CHECK(st.top().step == 2);
  sw::StepStack<3> copy = st;  // plain data: a copy is a clone
  CHECK(copy == st);
  copy.top().v[0] = 7;
  CHECK_FALSE(copy == st);
}

TEST_CASE("actions are verb + card + arg and round-trip", "[core][steps]") {
  sw::Action a = sw::make_action(sw::act::kUse, 300, 2);
  CHECK(sw::verb_of(a) == sw::act::kUse);
  CHECK(sw::card_of(a) == 300);
  CHECK(sw::arg_of(a) == 2);
  CHECK(a > 0);
  CHECK(sw::make_action(sw::act::kPass) < sw::make_action(sw::act::kUse, 0, 0));
  CHECK(sw::make_action(sw::act::kUse, 1, 3) < sw::make_action(sw::act::kUse, 2, 0));
}

TEST_CASE("periods: per-attack limits count afresh and lasting effects expire with their period", "[core][limits]") {
  sw::tg::TgState g;
  g.add_card(0, 0, sw::zone::kPlay);
  g.uses.push_back(sw::Use{0, 0, sw::Scope::Attack, g.current(sw::Scope::Attack)});
  g.uses.push_back(sw::Use{0, 0, sw::Scope::Turn, g.current(sw::Scope::Turn)});
  g.add_lasting(sw::Lasting{0, 0, sw::tg::kPower, sw::Scope::Attack, 1});
  g.add_lasting(sw::Lasting{0, 0, sw::tg::kPower, sw::Scope::Phase, 2});
  CHECK(g.lasting_bonus(0, sw::tg::kPower) == 3);
  CHECK(g.uses_of(0, 0, sw::Scope::Attack, g.current(sw::Scope::Attack)) == 1);
  g.next_period(sw::Scope::Attack);
  CHECK(g.uses_of(0, 0, sw::Scope::Attack, g.current(sw::Scope::Attack)) == 0);
  CHECK(g.uses_of(0, 0, sw::Scope::Turn, g.current(sw::Scope::Turn)) == 1);
  CHECK(g.lasting_bonus(0, sw::tg::kPower) == 2);
  g.next_period(sw::Scope::Phase);
  CHECK(g.lasting_bonus(0, sw::tg::kPower) == 0);
}

TEST_CASE("test game cards: registered once, keyed uniquely, every ability has its text", "[testgame][cards]") {
  using sw::tg::TgState;
  REQUIRE(TgState::num_card_defs() == 14);
  std::set<std::string> keys;
  for (int d = 0; d < TgState::num_card_defs(); ++d) {
    const auto& c = TgState::card_def(d);
    INFO(c.key);
    CHECK(keys.insert(c.key).second);
    CHECK(sw::tg::find_def(c.key) == d);
    for (int i = 0; i < c.n_abilities; ++i) {
      const auto& a = c.abilities[i];
      CHECK(std::string(a.text).size() > 10);
      CHECK(a.n_effects <= 4);
      if (!a.passive()) CHECK((a.n_effects > 0 || a.script != 0));
      CHECK((a.then_from == 4 || a.then_from <= a.n_effects));
      if (a.script) CHECK(sw::engine::game_kind<TgState>(a.script) != nullptr);
      if (a.triggered()) CHECK(a.on != sw::ev::kNone);
    }
  }
}

TEST_CASE("test game saves: tampered core data is rejected with an error, never a crash", "[testgame][save]") {
  const sw::Game* g = sw::test_registry().find("test");
  REQUIRE(g != nullptr);
  auto st = g->new_state(json{{"players", 2}}, 5, json(), nullptr);
  REQUIRE(st.ok());
  json j = st.value()->to_json();
  auto back = g->state_from_json(j);
  REQUIRE(back.ok());
  CHECK(back.value()->equals(*st.value()));

  auto rejects = [&](const char* what, auto&& edit) {
    json bad = j;
    edit(bad["core"]);
    INFO(what);
    auto r = g->state_from_json(bad);
    CHECK_FALSE(r.ok());
    if (!r.ok()) CHECK(r.error().code == sw::err::kBadSave);
  };
  REQUIRE(j["core"]["stack"].size() >= 2);
  rejects("unknown frame kind", [](json& c) { c["stack"][0][0] = 99; });
  rejects("core frame kind 5", [](json& c) { c["stack"][0][0] = 5; });
  rejects("step out of range", [](json& c) { c["stack"][0][1] = 200; });
  rejects("seat out of range", [](json& c) { c["stack"][0][2] = 7; });
  rejects("frame naming an unknown ability", [](json& c) {
    c["stack"].push_back({sw::kFrameAbility, 0, 0, 3, 0, -1, -1, 0, 0});
  });
  rejects("window without an event slot", [](json& c) { c["stack"].push_back({sw::kFrameWindow, 0, 0, -1, -1, 4, 0, 2, 0}); });
  rejects("unknown card definition", [](json& c) { c["cards"][0][0] = 500; });
  rejects("card listed twice", [](json& c) { c["zones"][0][2].push_back(c["zones"][0][2][0]); });
  rejects("card in no zone", [](json& c) { c["zones"][0][2] = json::array(); });
  rejects("string instead of a number", [](json& c) { c["stack"][0][3] = "x"; });
  rejects("huge number", [](json& c) { c["period"][0] = 1e300; });
  rejects("unknown event kind", [](json& c) { c["events"].push_back({20, 0, -1, 0, 0, -1, -1, 0, 1}); });
  rejects("too deep a stack", [](json& c) {
    for (int i = 0; i < 40; ++i) c["stack"].push_back(c["stack"][0]);
  });
  rejects("not an object", [](json& c) { c = json::array(); });
}

TEST_CASE("test game: a clone is one copy and evolves independently", "[testgame][save]") {
  const sw::Game* g = sw::test_registry().find("test");
  auto st = g->new_state(json{{"players", 3}}, 9, json(), nullptr);
  REQUIRE(st.ok());
  auto c = st.value()->clone();
  CHECK(c->equals(*st.value()));
  std::vector<sw::Action> acts;
  c->legal_actions(0, acts);
  REQUIRE(!acts.empty());
  c->apply(0, acts.back(), nullptr);
  CHECK_FALSE(c->equals(*st.value()));
}

TEST_CASE("the test game is in the test registry only, not in the built-in games", "[testgame]") {
  CHECK(sw::test_registry().find("test") != nullptr);
  CHECK(sw::test_registry().find("evr") != nullptr);
  sw::Match m(sw::test_registry());
  CHECK(json::parse(m.start(R"({"game":"test","seed":3})"))["ok"] == true);
}

TEST_CASE("test game setup: unknown keys and unknown cards are bad_setup, the match unchanged", "[testgame][save]") {
  sw::Match m(sw::test_registry());
  json r = json::parse(m.start(R"({"game":"test","seed":1,"setup":{"hands":[["medic"]],"bogus":1}})"));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_setup");
  r = json::parse(m.start(R"({"game":"test","seed":1,"setup":{"hands":[["no-such-card"]]}})"));
  CHECK(r["error"]["code"] == "bad_setup");
  r = json::parse(m.start(R"({"game":"test","seed":1,"setup":{"inPlay":[["base"]]}})"));
  CHECK(r["error"]["code"] == "bad_setup");  // each seat has exactly one base
  CHECK(json::parse(m.status())["error"]["code"] == "not_started");
}
