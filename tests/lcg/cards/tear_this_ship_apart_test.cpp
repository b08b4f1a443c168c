// Tear This Ship Apart: "Limited. Action: discard a target enhancement in play that is not Limited."
#include "card_table.h"
using namespace lcgcard;

namespace {
json ship_setup(bool limited_played) {
  return json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
              {"dark", {{"hand", {"tear-this-ship-apart"}}, {"limitedPlayed", limited_played},
                        {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}}}},
              {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                         {"units", {{{"card", "luke-skywalker"}, {"enhancements", {"jedi-lightsaber"}}}}},
                         {"enhancements", {"hidden-outpost"}}}}};
}
}  // namespace

TEST_CASE("Tear This Ship Apart discards a non-Limited enhancement, in the opponent's turn too", "[lcg][card]") {
  Table t(ship_setup(false));
  t.pass_until(kDark, "use:tear-this-ship-apart");  // the Light Side's Deployment window (C8)
  t.act(kDark, "use:tear-this-ship-apart");
  CHECK(t.offers(kDark, "target:jedi-lightsaber"));
  CHECK_FALSE(t.offers(kDark, "target:hidden-outpost"));  // Limited
  CHECK_FALSE(t.offers(kDark, "target:luke-skywalker"));  // not an enhancement
  t.act(kDark, "target:jedi-lightsaber");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.card(kLight, "discard", "Jedi Lightsaber").is_object());
  CHECK(t.unit(kLight, "Luke Skywalker")["attachments"].empty());
  CHECK(t.card(kDark, "discard", "Tear This Ship Apart").is_object());
  CHECK(t.card(kLight, "enhancements", "Hidden Outpost").is_object());
}

TEST_CASE("Tear This Ship Apart is Limited: not after another Limited card this turn", "[lcg][card]") {
  Table t(ship_setup(true));
  // The windows of the Light Side's turn go by without the Dark Side being offered it.
  for (int i = 0; i < 6; ++i) {
    CHECK_FALSE(t.offers(kDark, "use:tear-this-ship-apart"));
    const std::vector<int> who = t.to_act();
    if (who.empty() || !t.offers(who[0], "pass")) break;
    t.act(who[0], "pass");
  }
  CHECK(t.card(kDark, "hand", "Tear This Ship Apart").is_object());
}
