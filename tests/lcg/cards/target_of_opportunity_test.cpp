// Target of Opportunity (fate): "if you are the attacking player, deal 1 damage to the engaged objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Both players pass the edge battle: the stacks are revealed and the fates resolve (LCG-EDGE-6/8).
void reveal(Table& t) {
  for (int i = 0; i < 4 && t.view()["players"][kDark]["edgeCount"].get<int>() + t.view()["players"][kLight]["edgeCount"].get<int>() > 0; ++i)
    t.act(t.to_act()[0], "pass");
}
}  // namespace

TEST_CASE("Target of Opportunity damages the engaged objective for the attacking player (LCG-EDGE-7)", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}, {"edge", {"target-of-opportunity@21"}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}}}});
  reveal(t);
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 1);   // the engaged objective
  CHECK(t.objective(kLight, "In You Must Go")["damage"] == 0);
  CHECK(t.card(kDark, "discard", "Target of Opportunity").is_object());
}

TEST_CASE("Target of Opportunity does nothing for the defending player", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}, {"edge", {"target-of-opportunity"}},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}}}});
  reveal(t);
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 0);
  for (const char* o : {"Fall of the Jedi", "Counsel of the Sith", "The Emperor's Web"}) CHECK(t.objective(kDark, o)["damage"] == 0);
  CHECK(t.card(kLight, "discard", "Target of Opportunity").is_object());
}
