// Wat Tambor (A): "Triggered by the roll for build points while Wat is in the Character arena: the Light Side loses 1 of this turn's build points."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Wat Tambor (A): the roll for build points costs the Light Side 1 of its points (T4, TCG-CMD-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"wat-tambor-a"}}, {"deck", {"geonosian-guard", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad", "clone-squad"}}};
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Table t(json{{"seats", {ds, ls}}, {"start", "turn"}}, json::object(), seed);
    REQUIRE(t.step() == "build");
    const int roll = t.view()["buildRoll"].get<int>();
    CHECK(t.player(LS)["buildPoints"] == roll - 1);  // never below 0: a roll is at least 1
    CHECK(t.player(DS)["buildPoints"] == roll);
  }
}
