// TCG deck rules (games/tcg/decks.h, deck_api.h): TCG-DECK-1..5 with one
// error per violation, the two presets, deck codes and the JSON deck file.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <vector>
#include "tcg/deck_api.h"
#include "tcg/decks.h"

using namespace sw::tcg;
using sw::json;

namespace {

// A deck of `side` (plus neutral cards) with the given number of cards of
// each type, up to 4 copies of each card in definition order, leaving out
// the cards in `avoid`.
DeckList filler(Side side, int space, int ground, int character, int battle, int mission,
                const std::vector<std::string>& avoid = {}) {
  const int want[kNumTypes] = {space, ground, character, battle, mission};
  DeckList d;
  for (int t = 0; t < kNumTypes; ++t) {
    int left = want[t];
    for (int def = 0; def < num_facts() && left > 0; ++def) {
      const CardFacts& f = facts(def);
      if (f.type != t || (f.side != side && f.side != kNeutral)) continue;
      if (std::find(avoid.begin(), avoid.end(), f.key) != avoid.end()) continue;
      const int n = std::min(4, left);
      add_cards(d, def, n);
      left -= n;
    }
    REQUIRE(left == 0);
  }
  return d;
}

int def(const char* key) {
  const int d = def_of_key(key);
  REQUIRE(d >= 0);
  return d;
}

std::vector<std::string> codes(const DeckList& d) {
  std::vector<std::string> v;
  for (const DeckError& e : deck_errors(d)) v.push_back(e.code);
  return v;
}

const DeckError* find(const std::vector<DeckError>& errs, const std::string& code) {
  for (const DeckError& e : errs)
    if (e.code == code) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("TCG decks: both presets are legal, one per side, 60 cards", "[tcg]") {
  REQUIRE(presets().size() == 2);
  CHECK(presets()[0].side == kLight);
  CHECK(presets()[1].side == kDark);
  for (const Preset& p : presets()) {
    INFO(p.key);
    CHECK(deck_errors(p.deck).empty());
    CHECK(deck_side(p.deck) == p.side);
    CHECK(p.deck.total() == 60);
    int by_type[kNumTypes] = {0, 0, 0, 0, 0};
    for (const DeckEntry& e : p.deck.cards) by_type[facts(e.def).type] += e.count;
    CHECK(by_type[kSpace] == 16);
    CHECK(by_type[kGround] == 16);
    CHECK(by_type[kCharacter] == 16);
    CHECK(by_type[kBattle] == 8);
    CHECK(by_type[kMission] == 4);
    CHECK(preset_by_key(p.key) == &p);
  }
  CHECK(preset_by_key("no-such-preset") == nullptr);
}

TEST_CASE("TCG-DECK-1: a deck has at least 60 cards", "[tcg]") {
  DeckList d = filler(kLight, 16, 16, 16, 8, 4);
  CHECK(deck_errors(d).empty());
  DeckList short_deck = filler(kLight, 16, 16, 16, 8, 3);
  const auto errs = deck_errors(short_deck);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].code == "too_few_cards");
  CHECK(errs[0].rule == "TCG-DECK-1");
  CHECK(errs[0].message.find("59") != std::string::npos);
  // No maximum in the rules: 100 cards are legal.
  CHECK(deck_errors(filler(kDark, 30, 30, 30, 8, 2)).empty());
}

TEST_CASE("TCG-DECK-2: at most 4 copies of one name and version", "[tcg]") {
  // The rulebook's example: 4 Anakin Skywalker A and 2 Anakin Skywalker C is legal...
  DeckList d = filler(kLight, 16, 16, 10, 8, 4,
                      {"anakin-skywalker-a", "anakin-skywalker-b", "anakin-skywalker-c", "anakin-skywalker-d"});
  add_cards(d, def("anakin-skywalker-a"), 4);
  add_cards(d, def("anakin-skywalker-c"), 2);
  REQUIRE(d.total() == 60);
  CHECK(deck_errors(d).empty());
  // ... 5 Anakin Skywalker B is not, and every card over the limit is its own error.
  add_cards(d, def("anakin-skywalker-b"), 5);
  int ground = -1;  // the filler's first Ground card, 4 copies: one more is too many
  for (const DeckEntry& e : d.cards)
    if (ground < 0 && facts(e.def).type == kGround) ground = e.def;
  REQUIRE(d.count_of(ground) == 4);
  add_cards(d, ground, 1);
  const auto errs = deck_errors(d);
  std::vector<std::string> over;
  for (const DeckError& e : errs)
    if (e.code == "too_many_copies") {
      CHECK(e.rule == "TCG-DECK-2");
      REQUIRE(e.cards.size() == 1);
      over.push_back(e.cards[0]);
    }
  std::sort(over.begin(), over.end());
  std::vector<std::string> want = {"anakin-skywalker-b", facts(ground).key};
  std::sort(want.begin(), want.end());
  CHECK(over == want);
  const DeckError* b = nullptr;
  for (const DeckError& e : errs)
    if (e.cards == std::vector<std::string>{"anakin-skywalker-b"}) b = &e;
  REQUIRE(b);
  CHECK(b->message.find("Anakin Skywalker (B)") != std::string::npos);
  CHECK(b->message.find("5") != std::string::npos);
}

TEST_CASE("TCG-DECK-3: one side plus neutral cards", "[tcg]") {
  // The filler already mixes neutral cards in: legal.
  DeckList d = filler(kDark, 16, 16, 16, 8, 4);
  bool has_neutral = false;
  for (const DeckEntry& e : d.cards) has_neutral = has_neutral || facts(e.def).side == kNeutral;
  CHECK(has_neutral);
  CHECK(deck_errors(d).empty());
  // One Light Side card in a Dark Side deck: one error naming it.
  add_cards(d, def("yoda-b"), 1);
  auto errs = deck_errors(d);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].code == "mixed_sides");
  CHECK(errs[0].rule == "TCG-DECK-3");
  CHECK(errs[0].cards == std::vector<std::string>{"yoda-b"});
  CHECK(deck_side(d) == kNeutral);
  // An all-neutral deck may play either side.
  DeckList n;
  add_cards(n, def("gozanti-cruiser"), 4);
  CHECK(deck_side(n) == kNeutral);
  add_cards(n, def("clone-platoon"), 1);
  CHECK(deck_side(n) == kLight);
}

TEST_CASE("TCG-DECK-4: at least 12 units of each unit type, one error per type", "[tcg]") {
  // Missions and Battle cards have no minimum (OQ-TCG-01): none here and legal.
  CHECK(deck_errors(filler(kLight, 20, 20, 20, 0, 0)).empty());
  DeckList d = filler(kLight, 11, 24, 20, 5, 0);
  REQUIRE(d.total() == 60);
  auto errs = deck_errors(d);
  REQUIRE(errs.size() == 2);  // 11 Space, and 24 Ground > 2 x 11
  const DeckError* few = find(errs, "too_few_units");
  REQUIRE(few);
  CHECK(few->rule == "TCG-DECK-4");
  CHECK(few->message.find("Space") != std::string::npos);
  CHECK(few->message.find("11") != std::string::npos);
  REQUIRE(!few->cards.empty());
  for (const std::string& k : few->cards) CHECK(facts(def(k.c_str())).type == kSpace);
  CHECK(codes(filler(kLight, 0, 0, 0, 40, 20)) ==
        std::vector<std::string>{"too_few_units", "too_few_units", "too_few_units"});
}

TEST_CASE("TCG-DECK-5: no unit type more than twice another", "[tcg]") {
  // The rulebook's example: with 12 Space units, 24 Ground units are allowed...
  CHECK(deck_errors(filler(kLight, 12, 24, 24, 0, 0)).empty());
  // ... and 25 are not.
  DeckList d = filler(kLight, 12, 25, 24, 0, 0);
  REQUIRE(d.total() == 61);
  auto errs = deck_errors(d);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].code == "unit_ratio");
  CHECK(errs[0].rule == "TCG-DECK-5");
  CHECK(errs[0].message.find("25 Ground units against 12 Space units") != std::string::npos);
  for (const std::string& k : errs[0].cards) CHECK(facts(def(k.c_str())).type == kGround);
  // Two types far above the third: one error per ordered pair.
  DeckList e = filler(kDark, 12, 28, 28, 0, 0);
  CHECK(codes(e) == std::vector<std::string>{"unit_ratio", "unit_ratio"});
}

TEST_CASE("TCG decks: every violation at once, in rule order", "[tcg]") {
  DeckList d = filler(kLight, 4, 12, 12, 0, 0);
  add_cards(d, def("jango-fett-d"), 6);  // Dark Side, and over 4 copies
  CHECK(codes(d) == std::vector<std::string>{"too_few_cards", "too_many_copies", "mixed_sides", "too_few_units",
                                             "unit_ratio", "unit_ratio"});
}

TEST_CASE("TCG decks: the engine's own limit of cards", "[tcg]") {
  DeckList d = filler(kLight, 40, 48, 40, 0, 0);
  REQUIRE(d.total() == kMaxDeckCards);
  CHECK(deck_errors(d).empty());
  add_cards(d, def("mending"), 1);
  const auto errs = deck_errors(d);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].code == "engine_limit");
  CHECK(errs[0].rule.empty());
  CHECK(errs[0].message.find("129") != std::string::npos);
  CHECK(!deck_error_json(errs[0]).contains("rule"));
}

TEST_CASE("TCG decks: deck codes and game options", "[tcg]") {
  const DeckList& republic = presets()[0].deck;
  const std::string code = deck_code(republic);
  CHECK(code.rfind("bravo-n-1-starfighter:3,", 0) != 0);  // definition order, not alphabetical
  auto back = deck_from_option(code);
  REQUIRE(back.ok());
  CHECK(deck_code(back.value()) == code);
  CHECK(back.value().total() == 60);
  auto by_key = deck_from_option("separatists");
  REQUIRE(by_key.ok());
  CHECK(by_key.value().total() == 60);
  for (const char* bad : {"", "nonsense", "clone-platoon", "clone-platoon:0", "clone-platoon:100", "clone-platoon:4,",
                          "no-card:1", "clone-platoon:2,clone-platoon:2", "clone-platoon:x"}) {
    INFO(bad);
    CHECK(!deck_from_option(bad).ok());
  }
}

TEST_CASE("TCG decks: validateDeck's answer names every violation", "[tcg]") {
  auto r = tcg_validate_deck(json("republic"));
  REQUIRE(r.ok());
  CHECK(r.value()["legal"] == true);
  CHECK(r.value()["preset"] == "republic");
  CHECK(r.value()["side"] == "light");
  CHECK(r.value()["option"] == "republic");
  CHECK(r.value()["counts"]["cards"] == 60);
  CHECK(r.value()["counts"]["space"] == 16);

  json deck = {{"name", "Too small"},
               {"cards", json::array({{{"key", "clone-platoon"}, {"count", 5}}, {{"key", "jango-fett-d"}, {"count", 1}}})}};
  auto bad = tcg_validate_deck(deck);
  REQUIRE(bad.ok());
  CHECK(bad.value()["legal"] == false);
  CHECK(bad.value()["side"].is_null());
  std::vector<std::string> got;
  for (const json& e : bad.value()["errors"]) {
    got.push_back(e["code"]);
    CHECK(e["message"].is_string());
    CHECK(e["cards"].is_array());
  }
  // 5 Ground units, 1 Character, 0 Space: also three ratios broken.
  CHECK(got == std::vector<std::string>{"too_few_cards", "too_many_copies", "mixed_sides", "too_few_units", "too_few_units",
                                        "too_few_units", "unit_ratio", "unit_ratio", "unit_ratio"});
  CHECK(bad.value()["deck"]["name"] == "Too small");
  CHECK(bad.value()["option"] == "clone-platoon:5,jango-fett-d:1");
}

TEST_CASE("TCG decks: a malformed deck is bad_deck", "[tcg]") {
  for (const char* text :
       {R"(5)", R"({"cards":{}})", R"({"cards":[{"key":"clone-platoon"}]})", R"({"cards":[{"key":"clone-platoon","count":0}]})",
        R"({"cards":[{"key":"clone-platoon","count":100}]})", R"({"cards":[{"key":"clone-platoon","count":1.5}]})",
        R"({"cards":[{"key":"nope","count":1}]})", R"({"cards":[{"key":"clone-platoon","count":1,"x":1}]})",
        R"({"deck":[]})", R"({"name":7})", R"("not-a-preset")"}) {
    INFO(text);
    auto r = tcg_validate_deck(json::parse(text));
    REQUIRE(!r.ok());
    CHECK(r.error().code == "bad_deck");
  }
  // Two entries of one card add up (and are then one entry).
  auto r = tcg_validate_deck(json::parse(R"({"cards":[{"key":"clone-platoon","count":2},{"key":"clone-platoon","count":3}]})"));
  REQUIRE(r.ok());
  CHECK(r.value()["deck"]["cards"] == json::parse(R"([{"key":"clone-platoon","count":5}])"));
}

TEST_CASE("TCG decks: JSON deck files and codes round-trip through export and import", "[tcg]") {
  json deck = {{"name", "Separatists"}, {"cards", tcg_validate_deck(json("separatists")).value()["deck"]["cards"]}};
  for (const char* format : {"json", "code"}) {
    INFO(format);
    auto out = tcg_deck_export(deck, format);
    REQUIRE(out.ok());
    auto in = tcg_deck_import(format, out.value()["text"].get<std::string>());
    REQUIRE(in.ok());
    CHECK(in.value()["deck"]["cards"] == deck["cards"]);
  }
  CHECK(tcg_deck_import("json", R"({"format":"swrules-deck","version":1,"game":"lcg","deck":{}})").error().code == "bad_deck");
  CHECK(tcg_deck_import("json", "{").error().code == "bad_deck");
  CHECK(tcg_deck_import("zip", "").error().code == "bad_request");
  CHECK(tcg_deck_export(deck, "zip").error().code == "bad_request");
}

TEST_CASE("TCG card list: every card, the presets, the formats", "[tcg]") {
  const json list = tcg_card_list();
  REQUIRE(list["cards"].size() == static_cast<size_t>(num_facts()));
  const json& anakin = list["cards"][0];
  CHECK(anakin["key"] == "anakin-skywalker-a");
  CHECK(anakin["version"] == "A");
  CHECK(anakin["unique"] == true);
  CHECK(anakin["cost"] == 7);
  CHECK(anakin["speed"] == 60);
  CHECK(anakin["side"] == "light");
  CHECK(anakin["type"] == "Character");
  CHECK(!anakin.contains("implemented"));
  CHECK(list["presets"].size() == 2);
  CHECK(list["deckFormats"][0]["id"] == "dek");
  const json marked = tcg_card_list([](int d) { return d == 0; });
  CHECK(marked["cards"][0]["implemented"] == true);
  CHECK(marked["cards"][1]["implemented"] == false);
  bool saw_force = false;
  for (const json& c : list["cards"])
    if (c["key"] == "interference-in-the-senate") saw_force = c["force"] == 10 && !c.contains("cost");
  CHECK(saw_force);
}
