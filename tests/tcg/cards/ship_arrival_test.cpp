// Ship Arrival: "Name a unit type (Space, Ground or Character). Turn over cards from the top of your deck until one is a unit of that type: take it into your hand and shuffle the rest of the turned-over cards into your deck."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Ship Arrival: name a type, turn cards over until a unit of it, take it, shuffle the rest back (TCG-BUILD-7, TCG-GLOSS-10, TCG-GLOSS-14)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "ship-arrival"}, {"counters", 2}}}},
             {"deck", {"clone-squad", "windus-solution", "naboo-cruiser", "yoda-b"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:ship-arrival");
  CHECK(t.count(LS, "pick:") == 3);
  t.act(LS, "pick:ship-arrival");  // the first option: Space
  CHECK(t.hand(LS) == std::vector<std::string>{"Naboo Cruiser"});
  CHECK(t.deck_count(LS) == 3);
  CHECK(t.logged("turns over: Clone Squad, Windu's Solution, Naboo Cruiser"));
}
