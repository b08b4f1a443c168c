// Repulsorlift Malfunction: "Pay 5 Force → A ... of your choice that is untapped becomes tapped."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Repulsorlift Malfunction: pay 5 Force, an untapped unit of the Ground arena of either side becomes tapped and does not attack (TCG-ATTACK-5, TCG-BATTLE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground",
                    {{"arenas", {"destroyer-droid-squad", {{"card", "commerce-guild-droid-81"}, {"tapped", true}}}}, {"hand", {"repulsorlift-malfunction"}}, {"force", 5}},
                    {{"arenas", {"clone-platoon", "clone-squad"}}}));
  REQUIRE(t.step() == "window");  // before the first attack of the step
  t.act(DS, "use:repulsorlift-malfunction");
  // Untapped units of either side in that arena; not the tapped one.
  CHECK(t.offers(DS, "target:destroyer-droid-squad"));
  CHECK(t.offers(DS, "target:clone-platoon"));
  CHECK(t.offers(DS, "target:clone-squad"));
  CHECK_FALSE(t.offers(DS, "target:commerce-guild-droid-81"));
  t.act(DS, "target:clone-platoon");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["tapped"] == true);
  // The tapped unit does not attack: the others do, and then the step is over.
  std::vector<std::string> attackers;
  while (t.view().contains("attack") && t.step() == "attack") {
    attackers.push_back(t.view()["attack"]["attacker"].get<std::string>());
    t.act(t.to_act()[0], "decline");
  }
  CHECK(attackers.size() == 2u);
  for (const std::string& a : attackers) CHECK(a.rfind("clone-platoon.", 0) != 0);
}

TEST_CASE("Repulsorlift Malfunction: not without 5 Force, and no unit of another arena (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground", {{"arenas", {"destroyer-droid-squad"}}, {"hand", {"repulsorlift-malfunction"}}, {"force", 4}}, {{"arenas", {"clone-platoon"}}}));
  CHECK(t.step() == "attack");  // no window: nothing could be played
  Table u(battle_of("ground", {{"arenas", {"destroyer-droid-squad"}}, {"hand", {"repulsorlift-malfunction"}}, {"force", 5}}, {{"arenas", {"clone-platoon", "padme-amidala-d", "swoop-bike", "n-1-starfighter"}}}));
  u.act(DS, "use:repulsorlift-malfunction");
  int offered = u.count(DS, "target:");
  CHECK(offered == 3);  // its own and the opponent's two units of the Ground arena
}
