// The LCG view's card objects (docs/api.md, "View"): a card names itself by id
// and card list key and carries only what the game changed; its printed facts
// and our text are the card list's. Completed from the card list
// (view_with_cards.h, as the page does) it reads as the card in play.
#include <catch2/catch.hpp>
#include <string>
#include "builtin_games.h"
#include "sw/match.h"
#include "view_with_cards.h"

namespace {

using sw::json;
constexpr int kDark = 0, kLight = 1;

// Dark: Darth Vader with Vader's Lightsaber (one more unit damage icon,
// Targeted Strike), a bare Nightsister; in hand a Sith event The Emperor's Web
// makes cheaper and a unit it does not.
void start_table(sw::Match& m) {
  const json setup = {
      {"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
      {"dark", {{"tookTurn", true}, {"hand", {"interrogation", "tie-fighter"}},
                {"objectives", {"the-emperors-web", "the-heart-of-the-empire", "counsel-of-the-sith"}},
                {"units", {{{"card", "darth-vader"}, {"enhancements", {"vaders-lightsaber"}}}, "nightsister"}}}},
      {"light", {{"tookTurn", true}, {"hand", {"x-wing"}}}}};
  const json r = json::parse(m.start(json{{"game", "lcg"}, {"seed", 1}, {"setup", setup}}.dump()));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
}

json by_key(const json& cards, const std::string& key) {
  for (const json& c : cards)
    if (c["key"].get<std::string>().rfind(key, 0) == 0) return c;
  return json();
}

// Every card object of a view (attachments included), for a check on all of them.
template <class F>
void each_card(const json& v, F f) {
  for (const json& p : v["players"])
    for (const char* k : {"hand", "discard", "victory", "objectives", "units", "enhancements", "edge", "edgeFaceUp"})
      if (p.contains(k))
        for (const json& c : p[k]) {
          f(c);
          if (c.contains("attachments"))
            for (const json& a : c["attachments"]) f(a);
        }
}

}  // namespace

TEST_CASE("LCG view: a card carries its id, key and owner, and only the facts that differ from the printed ones", "[lcg][view]") {
  sw::Match m(sw::builtin_registry());
  start_table(m);
  const json v = json::parse(m.view(kDark));
  const json& dark = v["players"][kDark];
  int cards = 0;
  each_card(v, [&](const json& c) {
    ++cards;
    INFO(c.dump());
    CHECK(c["id"].is_string());
    CHECK(c["key"].is_string());
    CHECK(c["owner"].is_number_integer());
    for (const char* printed : {"name", "text", "traits", "unique", "affiliation", "priority"}) CHECK_FALSE(c.contains(printed));
  });
  CHECK(cards >= 9);  // 3 objectives, 2 units, a lightsaber, 2 in hand, the affiliation card is apart

  const json vader = by_key(dark["units"], "darth-vader");
  REQUIRE(vader.is_object());
  CHECK(vader["icons"]["ud"] == 3);  // printed 2, +1 from Vader's Lightsaber
  CHECK(vader["icons"]["bd"] == 1);  // all six when one differs
  CHECK(vader["keywords"] == json({"Elite", "Targeted Strike"}));  // gained Targeted Strike
  CHECK_FALSE(vader.contains("cost"));      // printed 5, unchanged
  CHECK_FALSE(vader.contains("capacity"));  // printed 4, unchanged
  CHECK(vader["damage"] == 0);              // in play: its tokens are always there
  CHECK(vader["focus"] == 0);
  REQUIRE(vader["attachments"].size() == 1);
  CHECK(vader["attachments"][0]["key"] == "vaders-lightsaber");
  CHECK(vader["attachments"][0]["attachedTo"] == vader["id"]);

  const json sister = by_key(dark["units"], "nightsister");
  REQUIRE(sister.is_object());
  CHECK_FALSE(sister.contains("icons"));     // as printed
  CHECK_FALSE(sister.contains("keywords"));  // none printed, none gained

  CHECK(by_key(dark["hand"], "interrogation")["cost"] == 1);       // printed 2, The Emperor's Web
  CHECK_FALSE(by_key(dark["hand"], "tie-fighter").contains("cost"));  // a unit: printed 1
}

TEST_CASE("LCG view: completed from the card list, a card reads as printed plus what changed", "[lcg][view]") {
  sw::Match m(sw::builtin_registry());
  start_table(m);
  const json v = lcg_test::view_with_cards(json::parse(m.view(kDark)));
  const json vader = by_key(v["players"][kDark]["units"], "darth-vader");
  CHECK(vader["name"] == "Darth Vader");
  CHECK(vader["cost"] == 5);
  CHECK(vader["capacity"] == 4);
  CHECK(vader["icons"]["ud"] == 3);
  CHECK(vader["traits"] == json({"Character", "Force User"}));
  CHECK_FALSE(vader["text"].get<std::string>().empty());
  CHECK(vader["attachments"][0]["name"] == "Vader's Lightsaber");
  const json sister = by_key(v["players"][kDark]["units"], "nightsister");
  CHECK(sister["icons"]["ud"] == 1);
  CHECK(sister["keywords"] == json::array());
  CHECK(by_key(v["players"][kDark]["hand"], "interrogation")["name"] == "Interrogation");
  CHECK(by_key(v["players"][kDark]["hand"], "interrogation")["cost"] == 1);
}

TEST_CASE("LCG card list: printed keywords in the view's wording", "[lcg][view]") {
  const json list = json::parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})"));
  json vader, lightsaber;
  for (const json& c : list["cards"]) {
    if (c["key"] == "darth-vader") vader = c;
    if (c["key"] == "vaders-lightsaber") lightsaber = c;
  }
  CHECK(vader["keywords"] == json({"Elite"}));
  CHECK(lightsaber["keywords"] == json::array());
}

TEST_CASE("LCG view: the other side's hand stays hidden in the short card form (hands are hidden information)", "[lcg][view]") {
  sw::Match m(sw::builtin_registry());
  start_table(m);
  const json v = json::parse(m.view(kLight));
  CHECK_FALSE(v["players"][kDark].contains("hand"));
  CHECK(v["players"][kDark]["handCount"] == 2);
  const std::string text = m.view(kLight);
  CHECK(text.find("interrogation") == std::string::npos);
  CHECK(text.find("tie-fighter") == std::string::npos);
}
