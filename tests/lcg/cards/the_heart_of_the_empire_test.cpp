// The Heart of the Empire: "Sith affiliation only. If this objective is
// destroyed, you lose the game."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table balance(json heart) {
  return Table(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
                    {"dark", {{"tookTurn", true},
                              {"objectives", {heart, {{"card", "fall-of-the-jedi"}, {"damage", 4}}, "the-emperors-web"}}}},
                    {"light", {{"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("The Heart of the Empire: its player loses the game when it is destroyed", "[lcg][card]") {
  Table t = balance({{"card", "the-heart-of-the-empire"}, {"damage", 9}});
  t.act(kLight, "damage:the-heart-of-the-empire");  // LCG-BAL-4: the tenth damage
  const json v = t.view();
  CHECK(v["over"] == true);
  CHECK(v["winner"] == kLight);
  CHECK(v["reason"] == "card");
}

TEST_CASE("The Heart of the Empire: another destroyed objective is no loss", "[lcg][card]") {
  Table t = balance({{"card", "the-heart-of-the-empire"}, {"damage", 9}});
  t.act(kLight, "damage:fall-of-the-jedi");
  CHECK(t.view()["over"] == false);
  CHECK(t.card(kLight, "victory", "Fall of the Jedi").is_object());
}

TEST_CASE("The Heart of the Empire is for a Sith deck only (LCG-DECK-6)", "[lcg][card]") {
  auto starts = [](const char* dark) {
    sw::Match m{sw::builtin_registry()};
    return json::parse(m.start(json{{"game", "lcg"}, {"seed", 1}, {"options", {{"dark", dark}}}}.dump()))["ok"] == true;
  };
  CHECK(starts("sith:22,19,20,21,23,24,25,19,20,21"));
  CHECK(starts("imperial-navy:27,28,29,30,31,27,28,29,30,31"));
  CHECK_FALSE(starts("imperial-navy:22,28,29,30,31,27,28,29,30,31"));
}
