// Spirit of the Fallen: "Play only if a Character of yours was discarded from the Character arena this turn.
// Pay 2 Force → Your Characters have +2 power until the battle phase ends."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Spirit of the Fallen: once a Character of yours was discarded from the Character arena this turn, your Characters have +2 power (TCG-ABIL-13, T5)", "[tcg][tcg-cards]") {
  // The Light Side's Clone Warrior 4/163 attacks; Hero's Duty discards it when the attack ends.
  Table t(battle_of("character", {{"arenas", {{{"card", "geonosian-guard"}, {"tapped", true}}, "zam-wesell-b", "geonosian-guard"}}},
                    {{"arenas", {"clone-warrior-4-163", {{"card", "padme-amidala-d"}, {"tapped", true}}}},
                     {"hand", {"heros-duty", "spirit-of-the-fallen"}}, {"force", 6}}));
  // Zam Wesell (B) (40) and the Clone Warrior (40): the Dark Side first; Zam declines. The untapped
  // Geonosian Guard (30) attacks last: the battle step waits for it after the cards.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "decline");
  t.act(LS, "target:geonosian-guard");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // A5: Hero's Duty, not yet Spirit of the Fallen
  CHECK_FALSE(t.offers(LS, "use:spirit-of-the-fallen"));
  t.act(LS, "use:heros-duty");
  t.act(LS, "target:clone-warrior-4-163");
  // A11: the Clone Warrior is discarded; A12: now Spirit of the Fallen can be played.
  REQUIRE(t.unit(LS, "Character", "Clone Warrior 4/163").is_null());
  REQUIRE(t.step() == "window");
  t.act(LS, "use:spirit-of-the-fallen");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.unit(LS, "Character", "Padmé Amidala")["power"] == 5);
  CHECK(t.unit(DS, "Character", "Zam Wesell")["power"] == 3);  // not the opponent's
  CHECK(t.view()["turn"] == 1);
}

TEST_CASE("Spirit of the Fallen: not while no Character of yours was discarded this turn", "[tcg][tcg-cards]") {
  Table t(battle_of("character", {{"arenas", {"geonosian-guard"}}},
                    {{"arenas", {"padme-amidala-d"}}, {"hand", {"spirit-of-the-fallen"}}, {"force", 2}}));
  CHECK(t.step() == "attack");  // no window: nothing to play
  CHECK_FALSE(t.offers(LS, "use:"));
}
