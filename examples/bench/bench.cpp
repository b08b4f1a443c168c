// sw_bench: native benchmark (not a test). Prints
//   BENCH game=<id> mode=native games_per_s=<n> actions_per_s=<n>
// for every built-in game and the test game (tests/testgame: the core's step
// stack and event windows; random bots on the raw State interface, one core,
// no JSON, no logging; the LCG's games rotate through the four matchups of
// its preset decks: random_playout.h, playout_variants), then
//   BENCH api=apply_view mode=native p50_us=<n> p99_us=<n>
// the latency of Match::apply + Match::view per action through the JSON API
// (all games), and per game:
//   BENCH game=<id> api=apply_view mode=native p50_us=<n> p99_us=<n>
//   BENCH game=<id> match_bytes=<n> actions=<n>   (match_bytes.h)
//   BENCH game=<id> bot=search mode=native decision_ms_p50=<n> decision_ms_max=<n> decisions=<n>
//
//   sw_bench [--seconds S] [--game ID] [--games N] [--playouts-only]
//     --seconds S       per measurement, default 3
//     --game ID         only that game (e.g. lcg)
//     --games N         random playouts: exactly N games (seeds 1..N, fixed
//                       picks) instead of a time; prints the action total too,
//                       a fingerprint to compare before/after a change (and a
//                       fixed workload for callgrind)
//     --playouts-only   only the random playouts (no API latency, match bytes
//                       or search bot)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "test_registry.h"
#include "match_bytes.h"
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

// Random games of one game through the JSON API; records the time of apply +
// view of every action. Returns false on any API error.
bool api_latency(const sw::Game& g, double seconds, std::vector<double>& samples) {
  const sw::Registry& reg = sw::builtin_registry();
  sw::Rng pick(12345, 0xA11);
  auto t0 = clock_type::now();
  uint64_t seed = 1;
  while (std::chrono::duration<double>(clock_type::now() - t0).count() < seconds) {
    sw::Match m(reg);
    sw::json cfg = {{"game", g.info().id}, {"seed", seed++}};
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
  return true;
}

// The search bot's decision time through Match::bot_action (what the page's
// worker calls): random games, the search bot asked at every 7th decision
// with more than one choice, until `seconds` have passed (at least 3 asks).
bool search_time(const sw::Game& g, double seconds, std::vector<double>& ms) {
  sw::Rng pick(777, 0x5EA);
  auto t0 = clock_type::now();
  uint64_t seed = 1;
  int k = 0;
  while (ms.size() < 3 || std::chrono::duration<double>(clock_type::now() - t0).count() < seconds) {
    sw::Match m(sw::builtin_registry());
    if (m.start(sw::dump(sw::json{{"game", g.info().id}, {"seed", seed++}})) != R"({"ok":true})") return false;
    std::vector<sw::Action> buf;
    while (!m.state()->terminal()) {
      const int seat = m.state()->to_act()[0];
      sw::json acts;
      if (!sw::parse_json(m.legal_actions(seat), acts) || !acts.is_array() || acts.empty()) return false;
      std::string id;
      if (acts.size() > 1 && ++k % 7 == 0) {
        auto a0 = clock_type::now();
        id = m.bot_action(seat, sw::dump(sw::json{{"kind", "search"}, {"seed", k}}));
        ms.push_back(std::chrono::duration<double, std::milli>(clock_type::now() - a0).count());
        if (id.empty() || id[0] == '{') return false;
        if (std::chrono::duration<double>(clock_type::now() - t0).count() >= seconds && ms.size() >= 3) break;
      } else {
        sw::get_string(acts[pick.below(static_cast<uint32_t>(acts.size()))], "id", id);
      }
      if (m.apply(sw::dump(sw::json{{"player", seat}, {"id", id}})).find(R"("ok":true)") == std::string::npos) return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 3;
  std::string only;
  long long fixed_games = 0;
  bool playouts_only = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool has_value = i + 1 < argc;
    if (a == "--seconds" && has_value) {
      seconds = std::atof(argv[++i]);
    } else if (a == "--game" && has_value) {
      only = argv[++i];
    } else if (a == "--games" && has_value) {
      fixed_games = std::atoll(argv[++i]);
    } else if (a == "--playouts-only") {
      playouts_only = true;
    } else {
      std::printf(
          "usage: sw_bench [--seconds S] [--game ID] [--games N] [--playouts-only]\n"
          "  --seconds S      per measurement (default 3)\n"
          "  --game ID        only that game (e.g. lcg, evr, tcg)\n"
          "  --games N        random playouts: exactly N games, seeds 1..N (a fixed workload)\n"
          "  --playouts-only  only the random playouts\n");
      return a == "--help" || a == "-h" ? 0 : 2;
    }
  }
  if (!(seconds > 0)) seconds = 3;
  int rc = 0;
  for (const sw::Game* g : sw::test_registry().list()) {
    if (!only.empty() && g->info().id != only) continue;
    sw::bench::PlayoutStats st = fixed_games > 0 ? sw::bench::run_random_games_n(*g, 1, fixed_games)
                                                 : sw::bench::run_random_games(*g, 1, seconds * 1000.0);
    if (!st.error.empty()) {
      std::fprintf(stderr, "sw_bench: %s: %s\n", g->info().id.c_str(), st.error.c_str());
      rc = 1;
      continue;
    }
    double s = st.ms / 1000.0;
    std::printf("BENCH game=%s mode=native games_per_s=%.0f actions_per_s=%.0f\n", g->info().id.c_str(),
                static_cast<double>(st.games) / s, static_cast<double>(st.actions) / s);
    if (fixed_games > 0)
      std::printf("BENCH game=%s games=%lld actions=%lld\n", g->info().id.c_str(), static_cast<long long>(st.games),
                  static_cast<long long>(st.actions));
    std::fflush(stdout);
  }
  if (playouts_only) return rc;
  std::vector<double> all;
  for (const sw::Game* g : sw::builtin_registry().list()) {
    if (!only.empty() && g->info().id != only) continue;
    const char* id = g->info().id.c_str();
    std::vector<double> samples;
    if (!api_latency(*g, seconds, samples) || samples.empty()) {
      std::fprintf(stderr, "sw_bench: %s: the JSON API benchmark failed\n", id);
      return 1;
    }
    all.insert(all.end(), samples.begin(), samples.end());
    double p50 = percentile(samples, 0.50), p99 = percentile(samples, 0.99);
    std::printf("BENCH game=%s api=apply_view mode=native p50_us=%.1f p99_us=%.1f\n", id, p50, p99);
    sw::bench::MatchBytes mb = sw::bench::match_bytes(sw::builtin_registry(), g->info().id, 1);
    if (!mb.error.empty()) {
      std::fprintf(stderr, "sw_bench: %s: match_bytes: %s\n", id, mb.error.c_str());
      return 1;
    }
    std::printf("BENCH game=%s match_bytes=%lld actions=%lld\n", id, static_cast<long long>(mb.bytes),
                static_cast<long long>(mb.actions));
    std::vector<double> ms;
    if (!search_time(*g, seconds, ms)) {
      std::fprintf(stderr, "sw_bench: %s: the search bot benchmark failed\n", id);
      return 1;
    }
    double mx = *std::max_element(ms.begin(), ms.end());
    std::printf("BENCH game=%s bot=search mode=native decision_ms_p50=%.1f decision_ms_max=%.1f decisions=%zu\n", id,
                percentile(ms, 0.5), mx, ms.size());
    std::fflush(stdout);
  }
  if (all.empty()) return rc;
  double p50 = percentile(all, 0.50), p99 = percentile(all, 0.99);
  std::printf("BENCH api=apply_view mode=native p50_us=%.1f p99_us=%.1f\n", p50, p99);
  return rc;
}
