// Damaged saves: every number of a save changed to values the game never
// writes is either refused with an error or loads into a state whose every
// question (views, actions, ids, prompts, one action) is answered, with its
// invariants holding (the fuzzer checks the same on the registered game).
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>
#include "sw/rng.h"
#include "tcg/tcg_game.h"

namespace {

// A save in the middle of a random game, at a decision of the given frame kind.
sw::json save_at(const sw::Game& game, const std::string& step, uint64_t seed) {
  auto opts = game.normalize_options(sw::json::object());
  REQUIRE(opts.ok());
  auto st = game.new_state(opts.value(), seed, sw::json(), nullptr);
  REQUIRE(st.ok());
  std::unique_ptr<sw::State> s = std::move(st.value());
  sw::Rng rng(seed, 1);
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  for (int i = 0; i < 5000 && !s->terminal(); ++i) {
    if (s->status_json()["step"] == step && i > (step == "setup" ? 2 : 20)) return s->to_json();
    s->seats_to_act(seats);
    s->legal_actions(seats[0], acts);
    s->apply(seats[0], acts[rng.below(static_cast<uint32_t>(acts.size()))], nullptr);
  }
  return sw::json();
}

void each_number(sw::json& j, const std::function<void(sw::json&)>& f) {
  if (j.is_number_integer()) f(j);
  else if (j.is_array() || j.is_object())
    for (auto& x : j) each_number(x, f);
}

}  // namespace

TEST_CASE("TCG: damaged saves are refused or load into a working state", "[tcg]") {
  auto game = sw::tcg::make_game();
  int loaded = 0, refused = 0;
  for (const char* step : {"attack", "build", "setup"}) {
    sw::json good;
    for (uint64_t seed = 1; seed < 40 && good.is_null(); ++seed) good = save_at(*game, step, seed);
    REQUIRE(!good.is_null());
    int n = 0;
    each_number(good, [&](sw::json&) { ++n; });
    for (int k = 0; k < n; k += 3) {
      for (int64_t value : {-1, 1, 3, 300, 70000}) {
        sw::json bad = good;
        int i = 0;
        each_number(bad, [&](sw::json& x) {
          if (i++ == k) x = value;
        });
        auto st = game->state_from_json(bad);
        if (!st.ok()) {
          ++refused;
          continue;
        }
        ++loaded;
        sw::State& s = *st.value();
        REQUIRE(s.check_invariants().empty());
        for (int v = -1; v < 2; ++v) (void)s.view(v);
        (void)s.status_json();
        std::vector<int> seats;
        s.seats_to_act(seats);
        std::vector<sw::Action> acts;
        for (int seat : seats) {
          s.legal_actions(seat, acts);
          for (sw::Action a : acts) (void)s.action_json(seat, a);
        }
        if (!seats.empty()) {
          s.legal_actions(seats[0], acts);
          REQUIRE(!acts.empty());
          s.apply(seats[0], acts.back(), nullptr);
          REQUIRE(s.check_invariants().empty());
        }
      }
    }
  }
  CHECK(refused > 0);
  CHECK(loaded > 0);
}
