// Target the Senator: "When the battle phase starts: this card deals 4 dice of damage to a unit of your opponent, in any
// arena, that you choose."
#include "attack_fixture.h"

using namespace tcgt;

namespace {
// Turn 1's Dark Side build step: Target the Senator ready in the Dark Side's build zone.
json senator_setup(json ls_arenas, json ls_hand = json::array(), int ls_force = 0, json ds_hand = json::array(), int ds_force = 0) {
  json ds = {{"arenas", {"geonosian-guard"}},
             {"build", {{{"card", "target-the-senator"}, {"counters", 3}}}},
             {"hand", ds_hand},
             {"force", ds_force},
             {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", ls_arenas}, {"hand", ls_hand}, {"force", ls_force}, {"deck", {"clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
// The Dark Side completes it; both build and retreat steps end: the Battle phase starts.
void complete_and_start_battle(Table& t) {
  t.act(DS, "complete:target-the-senator");
  CHECK(t.discard(DS) == std::vector<std::string>{"Target the Senator"});
  CHECK(t.view()["phase"] == "command");
  CHECK_FALSE(t.logged("rolls 4 dice of damage"));  // nothing yet: it waits for the battle phase
  // The waiting text is part of the saved game.
  const std::string saved = t.m.save();
  CHECK(parse(t.m.load(saved))["ok"] == true);
  CHECK(t.m.save() == saved);
  t.act(DS, "done");
  t.act(LS, "done");
  t.act(DS, "done");
  t.act(LS, "done");
  REQUIRE(t.view()["phase"] == "battle");
}
const json kThreeArenas = json::array({"naboo-starfighter-squadron", "at-te-walker-71e", "clone-warrior-4-163"});
}  // namespace

TEST_CASE("Target the Senator: when the battle phase starts, the Dark Side chooses a unit of the opponent in any arena, then 4 dice, each 4-6 is 1 damage, Shields do not count (T5, TCG-DICE-2, TCG-DICE-6)", "[tcg][tcg-cards]") {
  {
    Table t(senator_setup(kThreeArenas));
    complete_and_start_battle(t);
    CHECK(t.to_act() == std::vector<int>{DS});
    // A unit of the opponent, any arena: the three Light Side units, not the Geonosian Guard.
    CHECK(t.count(DS, "pick:") == 3);
    CHECK(t.offers(DS, "pick:naboo-starfighter-squadron"));
    CHECK(t.offers(DS, "pick:at-te-walker-71e"));
    CHECK(t.offers(DS, "pick:clone-warrior-4-163"));
    CHECK_FALSE(t.offers(DS, "pick:geonosian-guard"));
    CHECK(t.view(DS)["prompt"]["text"].get<std::string>().find("Target the Senator") != std::string::npos);
    const std::string saved = t.m.save();  // a save made while the Dark Side chooses loads back to the same choice
    INFO(t.m.load(saved));
    CHECK(parse(t.m.load(saved))["ok"] == true);
    CHECK(t.m.save() == saved);
    CHECK(t.count(DS, "pick:") == 3);
  }
  bool saw_hits = false, saw_none = false;
  for (uint64_t seed = 1; seed <= 30 && !(saw_hits && saw_none); ++seed) {
    Table t(senator_setup(kThreeArenas), json::object(), seed);
    complete_and_start_battle(t);
    t.act(DS, "pick:at-te-walker-71e");  // Shields 1: no attack, so they do not reduce anything (TCG-DICE-6)
    const std::vector<int> dice = last_dice(t);
    REQUIRE(dice.size() == 4);
    INFO("seed " << seed);
    const int h = hits_of(dice);
    CHECK(hits_line(t) == expected_hits(dice, 0));  // no Critical Hit either
    const json u = t.unit(LS, "Ground", "AT-TE Walker 71E");
    if (h >= 4) CHECK(u.is_null());  // discarded at its health 4 (TCG-DMG-3)
    else CHECK(u["damage"] == h);
    (h > 0 ? saw_hits : saw_none) = true;
    // Then the battle goes on: the Space battle.
    CHECK(t.view()["phase"] == "battle");
  }
  CHECK(saw_hits);
  CHECK(saw_none);
}

TEST_CASE("Target the Senator: its damage has a prevent window (the opponent may prevent it) and its roll is no attack roll - Second Effort cannot reroll it (TCG-DICE-5, TCG-PLAY-4c, TCG-PLAY-5)", "[tcg][tcg-cards]") {
  int prevented = 0;
  for (uint64_t seed = 1; seed <= 30 && prevented < 2; ++seed) {
    Table t(senator_setup(kThreeArenas, {"yodas-intervention"}, 3, {"second-effort"}, 5), json::object(), seed);
    complete_and_start_battle(t);
    t.act(DS, "pick:clone-warrior-4-163");
    const std::vector<int> dice = last_dice(t);
    const int h = hits_of(dice);
    INFO("seed " << seed << ", hits " << h);
    CHECK_FALSE(t.logged("rolls again"));
    CHECK_FALSE(t.offers(DS, "use:second-effort"));  // not "your attack dice": no reroll offered
    CHECK(t.hand(DS) == std::vector<std::string>{"Second Effort"});
    if (h == 0) continue;
    // The prevent window of the damage (TCG-PLAY-4c): no counters yet.
    REQUIRE(t.step() == "window");
    CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == 0);
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:yodas-intervention");
    CHECK(t.player(LS)["force"] == 0);
    CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["damage"] == std::max(0, h - 3));
    ++prevented;
  }
  CHECK(prevented == 2);
}

TEST_CASE("Target the Senator: the Dark Side's trigger comes before the Light Side's at the battle phase's start - Obi-Wan's Starfighter (A) takes its damage, then its counters come off (TCG-ABIL-9, T5)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 30 && seen < 2; ++seed) {
    Table t(senator_setup({"obi-wans-starfighter-a", "clone-warrior-4-163"}), json::object(), seed);
    complete_and_start_battle(t);
    CHECK_FALSE(t.logged("Obi-Wan's Starfighter (A) takes"));
    t.act(DS, "pick:obi-wans-starfighter-a");
    const int h = hits_of(last_dice(t));
    if (h == 0 || h >= 3) continue;  // 1-2 damage: it stays in the Space arena (health 3)
    INFO("seed " << seed << ", hits " << h);
    CHECK(t.logged("Obi-Wan's Starfighter (A) takes " + std::to_string(h) + " damage"));
    CHECK(t.unit(LS, "Space", "Obi-Wan's Starfighter")["damage"] == 0);
    ++seen;
  }
  CHECK(seen == 2);
}

TEST_CASE("Target the Senator: nothing happens without a unit of the opponent in an arena, and nothing before it is completed (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  {
    json ls_build = json::array({json{{"card", "clone-warrior-4-163"}, {"retreated", true}}});
    json ds = {{"arenas", {"geonosian-guard"}}, {"build", {{{"card", "target-the-senator"}, {"counters", 3}}}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"build", ls_build}, {"deck", {"clone-squad"}}};
    Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
    complete_and_start_battle(t);
    CHECK_FALSE(t.offers(DS, "pick:"));  // a retreated unit is in no arena
    CHECK_FALSE(t.logged("rolls 4 dice of damage"));
    CHECK(t.player(LS)["build"][0]["damage"] == 0);
  }
  {
    Table t(senator_setup(kThreeArenas));
    t.act(DS, "done");  // not completed: it stays face down
    t.act(LS, "done");
    t.act(DS, "done");
    t.act(LS, "done");
    REQUIRE(t.view()["phase"] == "battle");
    CHECK_FALSE(t.offers(DS, "pick:"));
    CHECK_FALSE(t.logged("rolls 4 dice of damage"));
  }
}

TEST_CASE("Target the Senator: waiting for the battle phase, it leaves other lasting effects alone - Anakin Skywalker (B)'s +20 speed stays (T5)", "[tcg][tcg-cards]") {
  Table t(senator_setup({"anakin-skywalker-b", "clone-platoon", "clone-warrior-4-163"}));
  t.act(DS, "complete:target-the-senator");
  t.act(DS, "done");
  t.act(LS, "use:anakin-skywalker-b");
  t.act(LS, "target:clone-platoon");
  REQUIRE(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 60);
  t.act(LS, "done");
  t.act(DS, "done");
  t.act(LS, "done");
  REQUIRE(t.view()["phase"] == "battle");
  t.act(DS, "pick:clone-warrior-4-163");
  CHECK(t.logged("Target the Senator rolls 4 dice of damage at Clone Warrior 4/163"));
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 60);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 6);
}
