// Twist of Fate (fate): "cancel this edge battle and the effects of every other fate card just
// revealed; discard both edge stacks and begin a new edge battle."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Twist of Fate cancels the edge battle and the later fates, then a new edge battle begins", "[lcg][card]") {
  // Twist of Fate (priority 1) resolves before Heat of Battle (priority 6).
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}, {"hand", {"tie-fighter"}},
                         {"edge", {"heat-of-battle@19"}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}, {"edge", {"twist-of-fate"}}}}});
  // Both stacks are already built: the attacker passes, then the defender (no cards in hand).
  t.act(kDark, "pass");
  // Revealed: Twist of Fate cancels; a new edge battle starts with the attacker to place.
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 0);  // Heat of Battle never resolved
  CHECK_FALSE(t.offers(kDark, "target:"));
  CHECK(t.card(kDark, "discard", "Heat of Battle").is_object());
  CHECK(t.card(kLight, "discard", "Twist of Fate").is_object());
  CHECK(t.view()["players"][kDark]["edgeCount"] == 0);
  CHECK(t.view()["players"][kLight]["edgeCount"] == 0);
  CHECK(t.view()["engagement"]["edgeWinner"] == -1);
  CHECK(t.offers(kDark, "edge:tie-fighter"));  // placing anew
  t.act(kDark, "edge:tie-fighter");  // then both pass (no cards left): revealed
  CHECK(t.view()["engagement"]["edgeWinner"] == kDark);  // TIE Fighter's Force icon against nothing
}

TEST_CASE("Without Twist of Fate, the fates of the edge stacks resolve", "[lcg][card]") {
  // The same position, Twist of Fate replaced by a card without a fate: Heat of Battle resolves.
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}, {"hand", {"tie-fighter"}},
                         {"edge", {"heat-of-battle@19"}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}, {"edge", {"x-wing"}}}}});
  t.act(kDark, "pass");
  REQUIRE(t.offers(kDark, "target:luke-skywalker"));
  t.act(kDark, "target:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
  CHECK(t.view()["engagement"]["edgeWinner"] != -1);
}
