// Departure Time: "You may discard a unit of yours from any arena. If you did, +4 build points for you this turn."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Departure Time: discard a unit of yours for +4 build points, or nothing (TCG-BUILD-7, TCG-BUILD-9)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "battle-droid-squad"}}, {"build", {{{"card", "departure-time"}, {"counters", 2}}}},
             {"buildPoints", 1}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:departure-time");
  CHECK(t.count(DS, "pick:") == 2);  // its own units only
  t.act(DS, "pick:battle-droid-squad");
  CHECK(t.player(DS)["buildPoints"] == 5);
  CHECK(t.discard(DS) == std::vector<std::string>{"Departure Time", "Battle Droid Squad"});
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "complete:departure-time");
  u.act(DS, "done");
  CHECK(u.player(DS)["buildPoints"] == 1);
  CHECK(u.arena(DS, "Ground").size() == 1);
}
