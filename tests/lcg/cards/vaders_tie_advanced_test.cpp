// Vader's TIE Advanced: "Reaction: after this unit is focused to strike,
// discard the top card of your deck. If the discarded card is a unit, Vader's
// TIE Advanced gains all printed combat icons on the discarded card until the
// end of this strike."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table engagement(json deck) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"tookTurn", true}, {"deck", deck},
                              {"objectives", {"counsel-of-the-sith", "the-emperors-web", "fall-of-the-jedi"}},
                              {"units", {{{"card", "vaders-tie-advanced"}, {"attacking", true}}}}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"in-you-must-go", "a-heros-journey", "forgotten-heroes"}}}}});
}
}  // namespace

TEST_CASE("Vader's TIE Advanced gains the printed combat icons of a discarded unit for this strike", "[lcg][card]") {
  Table t = engagement({"darth-vader", "force-choke"});
  t.pass_until(kDark, "strike:vaders-tie-advanced", 40);
  t.act(kDark, "strike:vaders-tie-advanced");
  REQUIRE(t.offers(kDark, "use:vaders-tie-advanced"));
  t.act(kDark, "use:vaders-tie-advanced");
  CHECK(t.card(kDark, "discard", "Darth Vader").is_object());
  // No enemy unit: only the blast damage resolves (printed 1, +1 and +1 edge-enabled from Darth Vader; edge won).
  t.pass_until(kDark, "bonus", 20);
  CHECK(t.objective(kLight, "In You Must Go")["damage"] == 3);
  // The strike is over: its icons are printed again.
  const json icons = t.unit(kDark, "Vader's TIE Advanced")["icons"];
  CHECK(icons["ud"] == 1);
  CHECK(icons["bd"] == 1);
  CHECK(icons["bdEdge"] == 0);
}

TEST_CASE("Vader's TIE Advanced gains nothing when the discarded card is not a unit", "[lcg][card]") {
  Table t = engagement({"force-choke", "darth-vader"});
  t.pass_until(kDark, "strike:vaders-tie-advanced", 40);
  t.act(kDark, "strike:vaders-tie-advanced");
  t.act(kDark, "use:vaders-tie-advanced");
  CHECK(t.card(kDark, "discard", "Force Choke").is_object());
  t.pass_until(kDark, "bonus", 20);
  CHECK(t.objective(kLight, "In You Must Go")["damage"] == 1);  // its own blast icon only
}

TEST_CASE("Vader's TIE Advanced: the reaction answers only its own strike focus", "[lcg][card]") {
  Table t = engagement({"darth-vader"});
  CHECK_FALSE(t.offers(kDark, "use:vaders-tie-advanced"));
  t.pass_until(kDark, "strike:vaders-tie-advanced", 40);
  CHECK_FALSE(t.offers(kDark, "use:vaders-tie-advanced"));
}
