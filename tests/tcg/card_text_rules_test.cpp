// The TCG card's text box and its cosmetic data (TCG-CARD-7, TCG-CARD-8):
// what our card text holds and how the rules read it, and the set, collector
// number and rarity that the card list shows but the rules never read.
#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include "tcg/deck_api.h"
#include "tcg/facts.h"
#include "tcg/state.h"

using namespace sw::tcg;
using sw::json;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string line;
  while (std::getline(ss, line))
    if (!line.empty()) out.push_back(line);
  return out;
}

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

struct KeywordRow {
  const char* word;
  int8_t Keywords::*printed;
  uint8_t stat;
};
const KeywordRow kKeywordRows[] = {
    {"Bombard", &Keywords::bombard, st::kBombard},       {"Critical Hit", &Keywords::critical_hit, st::kCritical},
    {"Deflect", &Keywords::deflect, st::kDeflect},       {"Evade", &Keywords::evade, st::kEvade},
    {"Ion Cannon", &Keywords::ion_cannon, st::kIonCannon}, {"Shields", &Keywords::shields, st::kShields},
};

// "Shields 1." -> the row of Shields and 1; nullptr when the line is not a keyword alone.
const KeywordRow* keyword_line(const std::string& line, int& value) {
  static const std::regex re("^(Bombard|Critical Hit|Deflect|Evade|Ion Cannon|Shields) ([0-9]+)\\.$");
  std::smatch m;
  if (!std::regex_match(line, m, re)) return nullptr;
  value = std::stoi(m[2].str());
  for (const KeywordRow& k : kKeywordRows)
    if (m[1].str() == k.word) return &k;
  return nullptr;
}

// "+10 speed", "-1 power", "Critical Hit 2": how the card's text words a
// constant bonus to a printed number ("" for other stats).
std::string bonus_words(uint8_t stat, int amount) {
  const std::string n = (amount > 0 ? "+" : "") + std::to_string(amount);
  if (stat == st::kSpeed) return n + " speed";
  if (stat == st::kPower) return n + " power";
  if (stat == st::kHealth) return n + " health";
  for (const KeywordRow& k : kKeywordRows)
    if (k.stat == stat && amount > 0) return std::string(k.word) + " " + std::to_string(amount);
  return "";
}

std::string read_text(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("TCG cosmetic data: every card has the set AOTC, its own collector number and a rarity, as the card list shows them (TCG-CARD-8)", "[tcg]") {
  const json list = tcg_card_list();
  REQUIRE(list["cards"].size() == static_cast<size_t>(num_facts()));
  std::set<int> numbers;
  int by_rarity[4] = {0, 0, 0, 0};
  static const char* const kRarityWords[] = {"common", "uncommon", "rare", "promo"};
  for (int d = 0; d < num_facts(); ++d) {
    const CardFacts& f = facts(d);
    const json& c = list["cards"][static_cast<size_t>(d)];
    INFO(f.key);
    CHECK(c["key"] == f.key);
    CHECK(std::strcmp(f.set, "AOTC") == 0);
    CHECK(c["set"] == "AOTC");
    CHECK(f.number >= 1);
    CHECK(f.number <= 180);
    CHECK(f.number == d + 1);  // the table is in collector-number order
    CHECK(c["number"] == f.number);
    numbers.insert(f.number);
    // Rarity is common, uncommon or rare; a promo print is its numbered card (correction T9).
    REQUIRE(f.rarity <= kRare);
    ++by_rarity[f.rarity];
    CHECK(c["rarity"] == kRarityWords[f.rarity]);
  }
  CHECK(numbers.size() == static_cast<size_t>(num_facts()));
  // AOTC: 60 cards of each rarity.
  CHECK(by_rarity[kCommon] == 60);
  CHECK(by_rarity[kUncommon] == 60);
  CHECK(by_rarity[kRare] == 60);
  CHECK(by_rarity[kPromo] == 0);
  const json& anakin = list["cards"][static_cast<size_t>(def_of_key("anakin-skywalker-a"))];
  CHECK(anakin["rarity"] == "rare");
  CHECK(anakin["number"] == 1);
  CHECK(list["cards"][static_cast<size_t>(def_of_key("luxury-airspeeder"))]["rarity"] == "uncommon");
  CHECK(list["cards"][static_cast<size_t>(def_of_key("zam-wesell-b"))]["rarity"] == "common");
}

TEST_CASE("TCG cosmetic data: a promo print with its own rarity and number counts as its numbered card for the copy limit (TCG-CARD-8, TCG-DECK-2)", "[tcg]") {
  // Anakin Skywalker (C) is an uncommon, AOTC 62 of 180; its promo print has another
  // symbol and no number of the set, but is the same card in a deck.
  const auto dek = [](int numbered, int promos) {
    std::string s = "<?xml version=\"1.0\"?>\n<deck version=\"0.8\"><superzone name=\"Deck\">\n";
    for (int i = 0; i < numbered; ++i) s += "<card><name id=\"a\">Anakin Skywalker (C)</name><set>AOTC</set></card>\n";
    for (int i = 0; i < promos; ++i) s += "<card><name id=\"p\">Anakin Skywalker (C) (Promo)</name><set>AOTC</set></card>\n";
    return s + "</superzone></deck>\n";
  };
  const auto too_many = [&](int numbered, int promos) {
    auto imported = tcg_deck_import("dek", dek(numbered, promos));
    REQUIRE(imported.ok());
    const json deck = imported.value()["deck"];
    REQUIRE(deck["cards"].size() == 1);
    CHECK(deck["cards"][0]["key"] == "anakin-skywalker-c");
    CHECK(deck["cards"][0]["count"] == numbered + promos);
    auto v = tcg_validate_deck(deck);
    REQUIRE(v.ok());
    bool over = false;
    for (const json& e : v.value()["errors"])
      if (e["code"] == "too_many_copies") over = true;
    return over;
  };
  CHECK(!too_many(4, 0));
  CHECK(!too_many(3, 1));
  CHECK(too_many(4, 1));  // 5 copies of one name and version, whatever the prints
  CHECK(too_many(5, 0));
}

TEST_CASE("TCG cosmetic data: no rules code reads a card's rarity, collector number or set (TCG-CARD-8)", "[tcg]") {
  // Only the facts table, the card list entry (what the page shows) and the
  // .dek export (Lackey's <set> element) may name them; anything the rules
  // decide comes from the other facts.
  namespace fs = std::filesystem;
  const fs::path root = fs::path(SW_TEST_DATA_DIR) / ".." / "games" / "tcg";
  REQUIRE(fs::is_directory(root));
  const std::set<std::string> allowed = {"facts.h", "facts.cpp", "card_list_entry.cpp", "dek.cpp", "aotc.inc"};
  const std::regex cosmetic("\\brarity\\b|\\bRarity\\b|kUncommon|(\\.|->)(number|set)\\b");
  int scanned = 0;
  std::vector<std::string> readers;
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(root)) {
    if (!e.is_regular_file()) continue;
    const std::string ext = e.path().extension().string();
    if (ext != ".cpp" && ext != ".h" && ext != ".inc") continue;
    ++scanned;
    if (allowed.count(e.path().filename().string())) continue;
    if (std::regex_search(read_text(e.path()), cosmetic)) readers.push_back(e.path().filename().string());
  }
  CHECK(scanned > 100);  // the rules files and the card scripts were read
  CHECK(readers == std::vector<std::string>{});
  // The rules' own card table holds no such field: a CardDef is key, name,
  // type, stats, abilities and text, filled from the facts (cards.cpp).
  const Card& anakin = TcgState::card_def(def_of_key("anakin-skywalker-a"));
  CHECK(std::strcmp(anakin.key, "anakin-skywalker-a") == 0);
  CHECK(anakin.stats[st::kCost] == 7);
}

TEST_CASE("TCG card text: rules text only - no flavor text, each scripted ability's text is the card's, a keyword line is the printed keyword (TCG-CARD-7)", "[tcg]") {
  int keyword_lines = 0, ability_texts = 0, bonuses = 0;
  for (int d = 0; d < num_facts(); ++d) {
    const CardFacts& f = facts(d);
    const Card& c = TcgState::card_def(d);
    const std::string text = f.text;
    INFO(f.key << ": " << text);
    // The rules read the facts' text unchanged (the card list shows the same).
    CHECK(std::strcmp(c.text, f.text) == 0);
    // No flavor text: AOTC's italic flavor lines are quotations; our text has
    // no quotation marks and no italic markup.
    for (const char* mark : {"\"", "\xE2\x80\x9C", "\xE2\x80\x9D", "<i>", "*", "_"}) CHECK(text.find(mark) == std::string::npos);
    // Each ability a script gives the card says the card's text: an ability
    // that is used or triggers says its own line(s) word for word (the log
    // quotes it, and an "→" in it marks a cost a Force surcharge may raise,
    // force_costs.cpp). A constant bonus may be one of two halves of one
    // printed sentence ("+10 speed and +1 power ..."): the card's text then
    // names its number and stat.
    std::string one_line = text;
    for (char& ch : one_line)
      if (ch == '\n') ch = ' ';
    for (int a = 0; a < c.n_abilities; ++a) {
      const Ability& ab = c.abilities[a];
      const std::string says = ab.text;
      INFO("ability " << a << " says: " << says);
      const std::string bonus = ab.kind == sw::AbilityKind::Constant ? bonus_words(ab.stat, ab.amount) : "";
      if (!bonus.empty()) {
        ++bonuses;
        CHECK(text.find(bonus) != std::string::npos);
        if (!says.empty()) CHECK(says.find(bonus) != std::string::npos);
        continue;
      }
      ++ability_texts;
      CHECK(!says.empty());
      CHECK(one_line.find(says) != std::string::npos);
    }
    // A keyword standing alone on its line is the printed keyword of the facts
    // (the rules read it as a stat); every printed keyword has that line.
    int printed_seen[6] = {0, 0, 0, 0, 0, 0};
    for (const std::string& line : lines_of(text)) {
      int value = 0;
      const KeywordRow* k = keyword_line(line, value);
      if (!k) continue;
      ++keyword_lines;
      const int i = static_cast<int>(k - kKeywordRows);
      ++printed_seen[i];
      CHECK(f.keywords.*(k->printed) == value);
      CHECK(c.stats[k->stat] == value);
    }
    for (int i = 0; i < 6; ++i) {
      const int printed = f.keywords.*(kKeywordRows[i].printed);
      INFO(kKeywordRows[i].word);
      CHECK(printed_seen[i] == (printed ? 1 : 0));
    }
  }
  CHECK(keyword_lines == 25);  // the 25 units with a printed keyword (facts_test)
  CHECK(ability_texts > 100);
  CHECK(bonuses > 10);
}

TEST_CASE("TCG card text: a limit in parentheses after an ability is rules text that the script keeps, not reminder text (TCG-CARD-7)", "[tcg]") {
  // Our wording puts an ability's limit in parentheses after it: "(Your build
  // step only.)", "(Only when Dexter would attack.)". Printed reminder text in
  // parentheses only restates a rule; these limits are the card's own rules,
  // so each must be the timing of the ability that says it.
  const std::regex would_attack("\\(Only when [^()]+ would attack\\.\\)$");
  int build_step = 0, attack = 0;
  for (int d = 0; d < num_facts(); ++d) {
    const CardFacts& f = facts(d);
    const Card& c = TcgState::card_def(d);
    INFO(f.key << ": " << f.text);
    for (const std::string& line : lines_of(f.text)) {
      const bool build = ends_with(line, "(Your build step only.)");
      const bool attacking = std::regex_search(line, would_attack);
      if (!build && !attacking) continue;
      build_step += build;
      attack += attacking;
      const uint8_t want = build ? timing::kBuildStep : timing::kWouldAttack;
      bool kept = false;
      for (int a = 0; a < c.n_abilities; ++a)
        kept = kept || (c.abilities[a].timing == want && c.abilities[a].text == line);
      INFO(line);
      CHECK(kept);
    }
    // And the other way: an ability with such a timing says its limit.
    for (int a = 0; a < c.n_abilities; ++a) {
      const std::string says = c.abilities[a].text;
      INFO("ability " << a << " says: " << says);
      if (c.abilities[a].timing == timing::kBuildStep) CHECK(ends_with(says, "(Your build step only.)"));
      if (c.abilities[a].timing == timing::kWouldAttack) CHECK(std::regex_search(says, would_attack));
    }
  }
  CHECK(build_step == 15);
  CHECK(attack == 4);
}
