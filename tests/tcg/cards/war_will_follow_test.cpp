// War Will Follow: "Pay 3 Force → Move a Space unit from your opponent's build zone into the Space arena; untap it if it is tapped."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("War Will Follow: a retreated Space unit of the opponent's comes back into the Space arena, untapped (TCG-ZONE-4, TCG-BATTLE-7)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"war-will-follow"}}, {"force", 3}},
                    {{"arenas", {"clone-platoon"}},
                     {"build", {{{"card", "naboo-cruiser"}, {"retreated", true}, {"tapped", true}, {"damage", 2}},
                                {{"card", "clone-squad"}, {"retreated", true}},
                                {{"card", "naboo-royal-starship"}, {"counters", 2}}}}}));
  REQUIRE(t.step() == "window");
  t.act(DS, "use:war-will-follow");
  // The retreated Space unit only: not the Ground unit, not the face-down card.
  CHECK(t.ids(DS) == std::vector<std::string>{"choose:" + t.player(LS)["build"][0]["id"].get<std::string>()});
  t.act(DS, "choose:naboo-cruiser");
  const json cruiser = t.unit(LS, "Space", "Naboo Cruiser");
  REQUIRE(cruiser.is_object());
  CHECK(cruiser["tapped"] == false);
  CHECK(cruiser["damage"] == 2);
  CHECK(t.player(DS)["force"] == 0);
  // The Wing (40) attacks first; it may attack the Cruiser now.
  CHECK(t.offers(DS, "target:naboo-cruiser"));
}

TEST_CASE("War Will Follow: nothing to move, nothing to play", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"war-will-follow"}}, {"force", 3}},
                    {{"arenas", {"naboo-cruiser"}}, {"build", {{{"card", "naboo-royal-starship"}, {"counters", 2}}}}}));
  CHECK(t.step() == "attack");
}

TEST_CASE("War Will Follow: a unique it brings in against the same unique of the opponent's is contested, and bid for "
          "before the battle goes on (TCG-BID-1, TCG-BID-2, OQ-TCG-24)",
          "[tcg][tcg-cards]") {
  Table t(battle_of("space",
                    {{"arenas", {"coruscant-freighter-aa-9-a", "battle-droid-squad"}}, {"hand", {"war-will-follow"}}, {"force", 5}},
                    {{"arenas", {"clone-squad"}},
                     {"force", 4},
                     {"build", {{{"card", "coruscant-freighter-aa-9-a"}, {"retreated", true}, {"tapped", true}}}}}));
  REQUIRE(t.step() == "window");
  t.act(DS, "use:war-will-follow");
  t.act(DS, "choose:coruscant-freighter-aa-9-a");
  // The pair is bid for at once, before the Space battle's first attack.
  REQUIRE(t.step() == "bid");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "nobid");
  t.act(LS, "bid.1");
  t.act(DS, "nobid");
  t.act(LS, "nobid");  // 0 + cost against 1 + cost: the Light Side wins and pays 1
  CHECK(t.player(LS)["force"] == 3);
  CHECK(t.unit(DS, "Space", "Coruscant Freighter AA-9").is_null());
  CHECK(t.unit(LS, "Space", "Coruscant Freighter AA-9").is_object());
  CHECK(t.step() != "bid");
}
