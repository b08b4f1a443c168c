// Unique units of different names that the rules count as one person
// (TCG-UNIQUE-3), across the two sides: Darth Vader (A) of the fixture set.
#include "tcg_fixture.h"

using namespace tcgt;

TEST_CASE("TCG-UNIQUE-7, TCG-BID-1: the Dark Side's Darth Vader and the Light Side's Anakin Skywalker in their arenas are contested and bid for", "[tcg_sets]") {
  json ds = {{"arenas", {"darth-vader-a", "battle-droid-squad"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"anakin-skywalker-c", "clone-squad"}}, {"force", 4}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  // Different names, one person: the Battle phase starts with their auction.
  REQUIRE(t.step() == "bid");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "nobid");
  t.act(LS, "bid.2");
  t.act(DS, "nobid");
  t.act(LS, "nobid");  // two passes in a row end the bidding (TCG-BID-4)
  // TCG-BID-5: bid plus build cost, 2 + 5 (Anakin Skywalker (C)) against 0 + 6: the Light Side's higher score keeps Anakin in his arena; Darth Vader retreats, tapped (TCG-BID-6).
  CHECK(t.unit(LS, "Character", "Anakin Skywalker").is_object());
  CHECK(t.unit(DS, "Character", "Darth Vader").is_null());
  const json b = t.player(DS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["name"] == "Darth Vader");
  CHECK(b[0]["retreated"] == true);
  CHECK(t.player(LS)["force"] == 2);
}

TEST_CASE("TCG-UNIQUE-7: Darth Vader against a unique of another person is no contest", "[tcg_sets]") {
  json ds = {{"arenas", {"darth-vader-a"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"obi-wan-kenobi-a"}}, {"force", 4}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  CHECK(t.step() != "bid");
  CHECK(t.unit(DS, "Character", "Darth Vader").is_object());
}
