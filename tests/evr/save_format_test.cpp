// The EvR save state is read through its one list of fields
// (games/evr/state_fields.h): unknown or missing keys, bad ranges and pending
// choices that cannot arise make a save invalid (bad_save), and the format of
// earlier saves still loads.
#include "evr_fixture.h"

using namespace evrtest;

namespace {

// Loads `save` into a fresh match; returns the error message ("" when it loads).
std::string load_error(const json& save) {
  sw::Match m{sw::builtin_registry()};
  json r = parse(m.load(sw::dump(save)));
  if (r["ok"] == true) return "";
  CHECK(r["error"]["code"] == "bad_save");
  return r["error"]["message"].get<std::string>();
}

bool invalid_state(const std::string& msg) { return msg.find("saved state is invalid") != std::string::npos; }

}  // namespace

TEST_CASE("EvR saves: the state format is checked key by key", "[evr][save]") {
  Evr g(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}});
  g.act(Evr::R, "play");
  const json save = parse(g.m.save());
  REQUIRE(load_error(save).empty());
  auto edited = [&](auto edit) {
    json s = save;
    edit(s["state"]);
    return load_error(s);
  };
  CHECK(invalid_state(edited([](json& st) { st["bonus"] = 1; })));
  CHECK(invalid_state(edited([](json& st) { st["dominance"]["extra"] = 0; })));
  CHECK(invalid_state(edited([](json& st) { st["players"][0]["next"]["x"] = true; })));
  CHECK(invalid_state(edited([](json& st) { st.erase("gameWinner"); })));
  CHECK(invalid_state(edited([](json& st) { st["players"][1].erase("won"); })));
  CHECK(invalid_state(edited([](json& st) { st["balance"] = 2; })));
  CHECK(invalid_state(edited([](json& st) { st["round"] = 1.5; })));
  CHECK(invalid_state(edited([](json& st) { st["players"][0]["strategies"][0] = "lost"; })));
  CHECK(invalid_state(edited([](json& st) { st["last"]["totals"] = {1, 2, 3}; })));
  CHECK(invalid_state(edited([](json& st) { st["run"]["passes"] = 3; })));
}

TEST_CASE("EvR saves: a pending choice that the game cannot produce is rejected", "[evr][save]") {
  Evr g(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.leia-organa"}}, {"reserve", {"reb.yoda"}}}}});
  g.act(Evr::R, "force:reb.leia-organa");  // Leia asks: choose a character from the reserve
  const json save = parse(g.m.save());
  REQUIRE(save["state"]["pending"].is_object());
  REQUIRE(load_error(save).empty());
  auto with_pending = [&](const char* key, const json& value) {
    json s = save;
    s["state"]["pending"][key] = value;
    return load_error(s);
  };
  // Yoda's power (12 in the save format, the order of PowerId) resolves at
  // once: it never leaves a choice pending.
  CHECK(invalid_state(with_pending("power", 12)));
  CHECK(invalid_state(with_pending("step", 3)));   // Leia has two steps
  CHECK(invalid_state(with_pending("seat", 1)));   // Leia's owner decides
  CHECK(invalid_state(with_pending("power", 99))); // no such power
  json s = save;
  s["state"]["pending"]["step"] = 1;
  s["state"]["pending"]["a"] = 40;  // step 1 names a card that is not in the owner's reserve
  CHECK(invalid_state(load_error(s)));
}

TEST_CASE("EvR saves: a game conceded while the characters are chosen (no balance token yet, EVR-SETUP-11) saves "
          "and loads",
          "[evr][save]") {
  // Found by the fuzzer: the save of such a game was rejected as "the balance token is not set".
  sw::Match m{sw::builtin_registry()};
  REQUIRE(parse(m.start(R"({"game":"evr","seed":38})"))["ok"] == true);
  REQUIRE(parse(m.concede(1))["ok"] == true);
  REQUIRE(parse(m.status())["terminal"] == true);
  const json save = parse(m.save());
  CHECK(save["state"]["balance"] == -1);
  CHECK(load_error(save).empty());
  // Once a round began, an unset token is still an invalid save.
  json later = save;
  later["state"]["round"] = 1;
  CHECK(invalid_state(load_error(later)));
}
