// Splinter the Republic: "You may find in your deck a card that shares its name with a unit of yours in an arena, reveal it and add it to your hand; shuffle your deck afterwards."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Splinter the Republic: a card of the deck with the name of a unit of yours in an arena (TCG-CARD-5, TCG-GLOSS-13)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "jango-fett-b"}}, {"build", {{{"card", "splinter-the-republic"}, {"counters", 1}}}},
             {"deck", {"geonosian-guard", "jango-fett-d", "geonosian-warrior", "battle-droid-squad"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:splinter-the-republic");
  CHECK(t.count(DS, "pick:") == 2);  // Jango Fett (another version) and Geonosian Warrior
  CHECK_FALSE(t.offers(DS, "pick:geonosian-guard"));
  t.act(DS, "pick:jango-fett-d");
  CHECK(t.hand(DS) == std::vector<std::string>{"Jango Fett"});
}
