// Knockdown: "Pay 4 Force → A ... of your choice that is untapped becomes tapped."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Knockdown: pay 4 Force, an untapped unit of the Character arena of either side becomes tapped and does not attack (TCG-ATTACK-5, TCG-BATTLE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("character",
                    {{"arenas", {"geonosian-warrior", {{"card", "jango-fett-c"}, {"tapped", true}}}}, {"hand", {"knockdown"}}, {"force", 4}},
                    {{"arenas", {"padme-amidala-d", "clone-warrior-5-373"}}}));
  REQUIRE(t.step() == "window");  // before the first attack of the step
  t.act(DS, "use:knockdown");
  // Untapped units of either side in that arena; not the tapped one.
  CHECK(t.offers(DS, "target:geonosian-warrior"));
  CHECK(t.offers(DS, "target:padme-amidala-d"));
  CHECK(t.offers(DS, "target:clone-warrior-5-373"));
  CHECK_FALSE(t.offers(DS, "target:jango-fett-c"));
  t.act(DS, "target:padme-amidala-d");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.unit(LS, "Character", "Padmé Amidala")["tapped"] == true);
  // The tapped unit does not attack: the others do, and then the step is over.
  std::vector<std::string> attackers;
  while (t.view().contains("attack") && t.step() == "attack") {
    attackers.push_back(t.view()["attack"]["attacker"].get<std::string>());
    t.act(t.to_act()[0], "decline");
  }
  CHECK(attackers.size() == 2u);
  for (const std::string& a : attackers) CHECK(a.rfind("padme-amidala-d.", 0) != 0);
}

TEST_CASE("Knockdown: not without 4 Force, and no unit of another arena (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("character", {{"arenas", {"geonosian-warrior"}}, {"hand", {"knockdown"}}, {"force", 3}}, {{"arenas", {"padme-amidala-d"}}}));
  CHECK(t.step() == "attack");  // no window: nothing could be played
  Table u(battle_of("character", {{"arenas", {"geonosian-warrior"}}, {"hand", {"knockdown"}}, {"force", 4}}, {{"arenas", {"padme-amidala-d", "clone-warrior-4-163", "swoop-bike", "n-1-starfighter"}}}));
  u.act(DS, "use:knockdown");
  int offered = u.count(DS, "target:");
  CHECK(offered == 3);  // its own and the opponent's two units of the Character arena
}
