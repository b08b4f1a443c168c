// Kuat Reinforcements: "Interrupt: when you play a Vehicle unit, discard X
// cards from your hand to lower its cost by X (not below 1)."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Only Kuat Reinforcements (1) and Death and Despayre (2) are ready: 3 resources
// plus the affiliation card's.
Table deployment(json hand) {
  return Table(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                    {"dark", {{"hand", hand},
                              {"objectives", {"kuat-reinforcements", {{"card", "imperial-command"}, {"focus", 1}}, "death-and-despayre"}}}}});
}
int resources(const Table& t) { return t.view()["players"][kDark]["resources"]; }
}  // namespace

TEST_CASE("Kuat Reinforcements discards cards to lower a Vehicle's cost, not below 1", "[lcg][card]") {
  Table t = deployment({"devastator", "tallon-roll", "force-choke", "dark-precognition", "tie-fighter"});
  const int have = resources(t);
  REQUIRE(have < 6);  // Devastator (cost 6) is offered only because Kuat can lower it
  t.act(kDark, "deploy:devastator");
  t.act(kDark, "use:kuat-reinforcements");
  CHECK_FALSE(t.offers(kDark, "discard:devastator"));  // not the unit being played
  t.act(kDark, "discard:tallon-roll");
  t.act(kDark, "discard:force-choke");
  t.act(kDark, "discard:dark-precognition");
  t.act(kDark, "done");
  // 6 - 3 left to pay.
  CHECK(t.view(kDark)["prompt"]["text"].get<std::string>().find("3 more resources") != std::string::npos);
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Devastator").is_object());
  CHECK(t.count(kDark, "hand", "TIE Fighter") == 1);
  CHECK(t.card(kDark, "discard", "Tallon Roll").is_object());
}

TEST_CASE("Kuat Reinforcements stops at a cost of 1", "[lcg][card]") {
  Table t = deployment({"at-st", "tallon-roll", "force-choke", "dark-precognition"});
  const int have = resources(t);
  t.act(kDark, "deploy:at-st");
  t.act(kDark, "use:kuat-reinforcements");
  t.act(kDark, "discard:tallon-roll");
  t.act(kDark, "discard:force-choke");  // cost 3 -> 1: no more discards
  CHECK_FALSE(t.offers(kDark, "discard:"));
  CHECK(t.view(kDark)["prompt"]["text"].get<std::string>().find("1 more resource") != std::string::npos);
  t.act(kDark, "generate:kuat-reinforcements");
  CHECK(t.unit(kDark, "AT-ST").is_object());
  CHECK(resources(t) == have - 1);
  CHECK(t.count(kDark, "hand", "Dark Precognition") == 1);
}

TEST_CASE("Kuat Reinforcements does not answer a unit that is not a Vehicle", "[lcg][card]") {
  Table t = deployment({"imperial-officer", "tallon-roll"});
  t.act(kDark, "deploy:imperial-officer");
  CHECK_FALSE(t.offers(kDark, "use:kuat-reinforcements"));
}
