// The conformance suite: every registered game (listGames) plus the test game
// (test_registry()) is played by random bots to the end, many times, with the
// core contract checked after every action. New games get these checks
// without writing a line.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "test_registry.h"
#include "sw/bot.h"
#include "sw/match.h"

using sw::Action;
using sw::json;

namespace {

#ifdef SW_SANITIZED
// The sanitizer build is 10-20x slower: 150 games of each game took over the
// 600 s ctest limit once the LCG (long games, ~100 cards) was registered.
constexpr int kGames = 40;
constexpr int kFullSaveGames = 5;
constexpr int kDeepGames = 4;  // per option set: the expensive checks at every step
#else
constexpr int kGames = 1000;
constexpr int kFullSaveGames = 40;
constexpr int kDeepGames = 20;
#endif
constexpr int kMaxSteps = 5000;

// An option of one mode only is varied in that mode (the LCG's pyramid
// options mean nothing in the default two-player game: their sets replayed
// its first games). Kept here for now; the game's OptionSpec could say it.
json mode_of_option(const sw::Game& g, const std::string& option) {
  if (g.info().id == "lcg" && (option == "pyramid" || option == "vulnerableRows")) return "hunt-for-skywalker";
  return nullptr;
}
// Option sets to exercise per game: the defaults, plus each choice of every
// option with a list of choices (so variants get covered too).
std::vector<json> option_sets(const sw::Game& g) {
  std::vector<json> sets{json::object()};
  for (const sw::OptionSpec& o : g.info().options)
    for (const json& c : o.choices)
      if (c != o.default_value) {
        json set{{o.name, c}};
        const json mode = mode_of_option(g, o.name);
        if (!mode.is_null()) set["mode"] = mode;
        sets.push_back(set);
      }
  return sets;
}

struct Played {
  std::vector<int> seats;
  std::vector<Action> actions;
  std::unique_ptr<sw::State> final_state;
};

// Plays one random game on the State interface, checking the contract after
// every action. `deep` adds the expensive checks at every step.
Played play_checked(const sw::Game& g, const json& opts, uint64_t seed, bool deep) {
  auto st = g.new_state(opts, seed, json(), nullptr);
  REQUIRE(st.ok());
  std::unique_ptr<sw::State> s = std::move(st.value());
  sw::Rng rng(seed * 31 + 7, 99);
  Played p;
  std::vector<int> seats;
  std::vector<Action> acts, acts2;
  int step = 0;
  while (!s->terminal()) {
    REQUIRE(step < kMaxSteps);  // the game terminates
    s->seats_to_act(seats);
    REQUIRE(!seats.empty());
    for (size_t i = 1; i < seats.size(); ++i) REQUIRE(seats[i - 1] < seats[i]);
    int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
    s->legal_actions(seat, acts);
    REQUIRE(!acts.empty());
    for (size_t i = 1; i < acts.size(); ++i) REQUIRE(acts[i - 1] < acts[i]);  // strictly ascending
    // Seats not listed have no legal action.
    for (int other = 0; other < s->num_players(); ++other) {
      bool listed = false;
      for (int x : seats) listed = listed || x == other;
      s->legal_actions(other, acts2);
      REQUIRE(acts2.empty() != listed);
    }
    Action a = acts[rng.below(static_cast<uint32_t>(acts.size()))];
    // Action ids are unique among the legal actions.
    if (deep || step % 7 == 0) {
      std::vector<std::string> ids;
      for (Action x : acts) ids.push_back(s->action_id(seat, x));
      std::sort(ids.begin(), ids.end());
      REQUIRE(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
    }
    s->apply(seat, a, nullptr);
    p.seats.push_back(seat);
    p.actions.push_back(a);
    ++step;
    // Invariants: no card lost or duplicated, counters in range, someone can act.
    std::string inv = s->check_invariants();
    INFO("seed " << seed << " step " << step << " options " << opts.dump());
    REQUIRE(inv == "");
    // Save/load round trip of the state (RNG included).
    json j = s->to_json();
    auto back = g.state_from_json(j);
    REQUIRE(back.ok());
    REQUIRE(back.value()->equals(*s));
    REQUIRE(back.value()->to_json() == j);
    // The loaded state works its answers out afresh; the played one may read
    // what its window kept (CoreFlow::window_answer): the same actions.
    for (int q = 0; q < s->num_players(); ++q) {
      s->legal_actions(q, acts);
      back.value()->legal_actions(q, acts2);
      REQUIRE(acts == acts2);
    }
    // Clones are equal and independent.
    if (deep || step % 5 == 0) {
      std::unique_ptr<sw::State> c = s->clone();
      REQUIRE(c->equals(*s));
    }
    // View independence: re-dealing what a viewer cannot see (deck orders,
    // the other side's face-down cards, the RNG) leaves that viewer's view as
    // it was.
    if (deep || step % 11 == 0) {
      for (int viewer = -1; viewer < s->num_players(); ++viewer) {
        json before = s->view(viewer);
        std::unique_ptr<sw::State> c = s->clone();
        sw::Rng r2(seed + static_cast<uint64_t>(step) * 1000 + static_cast<uint64_t>(viewer + 1), 5);
        c->resample_hidden(viewer, r2);
        REQUIRE(c->check_invariants() == "");
        REQUIRE(c->view(viewer) == before);
        // Re-dealt hands: nothing kept from before the re-deal answers.
        auto fresh = g.state_from_json(c->to_json());
        REQUIRE(fresh.ok());
        for (int q = 0; q < c->num_players(); ++q) {
          c->legal_actions(q, acts);
          fresh.value()->legal_actions(q, acts2);
          REQUIRE(acts == acts2);
        }
      }
    }
  }
  p.final_state = std::move(s);
  return p;
}

}  // namespace

TEST_CASE("conformance: the test registry is the built-in games plus the test game", "[conformance]") {
  CHECK(sw::builtin_registry().find("test") == nullptr);
  CHECK(sw::test_registry().list().size() == sw::builtin_registry().list().size() + 1);
  for (const sw::Game* g : sw::builtin_registry().list()) CHECK(sw::test_registry().find(g->info().id) != nullptr);
}

namespace {
// The games this suite knows by name: one test case each (a ctest entry
// each, so the long ones run side by side and each stays far below the
// 600 s limit). The next test checks the list is the whole registry.
const char* const kGameIds[] = {"evr", "lcg", "tcg", "test"};

// Plays games part, part + parts, part + 2 * parts, ... of each option set
// (a long game's suite is split into ctest entries that run side by side).
void plays_to_the_end(const char* id, int part = 0, int parts = 1) {
  const sw::Game* g = sw::test_registry().find(id);
  REQUIRE(g != nullptr);
  {
    for (const json& raw : option_sets(*g)) {
      auto opts = g->normalize_options(raw);
      REQUIRE(opts.ok());
      // The defaults: kGames; a variant: a fifth; a variant of one mode's own
      // option (two fields: it and the mode): a tenth, the mode's own set
      // plays it a fifth already.
      int games = raw.empty() ? kGames : raw.size() > 1 ? kGames / 10 : kGames / 5;
      for (int i = part; i < games; i += parts) {
        uint64_t seed = static_cast<uint64_t>(i) * 7919u + 13u;
        INFO("options " << raw.dump() << ", seed " << seed);
        Played p = play_checked(*g, opts.value(), seed, i < kDeepGames);
        // Replay determinism on the State interface: the same seed and the
        // same actions give the identical final state.
        auto st = g->new_state(opts.value(), seed, json(), nullptr);
        REQUIRE(st.ok());
        for (size_t k = 0; k < p.actions.size(); ++k) st.value()->apply(p.seats[k], p.actions[k], nullptr);
        REQUIRE(st.value()->equals(*p.final_state));
        REQUIRE(p.final_state->terminal());
        REQUIRE(p.final_state->to_act().empty());
      }
    }
  }
}
}  // namespace

TEST_CASE("conformance: the games played to the end below are every registered game", "[conformance]") {
  std::vector<std::string> ids;
  for (const sw::Game* g : sw::test_registry().list()) ids.push_back(g->info().id);
  std::sort(ids.begin(), ids.end());
  std::vector<std::string> known(std::begin(kGameIds), std::end(kGameIds));
  std::sort(known.begin(), known.end());
  CHECK(ids == known);  // a new game gets its own "plays to the end" test case below
}
TEST_CASE("conformance: evr plays to the end with its invariants intact", "[conformance]") { plays_to_the_end("evr"); }
// The LCG's games take longest (two thirds of the native ctest run in one
// entry): the even- and the odd-numbered games of each option set, two entries.
TEST_CASE("conformance: lcg plays to the end with its invariants intact (even-numbered games)", "[conformance]") {
  plays_to_the_end("lcg", 0, 2);
}
TEST_CASE("conformance: lcg plays to the end with its invariants intact (odd-numbered games)", "[conformance]") {
  plays_to_the_end("lcg", 1, 2);
}
TEST_CASE("conformance: tcg plays to the end with its invariants intact", "[conformance]") { plays_to_the_end("tcg"); }
TEST_CASE("conformance: the test game plays to the end with its invariants intact", "[conformance]") { plays_to_the_end("test"); }

TEST_CASE("conformance: JSON API save/load round trip at every step, replay and undo", "[conformance]") {
  for (const sw::Game* g : sw::test_registry().list()) {
    for (int i = 0; i < kFullSaveGames; ++i) {
      sw::Match m(sw::test_registry());
      json cfg = {{"game", g->info().id}, {"seed", 1000 + i}};
      REQUIRE(json::parse(m.start(cfg.dump()))["ok"] == true);
      sw::Rng rng(static_cast<uint64_t>(i) + 77u);
      int steps = 0;
      std::string prev_save = m.save();
      while (!json::parse(m.status())["terminal"].get<bool>()) {
        REQUIRE(steps++ < kMaxSteps);
        json status = json::parse(m.status());
        std::vector<int> seats = status["toAct"].get<std::vector<int>>();
        REQUIRE(!seats.empty());
        int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
        json acts = json::parse(m.legal_actions(seat));
        REQUIRE(acts.is_array());
        REQUIRE(!acts.empty());
        std::string id = acts[rng.below(static_cast<uint32_t>(acts.size()))]["id"];
        json r = json::parse(m.apply(json{{"player", seat}, {"id", id}}.dump()));
        REQUIRE(r["ok"] == true);
        // Undo restores exactly the previous state; redo gives the same state.
        if (steps % 9 == 0) {
          std::string after = m.save();
          REQUIRE(json::parse(m.undo())["ok"] == true);
          REQUIRE(m.save() == prev_save);
          REQUIRE(json::parse(m.apply(json{{"player", seat}, {"id", id}}.dump()))["ok"] == true);
          REQUIRE(m.save() == after);
        }
        // Save, load into a fresh match: identical state, views and log.
        std::string saved = m.save();
        sw::Match m2(sw::test_registry());
        json lr = json::parse(m2.load(saved));
        INFO(lr.dump());
        REQUIRE(lr["ok"] == true);
        REQUIRE(m2.save() == saved);
        for (int v = -1; v < g->info().min_players; ++v) {
          REQUIRE(m2.view(v) == m.view(v));
          REQUIRE(m2.log(v) == m.log(v));
        }
        prev_save = saved;
      }
      // The replay record reproduces the game.
      json rec = json::parse(m.replay());
      sw::Match m3(sw::test_registry());
      json cfg3 = {{"game", rec["game"]}, {"seed", rec["seed"]}, {"options", rec["options"]}};
      REQUIRE(json::parse(m3.start(cfg3.dump()))["ok"] == true);
      for (const json& a : rec["actions"]) REQUIRE(json::parse(m3.apply(a.dump()))["ok"] == true);
      REQUIRE(m3.save() == m.save());
    }
  }
}

// Golden playthroughs: recorded games whose final state, views and log are
// stored in tests/golden/. Any change of behaviour shows up here. To re-record
// after an intended change: SW_UPDATE_GOLDEN=1 ./sw_tests "[golden]".
TEST_CASE("golden playthroughs replay to the recorded result", "[conformance][golden]") {
  struct Golden {
    const char* file;
    const char* game;
    uint64_t seed;
    json options;
    const char* bot;
  };
  const Golden goldens[] = {
      {"evr_full_random_seed7.json", "evr", 7, json{{"variant", "full"}, {"rebelSeat", 0}}, "random"},
      {"evr_full_heuristic_seed21.json", "evr", 21, json{{"variant", "full"}, {"rebelSeat", 1}}, "heuristic"},
      {"evr_learning_seed3.json", "evr", 3, json{{"variant", "learning"}}, "heuristic"},
  };
  bool update = std::getenv("SW_UPDATE_GOLDEN") != nullptr;
  for (const Golden& gd : goldens) {
    std::string path = std::string(SW_TEST_DATA_DIR) + "/golden/" + gd.file;
    INFO(path);
    if (update) {
      sw::Match m(sw::builtin_registry());
      json cfg = {{"game", gd.game}, {"seed", gd.seed}, {"options", gd.options}};
      REQUIRE(json::parse(m.start(cfg.dump()))["ok"] == true);
      int steps = 0;
      while (!json::parse(m.status())["terminal"].get<bool>() && steps++ < kMaxSteps) {
        int seat = json::parse(m.status())["toAct"][0];
        std::string id = m.bot_action(seat, json{{"kind", gd.bot}, {"seed", steps}}.dump());
        REQUIRE(json::parse(m.apply(json{{"player", seat}, {"id", id}}.dump()))["ok"] == true);
      }
      json out = {{"replay", json::parse(m.replay())},
                  {"status", json::parse(m.status())},
                  {"state", json::parse(m.save())["state"]},
                  {"spectatorView", json::parse(m.view(-1))},
                  {"log", json::parse(m.log(-1))}};
      std::ofstream(path) << out.dump(1) << "\n";
    }
    std::ifstream in(path);
    REQUIRE(in.good());
    std::stringstream ss;
    ss << in.rdbuf();
    json golden = json::parse(ss.str());
    const json& rec = golden["replay"];
    sw::Match m(sw::builtin_registry());
    json cfg = {{"game", rec["game"]}, {"seed", rec["seed"]}, {"options", rec["options"]}};
    REQUIRE(json::parse(m.start(cfg.dump()))["ok"] == true);
    for (const json& a : rec["actions"]) REQUIRE(json::parse(m.apply(a.dump()))["ok"] == true);
    CHECK(json::parse(m.status()) == golden["status"]);
    CHECK(json::parse(m.save())["state"] == golden["state"]);
    CHECK(json::parse(m.view(-1)) == golden["spectatorView"]);
    CHECK(json::parse(m.log(-1)) == golden["log"]);
    CHECK(golden["status"]["terminal"] == true);
  }
}
