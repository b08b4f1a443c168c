// Force Rejuvenation: "Action: discard as many tokens and enhancements as you like from a
// target friendly Character unit."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
// choose:<card id>.<n>: the action id carries the card's instance number.
void choose(Table& t, const std::string& key, int n, int seat = kLight) {
  for (const std::string& id : t.ids(seat))
    if (id.rfind("choose:" + key + ".", 0) == 0 && id.size() > 2 && id.substr(id.size() - 2) == "." + std::to_string(n)) {
      t.act(seat, id);
      return;
    }
  FAIL("no choose:" << key << " ." << n);
}
bool offers_choice(const Table& t, const std::string& key, int n) {
  for (const std::string& id : t.ids(kLight))
    if (id.rfind("choose:" + key + ".", 0) == 0 && id.substr(id.size() - 2) == "." + std::to_string(n)) return true;
  return false;
}
}  // namespace

TEST_CASE("Force Rejuvenation discards the chosen tokens and enhancements from a friendly Character", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"damage", 1}}}}}},
               {"light", {{"hand", {"force-rejuvenation"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"damage", 2}, {"focus", 1}, {"shields", 1},
                                      {"enhancements", {"jedi-lightsaber"}}},
                                     {{"card", "x-wing"}, {"damage", 1}}}}}}});
  t.act(kLight, "use:force-rejuvenation");
  CHECK_FALSE(t.offers(kLight, "target:darth-vader"));  // not friendly
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));       // not a Character
  t.act(kLight, "target:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.offers(kLight, "choose:luke-skywalker"));
  CHECK(t.offers(kLight, "choose:jedi-lightsaber"));
  CHECK(t.offers(kLight, "done"));
  choose(t, "luke-skywalker", 0);  // a damage token
  choose(t, "luke-skywalker", 0);
  choose(t, "jedi-lightsaber", 3);
  CHECK_FALSE(offers_choice(t, "luke-skywalker", 0));  // no damage left
  t.act(kLight, "done");
  const json luke = t.unit(kLight, "Luke Skywalker");
  CHECK(luke["damage"] == 0);
  CHECK(luke["focus"] == 1);    // kept: its player's choice
  CHECK(luke["shields"] == 1);  // kept
  CHECK(luke["attachments"].empty());
  CHECK(t.card(kLight, "discard", "Jedi Lightsaber").is_object());
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 1);
  CHECK(t.card(kLight, "discard", "Force Rejuvenation").is_object());
}

TEST_CASE("Force Rejuvenation also takes focus tokens and shields", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"force-rejuvenation"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"focus", 2}, {"shields", 1}}}}}}});
  t.act(kLight, "use:force-rejuvenation");
  if (t.offers(kLight, "target:")) t.act(kLight, "target:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK_FALSE(offers_choice(t, "luke-skywalker", 0));  // no damage
  choose(t, "luke-skywalker", 1);
  choose(t, "luke-skywalker", 1);
  choose(t, "luke-skywalker", 2);
  // Nothing left to discard: it ends by itself.
  CHECK_FALSE(t.offers(kLight, "choose:"));
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);
  CHECK(t.unit(kLight, "Luke Skywalker")["shields"] == 0);
}

TEST_CASE("Force Rejuvenation in 2v2: a teammate's Character unit is friendly (MP-GEN-24)", "[lcg][card][mp]") {
  constexpr int kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                   {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"damage", 1}}}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"hand", {"force-rejuvenation"}},
                              {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}},
                   {"light2", {{"tookTurn", true}, {"units", {{{"card", "luke-skywalker"}, {"damage", 2}}}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "jedi"}});
  t.act(kLS1, "use:force-rejuvenation");
  CHECK_FALSE(t.offers(kLS1, "target:darth-vader"));  // an enemy's
  t.act(kLS1, "target:luke-skywalker");                // the teammate's
  if (t.offers(kLS1, "autopay")) t.act(kLS1, "autopay");
  choose(t, "luke-skywalker", 0, kLS1);  // the two damage tokens
  choose(t, "luke-skywalker", 0, kLS1);  // nothing left to discard: the effect ends
  CHECK(t.unit(kLS2, "Luke Skywalker")["damage"] == 0);
  CHECK(t.card(kLS1, "discard", "Force Rejuvenation").is_object());
}
