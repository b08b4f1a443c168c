// Intimidated: "Enhance an enemy Character unit. Forced Reaction: after
// enhanced unit is focused to strike, place 1 focus token on it." (C4: the
// printed card wins over the rules example: any strike, attacker or defender.)
#include "card_table.h"
using namespace lcgcard;

namespace {
// Plays on (pass where possible, else the first legal action) until `seat` is offered `prefix`.
void drive_until(Table& t, int seat, const std::string& prefix) {
  for (int i = 0; i < 60 && !t.offers(seat, prefix); ++i) {
    std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "pass") ? "pass" : t.ids(who[0]).front());
  }
  REQUIRE(t.offers(seat, prefix));
}
const json kDarkObjectives = {"counsel-of-the-sith", "the-emperors-web", "fall-of-the-jedi"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Intimidated goes only on an enemy Character unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"intimidated"}}, {"objectives", kDarkObjectives}, {"units", {"darth-vader"}}}},
               {"light", {{"objectives", kLightObjectives}, {"units", {"luke-skywalker", "x-wing"}}}}});
  t.act(kDark, "deploy:intimidated");
  CHECK(t.offers(kDark, "attach:luke-skywalker"));
  CHECK_FALSE(t.offers(kDark, "attach:darth-vader"));  // friendly
  CHECK_FALSE(t.offers(kDark, "attach:x-wing"));       // not a Character
  t.act(kDark, "attach:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  const json luke = t.unit(kLight, "Luke Skywalker");
  REQUIRE(luke["attachments"].size() == 1);
  CHECK(luke["attachments"][0]["name"] == "Intimidated");
  CHECK(luke["attachments"][0]["controller"] == kDark);
}

TEST_CASE("Intimidated puts one more focus token on the enhanced unit after it is focused to strike, defending too",
          "[lcg][card]") {
  // The Light Side defends with an intimidated Luke; a second defender without it strikes normally.
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives},
                         {"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}, {"enhancements", {"intimidated"}}},
                                     {{"card", "obi-wan-kenobi"}, {"defending", true}}}}}}});
  t.pass_until(kLight, "strike:luke-skywalker", 40);
  t.act(kLight, "strike:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 2);  // the strike's token and Intimidated's
  drive_until(t, kLight, "strike:obi-wan-kenobi");  // the Dark Side strikes in between
  t.act(kLight, "strike:obi-wan-kenobi");
  CHECK(t.unit(kLight, "Obi-Wan Kenobi")["focus"] == 1);  // not enhanced: the strike's token only
}
