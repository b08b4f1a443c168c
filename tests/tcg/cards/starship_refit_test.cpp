// Starship Refit: "Take up to 4 damage counters off a Space unit of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Starship Refit: at most 4 damage counters off a Space unit of yours, or none if none is damaged (TCG-BUILD-7, TCG-DMG-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "naboo-cruiser"}, {"damage", 6}}}}, {"build", {{{"card", "starship-refit"}, {"counters", 1}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:starship-refit");
  t.act(LS, "pick:naboo-cruiser");
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == 2);
  ls["arenas"] = {"naboo-cruiser"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "done");
  u.act(LS, "complete:starship-refit");
  CHECK(u.step() == "build");  // nothing to choose
}
