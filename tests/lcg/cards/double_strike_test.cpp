// Double Strike: "Reaction: after a Character unit is focused to strike, take 1 focus token off that unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Passes (the edge battle, windows) until `seat` may strike.
void to_strikes(Table& t, int seat) {
  for (int i = 0; i < 12 && !t.offers(seat, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  REQUIRE(t.offers(seat, "strike:"));
}
}  // namespace

TEST_CASE("Double Strike takes a focus token off a Character that was just focused to strike", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"double-strike"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
  to_strikes(t, kLight);
  t.act(kLight, "strike:luke-skywalker");
  REQUIRE(t.offers(kLight, "use:double-strike"));
  t.act(kLight, "use:double-strike");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);
  CHECK(t.card(kLight, "discard", "Double Strike").is_object());
}

TEST_CASE("Double Strike does not answer a Vehicle's strike", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"double-strike"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "x-wing"}, {"attacking", true}}}}}}});
  to_strikes(t, kLight);
  t.act(kLight, "strike:x-wing");
  CHECK_FALSE(t.offers(kLight, "use:double-strike"));
  CHECK(t.count(kLight, "hand", "Double Strike") == 1);
}

TEST_CASE("Double Strike does not answer a focus token that is not a strike's", "[lcg][card]") {
  // Jedi Mind Trick focuses a Character: not "focused to strike".
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"units", {"darth-vader"}}}},
               {"light", {{"hand", {"jedi-mind-trick", "double-strike"}}, {"units", {"luke-skywalker"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kLight, "use:jedi-mind-trick");
  t.act(kLight, "target:darth-vader");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "Darth Vader")["focus"].get<int>() >= 1);
  CHECK_FALSE(t.offers(kLight, "use:double-strike"));
}
