// Emergency Repair: "Play only during your turn. Action: remove all damage from a target objective."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Emergency Repair removes all damage from a target objective during its player's turn", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {{{"card", "fall-of-the-jedi"}, {"damage", 2}}, "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"emergency-repair"}},
                          {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kLight, "use:emergency-repair");
  CHECK_FALSE(t.offers(kLight, "target:in-you-must-go"));  // nothing to remove
  CHECK(t.offers(kLight, "target:fall-of-the-jedi"));      // any objective
  t.act(kLight, "target:a-heros-journey");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 0);
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 2);
  CHECK(t.card(kLight, "discard", "Emergency Repair").is_object());
}

TEST_CASE("Emergency Repair cannot be played in the opponent's turn", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2},
               {"light", {{"hand", {"emergency-repair"}},
                          {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}}}}});
  for (int i = 0; i < 6 && !t.to_act().empty(); ++i) {
    CHECK_FALSE(t.offers(kLight, "use:emergency-repair"));
    if (t.view()["phase"] != "conflict") break;
    const std::vector<int> who = t.to_act();
    if (t.offers(who[0], "pass")) t.act(who[0], "pass");
    else if (t.offers(who[0], "done")) t.act(who[0], "done");
    else break;
  }
  CHECK(t.count(kLight, "hand", "Emergency Repair") == 1);
}
