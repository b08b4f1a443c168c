// Elan Sleazebaggano (A): "While Elan is in the Character arena: each other Character of yours has +20 speed. When the battle phase ends, Elan deals 1 damage to each other Character of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Elan Sleazebaggano (A): each other Character of yours has +20 speed, not Elan, off when he retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"elan-sleazebaggano-a", "geonosian-guard", "geonosian-warrior", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["speed"] == 50);      // printed 30
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 70);    // printed 50
  CHECK(t.unit(DS, "Character", "Elan Sleazebaggano")["speed"] == 50);   // printed 50: "other"
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 10);      // no Character
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 40);  // the opponent's: unchanged
  t.act(DS, "retreat:elan-sleazebaggano-a");
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["speed"] == 30);
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);
}

TEST_CASE("Elan Sleazebaggano (A): when the battle phase ends he deals 1 damage to each other Character of yours (T5, TCG-DMG-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"elan-sleazebaggano-a", {{"card", "geonosian-guard"}, {"tapped", true}}, {{"card", "geonosian-warrior"}, {"damage", 1}, {"tapped", true}}}},
             {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "clone-warrior-4-163"}, {"tapped", true}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}});
  for (int k = 0; k < 20 && t.view()["turn"] == 1; ++k) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.unit(DS, "Character", "Geonosian Guard")["damage"] == 1);
  CHECK(t.unit(DS, "Character", "Geonosian Warrior").is_null());  // 2 damage = its health: discarded
  CHECK(t.unit(DS, "Character", "Elan Sleazebaggano")["damage"] == 0);
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
  CHECK(t.discard(DS) == std::vector<std::string>{"Geonosian Warrior"});
}
