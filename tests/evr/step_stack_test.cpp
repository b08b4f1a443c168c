// EvR on the step stack (sw/steps.h, games/evr/state.h): every phase is a
// frame at the bottom (flow_frames_test.cpp walks through them), a power's
// choice is a frame above it, nesting is bounded, and saves keep the shape of
// before the stack ("phase", "run", "dominance.step", "pending"), checked
// against the phase when loaded.
#include "evr/effects.h"
#include "evr_dom_helpers.h"
#include "sw/invariant.h"

using namespace evrtest;

namespace {

std::string load_error(const json& save) {
  sw::Match m{sw::builtin_registry()};
  json r = parse(m.load(sw::dump(save)));
  if (r["ok"] == true) return "";
  CHECK(r["error"]["code"] == "bad_save");
  return r["error"]["message"].get<std::string>();
}

constexpr int R = Evr::R;
constexpr int I = Evr::I;

// The Rebel's Support (EVR-DOM-2..5, revealed first: the balance shows Rebel)
// asks for a reserve character while the Dominance phase waits under it.
json support_position() {
  return struggle_at("escape-from-tatooine", "rebel", side({"reb.military-2"}, "support"),
                     side({"imp.military-5"}, "infiltration"));
}

}  // namespace

TEST_CASE("EvR step stack: an effect's choice sits above the waiting Dominance phase, which resumes after it",
          "[evr][steps][dominance]") {
  Evr g(support_position());
  g.pass_out();
  REQUIRE(g.phase() == "dominance");
  json st = saved_state(g);
  CHECK(st["dominance"]["step"] == 2);  // the first revealed strategy's effect ran
  CHECK(st["pending"]["power"] == static_cast<int>(sw::evr::PowerId::Support));
  CHECK(st["pending"]["seat"] == R);
  CHECK(st["pending"]["source"] == -1);
  CHECK(load_error(parse(g.save())).empty());
  g.act(R, "pick:reb.han-solo");
  // The Dominance frame went on: winner, event, next round.
  CHECK(g.phase() == "planning");
  st = saved_state(g);
  CHECK(st["last"]["winner"] == I);
  CHECK(st["pending"].is_null());
  CHECK(st["dominance"]["step"] == 6);  // the save shape of before the stack
}

TEST_CASE("EvR saves: the Dominance step is checked against the phase and the waiting choice", "[evr][steps][save]") {
  Evr g(support_position());
  g.pass_out();
  const json save = parse(g.save());
  auto with_step = [](json s, int step) {
    s["state"]["dominance"]["step"] = step;
    return load_error(s);
  };
  CHECK(with_step(save, 2).empty());
  // Inside the phase the frame waits only after an effect that asks.
  for (int step : {0, 1, 4, 6}) CHECK_FALSE(with_step(save, step).empty());
  json no_choice = save;
  no_choice["state"]["pending"] = nullptr;
  CHECK_FALSE(load_error(no_choice).empty());

  // Outside the phase there is no Dominance frame: old saves wrote 0 or 6.
  Evr s(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}});
  s.act(Evr::R, "play");
  const json struggle = parse(s.save());
  CHECK(with_step(struggle, 0).empty());
  CHECK(with_step(struggle, 6).empty());
  CHECK_FALSE(with_step(struggle, 3).empty());
}

TEST_CASE("EvR step stack: nesting is bounded, a push beyond is a reported violation", "[evr][steps]") {
  using namespace sw::evr;
  // The deepest stack a game reaches: a phase with one power's choice above it.
  for (uint8_t phase : {kDominanceFrame, kStruggleFrame}) {
    EvrState s;
    sw::Frame bottom;
    bottom.kind = phase;
    REQUIRE(s.stack.push(bottom));
    ask(s, PowerId::Support, 0, 0, -1, 0);
    REQUIRE(s.choosing());
    REQUIRE(s.stack.depth() == 2);
    CHECK(s.stack.top().kind == power_frame(PowerId::Support));
    CHECK(s.choice().power == PowerId::Support);
    CHECK(s.choice().owner == 0);
    CHECK(s.choice().a == -1);
    CHECK(s.choice().source == -1);
    REQUIRE(sw::pending_violation() == nullptr);
    ask(s, PowerId::Recon, 1, 1, -1, 0);  // powers never start powers: deeper than kMaxNesting
    const char* v = sw::take_violation();
    REQUIRE(v != nullptr);
    CHECK(std::string(v).find("step stack") != std::string::npos);
    CHECK(s.stack.depth() == kMaxNesting);
    CHECK(s.choice().power == PowerId::Support);  // the refused push changed nothing
    CHECK(s.stack.frames[0].kind == phase);
  }
}

TEST_CASE("EvR saves: the phase frame is rebuilt from \"phase\", a choice outside its phases is rejected",
          "[evr][steps][save]") {
  // A struggle save with the Military choice pending: [Struggle, Military].
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.military-2"}}}},
             {"imperial", {{"inPlay", {"imp.military-3"}}}}});
  g.act(R, "force:reb.military-2");
  const json save = parse(g.save());
  REQUIRE(save["state"]["pending"]["power"] == static_cast<int>(sw::evr::PowerId::Military));
  CHECK(load_error(save).empty());
  // The same choice in a phase where no power can wait is refused.
  for (int phase : {0, 1, 4}) {  // characters, planning, over
    json s = save;
    s["state"]["phase"] = phase;
    if (phase == 4) s["state"]["over"] = true;
    CHECK_FALSE(load_error(s).empty());
  }
}
