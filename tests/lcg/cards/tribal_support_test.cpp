// Tribal Support: "Reaction: once you refresh, discard 1 card from your hand
// to take an Ewok unit from your discard pile back into your hand."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table refresh(json discard) {
  return Table(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"tookTurn", true}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"tribal-support", "a-heros-journey", "in-you-must-go"}},
                               {"hand", {"x-wing", "y-wing"}}, {"discard", discard}}}});
}
}  // namespace

TEST_CASE("Tribal Support trades a card of the hand for an Ewok unit of the discard pile", "[lcg][card]") {
  Table t = refresh(json{"ewok-scout", "rebel-trooper"});
  t.pass_until(kLight, "use:tribal-support");
  t.act(kLight, "use:tribal-support");
  CHECK(t.offers(kLight, "discard:x-wing"));
  CHECK_FALSE(t.offers(kLight, "choose:"));  // the cost first
  t.act(kLight, "discard:x-wing");
  CHECK(t.offers(kLight, "choose:ewok-scout"));
  CHECK_FALSE(t.offers(kLight, "choose:rebel-trooper"));  // not an Ewok
  t.act(kLight, "choose:ewok-scout");
  CHECK(t.count(kLight, "hand", "Ewok Scout") == 1);
  CHECK(t.count(kLight, "hand", "X-Wing") == 0);
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
}

TEST_CASE("Tribal Support is not offered without an Ewok unit in the discard pile", "[lcg][card]") {
  Table t = refresh(json{"rebel-trooper"});
  for (int i = 0; i < 6 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:tribal-support"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}
