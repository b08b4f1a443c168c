// Assassin Droid ASN-121 (A): "[tap] → Choose a unit of your opponent in the Character arena: ASN-121 deals it 3 damage.
// Your opponent can stop this by paying 2 Force, but only while they have a Jedi in the Character arena. (Only when ASN-121 would attack.)"
#include "attack_fixture.h"

using namespace tcgt;

namespace {
json asn_vs(bool jedi, int ls_force) {
  json ls_units = {"clone-warrior-4-163", {{"card", "padme-amidala-d"}, {"tapped", true}}};
  if (jedi) ls_units.push_back({{"card", "anakin-skywalker-a"}, {"tapped", true}});
  return battle_of("character", {{"arenas", {"assassin-droid-asn-121-a"}}}, {{"arenas", ls_units}, {"force", ls_force}});
}
}  // namespace

TEST_CASE("Assassin Droid ASN-121 (A): instead of attacking, 3 damage to a Character of the opponent, who refuses to pay (TCG-ATTACK-3, TCG-DICE-6)", "[tcg][tcg-cards]") {
  Table t(asn_vs(true, 2));
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "target:clone-warrior-4-163"));  // it may attack, too
  t.act(DS, "use:assassin-droid-asn-121-a");
  t.act(DS, "target:clone-warrior-4-163");
  REQUIRE(t.ids(LS) == std::vector<std::string>{"pay", "refuse"});  // a Jedi in the Character arena and 2 Force
  t.act(LS, "refuse");
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 3);
  CHECK(t.unit(DS, "Character", "Assassin Droid ASN-121")["tapped"] == true);
  CHECK(rolls(t) == 0);  // no attack, no dice
}

TEST_CASE("Assassin Droid ASN-121 (A): paying 2 Force stops it", "[tcg][tcg-cards]") {
  Table t(asn_vs(true, 2));
  t.act(DS, "use:assassin-droid-asn-121-a");
  t.act(DS, "target:clone-warrior-4-163");
  t.act(LS, "pay");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
}

TEST_CASE("Assassin Droid ASN-121 (A): without a Jedi in the Character arena the opponent cannot pay", "[tcg][tcg-cards]") {
  Table t(asn_vs(false, 5));
  t.act(DS, "use:assassin-droid-asn-121-a");
  t.act(DS, "target:clone-warrior-4-163");
  CHECK(t.player(LS)["force"] == 5);
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 3);
}
