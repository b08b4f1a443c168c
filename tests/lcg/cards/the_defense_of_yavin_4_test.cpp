// The Defense of Yavin 4: "Interrupt: when you play a Vehicle unit, discard
// any number X of cards from your hand to lower its cost by X (it costs at least 1)."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(const json& hand) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}}},
                    {"light", {{"objectives", {"the-defense-of-yavin-4", "fleeing-the-empire", "mission-briefing"}},
                               {"hand", hand}}}});
}
// Focus tokens on the Light Side's resource cards: the resources spent.
int spent(const Table& t) {
  const json p = t.view()["players"][kLight];
  int n = p["affiliationCard"]["focus"].get<int>();
  for (const json& o : p["objectives"]) n += o["focus"].get<int>();
  return n;
}
}  // namespace

TEST_CASE("The Defense of Yavin 4 lowers a Vehicle's cost by one per card discarded, down to 1", "[lcg][card]") {
  Table t = deployment(json{"red-two", "leia-organa", "luke-skywalker", "x-wing-escort"});
  t.act(kLight, "deploy:red-two");  // cost 3
  REQUIRE(t.offers(kLight, "use:the-defense-of-yavin-4"));
  t.act(kLight, "use:the-defense-of-yavin-4");
  CHECK_FALSE(t.offers(kLight, "discard:red-two"));  // not the card being played
  t.act(kLight, "discard:leia-organa");
  t.act(kLight, "discard:luke-skywalker");  // 3 - 2 = 1: nothing left to lower
  CHECK_FALSE(t.offers(kLight, "discard:"));
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.unit(kLight, "Red Two").is_object());
  CHECK(spent(t) == 1);
  CHECK(t.card(kLight, "discard", "Leia Organa").is_object());
  CHECK(t.count(kLight, "hand", "X-Wing Escort") == 1);
}

TEST_CASE("The Defense of Yavin 4 stops when its player is done, not for a Character", "[lcg][card]") {
  Table t = deployment(json{"red-two", "leia-organa", "y-wing"});
  t.act(kLight, "deploy:red-two");  // cost 3
  t.act(kLight, "use:the-defense-of-yavin-4");
  t.act(kLight, "discard:y-wing");
  t.act(kLight, "done");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.unit(kLight, "Red Two").is_object());
  CHECK(spent(t) == 2);
  CHECK(t.count(kLight, "hand", "Leia Organa") == 1);
  t.act(kLight, "deploy:leia-organa");
  CHECK_FALSE(t.offers(kLight, "use:the-defense-of-yavin-4"));  // not a Vehicle
}
