// Random games with random legal decks: ten to twelve objective sets of one
// side, any affiliation, drawn at random and kept when the engine's own deck
// validation (validateDeck) calls them legal. Every game must end, every
// position must offer some seat an action, and every step keeps the game's
// invariants: a guard against rules that wait for a choice no one can make
// or loop for ever (as two Guardians of Peace passing damage back and forth
// once did). Deterministic: the seeds are fixed (SW_RANDOM_GAMES and
// SW_RANDOM_SEED make a longer hunt: tests/random_play_checked.h).
#include <string>
#include <vector>
#include "../random_play_checked.h"
#include "sw/decks.h"

using sw::json;
using swtest::parse_ok;

namespace {

// `decks` random legal deck codes of `side` ("dark"/"light"), each
// "affiliation:set,set,...", from the standard objective sets (the challenge
// decks, "sets" 201 and 202, are no part of a deck). Together they hold at
// most 2 copies of a set and 1 of a Limit 1 set, as a team's decks must
// (MP-GEN-3). Each holds 10 to `most` sets.
std::vector<std::string> random_decks(sw::Rng& r, const json& cards, const std::string& side, int decks, int most = 12) {
  std::vector<std::string> affiliations;
  for (const json& a : cards["affiliations"])
    if (a["side"] == side) affiliations.push_back(a["key"].get<std::string>());
  std::vector<int> copies;  // every set twice, a "Limit 1 per objective deck" set once
  for (const json& s : cards["sets"])
    if (s["side"] == side && s["number"].get<int>() < 200)
      copies.insert(copies.end(), s["limit1"] == true ? 1 : 2, s["number"].get<int>());
  REQUIRE(!affiliations.empty());
  REQUIRE(copies.size() >= 12u * static_cast<size_t>(decks));
  for (int tries = 0; tries < 5000; ++tries) {
    r.shuffle(copies.data(), static_cast<uint32_t>(copies.size()));
    std::vector<std::string> out;
    size_t next = 0;
    for (int d = 0; d < decks; ++d) {
      json deck = {{"affiliation", affiliations[r.below(static_cast<uint32_t>(affiliations.size()))]}, {"sets", json::array()}};
      const int n = 10 + static_cast<int>(r.below(static_cast<uint32_t>(most - 9)));
      for (int i = 0; i < n; ++i) deck["sets"].push_back(copies[next++]);
      const json v = parse_ok(sw::validate_deck_json(sw::builtin_registry(), json{{"game", "lcg"}, {"deck", deck}}.dump()));
      if (v["legal"] != true) break;
      std::string code = deck["affiliation"].get<std::string>() + ":";
      for (size_t i = 0; i < deck["sets"].size(); ++i) code += (i ? "," : "") + std::to_string(deck["sets"][i].get<int>());
      out.push_back(code);
    }
    if (static_cast<int>(out.size()) == decks) return out;
  }
  FAIL("no legal random decks of the " << side << " side in 5000 tries");
  return {};
}

// Plays `games` random games of `mode` with random decks; returns the actions taken.
long play(const std::string& mode, int fixed_games, uint64_t fixed_seed) {
  const int games = swtest::random_games(fixed_games);
  const uint64_t first_seed = swtest::random_seed(fixed_seed);
  const json cards = parse_ok(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})"));
  sw::Rng decks(first_seed, 5), pick(first_seed, 6);
  long total = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(i);
    // 1v1: a deck a side; 2v2: two a side; a challenge mode: the team's two (the solo player's deck is fixed).
    const bool jt = mode == "jerjerrods-task", hunt = mode == "hunt-for-skywalker";
    const int per_side = mode == "1v1" ? 1 : 2;
    json raw = {{"mode", mode}};
    if (!jt) {
      // MP-HFS-3: a Dark Side deck of The Hunt for Skywalker holds at most 10 sets.
      const std::vector<std::string> dark = random_decks(decks, cards, "dark", per_side, hunt ? 10 : 12);
      raw["dark"] = dark[0];
      if (per_side == 2) raw["dark2"] = dark[1];
    }
    if (!hunt) {
      const std::vector<std::string> light = random_decks(decks, cards, "light", per_side);
      raw["light"] = light[0];
      if (per_side == 2) raw["light2"] = light[1];
    }
    const std::unique_ptr<sw::State> s = swtest::play_checked("lcg", raw, seed, pick, 7, total);
    // Someone wins, except in a challenge game nobody can win any more: it ends at its
    // 300th turn with no winner (reason "turns", MP-JT-10, docs/rulings.md).
    if (s->winners().empty()) CHECK(s->view(-1)["reason"] == "turns");
  }
  return total;
}
}  // namespace

TEST_CASE("lcg: random games with random legal decks end, and every position offers a seat an action", "[lcg][random]") {
  CHECK(play("1v1", 120, 1000) > 120 * 50);
}

TEST_CASE("lcg: random 2v2 games with random legal decks end, and every position offers a seat an action", "[lcg][random][mp]") {
  CHECK(play("2v2", 30, 5000) > 30 * 50);
}

TEST_CASE("lcg: random Jerjerrod's Task and Hunt for Skywalker games with random legal team decks end (MP-CHAL)", "[lcg][random][mp]") {
  CHECK(play("jerjerrods-task", 30, 7000) > 30 * 50);
  CHECK(play("hunt-for-skywalker", 30, 8000) > 30 * 50);
}
