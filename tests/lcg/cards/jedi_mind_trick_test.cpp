// Jedi Mind Trick: "Action: place 1 focus token on a target Character or Creature
// unit (2 focus tokens instead while the Balance of the Force is with the light side)."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table mind_trick(const char* balance) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2}, {"balance", balance},
                    {"dark", {{"units", {"darth-vader", "tie-fighter"}}}},
                    {"light", {{"hand", {"jedi-mind-trick"}}, {"units", {"luke-skywalker"}},
                               {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
}
}  // namespace

TEST_CASE("Jedi Mind Trick places 1 focus token on a Character while the Balance is with the dark side", "[lcg][card]") {
  Table t = mind_trick("dark");
  t.act(kLight, "use:jedi-mind-trick");
  CHECK_FALSE(t.offers(kLight, "target:tie-fighter"));  // a Vehicle
  t.act(kLight, "target:darth-vader");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "Darth Vader")["focus"] == 1);
  CHECK(t.card(kLight, "discard", "Jedi Mind Trick").is_object());
}

TEST_CASE("Jedi Mind Trick places 2 focus tokens while the Balance is with the light side", "[lcg][card]") {
  Table t = mind_trick("light");
  t.act(kLight, "use:jedi-mind-trick");
  t.act(kLight, "target:darth-vader");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "Darth Vader")["focus"] == 2);
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 0);
}

TEST_CASE("Jedi Mind Trick's 2 focus tokens against a Character with 2 shields: each shield stops one token, so "
          "neither is placed (C5, LCG-SHIELD-3)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2}, {"balance", "light"},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"shields", 2}}, {{"card", "emperor-palpatine"}, {"shields", 1}}}}}},
               {"light", {{"hand", {"jedi-mind-trick", "jedi-mind-trick"}}, {"units", {"luke-skywalker"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kLight, "use:jedi-mind-trick");
  t.act(kLight, "target:darth-vader");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "Darth Vader")["focus"] == 0);
  CHECK(t.unit(kDark, "Darth Vader")["shields"] == 0);
  // One shield against the same 2 tokens stops one of them.
  t.pass_until(kLight, "use:jedi-mind-trick");
  t.act(kLight, "use:jedi-mind-trick");
  t.act(kLight, "target:emperor-palpatine");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "Emperor Palpatine")["focus"] == 1);
  CHECK(t.unit(kDark, "Emperor Palpatine")["shields"] == 0);
}
