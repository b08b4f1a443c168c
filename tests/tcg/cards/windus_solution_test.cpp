// Windu's Solution: "Pay 2 Force → Choose a unit of yours: +30 speed and +2 power until the battle phase ends."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Windu's Solution: pay 2 Force, a unit of yours gets +30 speed and +2 power until the battle phase ends (TCG-PLAY-1, TCG-PLAY-2, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's DFS-4CT (speed 50) would attack before the Jedi Starfighter (50; ties to DS).
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", 2}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}});
  // The window before the first attack (TCG-BATTLE-4): the Dark Side has nothing to play and passes
  // without a prompt; the Light Side may play the card or pass.
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "use:windus-solution"));
  CHECK(t.offers(LS, "pass"));
  t.act(LS, "use:windus-solution");
  t.act(LS, "target:jedi-starfighter-3r3");
  // Paid and discarded; the unit is faster and stronger, so it attacks first now (TCG-BATTLE-3).
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{"Windu's Solution"});
  const json js = t.unit(LS, "Space", "Jedi Starfighter 3R3");
  CHECK(js["speed"] == 80);
  CHECK(js["power"] == 5);
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("jedi-starfighter-3r3", 0) == 0);
  // Until the battle phase ends: back to printed numbers in the next turn.
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  const json after = t.unit(LS, "Space", "Jedi Starfighter 3R3");
  REQUIRE(after.is_object());  // 2 dice cannot deal its 3 health
  CHECK(after["speed"] == 50);
  CHECK(after["power"] == 3);
}

TEST_CASE("Windu's Solution: not without 2 Force, and not in a build step (TCG-FORCE-3, TCG-PLAY-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", 1}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}});
  CHECK(t.step() == "attack");  // no window: nobody could play anything
  CHECK(t.to_act() == std::vector<int>{DS});
  ls["force"] = 5;
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "decline");
  u.act(DS, "done");
  CHECK_FALSE(u.offers(LS, "use:"));
}
