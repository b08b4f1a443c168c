// Cliegg Lars (A): "When you deploy Cliegg, your Force goes down by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Cliegg Lars (A): deploying him costs his owner 1 Force, a unit in the arena from setup does not (TCG-ABIL-7, TCG-BUILD-6, TCG-SETUP-6, TCG-UNIQUE-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "cliegg-lars-a"}, {"counters", 2}}}}, {"force", 3}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "deploy:cliegg-lars-a");
  CHECK(t.unit(LS, "Character", "Cliegg Lars").is_object());
  CHECK(t.player(LS)["force"] == 2);
  CHECK(t.step() == "build");
  // Another unit's deployment does not trigger him.
  json ls2 = {{"arenas", {"cliegg-lars-a"}}, {"build", {{{"card", "clone-squad"}, {"counters", 3}}}}, {"force", 3}, {"deck", {"clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "build"}});
  u.act(DS, "done");
  u.act(LS, "deploy:clone-squad");
  CHECK(u.player(LS)["force"] == 3);
}
