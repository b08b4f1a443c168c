// Yoda (B): "Pay 3 Force → Evade 4. Pay 5 Force → Deflect 2. [tap] → +1 Force for you. (Your build step only.)"
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
json build_step(json yoda, int ls_force) {
  json ds = {{"arenas", {"geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {yoda, "clone-squad"}}, {"force", ls_force}, {"deck", {"clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
}  // namespace

TEST_CASE("Yoda (B): tap him in your build step, +1 Force for you (TCG-ABIL-4, TCG-BUILD-1, TCG-PLAY-8)", "[tcg][tcg-cards]") {
  Table t(build_step("yoda-b", 2));
  CHECK_FALSE(t.offers(LS, "use:"));  // the Dark Side's build step
  t.act(DS, "done");
  const std::string tap = use_id(t, LS, "yoda-b", 2);
  REQUIRE(t.offers(LS, tap));
  t.act(LS, tap);
  CHECK(force(t, LS) == 3);
  CHECK(force(t, DS) == 0);
  CHECK(t.unit(LS, "Character", "Yoda")["tapped"] == true);
  CHECK(t.logged("Light Side gains 1 Force."));
  CHECK_FALSE(t.offers(LS, tap));  // once: he is tapped
  CHECK(t.to_act() == std::vector<int>{LS});  // still the Light Side's build step
}

TEST_CASE("Yoda (B): the tap is not offered while he is tapped, nor in a window of the Battle phase (TCG-ABIL-4, TCG-PLAY-3)", "[tcg][tcg-cards]") {
  {
    Table t(build_step(json{{"card", "yoda-b"}, {"tapped", true}}, 0));
    t.act(DS, "done");
    CHECK_FALSE(t.offers(LS, "use:"));
  }
  {
    // The Character battle: Yoda (40) is faster than the Geonosian Guard; the turn goes on to its end.
    Table t(character_battle({"geonosian-guard"}, {"yoda-b", "clone-warrior-5-373"}, json::array(), 0, json::array(), 9));
    for (int i = 0; i < 20 && t.view()["turn"] == 1; ++i) {
      CHECK_FALSE(t.offers(LS, use_id(t, LS, "yoda-b", 2)));
      const int who = t.to_act()[0];
      t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : t.offers(who, "attacker:") ? "attacker:" : "done");
    }
  }
}

TEST_CASE("Yoda (B): pay 3 Force, Evade 4 in the prevent window of damage to him (TCG-KW-5, TCG-ABIL-5)", "[tcg][tcg-cards]") {
  check_evade(LS, "yoda-b", "Yoda", 3, 4, 0);
}

TEST_CASE("Yoda (B): pay 5 Force, Deflect 2 - prevent 2, then he may deal it to another unit of the arena (TCG-KW-4, TCG-PLAY-6)", "[tcg][tcg-cards]") {
  check_deflect(LS, "yoda-b", "Yoda (B)", 1, 5, 2);
}
