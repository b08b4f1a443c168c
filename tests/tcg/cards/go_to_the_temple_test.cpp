// Go to the Temple: "Pay 2 Force → Choose an arena and have any number of your units there retreat. (Only while no unit is attacking.)"
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Go to the Temple: while no unit attacks, your chosen units of one arena retreat, tapped (TCG-RETREAT-1, OQ-TCG-26)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-dfs-4ct"}}},
                    {{"arenas", {"jedi-starfighter-3r3", "naboo-cruiser", "naboo-royal-starship", "clone-platoon"}}, {"hand", {"go-to-the-temple"}}, {"force", 2}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "use:go-to-the-temple");
  t.act(LS, "arena.0");
  CHECK(t.count(LS, "choose:") == 3);  // its Space units only
  t.act(LS, "choose:naboo-cruiser");
  t.act(LS, "choose:naboo-royal-starship");
  t.act(LS, "finish");
  const json build = t.player(LS)["build"];
  REQUIRE(build.size() == 2u);
  for (const json& b : build) {
    CHECK(b["retreated"] == true);
    CHECK(b["tapped"] == true);
  }
  CHECK(t.arena(LS, "Space").size() == 1u);
}

TEST_CASE("Go to the Temple: not while a unit is attacking", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}},
                    {{"arenas", {"naboo-cruiser"}}, {"hand", {"go-to-the-temple", "weapon-response"}}, {"force", 2}}));
  REQUIRE(t.step() == "window");
  t.act(LS, "pass");  // before the attack: it could be played, the Light Side passes
  t.act(DS, "target:naboo-cruiser");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // A5: Weapon Response could be played, not Go to the Temple
  CHECK(t.offers(LS, "use:weapon-response"));
  CHECK_FALSE(t.offers(LS, "use:go-to-the-temple"));
}
