// Sonic Shockwave: "Pay 5 Force → A ... of your choice that is untapped becomes tapped."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Sonic Shockwave: pay 5 Force, an untapped unit of the Space arena of either side becomes tapped and does not attack (TCG-ATTACK-5, TCG-BATTLE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("space",
                    {{"arenas", {"droid-starfighter-squadron", {{"card", "techno-union-starship"}, {"tapped", true}}}}, {"hand", {"sonic-shockwave"}}, {"force", 5}},
                    {{"arenas", {"naboo-starfighter-squadron", "jedi-starfighter-3r3"}}}));
  REQUIRE(t.step() == "window");  // before the first attack of the step
  t.act(DS, "use:sonic-shockwave");
  // Untapped units of either side in that arena; not the tapped one.
  CHECK(t.offers(DS, "target:droid-starfighter-squadron"));
  CHECK(t.offers(DS, "target:naboo-starfighter-squadron"));
  CHECK(t.offers(DS, "target:jedi-starfighter-3r3"));
  CHECK_FALSE(t.offers(DS, "target:techno-union-starship"));
  t.act(DS, "target:naboo-starfighter-squadron");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.unit(LS, "Space", "Naboo Starfighter Squadron")["tapped"] == true);
  // The tapped unit does not attack: the others do, and then the step is over.
  std::vector<std::string> attackers;
  while (t.view().contains("attack") && t.step() == "attack") {
    attackers.push_back(t.view()["attack"]["attacker"].get<std::string>());
    t.act(t.to_act()[0], "decline");
  }
  CHECK(attackers.size() == 2u);
  for (const std::string& a : attackers) CHECK(a.rfind("naboo-starfighter-squadron.", 0) != 0);
}

TEST_CASE("Sonic Shockwave: not without 5 Force, and no unit of another arena (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"sonic-shockwave"}}, {"force", 4}}, {{"arenas", {"naboo-starfighter-squadron"}}}));
  CHECK(t.step() == "attack");  // no window: nothing could be played
  Table u(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"sonic-shockwave"}}, {"force", 5}}, {{"arenas", {"naboo-starfighter-squadron", "padme-amidala-d", "swoop-bike", "n-1-starfighter"}}}));
  u.act(DS, "use:sonic-shockwave");
  int offered = u.count(DS, "target:");
  CHECK(offered == 3);  // its own and the opponent's two units of the Space arena
}
