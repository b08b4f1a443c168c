// Yoda: "Elite. This unit gains one unit damage and one blast damage icon for each enhancement attached to it."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Yoda gains a unit damage and a blast damage icon per attached enhancement", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"jedi-lightsaber"}}, {"enhancements", {"dagobah-training-grounds"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {"yoda", {{"card", "luke-skywalker"}, {"enhancements", {"shii-cho-training"}}}}}}}});
  json yoda = t.unit(kLight, "Yoda");
  CHECK(yoda["icons"]["ud"] == 0);  // printed: no normal unit damage or blast icons
  CHECK(yoda["icons"]["bd"] == 0);
  CHECK(yoda["icons"]["t"] == 1);
  // Another unit's enhancement gives Yoda nothing; Luke gets nothing from Yoda's text.
  CHECK(t.unit(kLight, "Luke Skywalker")["icons"]["ud"] == 2);
  t.act(kLight, "deploy:jedi-lightsaber");
  t.act(kLight, "attach:yoda");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  yoda = t.unit(kLight, "Yoda");
  CHECK(yoda["icons"]["ud"] == 2);  // Jedi Lightsaber's own + 1
  CHECK(yoda["icons"]["bd"] == 2);
  CHECK(yoda["icons"]["t"] == 1);
  CHECK(yoda["icons"]["udEdge"] == 1);  // edge-enabled icons unchanged
}

TEST_CASE("Yoda counts every enhancement attached to him", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"units", {{{"card", "yoda"}, {"enhancements", {"shii-cho-training", "trust-your-feelings"}}}}}}}});
  CHECK(t.unit(kLight, "Yoda")["icons"]["ud"] == 2);
  CHECK(t.unit(kLight, "Yoda")["icons"]["bd"] == 2);
}
