// Down in Flames: "Pay 4 Force → Your opponent discards a Speeder of theirs from the Ground arena, one you choose."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Down in Flames: the player chooses an opposing Speeder in the Ground arena, and it is discarded (TCG-GLOSS-4, TCG-ZONE-6)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground", {{"arenas", {"destroyer-droid-squad", "zams-airspeeder-a"}}, {"hand", {"down-in-flames"}}, {"force", 4}},
                    {{"arenas", {"patrol-speeder", "swoop-bike", "clone-platoon"}}}));
  REQUIRE(t.step() == "window");
  t.act(DS, "use:down-in-flames");
  CHECK(t.count(DS, "target:") == 2);  // the two Speeders of the Light Side; not its own Zam's Airspeeder, not the Platoon
  CHECK_FALSE(t.offers(DS, "target:zams-airspeeder-a"));
  t.act(DS, "target:patrol-speeder");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{"Patrol Speeder"});
  CHECK(t.unit(LS, "Ground", "Patrol Speeder").is_null());
}

TEST_CASE("Down in Flames: no Speeder of the opponent, nothing to play (TCG-PLAY-1)", "[tcg][tcg-cards]") {
  Table t(battle_of("ground", {{"arenas", {"destroyer-droid-squad"}}, {"hand", {"down-in-flames"}}, {"force", 4}},
                    {{"arenas", {"clone-platoon"}, }}));
  CHECK(t.step() == "attack");  // no window opened
  CHECK_FALSE(t.offers(DS, "use:"));
}
