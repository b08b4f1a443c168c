// Detained: "Reaction: after an attacking enemy Character or Droid unit resolves a strike, capture it at any Dark Side
// objective."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Detained captures an attacking Character after its strike, under the objective the Dark Side picks", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"hand", {"detained"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}}}},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"attacking", true}},
                                     {{"card", "x-wing"}, {"attacking", true}}}}}}});
  // No defenders: the Light Side wins the edge and strikes first.
  t.pass_until(kLight, "strike:x-wing");
  t.act(kLight, "strike:x-wing");
  CHECK_FALSE(t.offers(kDark, "use:detained"));  // a Vehicle, neither Character nor Droid
  t.pass_until(kLight, "strike:luke-skywalker");
  t.act(kLight, "strike:luke-skywalker");
  REQUIRE(t.offers(kDark, "use:detained"));
  t.act(kDark, "use:detained");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // LCG-CAPTURE-2: Detained is no objective: the Dark Side picks one of its objectives.
  REQUIRE(t.offers(kDark, "choose:the-ultimate-power"));
  CHECK(t.offers(kDark, "choose:imperial-command"));
  CHECK_FALSE(t.offers(kDark, "choose:luke-skywalker"));
  t.act(kDark, "choose:the-ultimate-power");
  CHECK(t.unit(kLight, "Luke Skywalker").is_null());
  CHECK(t.objective(kDark, "The Ultimate Power")["captured"] == 1);
  CHECK(t.objective(kDark, "Imperial Command")["captured"] == 0);
  CHECK(t.card(kDark, "discard", "Detained").is_object());
}

TEST_CASE("Detained ignores the strike of a defending Character", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"hand", {"detained"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}},
                         {"units", {{{"card", "at-st"}, {"attacking", true}}}}}},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}}}});
  // The tie goes to the defender, who strikes first: Luke's unit damage on the AT-ST.
  t.pass_until(kLight, "strike:luke-skywalker");
  t.act(kLight, "strike:luke-skywalker");
  for (int i = 0; i < 3 && !t.offers(kLight, "hit:"); ++i) t.act(kLight, "icon");
  if (t.offers(kLight, "hit:")) t.act(kLight, "hit:at-st");
  CHECK_FALSE(t.offers(kDark, "use:detained"));
  CHECK(t.unit(kLight, "Luke Skywalker").is_object());
}
