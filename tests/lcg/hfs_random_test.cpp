// Random games of The Hunt for Skywalker (MP-HFS): from the real setup and
// from a position with L01 cards in hand and in play, every step keeps the
// game's invariants and survives a save/load round trip, and every game
// ends (the Dark Side out of cards, MP-HFS-22, or Luke Skywalker killed,
// MP-HFS-21). Deterministic: the seeds are fixed.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/game.h"
#include "sw/rng.h"

using sw::json;

namespace {
struct Outcome {
  std::set<std::string> used;  // the card keys of the use:<card> actions taken
  int flips = 0;               // objectives turned face up (log-free: counted from the views' face-down objectives)
  int games = 0, ended = 0;
};

int face_down_count(const sw::State& s, int ls) {
  int n = 0;
  const json v = s.view(-1);
  for (const json& o : v["players"][ls]["objectives"]) n += o.contains("faceDown");
  return n;
}

Outcome play(const json& raw_options, const json& setup, int games) {
  const sw::Game* g = sw::builtin_registry().find("lcg");
  REQUIRE(g != nullptr);
  auto opts = g->normalize_options(raw_options);
  INFO(raw_options.dump());
  REQUIRE(opts.ok());
  Outcome out;
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = static_cast<uint64_t>(i) * 7919u + 202u;
    auto st = g->new_state(opts.value(), seed, setup, nullptr);
    INFO((st.ok() ? std::string() : st.error().message));
    REQUIRE(st.ok());
    std::unique_ptr<sw::State> s = std::move(st.value());
    const int ls = s->num_players() - 1;
    sw::Rng rng(seed + 5, 23);
    ++out.games;
    int down_before = -1;
    for (int step = 0; !s->terminal(); ++step) {
      REQUIRE(step < 5000);  // the game ends
      s->seats_to_act(seats);
      REQUIRE(!seats.empty());
      const int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
      s->legal_actions(seat, acts);
      REQUIRE(!acts.empty());
      const sw::Action a = acts[rng.below(static_cast<uint32_t>(acts.size()))];
      const std::string id = s->action_id(seat, a);
      if (id.rfind("use:", 0) == 0) out.used.insert(id.substr(4, id.find('.') - 4));
      s->apply(seat, a, nullptr);
      INFO("seed " << seed << " step " << step << " action " << id);
      REQUIRE(s->check_invariants() == "");
      if (step % 17 == 0) {
        auto back = g->state_from_json(s->to_json());
        REQUIRE(back.ok());
        REQUIRE(back.value()->equals(*s));
        const int down = face_down_count(*s, ls);
        if (down_before >= 0 && down < down_before) out.flips += down_before - down;
        down_before = down;
      }
    }
    ++out.ended;
  }
  return out;
}
}  // namespace

TEST_CASE("lcg Hunt for Skywalker: random games from the real setup end with their invariants intact, objectives "
          "turning face up on the way (MP-HFS-21, MP-HFS-22, MP-HFS-14)",
          "[lcg][mp][hfs][random]") {
  for (const json& extra : {json::object(), json{{"players", 4}}, json{{"pyramid", "4-3-2"}, {"vulnerableRows", 1}}}) {
    json o = {{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}};
    for (auto it = extra.begin(); it != extra.end(); ++it) o[it.key()] = it.value();
    const Outcome r = play(o, json(), 6);
    CHECK(r.ended == r.games);
    CHECK(r.flips > 0);
  }
}

TEST_CASE("lcg Hunt for Skywalker: random games with the L01 cards in hand and in play keep their invariants, end "
          "and use the cards",
          "[lcg][mp][hfs][random]") {
  json pyramid = {{{"card", "the-mines"}, {"faceDown", false}},
                  {{"card", "rebel-command"}, {"faceDown", false}, {"reinforcement", "twilek-loyalist"}},
                  "the-final-ship", "dagobah-refuge", "the-coruscant-rescue", "the-ruins-of-alderaan",
                  "front-line-reinforcements", "mission-at-kothlis", "return-to-tatooine"};
  const json setup = {
      {"phase", "deployment"}, {"active", "light"}, {"turn", 4},
      {"dark", {{"tookTurn", true}, {"units", {"tie-bomber", "darth-vader"}}}},
      {"dark2", {{"tookTurn", true}, {"units", {"tie-bomber"}}}},
      {"light",
       {{"tookTurn", true},
        {"pyramid", pyramid},
        {"hand", {"the-force-is-strong", "premonitions-of-the-future", "evading-pursuit", "tatooine-sympathizer",
                  "command-center", "run-luke-run"}},
        {"units", {"r2-d2-hfs", "wedge-antilles", "specforces-commando"}},
        {"enhancements", {"secret-hideout"}}}}};
  const Outcome r = play({{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}}, setup, 12);
  CHECK(r.ended == r.games);
  int l01 = 0;
  for (const char* k : {"the-force-is-strong", "premonitions-of-the-future", "evading-pursuit", "tatooine-sympathizer",
                        "command-center", "run-luke-run", "the-mines", "rebel-command", "wedge-antilles",
                        "specforces-commando", "secret-hideout"})
    l01 += static_cast<int>(r.used.count(k));
  CHECK(l01 >= 3);
}
