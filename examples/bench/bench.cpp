// sw_bench: native benchmark (not a test). Prints
//   BENCH game=<id> mode=native games_per_s=<n> actions_per_s=<n>
// for every built-in game and the test game (tests/testgame: the core's step
// stack and event windows; random bots on the raw State interface, one core,
// no JSON, no logging), then
//   BENCH api=apply_view mode=native p50_us=<n> p99_us=<n>
// the latency of Match::apply + Match::view per action through the JSON API.
//
//   sw_bench [--seconds S]   (per measurement, default 3)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "test_registry.h"
#include "random_playout.h"
#include "sw/json.h"
#include "sw/match.h"

namespace {

using clock_type = std::chrono::steady_clock;

double percentile(std::vector<double>& v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t i = static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

// Random games through the JSON API; records the time of apply + view of
// every action. Returns false on any API error.
bool api_latency(double seconds, std::vector<double>& samples) {
  const sw::Registry& reg = sw::builtin_registry();
  sw::Rng pick(12345, 0xA11);
  auto t0 = clock_type::now();
  uint64_t seed = 1;
  while (std::chrono::duration<double>(clock_type::now() - t0).count() < seconds) {
    for (const sw::Game* g : reg.list()) {
      sw::Match m(reg);
      sw::json cfg = {{"game", g->info().id}, {"seed", seed++}};
      if (m.start(sw::dump(cfg)) != R"({"ok":true})") return false;
      for (int step = 0; step < 100000; ++step) {
        sw::json st;
        if (!sw::parse_json(m.status(), st)) return false;
        bool terminal = true;
        sw::get_bool(st, "terminal", terminal);
        if (terminal) break;
        const sw::json* to_act = sw::field(st, "toAct");
        int seat = -1;
        if (!to_act || !to_act->is_array() || to_act->empty() || !sw::as_int_in((*to_act)[0], 0, 31, seat))
          return false;
        sw::json acts;
        if (!sw::parse_json(m.legal_actions(seat), acts) || !acts.is_array() || acts.empty()) return false;
        const sw::json& a = acts[pick.below(static_cast<uint32_t>(acts.size()))];
        std::string id;
        if (!sw::get_string(a, "id", id)) return false;
        std::string req = sw::dump(sw::json{{"player", seat}, {"id", id}});
        auto a0 = clock_type::now();
        std::string r = m.apply(req);
        std::string v = m.view(seat);
        auto a1 = clock_type::now();
        samples.push_back(std::chrono::duration<double, std::micro>(a1 - a0).count());
        sw::json rj;
        bool ok = false;
        if (!sw::parse_json(r, rj) || !sw::get_bool(rj, "ok", ok) || !ok || v.empty()) return false;
      }
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::string(argv[i]) == "--seconds") seconds = std::atof(argv[i + 1]);
  }
  if (!(seconds > 0)) seconds = 3;
  int rc = 0;
  for (const sw::Game* g : sw::test_registry().list()) {
    sw::bench::PlayoutStats st = sw::bench::run_random_games(*g, 1, seconds * 1000.0);
    if (!st.error.empty()) {
      std::fprintf(stderr, "sw_bench: %s: %s\n", g->info().id.c_str(), st.error.c_str());
      rc = 1;
      continue;
    }
    double s = st.ms / 1000.0;
    std::printf("BENCH game=%s mode=native games_per_s=%.0f actions_per_s=%.0f\n", g->info().id.c_str(),
                static_cast<double>(st.games) / s, static_cast<double>(st.actions) / s);
    std::fflush(stdout);
  }
  std::vector<double> samples;
  if (!api_latency(seconds, samples) || samples.empty()) {
    std::fprintf(stderr, "sw_bench: the JSON API benchmark failed\n");
    return 1;
  }
  double p50 = percentile(samples, 0.50), p99 = percentile(samples, 0.99);
  std::printf("BENCH api=apply_view mode=native p50_us=%.1f p99_us=%.1f\n", p50, p99);
  return rc;
}
