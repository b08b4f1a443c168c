// Random games with random legal decks: Space, Ground and Character units,
// Battle and Mission cards of one side (and neutral ones) drawn at random,
// kept when the engine's own deck validation (validateDeck) calls the deck
// legal, and played by the deck code it answers. Every game must end, every
// position must offer some seat an action, and the game's invariants hold
// (a stack that a new top card left at its health damage once stayed in its
// arena). Both rules versions. Deterministic: the seeds are fixed
// (SW_RANDOM_GAMES and SW_RANDOM_SEED make a longer hunt: tests/random_play_checked.h).
#include <string>
#include <vector>
#include "../random_play_checked.h"
#include "sw/decks.h"

using sw::json;
using swtest::parse_ok;

namespace {

// A random legal deck of `side` ("dark"/"light"): its deck code.
std::string random_deck(sw::Rng& r, const json& cards, const std::string& side) {
  std::vector<std::string> by_type[4];  // Space, Ground, Character, Battle or Mission
  for (const json& c : cards["cards"]) {
    if (c["side"] != side && c["side"] != "neutral") continue;
    const std::string t = c["type"];
    const int i = t == "Space" ? 0 : t == "Ground" ? 1 : t == "Character" ? 2 : 3;
    by_type[i].push_back(c["key"].get<std::string>());
  }
  for (int tries = 0; tries < 1000; ++tries) {
    json entries = json::array();
    for (int i = 0; i < 4; ++i) {
      REQUIRE(!by_type[i].empty());
      const int n = i < 3 ? 12 + static_cast<int>(r.below(6)) : 12 + static_cast<int>(r.below(10));
      for (int k = 0; k < n; ++k)
        entries.push_back({{"key", by_type[i][r.below(static_cast<uint32_t>(by_type[i].size()))]}, {"count", 1}});
    }
    const json v = parse_ok(sw::validate_deck_json(sw::builtin_registry(), json{{"game", "tcg"}, {"deck", {{"cards", entries}}}}.dump()));
    if (v["legal"] == true) return v["option"].get<std::string>();
  }
  FAIL("no legal random deck of the " << side << " side in 1000 tries");
  return "";
}

// Plays `games` random games with random decks under `rules`; returns the actions taken.
long play(const std::string& rules, int fixed_games, uint64_t fixed_seed) {
  const int games = swtest::random_games(fixed_games);
  const uint64_t first_seed = swtest::random_seed(fixed_seed);
  const json cards = parse_ok(sw::card_list_json(sw::builtin_registry(), R"({"game":"tcg"})"));
  sw::Rng decks(first_seed, 5), pick(first_seed, 6);
  long total = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(i);
    const json raw = {{"rules", rules}, {"dark", random_deck(decks, cards, "dark")}, {"light", random_deck(decks, cards, "light")}};
    swtest::play_checked("tcg", raw, seed, pick, 1, total);
  }
  return total;
}
}  // namespace

TEST_CASE("tcg: random games with random legal decks end, and every position offers a seat an action (2002 rules)", "[tcg][random]") {
  CHECK(play("2002", 300, 100) > 300 * 20);
}

TEST_CASE("tcg: random games with random legal decks end, and every position offers a seat an action (later rules)", "[tcg][random]") {
  CHECK(play("later", 300, 50000) > 300 * 20);
}
