// Padmé Amidala (B): "Triggered by the roll for build points while Padmé is in the Character arena: the Dark Side loses 1 of this turn's build points."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Padmé Amidala (B): the roll for build points costs the Dark Side 1 of its points (T4, TCG-CMD-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard", "geonosian-guard"}}};
  json ls = {{"arenas", {"padme-amidala-b"}}, {"deck", {"clone-squad", "clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "turn"}});
  REQUIRE(t.step() == "build");
  const int roll = t.view()["buildRoll"].get<int>();
  CHECK(t.player(DS)["buildPoints"] == roll - 1);  // one arena only: no +1
  CHECK(t.player(LS)["buildPoints"] == roll);
  // Retreated, she triggers nothing (TCG-ABIL-2).
  json ls2 = {{"build", {{{"card", "padme-amidala-b"}, {"retreated", true}}}}, {"deck", {"clone-squad", "clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "turn"}});
  CHECK(u.player(DS)["buildPoints"] == u.view()["buildRoll"]);
}
