// Elan Sleazebaggano (A): "While Elan is in the Character arena: +20 speed for each other Character of yours. When the battle phase ends, Elan deals 1 damage to each other Character of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Elan Sleazebaggano (A): +20 speed for each other Character of yours (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"elan-sleazebaggano-a", "geonosian-guard", "geonosian-warrior", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Elan Sleazebaggano")["speed"] == 90);
  t.act(DS, "retreat:geonosian-guard");
  CHECK(t.unit(DS, "Character", "Elan Sleazebaggano")["speed"] == 70);
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
