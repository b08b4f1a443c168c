// Random games with Balance of the Force's objective sets 91 and 94 (two-player
// and 2v2), started from a position where their cards are in hand and in
// play: every step keeps the game's invariants and survives a save/load
// round trip, and the cards get used (Join Me takes units across the table,
// Mara Jade changes hands, Obi-Wan's and the Wolfman's reactions come...).
// Deterministic: the seeds are fixed.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/game.h"
#include "sw/rng.h"

using sw::json;

namespace {
// Plays `games` random games from `setup`; returns the card keys of the
// use:<card> actions taken.
std::set<std::string> play(const json& raw_options, const json& setup, int games) {
  const sw::Game* g = sw::builtin_registry().find("lcg");
  REQUIRE(g != nullptr);
  auto opts = g->normalize_options(raw_options);
  INFO(raw_options.dump());
  REQUIRE(opts.ok());
  std::set<std::string> used;
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = static_cast<uint64_t>(i) * 104729u + 91u;
    auto st = g->new_state(opts.value(), seed, setup, nullptr);
    INFO((st.ok() ? std::string() : st.error().message));
    REQUIRE(st.ok());
    std::unique_ptr<sw::State> s = std::move(st.value());
    sw::Rng rng(seed + 3, 17);
    for (int step = 0; !s->terminal(); ++step) {
      REQUIRE(step < 5000);
      s->seats_to_act(seats);
      REQUIRE(!seats.empty());
      const int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
      s->legal_actions(seat, acts);
      REQUIRE(!acts.empty());
      const sw::Action a = acts[rng.below(static_cast<uint32_t>(acts.size()))];
      const std::string id = s->action_id(seat, a);
      if (id.rfind("use:", 0) == 0) used.insert(id.substr(4, id.find('.') - 4));
      s->apply(seat, a, nullptr);
      INFO("seed " << seed << " step " << step << " action " << id);
      REQUIRE(s->check_invariants() == "");
      if (step % 13 == 0) {
        auto back = g->state_from_json(s->to_json());
        REQUIRE(back.ok());
        REQUIRE(back.value()->equals(*s));
      }
    }
  }
  return used;
}

// A player of each side with the sets' cards in hand and in play; `heroes`:
// with the unique ones (Mara Jade, Obi-Wan Kenobi), which one player of a
// side holds.
json dark_side(const char* objective, bool heroes) {
  json units = {{{"card", "agent-of-the-hand"}, {"focus", 1}}, "death-star-trooper"};
  if (heroes) units.push_back({{"card", "mara-jade"}, {"focus", 1}});
  return {{"tookTurn", true},
          {"objectives", {objective, "fall-of-the-jedi", "counsel-of-the-sith"}},
          {"hand", {"join-me", "agent-of-the-hand"}},
          {"units", units}};
}
json light_side(const char* objective, bool heroes) {
  json units = {{{"card", "twilek-loyalist"}, {"focus", 1}, {"enhancements", {"force-cleansing"}}},
                "believer-in-the-old-ways"};
  if (heroes) units.push_back({{"card", "obi-wan-kenobi-botf"}, {"force", true}});
  return {{"tookTurn", true},
          {"objectives", {objective, "a-heros-journey", "in-you-must-go"}},
          {"hand", {"shistavanen-wolfman", "force-cleansing"}},
          {"discard", {"shistavanen-wolfman"}},
          {"units", units}};
}
}  // namespace

TEST_CASE("lcg: random two-player games with objective sets 91 and 94 keep their invariants and use the sets' cards",
          "[lcg][decks][botf]") {
  const json setup = {{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                      {"dark", dark_side("the-emperors-hand", true)}, {"light", light_side("watchers-in-the-wasteland", true)}};
  const std::set<std::string> used = play({{"dark", "sith:19,20,21,22,23,24,25,36,94,95"},
                                           {"light", "jedi:1,2,3,4,5,6,7,18,91,92"}},
                                          setup, 48);
  CHECK(used.count("join-me") == 1);
  CHECK(used.count("mara-jade") == 1);
  CHECK(used.count("obi-wan-kenobi-botf") == 1);
  CHECK(used.count("force-cleansing") == 1);
}

TEST_CASE("lcg: random 2v2 games with objective sets 91 and 94 keep their invariants and use the sets' cards",
          "[lcg][decks][botf][mp]") {
  json dark2 = dark_side("the-ultimate-power", false);
  dark2["commonReserve"] = {"join-me"};
  json light2 = light_side("the-defense-of-yavin-4", false);
  light2["commonReserve"] = {"twilek-loyalist"};
  const json setup = {{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                      {"dark", dark_side("the-emperors-hand", true)}, {"dark2", dark2},
                      {"light", light_side("watchers-in-the-wasteland", true)}, {"light2", light2}};
  const std::set<std::string> used = play({{"mode", "2v2"},
                                           {"dark", "sith:19,20,21,22,23,24,25,36,94,95"},
                                           {"dark2", "imperial-navy:26,27,28,29,30,31,32,33,34,96"},
                                           {"light", "jedi:1,2,3,4,5,6,7,18,91,92"},
                                           {"light2", "rebel-alliance:8,9,10,11,12,13,14,15,16,93"}},
                                          setup, 24);
  CHECK(used.count("join-me") == 1);
  CHECK(used.count("mara-jade") == 1);
  CHECK(used.count("agent-of-the-hand") == 1);
}
