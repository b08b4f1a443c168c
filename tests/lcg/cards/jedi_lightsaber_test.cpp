// Jedi Lightsaber: "Enhanced unit gains [Unit Damage] [Blast Damage]."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Jedi Lightsaber gives the enhanced unit one unit damage and one blast damage icon", "[lcg][card]") {
  Table bare(json{{"light", {{"units", {"luke-skywalker", "obi-wan-kenobi"}}}}});
  Table armed(json{{"light", {{"units", {{{"card", "luke-skywalker"}, {"enhancements", {"jedi-lightsaber"}}}, "obi-wan-kenobi"}}}}});
  const json before = bare.unit(kLight, "Luke Skywalker")["icons"], after = armed.unit(kLight, "Luke Skywalker")["icons"];
  CHECK(after["ud"] == before["ud"].get<int>() + 1);
  CHECK(after["bd"] == before["bd"].get<int>() + 1);
  CHECK(after["t"] == before["t"]);
  // Only the enhanced unit.
  CHECK(armed.unit(kLight, "Obi-Wan Kenobi")["icons"] == bare.unit(kLight, "Obi-Wan Kenobi")["icons"]);
}

TEST_CASE("Jedi Lightsaber goes only on a Force User or Force Sensitive unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"jedi-lightsaber"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {"luke-skywalker", "x-wing"}}}}});
  t.act(kLight, "deploy:jedi-lightsaber");
  // The host is chosen first, then the cost paid.
  CHECK(t.offers(kLight, "attach:luke-skywalker"));
  CHECK_FALSE(t.offers(kLight, "attach:x-wing"));
  t.act(kLight, "attach:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");  // free with In You Must Go
  CHECK(t.unit(kLight, "Luke Skywalker")["attachments"].size() == 1);
}
