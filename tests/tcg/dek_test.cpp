// LackeyCCG .dek files (games/tcg/dek.h, deck_api.h "dek"): reading our own
// fixtures, names with version letters and promo prints, export and
// re-import, and hostile text (it is a trust boundary).
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include "sw/xml_reader.h"
#include "tcg/deck_api.h"
#include "tcg/dek.h"

using namespace sw::tcg;
using sw::json;

namespace {

std::string fixture(const std::string& name) {
  std::ifstream f(std::string(SW_TEST_DATA_DIR) + "/fixtures/tcg/" + name, std::ios::binary);
  REQUIRE(f);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

int count_of(const json& deck, const std::string& key) {
  for (const json& e : deck["cards"])
    if (e["key"] == key) return e["count"];
  return 0;
}

std::string error_of(const std::string& text) {
  auto r = tcg_deck_import("dek", text);
  REQUIRE(!r.ok());
  CHECK(r.error().code == "bad_deck");
  return r.error().message;
}

}  // namespace

TEST_CASE("TCG .dek: Lackey names with version letters map to our cards", "[tcg]") {
  CHECK(def_of_lackey_name("Anakin Skywalker (A)") == def_of_key("anakin-skywalker-a"));
  CHECK(def_of_lackey_name("Anakin Skywalker (D)") == def_of_key("anakin-skywalker-d"));
  CHECK(def_of_lackey_name("Anakin Skywalker") == -1);  // a unique needs its version
  CHECK(def_of_lackey_name("Anakin Skywalker (E)") == -1);
  CHECK(def_of_lackey_name("Clone Warrior 4/163") == def_of_key("clone-warrior-4-163"));
  CHECK(def_of_lackey_name("Destroyer Droid, P Series") == def_of_key("destroyer-droid-p-series"));
  // Promo prints are their numbered cards (correction T9).
  CHECK(def_of_lackey_name("Jango Fett (D) (Promo 2)") == def_of_key("jango-fett-d"));
  CHECK(def_of_lackey_name("Obi-Wan Kenobi (B) (Promo alt)") == def_of_key("obi-wan-kenobi-b"));
  // "Padme" and "Padmé", case and spaces.
  CHECK(def_of_lackey_name("Padme Amidala (A)") == def_of_key("padme-amidala-a"));
  CHECK(def_of_lackey_name("Padmé Amidala (A)") == def_of_key("padme-amidala-a"));
  CHECK(def_of_lackey_name("  padme   AMIDALA (b) ") == def_of_key("padme-amidala-b"));
  CHECK(def_of_lackey_name(std::string(300, 'a')) == -1);
  // Every card's own Lackey name leads back to it.
  for (int d = 0; d < num_facts(); ++d) CHECK(def_of_lackey_name(lackey_name(d)) == d);
  CHECK(lackey_name(def_of_key("padmes-yacht-a")) == "Padme's Yacht (A)");
  CHECK(lackey_image_id(def_of_key("assassin-droid-asn-121-a")) == "Assassin_Droid_ASN_121_A");
  CHECK(lackey_image_id(def_of_key("obi-wans-starfighter-a")) == "Obi_Wans_Starfighter_A");
  CHECK(lackey_image_id(def_of_key("slave-i-a")) == "Slave_1_A");
}

TEST_CASE("TCG .dek: a player's file with a promo, a sideboard and ISO-8859-1 reads as the Separatists preset", "[tcg]") {
  auto r = tcg_deck_import("dek", fixture("separatists.dek"));
  REQUIRE(r.ok());
  const json& deck = r.value()["deck"];
  CHECK(deck["name"] == "Droid Army & Friends");
  CHECK(count_of(deck, "jango-fett-d") == 2);  // one of them the promo print
  CHECK(count_of(deck, "knockdown") == 0);     // in the sideboard
  CHECK(r.value()["skipped"] == json::array({"Sideboard (2 cards)"}));
  auto v = tcg_validate_deck(deck);
  REQUIRE(v.ok());
  CHECK(v.value()["legal"] == true);
  CHECK(v.value()["preset"] == "separatists");
  CHECK(v.value()["counts"]["cards"] == 60);
}

TEST_CASE("TCG .dek: accented names in an ISO-8859-1 file", "[tcg]") {
  auto r = tcg_deck_import("dek", fixture("latin1_names.dek"));
  REQUIRE(r.ok());
  const json& deck = r.value()["deck"];
  CHECK(deck["name"] == "Padmé test");
  CHECK(count_of(deck, "padme-amidala-c") == 1);
  CHECK(count_of(deck, "padme-amidala-d") == 1);
  CHECK(count_of(deck, "padmes-yacht-a") == 1);
}

TEST_CASE("TCG .dek: names that are not AOTC cards are listed, once each", "[tcg]") {
  auto r = tcg_deck_import("dek", fixture("unknown_cards.dek"));
  REQUIRE(r.ok());
  REQUIRE(!r.value().contains("deck"));
  const json& errs = r.value()["errors"];
  REQUIRE(errs.size() == 1);
  CHECK(errs[0]["code"] == "unknown_card");
  CHECK(errs[0]["cards"] == json::array({"Luke Skywalker (A)", "Darth Vader (A)"}));
  CHECK(errs[0]["message"].get<std::string>().find("2 card name(s)") != std::string::npos);
}

TEST_CASE("TCG .dek: export writes one <card> per copy and reads back the same deck", "[tcg]") {
  for (const Preset& p : presets()) {
    INFO(p.key);
    const std::string text = write_dek(p.deck, p.name);
    size_t cards = 0;
    for (size_t at = text.find("<card>"); at != std::string::npos; at = text.find("<card>", at + 1)) ++cards;
    CHECK(cards == 60);
    CHECK(text.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<deck version=\"0.8\">", 0) == 0);
    CHECK(text.find("<superzone name=\"Deck\">") != std::string::npos);
    auto back = tcg_deck_import("dek", text);
    REQUIRE(back.ok());
    CHECK(back.value()["deck"]["name"] == p.name);
    auto v = tcg_validate_deck(back.value()["deck"]);
    REQUIRE(v.ok());
    CHECK(v.value()["preset"] == p.key);
  }
  // Through the API's export: the name is escaped, accents become references.
  json deck = {{"name", "Padmé & <friends>"}, {"cards", json::array({{{"key", "padme-amidala-a"}, {"count", 2}}})}};
  auto out = tcg_deck_export(deck, "dek");
  REQUIRE(out.ok());
  const std::string text = out.value()["text"];
  CHECK(out.value()["extension"] == "dek");
  CHECK(text.find("<title>Padm&#233; &amp; &lt;friends&gt;</title>") != std::string::npos);
  CHECK(text.find("<card><name id=\"Padme_Amidala_A\">Padme Amidala (A)</name><set>AOTC</set></card>") != std::string::npos);
  auto back = tcg_deck_import("dek", text);
  REQUIRE(back.ok());
  CHECK(back.value()["deck"] == deck);
}

TEST_CASE("TCG .dek: text that is not a deck file is bad_deck with the reason", "[tcg]") {
  CHECK(error_of("").find("no root element") != std::string::npos);
  CHECK(error_of("hello").find("text outside the root element") != std::string::npos);
  CHECK(error_of("<deck><superzone name=\"Deck\">").find("never closed") != std::string::npos);
  CHECK(error_of("<deck></dek>").find("closes <deck>") != std::string::npos);
  CHECK(error_of("<deck/><deck/>").find("second root") != std::string::npos);
  CHECK(error_of("<cards/>").find("not <deck>") != std::string::npos);
  CHECK(error_of("<deck>\n<superzone><card><name>X</name></card></superzone></deck>").find("line 2") != std::string::npos);
  CHECK(error_of("<deck><superzone name=\"Deck\"><card><set>AOTC</set></card></superzone></deck>").find("without a <name>") !=
        std::string::npos);
  CHECK(error_of("<deck a=1/>").find("not quoted") != std::string::npos);
  CHECK(error_of("<deck a=\"1\" a=\"2\"/>").find("twice") != std::string::npos);
  CHECK(error_of("<deck>&nbsp;</deck>").find("unknown entity") != std::string::npos);
  CHECK(error_of("<deck>&#0;</deck>").find("out of range") != std::string::npos);
  CHECK(error_of("<deck>\xff</deck>").find("not UTF-8") != std::string::npos);
  CHECK(error_of("<?xml version=\"1.0\" encoding=\"UTF-16\"?><deck/>").find("encoding") != std::string::npos);
  CHECK(error_of(std::string("<deck>\0</deck>", 14)).find("NUL") != std::string::npos);
  // An internal DTD subset (the way to entity bombs) is refused outright.
  CHECK(error_of("<!DOCTYPE deck [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;\">]><deck>&b;</deck>").find("internal subset") !=
        std::string::npos);
  // Limits: nesting, size, number of cards.
  std::string deep;
  for (int i = 0; i < 50; ++i) deep += "<deck>";
  CHECK(error_of(deep).find("nested deeper") != std::string::npos);
  CHECK(error_of("<deck>" + std::string(600 * 1024, ' ') + "</deck>").find("larger than") != std::string::npos);
  std::string many = "<deck><superzone name=\"Deck\">";
  for (int i = 0; i < 1001; ++i) many += "<card><name>Clone Platoon</name></card>";
  many += "</superzone></deck>";
  CHECK(error_of(many).find("more than 1000 cards") != std::string::npos);
}

TEST_CASE("TCG .dek: more copies of a card than a deck entry holds", "[tcg]") {
  std::string text = "<deck><superzone name=\"Deck\">";
  for (int i = 0; i < 100; ++i) text += "<card><name>Clone Platoon</name></card>";
  text += "</superzone></deck>";
  auto r = tcg_deck_import("dek", text);
  REQUIRE(r.ok());
  REQUIRE(r.value()["errors"].size() == 1);
  CHECK(r.value()["errors"][0]["code"] == "entry_limit");
  CHECK(r.value()["errors"][0]["cards"] == json::array({"clone-platoon"}));
}

TEST_CASE("XML reader: elements, attributes, entities, CDATA, comments", "[tcg]") {
  sw::xml::Document doc;
  std::string error;
  REQUIRE(sw::xml::parse("<?xml version=\"1.0\"?>\n<!-- c --><a x='1' y=\"&lt;&#65;&#x42;\"><b>t&amp;u</b><![CDATA[<raw>]]><b/></a>",
                         doc, error));
  REQUIRE(doc.elements.size() == 3);
  CHECK(doc.elements[0].name == "a");
  CHECK(*doc.attr(0, "x") == "1");
  CHECK(*doc.attr(0, "y") == "<AB");
  CHECK(doc.attr(0, "z") == nullptr);
  CHECK(doc.elements[0].text == "<raw>");
  CHECK(doc.child(0, "b") == 1);
  CHECK(doc.elements[1].text == "t&u");
  CHECK(doc.elements[2].parent == 0);
  CHECK(doc.elements[1].line == 2);
  CHECK(sw::xml::escape("a\"b'<>&é\x01") == "a&quot;b&apos;&lt;&gt;&amp;&#233;&#65533;");
}

TEST_CASE("TCG .dek: damaged copies of a good file are read or refused, never half-read", "[tcg]") {
  // Deterministic damage (a byte changed, cut or doubled) at many places of
  // the fixture: each answer is a deck of known cards, a list of errors, or
  // bad_deck; never anything else.
  const std::string good = fixture("separatists.dek");
  uint32_t x = 12345;
  auto next = [&x]() { return x = x * 1103515245u + 12345u; };
  int read = 0, refused = 0, listed = 0;
  for (int i = 0; i < 1000; ++i) {
    std::string t = good;
    const size_t at = next() % t.size();
    switch (next() % 3) {
      case 0: t[at] = static_cast<char>(next() & 0xFF); break;
      case 1: t.erase(at, 1 + next() % 40); break;
      default: t.insert(at, t.substr(at, 1 + next() % 60)); break;
    }
    auto r = tcg_deck_import("dek", t);
    if (!r.ok()) {
      CHECK(r.error().code == "bad_deck");
      ++refused;
    } else if (r.value().contains("errors")) {
      CHECK(!r.value().contains("deck"));
      ++listed;
    } else {
      for (const json& e : r.value()["deck"]["cards"]) CHECK(def_of_key(e["key"].get<std::string>().c_str()) >= 0);
      ++read;
    }
  }
  // The damage is varied enough to reach all three answers.
  CHECK(read > 0);
  CHECK(refused > 0);
  CHECK(listed > 0);
}
