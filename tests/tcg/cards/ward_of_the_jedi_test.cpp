// Ward of the Jedi: "Pay 4 Force → Choose a unit of yours. For the rest of the turn, it can't be attacked as long as another unit of yours is in its arena."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Ward of the Jedi: the unit can't be attacked while another unit of yours is in its arena (TCG-GEN-3, TCG2-TARGET-4)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}},
                    {{"arenas", {"naboo-cruiser", {{"card", "jedi-starfighter-3r3"}, {"tapped", true}}}}, {"hand", {"ward-of-the-jedi"}}, {"force", 4}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "use:ward-of-the-jedi");
  t.act(LS, "target:naboo-cruiser");
  REQUIRE(t.step() == "attack");
  CHECK_FALSE(t.offers(DS, "target:naboo-cruiser"));
  CHECK(t.offers(DS, "target:jedi-starfighter-3r3"));
}

TEST_CASE("Ward of the Jedi: alone in its arena, the unit can be attacked", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}},
                    {{"arenas", {"naboo-cruiser", "clone-platoon"}}, {"hand", {"ward-of-the-jedi"}}, {"force", 4}}));
  t.act(LS, "use:ward-of-the-jedi");
  t.act(LS, "target:naboo-cruiser");
  CHECK(t.offers(DS, "target:naboo-cruiser"));  // the Clone Platoon is in another arena
}
