// Poggle the Lesser (A): "[tap] → Choose a unit of your opponent in the Character arena; unless your opponent pays 3 Force, tap it. (Only when Poggle would attack.)"
#include "attack_fixture.h"

using namespace tcgt;

namespace {
json poggle_vs(int ls_force) {
  // The Geonosian Guard (30) attacks after them: the battle step waits for it.
  return battle_of("character", {{"arenas", {"poggle-the-lesser-a", "geonosian-guard"}}},
                   {{"arenas", {"clone-warrior-5-373", {{"card", "padme-amidala-d"}, {"tapped", true}}}}, {"force", ls_force}});
}
}  // namespace

TEST_CASE("Poggle the Lesser (A): instead of attacking - the opponent refuses to pay 3 Force and its unit is tapped (TCG-ATTACK-3, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(poggle_vs(3));
  REQUIRE(t.to_act() == std::vector<int>{DS});  // 40 against 40: the Dark Side first
  t.act(DS, "use:poggle-the-lesser-a");
  CHECK(t.count(DS, "target:") == 2);  // the opponent's Characters, tapped or not
  t.act(DS, "target:clone-warrior-5-373");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.ids(LS) == std::vector<std::string>{"pay", "refuse"});
  t.act(LS, "refuse");
  CHECK(t.player(LS)["force"] == 3);
  CHECK(t.unit(LS, "Character", "Clone Warrior 5/373")["tapped"] == true);
  CHECK(t.unit(DS, "Character", "Poggle the Lesser")["tapped"] == true);
  CHECK(rolls(t) == 0);  // nobody attacked: Poggle used his ability, the Clone Warrior was tapped
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("geonosian-guard", 0) == 0);
}

TEST_CASE("Poggle the Lesser (A): the opponent pays 3 Force and its unit stays untapped, then attacks", "[tcg][tcg-cards]") {
  Table t(poggle_vs(3));
  t.act(DS, "use:poggle-the-lesser-a");
  t.act(DS, "target:clone-warrior-5-373");
  t.act(LS, "pay");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.logged("Light Side pays 3 Force to stop Poggle the Lesser (A)."));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "target:poggle-the-lesser-a"));  // the Clone Warrior's own attack
}

TEST_CASE("Poggle the Lesser (A): an opponent with less than 3 Force is not asked", "[tcg][tcg-cards]") {
  Table t(poggle_vs(2));
  t.act(DS, "use:poggle-the-lesser-a");
  t.act(DS, "target:clone-warrior-5-373");
  CHECK(t.player(LS)["force"] == 2);
  CHECK(t.unit(LS, "Character", "Clone Warrior 5/373")["tapped"] == true);
}
