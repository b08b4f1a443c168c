// Attack targeting (TCG-ZONE-5, TCG-ATTACK-3/4, TCG2-TARGET-1/2/6,
// OQ-TCG2-11): effects of later sets' cards that forbid a unit to attack or
// make opposing units attack it, put on units by the setup document
// ("cantAttack", "mustBeAttacked"; no AOTC card makes them).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// Space: LS N-1 Starfighter (60) and Jedi Starfighter 3R3 (50); DS Droid
// Starfighter DFS-4CT (50) and Trade Federation Battleship (10, Bombard 4).
// Ground: a unit each (the Battleship's Bombard target).
json space(json n1 = "n-1-starfighter", json jsf = "jedi-starfighter-3r3", json tfb = "trade-federation-battleship") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct", tfb, "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {n1, jsf, "clone-squad"}}, {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}};
}

std::string attacker(const Table& t) { return t.view()["attack"]["attacker"].get<std::string>(); }

}  // namespace

TEST_CASE("TCG-ZONE-5, TCG-ATTACK-4: a unit attacks only opposing units in its own arena", "[tcg]") {
  Table t(space());
  REQUIRE(t.to_act() == std::vector<int>{LS});
  REQUIRE(attacker(t).rfind("n-1-starfighter", 0) == 0);
  // The N-1 may attack both of the Dark Side's Space units, nothing of its own, nothing in the Ground arena.
  CHECK(t.count(LS, "target:") == 2);
  CHECK(t.offers(LS, "target:droid-starfighter-dfs-4ct"));
  CHECK(t.offers(LS, "target:trade-federation-battleship"));
  CHECK_FALSE(t.offers(LS, "target:battle-droid-squad"));
  CHECK_FALSE(t.offers(LS, "target:jedi-starfighter-3r3"));
}

TEST_CASE("TCG2-TARGET-1, TCG2-TARGET-2, TCG-ATTACK-3: a unit that can't attack has no target - it can only decline", "[tcg]") {
  for (const char* rules : {"2002", "later"}) {
    INFO(rules);
    Table t(space(json{{"card", "n-1-starfighter"}, {"cantAttack", true}}), {{"rules", rules}});
    REQUIRE(t.to_act() == std::vector<int>{LS});
    REQUIRE(attacker(t).rfind("n-1-starfighter", 0) == 0);
    CHECK(t.ids(LS) == std::vector<std::string>{"decline"});
    t.act(LS, "decline");
    // The next one (the DFS-4CT, DS first on the tie at 50) attacks as usual.
    REQUIRE(attacker(t).rfind("droid-starfighter-dfs-4ct", 0) == 0);
    CHECK(t.count(DS, "target:") == 2);
  }
}

TEST_CASE("TCG2-TARGET-1, TCG-GEN-3, TCG-GEN-2: \"can't attack\" beats Bombard's \"may attack the Ground arena\"", "[tcg]") {
  // Everything faster than the Battleship is tapped: it is the first attacker.
  json n1 = {{"card", "n-1-starfighter"}, {"tapped", true}};
  json jsf = {{"card", "jedi-starfighter-3r3"}, {"tapped", true}};
  json ds = {{"arenas", {{{"card", "droid-starfighter-dfs-4ct"}, {"tapped", true}}, "trade-federation-battleship", "battle-droid-squad"}}};
  json ls = {{"arenas", {n1, jsf, "clone-squad"}}};
  json pos = {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}};
  Table free(pos);
  REQUIRE(attacker(free).rfind("trade-federation-battleship", 0) == 0);
  CHECK(free.offers(DS, "bombard:clone-squad"));  // the widening (TCG-KW-2)
  CHECK(free.offers(DS, "target:n-1-starfighter"));
  pos["seats"][0]["arenas"][1] = {{"card", "trade-federation-battleship"}, {"cantAttack", true}};
  Table t(pos);
  REQUIRE(attacker(t).rfind("trade-federation-battleship", 0) == 0);
  CHECK(t.ids(DS) == std::vector<std::string>{"decline"});
}

TEST_CASE("TCG2-TARGET-6, TCG2-TARGET-2: a unit that can attack a must-be-attacked unit must attack it - no decline, no other target", "[tcg]") {
  for (const char* rules : {"later", "2002"}) {
    INFO(rules);
    Table t(space("n-1-starfighter", json{{"card", "jedi-starfighter-3r3"}, {"mustBeAttacked", true}}), {{"rules", rules}});
    // The N-1 is the Light Side's: the requirement is for the opponent's units only.
    REQUIRE(attacker(t).rfind("n-1-starfighter", 0) == 0);
    CHECK(t.offers(LS, "decline"));
    CHECK(t.count(LS, "target:") == 2);
    t.act(LS, "decline");
    // The DFS-4CT: only the Jedi Starfighter, and no declining.
    REQUIRE(attacker(t).rfind("droid-starfighter-dfs-4ct", 0) == 0);
    CHECK(t.count(DS, "target:") == 1);
    CHECK(t.offers(DS, "target:jedi-starfighter-3r3"));
    CHECK_FALSE(t.offers(DS, "decline"));
    // The requirement is part of the position: a save loads with it.
    sw::Match copy{registry()};
    REQUIRE(parse(copy.load(t.m.save()))["ok"] == true);
    CHECK(parse(copy.legal_actions(DS)).size() == 1u);
    t.act(DS, "target:jedi-starfighter-3r3");
    CHECK(t.logged("attacks Jedi Starfighter 3R3"));
  }
}

TEST_CASE("TCG2-TARGET-6: of two units it must attack the attacker's player chooses - a unit it cannot attack binds nothing", "[tcg]") {
  // Both Light Side ships must be attacked: the DFS-4CT may pick either, still not decline.
  Table t(space(json{{"card", "n-1-starfighter"}, {"mustBeAttacked", true}, {"tapped", true}},
                json{{"card", "jedi-starfighter-3r3"}, {"mustBeAttacked", true}}),
          {{"rules", "later"}});
  REQUIRE(attacker(t).rfind("droid-starfighter-dfs-4ct", 0) == 0);
  CHECK(t.count(DS, "target:") == 2);
  CHECK_FALSE(t.offers(DS, "decline"));
  // A must-be-attacked Ground unit binds no Space attacker that cannot attack it (TCG2-TARGET-6: "can attack").
  json pos = space();
  pos["seats"][1]["arenas"][2] = {{"card", "clone-squad"}, {"mustBeAttacked", true}};
  pos["seats"][1]["arenas"][0] = {{"card", "n-1-starfighter"}, {"tapped", true}};
  pos["seats"][1]["arenas"][1] = {{"card", "jedi-starfighter-3r3"}, {"tapped", true}};
  Table u(pos, {{"rules", "later"}});
  REQUIRE(attacker(u).rfind("droid-starfighter-dfs-4ct", 0) == 0);
  CHECK(u.offers(DS, "decline"));
  CHECK(u.count(DS, "target:") == 2);
}

TEST_CASE("TCG2-TARGET-6: the Battleship must attack the Space unit it can attack - not bombard instead", "[tcg]") {
  json ds = {{"arenas", {{{"card", "droid-starfighter-dfs-4ct"}, {"tapped", true}}, "trade-federation-battleship", "battle-droid-squad"}}};
  json ls = {{"arenas", {{{"card", "n-1-starfighter"}, {"tapped", true}, {"mustBeAttacked", true}}, "clone-squad"}}};
  Table t({{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}}, {{"rules", "later"}});
  REQUIRE(attacker(t).rfind("trade-federation-battleship", 0) == 0);
  CHECK(t.ids(DS).size() == 1);
  CHECK(t.offers(DS, "target:n-1-starfighter"));
  CHECK_FALSE(t.offers(DS, "bombard:"));
}

TEST_CASE("TCG2-TARGET-6, OQ-TCG2-11: a unit that must attack is not turned by Dark Side's Command - no redirection of either kind", "[tcg]") {
  // The Light Side's Naboo Starfighter Squadron (40) and Naboo Cruiser are tapped; the Dark Side's
  // Techno Union Starship (30) must be attacked by any unit that can attack it.
  json ds = {{"arenas", {{{"card", "techno-union-starship"}, {"mustBeAttacked", true}}}}, {"hand", {"dark-sides-command"}}, {"force", 8},
             {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "naboo-starfighter-squadron"}, {"tapped", true}}, {{"card", "naboo-cruiser"}, {"tapped", true}}}},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}}, {{"rules", "later"}});
  REQUIRE(t.step() == "window");
  t.act(DS, "use:dark-sides-command");
  t.act(DS, "target:naboo-starfighter-squadron");
  // The untapped Squadron attacks next: the Dark Side is not asked to turn it; the Light Side
  // must attack the Starship.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.ids(DS).empty());
  CHECK(t.ids(LS).size() == 1u);
  CHECK(t.offers(LS, "target:techno-union-starship"));
}
