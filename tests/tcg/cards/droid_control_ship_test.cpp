// Droid Control Ship: "While this unit is in the Space arena: +10 speed for each of your Droids. When this unit is discarded from the Space arena, it deals 1 damage to every Droid of yours, in all arenas."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Droid Control Ship: while it is in the Space arena, each Droid of yours has +10 speed (TCG-ABIL-11, docs/rulings.md)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-control-ship", "droid-starfighter-dfs-4ct", "battle-droid-squad", "infantry-battle-droid-b1-series", "geonosian-guard"}},
             {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"r2-d2-a"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Space", "Droid Starfighter DFS-4CT")["speed"] == 60);
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 20);
  CHECK(t.unit(DS, "Character", "Infantry Battle Droid, B1 Series")["speed"] == 50);
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["speed"] == 30);  // no Droid
  CHECK(t.unit(DS, "Space", "Droid Control Ship")["speed"] == 10);   // a Capital Ship, no Droid
  CHECK(t.unit(LS, "Character", "R2-D2")["speed"] == 10);            // the opponent's Droid
  // Off once it leaves the Space arena.
  t.act(DS, "retreat:droid-control-ship");
  CHECK(t.unit(DS, "Space", "Droid Starfighter DFS-4CT")["speed"] == 50);
  CHECK(t.unit(DS, "Character", "Infantry Battle Droid, B1 Series")["speed"] == 40);
}

TEST_CASE("Droid Control Ship: discarded from the Space arena, it deals 1 damage to every Droid of yours in every arena (TCG-ABIL-7, TCG-DMG-3)", "[tcg][tcg-cards]") {
  // Clear the Skies: 4 Space units, the Dark Side discards the Control Ship.
  json ds = {{"arenas", {"droid-control-ship", "droid-starfighter-dfs-4ct", "droid-starfighter-dfs-4ct", "trade-federation-battleship",
                         "battle-droid-squad", "infantry-battle-droid-b1-series", "geonosian-guard"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"r2-d2-a", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:clear-the-skies");
  t.act(DS, "pick:droid-control-ship");
  // The two Droid Starfighters (health 1) and the B1 (health 1) are discarded; the B1 draws its card.
  CHECK(t.arena(DS, "Space").size() == 1);
  CHECK(t.unit(DS, "Space", "Trade Federation Battleship")["damage"] == 0);  // a Capital Ship
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["damage"] == 1);
  CHECK(t.unit(DS, "Character", "Infantry Battle Droid, B1 Series").is_null());
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["damage"] == 0);
  CHECK(t.unit(LS, "Character", "R2-D2")["damage"] == 0);  // not the opponent's Droids
  CHECK(t.discard(DS).size() == 5);  // Clear the Skies, the Control Ship, 2 Starfighters, the B1
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior"});
  CHECK(t.step() == "build");
  CHECK(t.to_act() == std::vector<int>{DS});
}

TEST_CASE("Droid Control Ship: a retreat is no discard, it deals no damage (TCG-RETREAT-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-control-ship", "droid-starfighter-dfs-4ct", "infantry-battle-droid-b1-series"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "retreat:droid-control-ship");
  CHECK(t.unit(DS, "Space", "Droid Starfighter DFS-4CT")["damage"] == 0);
  CHECK(t.unit(DS, "Character", "Infantry Battle Droid, B1 Series")["damage"] == 0);
  CHECK(t.discard(DS).empty());
}
