// A Moment's Rest: "Choose a unit of yours. For the rest of the turn, all damage to it is prevented."
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
// Turn 1's Dark Side build step: Darth Tyranus (A) (speed 50, 7 dice) against two tapped Clone Warriors; the
// Light Side has A Moment's Rest ready in its build zone and Yoda's Intervention in hand with 3 Force.
json rest_setup(json ls_arenas = json::array({json{{"card", "clone-warrior-4-163"}, {"tapped", true}},
                                               json{{"card", "clone-warrior-5-373"}, {"tapped", true}}})) {
  json ds = {{"arenas", {"darth-tyranus-a"}}, {"deck", {"geonosian-guard", "geonosian-guard"}}};
  json ls = {{"arenas", ls_arenas},
             {"build", {{{"card", "a-moments-rest"}, {"counters", 3}}}},
             {"hand", {"yodas-intervention"}},
             {"force", 3},
             {"deck", {"clone-squad", "clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
// How many attack rolls the log shows ("hits" lines).
int hits_lines(const Table& t) {
  int n = 0;
  for (const json& e : t.log_entries()) n += e["type"] == "hits" ? 1 : 0;
  return n;
}
// Everybody passes, declines and ends steps until the Dark Side's attacker waits for its target.
void to_ds_attack(Table& t) {
  while (!(t.step() == "attack" && t.offers(DS, "target:"))) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
}
}  // namespace

TEST_CASE("A Moment's Rest: completed, all damage to the chosen unit of yours is prevented for the rest of the turn - no prevent window, no counters (TCG-BUILD-7, TCG-DMG-1, TCG-ABIL-13)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 12 && seen < 2; ++seed) {
    Table t(rest_setup(), json::object(), seed);
    t.act(DS, "done");
    t.act(LS, "complete:a-moments-rest");
    // A unit of yours: the two Clone Warriors, not Darth Tyranus.
    CHECK(t.count(LS, "target:") == 2);
    CHECK_FALSE(t.offers(LS, "target:darth-tyranus-a"));
    t.act(LS, "target:clone-warrior-4-163");
    CHECK(t.discard(LS) == std::vector<std::string>{"A Moment's Rest"});
    to_ds_attack(t);
    CHECK(t.view()["turn"] == 1);
    attack(t, DS, "clone-warrior-4-163");
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    // No prevent window opened (TCG-PLAY-4c): the attack ended and the turn went on without
    // the Light Side being asked; Yoda's Intervention was never played.
    CHECK(t.step() != "window");
    CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
    CHECK(t.logged("The damage to Clone Warrior 4/163 is prevented."));
    CHECK_FALSE(t.logged("Clone Warrior 4/163 takes"));
    CHECK(t.discard(LS) == std::vector<std::string>{"A Moment's Rest"});
    ++seen;
  }
  CHECK(seen == 2);
}

TEST_CASE("A Moment's Rest: the other units of yours still take damage, and next turn the chosen one does again (TCG-TURN-5)", "[tcg][tcg-cards]") {
  int other = 0, next_turn = 0;
  for (uint64_t seed = 1; seed <= 16 && (other < 1 || next_turn < 1); ++seed) {
    Table t(rest_setup(), json::object(), seed);
    t.act(DS, "done");
    t.act(LS, "complete:a-moments-rest");
    t.act(LS, "target:clone-warrior-4-163");
    to_ds_attack(t);
    attack(t, DS, "clone-warrior-5-373");  // not the chosen unit: its prevent window opens
    const int dmg = rolled_damage(t);
    if (dmg > 0) {
      INFO("seed " << seed << ", damage " << dmg);
      CHECK(t.offers(LS, "use:yodas-intervention"));
      t.act(LS, "pass");
      const json u = t.unit(LS, "Character", "Clone Warrior 5/373");
      if (u.is_object()) CHECK(u["damage"] == dmg);
      ++other;
    }
    // Turn 2: the mark is gone; Tyranus (untapped again) attacks the chosen Warrior.
    while (t.view()["turn"] == 1 || !(t.step() == "attack" && t.offers(DS, "target:"))) {
      const int who = t.to_act()[0];
      t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
    }
    REQUIRE(t.view()["turn"] == 2);
    const int rolls_before = hits_lines(t);
    t.act(DS, "target:clone-warrior-4-163");
    while (hits_lines(t) == rolls_before && t.step() == "window") t.act(t.to_act()[0], "pass");
    const int dmg2 = rolled_damage(t);
    if (hits_lines(t) == rolls_before || dmg2 <= 0) continue;
    INFO("seed " << seed << ", turn 2 damage " << dmg2);
    // The prevent window of the damage to it opens again, and the damage is placed.
    CHECK(t.offers(LS, "use:yodas-intervention"));
    t.act(LS, "pass");
    const json u = t.unit(LS, "Character", "Clone Warrior 4/163");
    if (u.is_object()) CHECK(u["damage"] == dmg2);
    ++next_turn;
  }
  CHECK(other >= 1);
  CHECK(next_turn >= 1);
}

TEST_CASE("A Moment's Rest: with no unit of yours in an arena it is completed and does nothing", "[tcg][tcg-cards]") {
  Table t(rest_setup(json::array()));
  t.act(DS, "done");
  t.act(LS, "complete:a-moments-rest");
  CHECK_FALSE(t.offers(LS, "target:"));
  CHECK(t.discard(LS) == std::vector<std::string>{"A Moment's Rest"});
  CHECK(t.offers(LS, "done"));  // back in the Light Side's build step
}
