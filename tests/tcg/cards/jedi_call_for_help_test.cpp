// Jedi Call for Help: "Completing this Mission needs a Jedi of yours in the Character arena. You may find a unit card in your deck, reveal it and add it to your hand; shuffle your deck afterwards."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Jedi Call for Help: only with a Jedi of yours in the Character arena, then a unit card from the deck (TCG-BUILD-7, TCG-GLOSS-13)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"build", {{{"card", "jedi-call-for-help"}, {"counters", 3}}}},
             {"deck", {"windus-solution", "naboo-cruiser", "clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  CHECK_FALSE(t.offers(LS, "complete:"));  // no Jedi
  ls["arenas"] = {"obi-wan-kenobi-c"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "done");
  u.act(LS, "complete:jedi-call-for-help");
  CHECK(u.count(LS, "pick:") == 2);  // the two units, not the Battle card
  u.act(LS, "pick:naboo-cruiser");
  CHECK(u.hand(LS) == std::vector<std::string>{"Naboo Cruiser"});
  CHECK(u.discard(LS) == std::vector<std::string>{"Jedi Call for Help"});
}
