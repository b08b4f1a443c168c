// The card list and decks through the game-neutral JSON API (sw::card_list_json,
// validate_deck_json, deck_import_json, deck_export_json): the deck-building
// rules LCG-DECK-1..7 with one error per violation, the core set's presets,
// OCTGN .o8d import/export, and hostile input (bad requests, hostile XML).
#include <catch2/catch.hpp>
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
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

json card_list() { return parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})")); }

json validate(const json& deck) {
  return parse(sw::validate_deck_json(sw::builtin_registry(), json{{"game", "lcg"}, {"deck", deck}}.dump()));
}

json import_deck(const std::string& format, const std::string& text) {
  return parse(sw::deck_import_json(sw::builtin_registry(), json{{"game", "lcg"}, {"format", format}, {"text", text}}.dump()));
}

json export_deck(const json& deck, const std::string& format) {
  return parse(sw::deck_export_json(sw::builtin_registry(), json{{"game", "lcg"}, {"format", format}, {"deck", deck}}.dump()));
}

json deck(const char* affiliation, std::vector<int> sets) { return {{"affiliation", affiliation}, {"sets", sets}}; }

std::vector<std::string> codes(const json& v) {
  std::vector<std::string> c;
  for (const json& e : v["errors"]) c.push_back(e["code"].get<std::string>());
  return c;
}

const json* error_with(const json& v, const std::string& code) {
  for (const json& e : v["errors"])
    if (e["code"] == code) return &e;
  return nullptr;
}

bool has(const json& arr, const json& x) { return std::find(arr.begin(), arr.end(), x) != arr.end(); }

std::string fixture(const std::string& name) {
  std::ifstream f(std::string(SW_TEST_DATA_DIR) + "/fixtures/lcg/" + name, std::ios::binary);
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::string error_code(const json& v) { return v.contains("error") ? v["error"]["code"].get<std::string>() : std::string(); }

// A legal Jedi deck of 10 sets (LCG-DECK-2).
const std::vector<int> kJedi10 = {1, 2, 3, 4, 5, 6, 7, 15, 16, 18};

}  // namespace

TEST_CASE("lcg card list: every card with its facts, our text and its OCTGN id, the sets, affiliations and presets",
          "[lcg][decks]") {
  const json c = card_list();
  REQUIRE(c["ok"] == true);
  CHECK(c["game"] == "lcg");
  REQUIRE(c["cards"].size() == 312);  // the core set 222, Balance of the Force sets 91-96: 36, its challenge decks: 54 titles (MP-CHAL)
  for (const json& card : c["cards"]) {
    CHECK(card["key"].is_string());
    CHECK(card["name"].is_string());
    CHECK(card["text"].is_string());
    CHECK(card["octgnId"].get<std::string>().size() == 36);
  }
  const json& luke = c["cards"][7];
  CHECK(luke["name"] == "Luke Skywalker");
  CHECK(luke["cost"] == 4);
  CHECK(luke["type"] == "unit");
  // LCG-DECK-7: 36 + 6 objective sets of 1 objective + 5 command cards.
  REQUIRE(c["sets"].size() == 42);
  for (const json& s : c["sets"]) CHECK(s["cards"].size() == 6);
  CHECK(c["sets"][3]["affiliationOnly"] == "jedi");    // A Journey to Dagobah
  CHECK(c["sets"][17]["limit1"] == true);              // Hit and Run
  CHECK(c["affiliations"].size() == 6);                 // LCG-DECK-4, OQ-3
  REQUIRE(c["presets"].size() == 4);
  CHECK(c["deckFormats"].size() == 3);
}

TEST_CASE("lcg decks: the four core-set presets are legal (LCG-DECK-3), by name or written out, other 8-set decks are not", "[lcg][decks]") {
  const json c = card_list();
  for (const json& p : c["presets"]) {
    const json v = validate(p["key"]);
    CHECK(v["ok"] == true);
    CHECK(v["legal"] == true);
    CHECK(v["errors"].empty());
    CHECK(v["preset"] == p["key"]);
    CHECK(v["option"] == p["key"]);
    // The same deck written out (as an .o8d of the box's deck imports) is the preset too.
    const json own = validate(p["deck"]);
    CHECK(own["legal"] == true);
    CHECK(own["preset"] == p["key"]);
    CHECK(own["option"] == p["key"]);
  }
  // Any other deck of 8 sets breaks LCG-DECK-2.
  const json other = validate(deck("sith", {19, 20, 21, 22, 23, 24, 25, 34}));
  CHECK(codes(other) == std::vector<std::string>{"too_few_sets"});
  CHECK(other["preset"].is_null());
  CHECK(validate("sith:19,20,21,22,23,24,25,34")["legal"] == false);
}

TEST_CASE("lcg decks: a core-set preset written as its deck code is that preset at start, in validateDeck and deckImport (LCG-DECK-3)",
          "[lcg][decks]") {
  auto start = [](const json& options) {
    sw::Match m(sw::builtin_registry());
    return parse(m.start(json{{"game", "lcg"}, {"seed", 1}, {"options", options}}.dump()));
  };
  // docs/api.md's own example of a deck code: the Sith preset written out.
  const std::string sith = "sith:19,20,21,22,23,24,25,36";
  CHECK(start({{"dark", sith}})["ok"] == true);
  const json cards = card_list();  // kept alive for the range-for
  for (const json& p : cards["presets"]) {
    const std::string key = p["key"];
    const json x = export_deck(p["deck"], "code");
    REQUIRE(x["ok"] == true);
    const std::string code = x["text"];
    INFO(code);
    // validateDeck: the code string is the preset, as its name and its object are.
    const json v = validate(code);
    CHECK(v["legal"] == true);
    CHECK(v["errors"].empty());
    CHECK(v["preset"] == key);
    CHECK(v["option"] == key);
    CHECK(v["deck"] == p["deck"]);
    CHECK(v == validate(p["key"]));
    CHECK(v == validate(p["deck"]));
    // The sets in another order are the same deck.
    std::string reversed = code.substr(0, code.find(':') + 1);
    std::vector<int> sets = p["deck"]["sets"];
    for (size_t i = sets.size(); i-- > 0;) reversed += std::to_string(sets[i]) + (i ? "," : "");
    CHECK(validate(reversed)["preset"] == key);
    // start: the code is accepted as the deck option of its side, like the name.
    const bool dark = p["side"] == "dark";
    const json r = start({{dark ? "dark" : "light", code}});
    INFO(r.dump());
    CHECK(r["ok"] == true);
    CHECK(start({{dark ? "dark" : "light", reversed}})["ok"] == true);
    // deckImport: the code imports as the preset's deck, which is the preset.
    const json im = import_deck("code", code);
    REQUIRE(im["ok"] == true);
    CHECK(im["deck"] == p["deck"]);
    CHECK(validate(im["deck"])["preset"] == key);
    const json im_json = import_deck("json", json(code).dump());  // a bare deck: the code as a JSON string
    REQUIRE(im_json["ok"] == true);
    CHECK(im_json["deck"] == p["deck"]);
  }
  // 2v2 (MP-GEN-3): two presets share the Limit 1 sets 18 and 36 as printed,
  // whether the team's decks are given by name or as their codes.
  const json team = {{"mode", "2v2"}, {"dark", sith}, {"dark2", "imperial-navy:26,27,28,29,30,31,32,36"},
                     {"light", "jedi:1,2,3,4,5,6,7,18"}, {"light2", "rebel-alliance"}};
  CHECK(start(team)["ok"] == true);
  // Only a preset's sets exactly: any other 8-set deck is still short (LCG-DECK-2).
  const json short_deck = start({{"dark", "sith:19,20,21,22,23,24,25,34"}});
  CHECK(error_code(short_deck) == "bad_option");
  CHECK(error_code(start({{"dark", "sith:19,20,21,22,23,24,25,36,36"}})) == "bad_option");  // Limit 1 twice, 9 sets
  CHECK(validate("sith:19,20,21,22,23,24,25")["preset"].is_null());
  CHECK(validate("imperial-navy:19,20,21,22,23,24,25,36")["preset"].is_null());  // the Sith sets, another affiliation
}

TEST_CASE("lcg decks: an affiliation is required (LCG-DECK-1) and at least 10 sets (LCG-DECK-2)", "[lcg][decks]") {
  json none = {{"sets", kJedi10}};
  json v = validate(none);
  CHECK(v["legal"] == false);
  CHECK(codes(v) == std::vector<std::string>{"no_affiliation"});
  CHECK(v["deck"]["affiliation"].is_null());
  CHECK(v["option"].is_null());

  v = validate(deck("jedi", {1, 2, 3, 4, 5, 6, 7, 15, 16}));
  CHECK(codes(v) == std::vector<std::string>{"too_few_sets"});
  CHECK(error_with(v, "too_few_sets")->at("rule") == "LCG-DECK-2");

  v = validate(deck("jedi", kJedi10));
  CHECK(v["legal"] == true);
  CHECK(v["option"] == "jedi:1,2,3,4,5,6,7,15,16,18");
  CHECK(v["counts"]["cards"] == 61);
  // An empty deck in the making: two errors, nothing else.
  v = validate(json::object());
  CHECK(codes(v) == std::vector<std::string>{"no_affiliation", "too_few_sets"});
}

TEST_CASE("lcg decks: side purity, one error per set of the other side naming its cards (LCG-DECK-4)", "[lcg][decks]") {
  json v = validate(deck("jedi", {1, 2, 3, 4, 5, 6, 7, 16, 19, 36}));
  CHECK(v["legal"] == false);
  CHECK(codes(v) == std::vector<std::string>{"other_side", "other_side"});
  const json& e = v["errors"][0];
  CHECK(e["sets"] == json::array({19}));
  CHECK(e["rule"] == "LCG-DECK-4");
  CHECK(has(e["cards"], "fall-of-the-jedi"));
  CHECK(has(e["cards"], "darth-vader"));
  CHECK(e["message"].get<std::string>().find("Fall of the Jedi") != std::string::npos);
  CHECK(v["errors"][1]["sets"] == json::array({36}));
}

TEST_CASE("lcg decks: at most 2 copies of a set, 1 of a Limit 1 set (LCG-DECK-5)", "[lcg][decks]") {
  json v = validate(deck("jedi", {1, 1, 1, 2, 3, 4, 5, 6, 7, 16}));
  CHECK(codes(v) == std::vector<std::string>{"too_many_copies"});
  CHECK(v["errors"][0]["sets"] == json::array({1}));
  CHECK(has(v["errors"][0]["cards"], "luke-skywalker"));
  CHECK(v["errors"][0]["message"].get<std::string>().find("3") != std::string::npos);

  v = validate(deck("jedi", {1, 2, 3, 4, 5, 6, 7, 16, 18, 18}));
  CHECK(codes(v) == std::vector<std::string>{"limit_one"});
  CHECK(v["errors"][0]["cards"] == json::array({"hit-and-run"}));
  CHECK(v["errors"][0]["rule"] == "LCG-DECK-5");
  // Two copies of an ordinary set are fine.
  CHECK(validate(deck("jedi", {1, 1, 2, 3, 4, 5, 6, 7, 16, 18}))["legal"] == true);
}

TEST_CASE("lcg decks: an affiliation-only set needs that affiliation card (LCG-DECK-6)", "[lcg][decks]") {
  // A Journey to Dagobah (set 4) is Jedi only; Mobilize the Squadrons (13) Rebel Alliance only.
  json v = validate(deck("rebel-alliance", {4, 8, 9, 10, 11, 12, 13, 14, 16, 18}));
  CHECK(codes(v) == std::vector<std::string>{"affiliation_only"});
  CHECK(v["errors"][0]["sets"] == json::array({4}));
  CHECK(v["errors"][0]["cards"] == json::array({"a-journey-to-dagobah", "rebel-alliance"}));
  CHECK(v["errors"][0]["rule"] == "LCG-DECK-6");
  // Other sets of another affiliation of the same side are allowed (LCG-DECK-6).
  CHECK(validate(deck("rebel-alliance", {1, 8, 9, 10, 11, 12, 13, 14, 16, 18}))["legal"] == true);
}

TEST_CASE("lcg decks: every violation is its own error entry (LCG-DECK-2, -4, -5, -6 together)", "[lcg][decks]") {
  json v = validate(deck("sith", {4, 19, 19, 19, 22, 36, 36}));
  // 7 sets, set 4 Light Side and Jedi only... but Jedi-only only matters on its own side:
  // other_side for 4; too_many_copies for 19; limit_one for 36.
  CHECK(codes(v) == std::vector<std::string>{"too_few_sets", "other_side", "affiliation_only", "too_many_copies", "limit_one"});
  v = validate(deck("imperial-navy", {19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31}));
  CHECK(codes(v) == std::vector<std::string>{"affiliation_only", "engine_limit"});
  CHECK(v["errors"][0]["sets"] == json::array({22}));
}

TEST_CASE("lcg decks: a deck the validator calls legal starts a match, an illegal one does not", "[lcg][decks]") {
  const json legal = validate(deck("jedi", kJedi10));
  const json illegal = validate(deck("jedi", {1, 2, 3, 4, 5, 6, 7, 16, 18, 18}));
  for (const json* v : {&legal, &illegal}) {
    sw::Match m(sw::builtin_registry());
    json cfg = {{"game", "lcg"}, {"seed", 3}, {"options", {{"dark", "sith"}, {"light", (*v)["deck"]["affiliation"].get<std::string>() + ":" + [&] {
                                                                                  std::string s;
                                                                                  for (const json& n : (*v)["deck"]["sets"]) s += (s.empty() ? "" : ",") + n.dump();
                                                                                  return s;
                                                                                }()}}}};
    const json r = parse(m.start(cfg.dump()));
    CHECK(r["ok"] == (*v)["legal"]);
  }
  sw::Match m(sw::builtin_registry());
  CHECK(parse(m.start(json{{"game", "lcg"}, {"options", {{"light", legal["option"]}}}}.dump()))["ok"] == true);
}

TEST_CASE("lcg decks: an .o8d written by hand imports as its deck, and every preset round-trips through .o8d",
          "[lcg][decks][o8d]") {
  const json r = import_deck("o8d", fixture("jedi-10-sets.o8d"));
  REQUIRE(r["ok"] == true);
  CHECK(r["deck"]["affiliation"] == "jedi");
  CHECK(r["deck"]["sets"] == json::array({1, 1, 2, 3, 4, 5, 6, 7, 16, 18}));
  CHECK(validate(r["deck"])["legal"] == true);

  const json cards = card_list();  // kept alive: a range-for over card_list()["presets"] read a freed temporary
  for (const json& p : cards["presets"]) {
    const json x = export_deck(p["deck"], "o8d");
    REQUIRE(x["ok"] == true);
    CHECK(x["extension"] == "o8d");
    const std::string text = x["text"];
    CHECK(text.find("<deck game=\"d5cf89e5-1984-4873-8ae0-f06eea411bb3\">") != std::string::npos);
    const json back = import_deck("o8d", text);
    REQUIRE(back["ok"] == true);
    CHECK(back["deck"] == p["deck"]);
  }
  // Two copies export as qty="2" and come back as two copies; names are escaped.
  const json two = deck("imperial-navy", {26, 26, 27, 28, 29, 30, 31, 32, 33, 36});
  const json x = export_deck(two, "o8d");
  CHECK(x["text"].get<std::string>().find("qty=\"2\" id=\"ff4fb461-8060-457a-9c16-000000000069\"") != std::string::npos);
  CHECK(x["text"].get<std::string>().find("&quot;Backstabber&quot;") != std::string::npos);
  CHECK(import_deck("o8d", x["text"])["deck"]["sets"] == two["sets"]);
}

TEST_CASE("lcg decks: .o8d content errors name the cards: unknown GUIDs, broken sets (LCG-DECK-7), affiliations",
          "[lcg][decks][o8d]") {
  const std::string head = "<?xml version=\"1.0\"?><deck game=\"d5cf89e5-1984-4873-8ae0-f06eea411bb3\">";
  const std::string jedi = "<section name=\"Affiliation\"><card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000143\">Jedi</card></section>";
  // Unknown GUIDs: one error naming every one of them.
  json r = import_deck("o8d", head + jedi +
                                   "<section name=\"Command Deck\"><card qty=\"1\" id=\"00000000-0000-0000-0000-000000000001\">X</card>"
                                   "<card qty=\"2\" id=\"00000000-0000-0000-0000-0000000000AB\">Y</card></section></deck>");
  REQUIRE(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_deck");
  const std::string msg = r["error"]["message"];
  CHECK(msg.find("00000000-0000-0000-0000-000000000001") != std::string::npos);
  CHECK(msg.find("00000000-0000-0000-0000-0000000000ab") != std::string::npos);
  REQUIRE(r["error"]["errors"][0]["code"] == "unknown_card");
  CHECK(r["error"]["errors"][0]["cards"].size() == 2);
  // A set without all its command cards, and a command card without its objective.
  r = import_deck("o8d", head + jedi +
                             "<section name=\"Objective Deck\"><card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000063\">A Hero's Journey</card></section>"
                             "<section name=\"Command Deck\"><card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000064\">Luke Skywalker</card>"
                             "<card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000138\">Yoda</card></section></deck>");
  REQUIRE(r["ok"] == false);
  const json& errs = r["error"]["errors"];
  REQUIRE(errs.size() == 2);
  CHECK(errs[0]["code"] == "incomplete_set");
  CHECK(errs[0]["sets"] == json::array({1}));
  CHECK(has(errs[0]["cards"], "twilek-loyalist@1"));  // the printing of set 1
  CHECK(!has(errs[0]["cards"], "luke-skywalker"));
  CHECK(errs[0]["rule"] == "LCG-DECK-7");
  CHECK(errs[1]["code"] == "incomplete_set");
  CHECK(errs[1]["sets"] == json::array({2}));
  // No affiliation card; two of them.
  r = import_deck("o8d", head + "</deck>");
  CHECK(r["error"]["errors"][0]["code"] == "no_affiliation");
  r = import_deck("o8d", head + jedi + jedi + "</deck>");
  CHECK(r["error"]["errors"][0]["code"] == "affiliation_count");
}

TEST_CASE("lcg decks: hostile .o8d text is an error, never a crash or a hang", "[lcg][decks][o8d][hostile]") {
  auto code = [](const std::string& text) { return error_code(import_deck("o8d", text)); };
  const std::string ok = fixture("jedi-10-sets.o8d");
  CHECK(code(std::string(300 * 1024, ' ')) == "bad_deck");                       // size limit
  std::string deep;
  for (int i = 0; i < 5000; ++i) deep += "<a>";
  CHECK(code("<deck>" + deep) == "bad_deck");                                  // nesting: no recursion
  const json r = import_deck("o8d", "<deck>" + deep);
  CHECK(r["error"]["message"].get<std::string>().find("deeper") != std::string::npos);
  std::string wide = "<deck>";
  for (int i = 0; i < 5000; ++i) wide += "<x/>";
  CHECK(code(wide + "</deck>") == "bad_deck");                                 // element count
  CHECK(code("<!DOCTYPE deck [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><deck>&b;</deck>") == "bad_deck");  // no DTD
  CHECK(code("<deck>&lol;</deck>") == "bad_deck");
  CHECK(code("<deck><section><card qty=\"1\" id=\"x\"/></section></deck>") == "bad_deck");       // id not a GUID
  CHECK(code("<deck><section><card qty=\"100\" id=\"ff4fb461-8060-457a-9c16-000000000143\"/></section></deck>") == "bad_deck");
  CHECK(code("<deck><section><card qty=\"-1\" id=\"ff4fb461-8060-457a-9c16-000000000143\"/></section></deck>") == "bad_deck");
  CHECK(code("<deck><section><card qty=1 id=\"a\"/></section></deck>") == "bad_deck");
  CHECK(code("<deck><section></deck></section>") == "bad_deck");
  CHECK(code("<deck>") == "bad_deck");
  CHECK(code("") == "bad_deck");
  CHECK(code("<deck></deck><deck></deck>") == "bad_deck");
  CHECK(code("<deck></deck> trailing") == "bad_deck");
  CHECK(code("<set></set>") == "bad_deck");
  CHECK(code("<deck game=\"0a000000-0000-0000-0000-000000000000\"></deck>") == "bad_deck");
  CHECK(code(ok.substr(0, ok.size() / 2)) == "bad_deck");                          // truncated
  // A NUL never reaches the reader: the JSON request itself may not hold one.
  CHECK(code(std::string("<deck>\0</deck>", 14)) == "bad_json");
  CHECK(code("<deck><card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000143\"/></deck>") == "bad_deck");
  CHECK(code("<deck><section><card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000143\" id=\"a\"/></section></deck>") == "bad_deck");
  CHECK(code("<deck>&#0;</deck>") == "bad_deck");
  CHECK(code("<deck>&#x110000;</deck>") == "bad_deck");
  // Every prefix and a byte flipped at many places: an answer each time.
  for (size_t n = 0; n < ok.size(); n += 37) {
    const json p = import_deck("o8d", ok.substr(0, n));
    CHECK(p.is_object());
    std::string flipped = ok;
    flipped[n] = static_cast<char>(flipped[n] ^ 0x5A);
    CHECK(import_deck("o8d", flipped).is_object());
  }
}

TEST_CASE("lcg decks: the JSON deck file and the deck code round-trip", "[lcg][decks]") {
  json d = deck("smugglers-and-spies", {15, 15, 16, 17, 1, 2, 3, 8, 9, 10});
  d["name"] = "Spies <&> \"friends\"";
  const json x = export_deck(d, "json");
  REQUIRE(x["ok"] == true);
  const json file = parse(x["text"]);
  CHECK(file["format"] == "swrules-deck");
  CHECK(file["version"] == 1);
  CHECK(file["game"] == "lcg");
  const json back = import_deck("json", x["text"]);
  REQUIRE(back["ok"] == true);
  CHECK(back["deck"]["name"] == d["name"]);
  CHECK(back["deck"]["sets"] == json::array({1, 2, 3, 8, 9, 10, 15, 15, 16, 17}));
  CHECK(import_deck("json", d.dump())["deck"]["affiliation"] == "smugglers-and-spies");  // a bare deck object
  const json code = export_deck(d, "code");
  CHECK(code["text"] == "smugglers-and-spies:1,2,3,8,9,10,15,15,16,17");
  CHECK(import_deck("code", code["text"])["deck"]["sets"] == back["deck"]["sets"]);
  CHECK(import_deck("code", "jedi")["deck"]["sets"].size() == 8);
  // A deck in the making can be saved as JSON but has no .o8d or code yet.
  CHECK(export_deck({{"sets", {1}}}, "json")["ok"] == true);
  CHECK(error_code(export_deck({{"sets", {1}}}, "o8d")) == "bad_deck");
  CHECK(error_code(import_deck("json", R"({"format":"swrules-deck","version":2,"game":"lcg","deck":{}})")) == "bad_deck");
  CHECK(error_code(import_deck("json", R"({"format":"swrules-deck","version":1,"game":"evr","deck":{}})")) == "bad_deck");
  CHECK(error_code(import_deck("json", "[[[")) == "bad_deck");
  CHECK(error_code(import_deck("code", "jedi:1,99")) == "bad_deck");
}

TEST_CASE("cards and decks API: every argument validated, a game without decks answers unsupported", "[lcg][decks][hostile]") {
  const sw::Registry& reg = sw::builtin_registry();
  CHECK(error_code(parse(sw::card_list_json(reg, "{"))) == "bad_json");
  CHECK(error_code(parse(sw::card_list_json(reg, "[]"))) == "bad_request");
  CHECK(error_code(parse(sw::card_list_json(reg, R"({"game":"lcg","x":1})"))) == "bad_request");
  CHECK(error_code(parse(sw::card_list_json(reg, R"({"game":"nope"})"))) == "unknown_game");
  CHECK(error_code(parse(sw::card_list_json(reg, R"({"game":7})"))) == "bad_request");
  std::string deep(100, '[');
  CHECK(error_code(parse(sw::validate_deck_json(reg, R"({"game":"lcg","deck":)" + deep))) == "bad_json");
  CHECK(error_code(parse(sw::card_list_json(reg, R"({"game":"evr"})"))) == "unsupported");
  CHECK(error_code(parse(sw::validate_deck_json(reg, R"({"game":"evr","deck":{}})"))) == "unsupported");
  CHECK(error_code(parse(sw::deck_import_json(reg, R"({"game":"evr","format":"o8d","text":""})"))) == "unsupported");
  CHECK(error_code(parse(sw::deck_export_json(reg, R"({"game":"evr","format":"o8d","deck":{}})"))) == "unsupported");
  CHECK(error_code(parse(sw::validate_deck_json(reg, R"({"game":"lcg"})"))) == "bad_request");
  CHECK(error_code(validate(json::array())) == "bad_deck");
  CHECK(error_code(validate(7)) == "bad_deck");
  CHECK(error_code(validate({{"affiliation", "hutts"}})) == "bad_deck");
  CHECK(error_code(validate({{"affiliation", "jedi"}, {"sets", {1, 99}}})) == "bad_deck");
  CHECK(error_code(validate({{"affiliation", "jedi"}, {"sets", {1.5}}})) == "bad_deck");
  CHECK(error_code(validate({{"affiliation", "jedi"}, {"sets", std::vector<int>(101, 1)}})) == "bad_deck");
  CHECK(error_code(validate({{"affiliation", "jedi"}, {"cards", json::array()}})) == "bad_deck");
  CHECK(error_code(validate({{"name", std::string(101, 'x')}})) == "bad_deck");
  CHECK(error_code(validate("nope")) == "bad_deck");
  CHECK(error_code(parse(sw::deck_import_json(reg, R"({"game":"lcg","text":""})"))) == "bad_request");
  CHECK(error_code(parse(sw::deck_import_json(reg, R"({"game":"lcg","format":"xml","text":""})"))) == "bad_request");
  CHECK(error_code(parse(sw::deck_import_json(reg, R"({"game":"lcg","format":"o8d","text":7})"))) == "bad_request");
  CHECK(error_code(parse(sw::deck_export_json(reg, R"({"game":"lcg","format":"pdf","deck":"jedi"})"))) == "bad_request");
  CHECK(error_code(parse(sw::deck_export_json(reg, R"({"game":"lcg","format":"o8d"})"))) == "bad_request");
}
