// A loaded EvR state may name a pending choice only as the game could have
// left it (issue 7): a power that asks, at one of its steps, for the right
// seat, from a source card with that power, in the right phase. Everything
// else is rejected by state_from_json, and whatever it accepts is safe to
// query and play on (run under ASan/UBSan by ./scripts/test).
#include <catch2/catch.hpp>
#include <vector>
#include "builtin_games.h"
#include "evr/cards.h"
#include "evr/effects.h"
#include "sw/json.h"
#include "sw/match.h"

using sw::json;

namespace {

// Real states: every position of a few seeded games, with and without a
// pending choice.
std::vector<json> positions() {
  std::vector<json> out;
  const sw::Game* g = sw::builtin_registry().find("evr");
  REQUIRE(g);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto st = g->new_state(json::object({{"variant", "full"}, {"rebelSeat", 0}, {"characters", "random"}}), seed, json(), nullptr);
    REQUIRE(st.ok());
    sw::State& s = *st.value();
    sw::Rng pick(seed, 3);
    std::vector<sw::Action> acts;
    for (int step = 0; step < 400 && !s.terminal(); ++step) {
      std::vector<int> seats = s.to_act();
      s.legal_actions(seats[0], acts);
      s.apply(seats[0], acts[pick.below(static_cast<uint32_t>(acts.size()))], nullptr);
      if (step % 9 == 0) out.push_back(s.to_json());
    }
  }
  return out;
}

}  // namespace

TEST_CASE("evr: the power table is total and only asking powers may be pending", "[evr][hostile][pending]") {
  using sw::evr::PowerId;
  for (int p = 0; p < static_cast<int>(PowerId::Count); ++p) {
    // Every script that can wait answers every question about its choice.
    const sw::FrameKindDef<sw::evr::EvrState>& d = sw::evr::script_def(static_cast<PowerId>(p)).frame;
    if (!sw::evr::power_asks(static_cast<PowerId>(p))) continue;
    CHECK(d.run != nullptr);
    CHECK(d.legal != nullptr);
    CHECK(d.apply != nullptr);
    CHECK(d.prompt != nullptr);
  }
  // The powers that resolve at once (issue 7: R2-D2 & C-3PO, Yoda, Palpatine, Veers, Tarkin).
  for (PowerId p : {PowerId::R2D2C3PO, PowerId::Yoda, PowerId::Palpatine, PowerId::Veers, PowerId::Tarkin, PowerId::None})
    CHECK_FALSE(sw::evr::power_asks(p));
  CHECK(sw::evr::power_asks(PowerId::NewStrategy));
  CHECK(sw::evr::power_asks(PowerId::Recon));
}

TEST_CASE("evr: crafted pending choices are rejected or safe, for every power", "[evr][hostile][pending]") {
  const sw::Game* g = sw::builtin_registry().find("evr");
  std::vector<json> base = positions();
  REQUIRE(base.size() > 20);
  int accepted = 0, rejected = 0;
  std::vector<sw::Action> acts;
  for (size_t k = 0; k < base.size(); k += 15) {
    const json& j0 = base[k];
    for (int power = 0; power <= static_cast<int>(sw::evr::PowerId::Count); ++power) {
      for (int step = 0; step <= 3; ++step) {
        for (int seat = 0; seat < 2; ++seat) {
          for (int owner = 0; owner < 2; ++owner) {
            for (int source : {-1, 0, 11, 19, 20, 31, 39}) {
              for (int ab : {-1, 0, 1, 25}) {
                json j = j0;
                j["pending"] = {{"power", power}, {"step", step}, {"seat", seat}, {"owner", owner},
                                {"source", source}, {"a", ab}, {"b", ab}, {"count", step}};
                auto st = g->state_from_json(j);
                if (!st.ok()) {
                  ++rejected;
                  continue;
                }
                ++accepted;
                // Accepted: it must be a position the rules can continue from.
                sw::State& s = *st.value();
                REQUIRE(s.check_invariants() == "");
                for (int v = -1; v < 2; ++v) (void)s.view(v);
                for (int p : s.to_act()) {
                  s.legal_actions(p, acts);
                  REQUIRE(!acts.empty());
                  for (sw::Action a : acts) {
                    auto c = s.clone();
                    c->apply(p, a, nullptr);
                    (void)c->to_json();
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  INFO("accepted " << accepted << " rejected " << rejected);
  CHECK(rejected > accepted);
}
