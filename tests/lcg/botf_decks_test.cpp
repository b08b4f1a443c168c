// Balance of the Force's objective sets 91-96 in two-player decks: the card
// list has them, deck validation applies the core deck rules to them, and a
// deck with them starts a game (LCG-DECK-4, LCG-DECK-5, LCG-DECK-7).
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/decks.h"
#include "sw/json.h"
#include "sw/match.h"

using sw::json;

namespace {
json parse(const std::string& s) {
  json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}
json validate(const char* affiliation, std::vector<int> sets) {
  const json deck = {{"affiliation", affiliation}, {"sets", sets}};
  return parse(sw::validate_deck_json(sw::builtin_registry(), json{{"game", "lcg"}, {"deck", deck}}.dump()));
}
std::vector<std::string> codes(const json& v) {
  std::vector<std::string> c;
  for (const json& e : v["errors"]) c.push_back(e["code"].get<std::string>());
  return c;
}
}  // namespace

TEST_CASE("lcg card list: Balance of the Force sets 91-96, six cards each, the objective first, Limit 1 per "
          "objective deck (LCG-DECK-7)",
          "[lcg][decks]") {
  const json c = parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})"));
  const std::vector<std::pair<int, const char*>> objectives = {
      {91, "Watchers in the Wasteland"}, {92, "Blue Squadron Support"}, {93, "Rendar's Wrath"},
      {94, "The Emperor's Hand"},        {95, "Repair and Refurbish"},  {96, "Mercenary Support"}};
  for (const auto& [number, name] : objectives) {
    INFO(number);
    const json* set = nullptr;
    for (const json& s : c["sets"])
      if (s["number"] == number) set = &s;
    REQUIRE(set != nullptr);
    CHECK((*set)["name"] == name);
    CHECK((*set)["limit1"] == true);
    CHECK((*set)["cards"].size() == 6);
    CHECK((*set)["side"] == (number <= 93 ? "light" : "dark"));
  }
  // Two cards titled Obi-Wan Kenobi: the core set's and the expansion's, each its own key.
  int obi_wan = 0;
  for (const json& card : c["cards"])
    if (card["name"] == "Obi-Wan Kenobi") {
      ++obi_wan;
      CHECK((card["key"] == "obi-wan-kenobi" || card["key"] == "obi-wan-kenobi-botf"));
    }
  CHECK(obi_wan == 2);
}

TEST_CASE("lcg decks: Balance of the Force sets follow the core deck rules: their side, one copy of a Limit 1 set "
          "(LCG-DECK-4, LCG-DECK-5)",
          "[lcg][decks]") {
  const json legal = validate("rebel-alliance", {8, 9, 10, 11, 12, 13, 14, 18, 92, 93});
  CHECK(legal["legal"] == true);
  CHECK(codes(validate("rebel-alliance", {8, 9, 10, 11, 12, 13, 14, 18, 92, 92})) == std::vector<std::string>{"limit_one"});
  CHECK(codes(validate("jedi", {1, 2, 3, 4, 5, 6, 7, 15, 16, 94})) == std::vector<std::string>{"other_side"});
  CHECK(validate("scum-and-villainy", {33, 34, 35, 36, 26, 27, 29, 30, 95, 96})["legal"] == true);
}

TEST_CASE("lcg: a two-player game starts with decks of Balance of the Force sets, their cards in the decks "
          "(LCG-DECK-7, LCG-SETUP-1)",
          "[lcg][decks]") {
  sw::Match m{sw::builtin_registry()};
  const json cfg = {{"game", "lcg"},
                    {"seed", 3},
                    {"options", {{"dark", "sith:19,20,21,22,23,24,25,36,94,95"},
                                 {"light", "jedi:1,2,3,4,5,6,7,18,91,92"}}}};
  const json r = parse(m.start(cfg.dump()));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  const json v = parse(m.view(-1));
  // 10 sets: 10 objectives and 50 command cards (6 in hand after setup).
  for (int seat = 0; seat < 2; ++seat)
    CHECK(v["players"][seat]["deckCount"].get<int>() + v["players"][seat]["handCount"].get<int>() == 50);
}
