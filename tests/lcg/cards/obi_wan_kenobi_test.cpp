// Obi-Wan Kenobi: "Elite. While this unit is participating in an engagement, your opponent places
// the first card of their edge stack face up."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table edge_battle(bool obi_wan_attacks) {
  json obi = {{"card", "obi-wan-kenobi"}};
  if (obi_wan_attacks) obi["attacking"] = true;
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"hand", {"tie-fighter", "force-choke", "force-lightning"}}, {"units", {{{"card", "darth-vader"}, {"defending", true}}}}}},
                    {"light", {{"hand", {"x-wing"}},
                               {"units", {obi, {{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
}
}  // namespace

TEST_CASE("Obi-Wan Kenobi participating: the opponent's first edge card is placed face up", "[lcg][card]") {
  Table t = edge_battle(true);
  t.act(kLight, "edge:x-wing");  // the Light Side's own card stays face down
  CHECK(t.view(kDark)["players"][kLight]["edgeFaceUp"].empty());
  t.act(kDark, "edge:tie-fighter");
  const json up = t.view(kLight)["players"][kDark]["edgeFaceUp"];
  REQUIRE(up.size() == 1);
  CHECK(up[0]["name"] == "TIE Fighter");
  CHECK_FALSE(t.view(kLight)["players"][kDark].contains("edge"));  // the rest stays hidden
  t.act(kDark, "edge:force-choke");  // the Light Side has no card left: the Dark Side places again
  const json up2 = t.view(kLight)["players"][kDark]["edgeFaceUp"];
  REQUIRE(up2.size() == 1);  // only the first card
  CHECK(up2[0]["name"] == "TIE Fighter");
}

TEST_CASE("Obi-Wan Kenobi not participating: the edge stack stays face down", "[lcg][card]") {
  Table t = edge_battle(false);
  t.act(kLight, "pass");
  t.act(kDark, "edge:tie-fighter");
  CHECK(t.view(kLight)["players"][kDark]["edgeFaceUp"].empty());
  CHECK(t.view(kLight)["players"][kDark]["edgeCount"] == 1);
}
