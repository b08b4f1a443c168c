// The turn (TCG-TURN, TCG-READY, TCG-CMD), building (TCG-BUILD) and retreat (TCG-RETREAT).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// Both sides with a unit in each arena (or as listed), the game starting at `start`.
json position(const std::string& start, json ds_extra = json::object(), json ls_extra = json::object()) {
  json ds = {{"arenas", {"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"}},
             {"deck", {"geonosian-warrior", "destroyer-droid-squad", "battle-droid-squad"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3", "clone-squad", "naboo-security-guard"}},
             {"deck", {"clone-platoon", "clone-warrior-5-373", "clone-squad"}}};
  for (auto it = ds_extra.begin(); it != ds_extra.end(); ++it) ds[it.key()] = it.value();
  for (auto it = ls_extra.begin(); it != ls_extra.end(); ++it) ls[it.key()] = it.value();
  return {{"seats", {ds, ls}}, {"start", start}};
}

}  // namespace

TEST_CASE("TCG-READY-2, TCG-READY-3, TCG-READY-4, TCG-TURN-2: untap, +4 Force, a card each - then the build roll", "[tcg]") {
  json ds_arenas = json::array({json{{"card", "droid-starfighter-squadron"}, {"tapped", true}}, "battle-droid-squad"});
  json setup = position("turn", {{"arenas", ds_arenas}, {"force", 3}, {"build", {{{"card", "geonosian-guard"}, {"retreated", true}, {"tapped", true}}}}});
  Table t(setup);
  const json v = t.view();
  CHECK(v["turn"] == 1);
  // Untapped: in the arenas and the retreated unit in the build zone.
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["tapped"] == false);
  CHECK(v["players"][DS]["build"][0]["tapped"] == false);
  CHECK(v["players"][DS]["force"] == 7);
  CHECK(v["players"][LS]["force"] == 4);
  // One card each from the top of the deck, DS first in the log.
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior"});
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon"});
  // The Command phase: the die rolled, DS in its build step.
  CHECK(v["phase"] == "command");
  CHECK(v["step"] == "build");
  CHECK(t.to_act() == std::vector<int>{DS});
  const int roll = v["buildRoll"].get<int>();
  CHECK(roll >= 1);
  CHECK(roll <= 6);
  CHECK(t.logged("The Light Side rolls " + std::to_string(roll) + " for build points."));
}

TEST_CASE("TCG-CMD-2, TCG-DICE-7: the build-point roll is logged like every roll - type roll, data.dice holds the die (docs/api.md)", "[tcg]") {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Table t(position("turn"), json::object(), seed);
    const int roll = t.view()["buildRoll"].get<int>();
    int found = 0;
    for (const json& e : t.log_entries()) {
      if (e["type"] != "roll") continue;
      INFO(e.dump());
      REQUIRE(e.contains("data"));
      REQUIRE(e["data"].contains("dice"));
      if (e["text"].get<std::string>().find("for build points") == std::string::npos) continue;
      CHECK(e["data"]["dice"] == json::array({roll}));
      ++found;
    }
    CHECK(found == 1);
  }
}

TEST_CASE("TCG-CMD-3: the same die for both, +1 for a unit in each of the three arenas (TCG-BUILD-11)", "[tcg]") {
  // DS has units in all three arenas; LS has none in Space (its starfighter is retreated, OQ-TCG-07).
  json setup = position("turn", json::object(),
                        {{"arenas", {"clone-squad", "naboo-security-guard"}},
                         {"build", {{{"card", "jedi-starfighter-3r3"}, {"retreated", true}}, {{"card", "n-1-starfighter"}, {"counters", 5}}}}});
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Table t(setup, json::object(), seed);
    const json v = t.view();
    const int roll = v["buildRoll"].get<int>();
    CHECK(v["players"][DS]["buildPoints"] == roll + 1);
    // LS gets its points when its own build step comes; it is computed now: check after DS ends.
    t.act(DS, "done");
    CHECK(t.player(LS)["buildPoints"] == roll);
  }
}

TEST_CASE("TCG-BUILD-2, TCG-BUILD-3, TCG-BUILD-5, TCG-BUILD-6, TCG-CMD-6, TCG-CARD-9: build face down, add counters, deploy when paid", "[tcg]") {
  json setup = position("build", {{"hand", {"destroyer-droid-squad", "dark-sides-command", "dark-rendezvous"}}, {"buildPoints", 4}});
  Table t(setup);
  REQUIRE(t.step() == "build");
  // Battle cards cannot be built; 1..4 counters may be put on a unit or a Mission.
  CHECK(t.count(DS, "start:destroyer-droid-squad") == 4);
  CHECK(t.count(DS, "start:dark-rendezvous") == 4);
  CHECK_FALSE(t.offers(DS, "start:dark-sides-command"));
  const std::string dds = id_of(t.player(DS, DS)["hand"], "destroyer-droid-squad");  // cost 5
  REQUIRE(!dds.empty());
  t.act(DS, "start:" + dds + ".3");
  // DS sees its card; LS sees a face-down card with 3 counters and nothing else (TCG-BUILD-5).
  json mine = t.player(DS, DS)["build"][0];
  CHECK(mine["name"] == "Destroyer Droid Squad");
  CHECK(mine["counters"] == 3);
  CHECK(mine["ready"] == false);
  json theirs = t.player(DS, LS)["build"][0];
  CHECK(theirs["counters"] == 3);
  CHECK(theirs["faceDown"] == true);
  CHECK_FALSE(theirs.contains("name"));
  CHECK_FALSE(theirs.contains("id"));
  CHECK(t.player(DS)["buildPoints"] == 1);
  // Not ready (3 < 5): no deploy; counters can be added with the point left.
  CHECK_FALSE(t.offers(DS, "deploy:"));
  CHECK(t.count(DS, "add:" + dds + ".") == 1);
  t.act(DS, "add:" + dds + ".1");
  CHECK(t.player(DS)["buildPoints"] == 0);
  CHECK_FALSE(t.offers(DS, "start:"));  // no points left (T3: a card needs a counter to start)
  t.act(DS, "done");
  // TCG-BUILD-5: counters stay from turn to turn; TCG-CMD-6: points do not.
  t.act(LS, "done");
  t.act(DS, "done");  // retreat steps
  t.act(LS, "done");
  // Battle: everyone declines (TCG-ATTACK-3 b) until the turn ends.
  for (int i = 0; i < 40 && t.view()["turn"] == 1; ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "decline") ? "decline" : "attacker:");
  }
  REQUIRE(t.view()["turn"] == 2);
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS, DS)["build"][0]["counters"] == 4);
  const int points = t.player(DS)["buildPoints"].get<int>();
  CHECK(points == t.view()["buildRoll"].get<int>() + 1);  // not 1 + the new points
  t.act(DS, "add:" + dds + ".1");  // 5 = its cost: ready (TCG-BUILD-6)
  CHECK(t.player(DS, DS)["build"][0]["ready"] == true);
  t.act(DS, "deploy:" + dds);
  // Face up in its arena, its counters gone, the build zone empty.
  CHECK(t.unit(DS, "Ground", "Destroyer Droid Squad").is_object());
  CHECK(t.player(DS)["build"].empty());
  CHECK(t.logged("Destroyer Droid Squad enters the Ground arena."));
}

TEST_CASE("TCG-BUILD-4, TCG-BUILD-7: overbuilding is allowed - a ready Mission is completed and discarded", "[tcg]") {
  json setup = position("build", {{"build", {{{"card", "dark-rendezvous"}, {"counters", 3}}}}, {"buildPoints", 3}});
  Table t(setup);
  const std::string dr = id_of(t.player(DS, DS)["build"], "dark-rendezvous");  // cost 4
  REQUIRE(!dr.empty());
  CHECK_FALSE(t.offers(DS, "complete:"));
  t.act(DS, "add:" + dr + ".3");  // 6 counters on a 4-cost card: a bluff (TCG-BUILD-4)
  CHECK(t.player(DS, LS)["build"][0]["counters"] == 6);
  CHECK_FALSE(t.offers(DS, "deploy:"));  // a Mission is completed, not deployed
  t.act(DS, "complete:" + dr);
  CHECK(t.discard(DS) == std::vector<std::string>{"Dark Rendezvous"});
  CHECK(t.player(DS)["build"].empty());
  CHECK(t.logged("Dark Side completes Dark Rendezvous."));
}

TEST_CASE("TCG-RETREAT-1, TCG-RETREAT-2, TCG-RETREAT-3, TCG-BUILD-8: retreat untapped units - they come back with their damage", "[tcg]") {
  json ds_arenas = json::array({json{{"card", "droid-starfighter-squadron"}, {"damage", 2}}, json{{"card", "battle-droid-squad"}, {"tapped", true}},
                                "geonosian-guard"});
  Table t(position("retreat", {{"arenas", ds_arenas}}));
  REQUIRE(t.step() == "retreat");
  const json space = t.arena(DS, "Space");
  const std::string dss = space[0]["id"];
  // Tapped units cannot retreat.
  CHECK_FALSE(t.offers(DS, "retreat:battle-droid-squad"));
  t.act(DS, "retreat:" + dss);
  // Face up in the build zone, tapped, damage kept; no longer in an arena (no control, TCG-WIN-1).
  json b = t.player(DS, LS)["build"][0];
  CHECK(b["name"] == "Droid Starfighter Squadron");
  CHECK(b["retreated"] == true);
  CHECK(b["tapped"] == true);
  CHECK(b["damage"] == 2);
  CHECK(t.arena(DS, "Space").empty());
  t.act(DS, "done");
  t.act(LS, "done");
  // Retreated units cannot attack: the Space battle has only the Light Side's starfighter.
  REQUIRE(t.step() == "attack");
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "decline"));
  CHECK_FALSE(t.offers(LS, "target:"));  // nothing of DS's in Space to attack
  for (int i = 0; i < 40 && t.view()["turn"] == 1; ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "decline") ? "decline" : "attacker:");
  }
  // Turn 2: untapped in the build zone (TCG-RETREAT-3), and DS sends it back in its build step.
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["build"][0]["tapped"] == false);
  t.act(DS, "return:" + dss);
  json u = t.unit(DS, "Space", "Droid Starfighter Squadron");
  REQUIRE(u.is_object());
  CHECK(u["damage"] == 2);
}

TEST_CASE("TCG-STACK-1, TCG-UNIQUE-6, TCG-STACK-2, TCG-STACK-3, TCG-STACK-5, TCG-STACK-6: a second version joins its person's stack", "[tcg]") {
  // Jango Fett (B) (cost 6, speed 60, power 6, health 4) in battle with 2 damage.
  json arenas = json::array({json{{"card", "jango-fett-b"}, {"damage", 2}}, "battle-droid-squad", "droid-starfighter-squadron"});
  json build = json::array({json{{"card", "jango-fett-a"}, {"counters", 2}}, json{{"card", "jango-fett-d"}, {"counters", 1}},
                            json{{"card", "jango-fett-b"}, {"counters", 6}}});
  Table t(position("build", {{"arenas", arenas}, {"build", build}, {"buildPoints", 2}}));
  // Never a second Jango Fett beside the first (TCG-UNIQUE-2).
  CHECK_FALSE(t.offers(DS, "deploy:jango-fett"));
  // A (cost 8 > 6): beneath with 1 counter, on top only with 8 - 6 + 1 = 3.
  CHECK(t.offers(DS, "beneath:jango-fett-a"));
  CHECK_FALSE(t.offers(DS, "ontop:jango-fett-a"));
  // D (cost 4 <= 6): either way with 1 counter.
  CHECK(t.offers(DS, "ontop:jango-fett-d"));
  CHECK(t.offers(DS, "beneath:jango-fett-d"));
  // The same version twice: never (TCG-STACK-3 d).
  CHECK_FALSE(t.offers(DS, "ontop:jango-fett-b"));
  CHECK_FALSE(t.offers(DS, "beneath:jango-fett-b"));
  const std::string a = id_of(t.player(DS, DS)["build"], "jango-fett-a");
  t.act(DS, "add:" + a + ".1");
  t.act(DS, "ontop:" + a);
  // Jango Fett (A) on top: its numbers + 10 speed, +1 power, +1 health per card beneath; the damage stays.
  json j = t.unit(DS, "Character", "Jango Fett");
  REQUIRE(j.is_object());
  CHECK(j["version"] == "A");
  CHECK(j["speed"] == 70);
  CHECK(j["power"] == 8);
  CHECK(j["health"] == 7);
  CHECK(j["damage"] == 2);
  REQUIRE(j["under"].size() == 1);
  CHECK(j["under"][0]["version"] == "B");
  // D goes beneath: a third card.
  t.act(DS, "beneath:jango-fett-d");
  j = t.unit(DS, "Character", "Jango Fett");
  CHECK(j["under"].size() == 2);
  CHECK(j["speed"] == 80);
  CHECK(j["power"] == 9);
  CHECK(j["health"] == 8);
  CHECK(t.arena(DS, "Character").size() == 1);  // one unit (TCG-STACK-4)
}

TEST_CASE("TCG-STACK-7, TCG-DMG-3: a new top card whose health leaves the stack at its damage discards the stack", "[tcg]") {
  // Jango Fett (A) (health 6) in battle with 4 damage; Jango Fett (D) (health 3) goes on top: 3 + 1 = 4.
  json arenas = json::array({json{{"card", "jango-fett-a"}, {"damage", 4}}, "battle-droid-squad", "droid-starfighter-squadron"});
  json build = json::array({json{{"card", "jango-fett-d"}, {"counters", 1}}});
  Table t(position("build", {{"arenas", arenas}, {"build", build}, {"buildPoints", 0}}));
  REQUIRE(t.unit(DS, "Character", "Jango Fett")["health"] == 6);
  t.act(DS, "ontop:jango-fett-d");
  CHECK(t.arena(DS, "Character").empty());
  CHECK(t.discard(DS).size() == 2);
  // Beneath instead, the health only grows: the stack stays.
  Table u(position("build", {{"arenas", arenas}, {"build", build}, {"buildPoints", 0}}));
  u.act(DS, "beneath:jango-fett-d");
  CHECK(u.unit(DS, "Character", "Jango Fett")["health"] == 7);
  CHECK(u.unit(DS, "Character", "Jango Fett")["damage"] == 4);
}

TEST_CASE("TCG-STACK-8, TCG-STACK-7, TCG-DMG-3: reorganizing costs the full difference - damage stays — a lower health can discard", "[tcg]") {
  // Jango Fett (D) (cost 4, health 3) on top of Jango Fett (A) (cost 8): health 4, 3 damage.
  json arenas = json::array({json{{"card", "jango-fett-d"}, {"damage", 3}, {"under", {"jango-fett-a"}}}, "battle-droid-squad"});
  Table t(position("build", {{"arenas", arenas}, {"buildPoints", 3}}));
  CHECK_FALSE(t.offers(DS, "reorganize:jango-fett-a"));  // 8 - 4 = 4 points, DS has 3
  Table u(position("build", {{"arenas", arenas}, {"buildPoints", 5}}));
  u.act(DS, "reorganize:jango-fett-a");
  json j = u.unit(DS, "Character", "Jango Fett");
  CHECK(j["version"] == "A");
  CHECK(j["health"] == 7);
  CHECK(j["damage"] == 3);
  CHECK(u.player(DS)["buildPoints"] == 1);
  // A on top with 4 damage (health 7); making D (health 3 + 1 = 4) the top is free and discards the stack.
  json arenas2 = json::array({json{{"card", "jango-fett-a"}, {"damage", 4}, {"under", {"jango-fett-d"}}}, "battle-droid-squad"});
  Table w(position("build", {{"arenas", arenas2}, {"buildPoints", 0}}));
  w.act(DS, "reorganize:jango-fett-d");
  CHECK(w.arena(DS, "Character").empty());
  CHECK(w.discard(DS).size() == 2);
}

TEST_CASE("TCG-STACK-9, TCG-STACK-10, TCG-STACK-11: stacking at setup, counting 1 per card beneath", "[tcg]") {
  json s2 = {{"seats",
              {{{"hand", {"jango-fett-c", "jango-fett-a", "jango-fett-d", "jango-fett-c"}}, {"deck", {"geonosian-guard", "geonosian-guard"}}},
               {{"hand", {"naboo-cruiser", "naboo-cruiser", "naboo-cruiser"}}}}}};
  Table t(s2);
  t.act(DS, "send:jango-fett-c");  // 5
  t.act(LS, "send:naboo-cruiser");  // 6 > 5
  REQUIRE(t.to_act() == std::vector<int>{DS});
  // Another Jango Fett must be stacked: no plain send; the same version never.
  CHECK_FALSE(t.offers(DS, "send:jango-fett"));
  CHECK(t.count(DS, "ontop:jango-fett-c") == 0);
  CHECK(t.count(DS, "beneath:jango-fett-c") == 0);
  // A (8 >= 5): on top or beneath; D (4 < 5): beneath only.
  CHECK(t.offers(DS, "ontop:jango-fett-a"));
  CHECK(t.offers(DS, "beneath:jango-fett-a"));
  CHECK_FALSE(t.offers(DS, "ontop:jango-fett-d"));
  CHECK(t.offers(DS, "beneath:jango-fett-d"));
  const int hand = t.hand_count(DS);
  t.act(DS, "ontop:jango-fett-a");
  // 8 for the top card + 1 for the card beneath = 9 (TCG-STACK-10); a card drawn (TCG-SETUP-5).
  CHECK(t.player(DS)["setupTotal"] == 9);
  CHECK(t.hand_count(DS) == hand);
  CHECK(t.unit(DS, "Character", "Jango Fett")["version"] == "A");
  t.act(LS, "send:naboo-cruiser");  // 12 > 9
  t.act(DS, "beneath:jango-fett-d");
  CHECK(t.player(DS)["setupTotal"] == 10);
}

TEST_CASE("TCG-STACK-4: a stack is one unit: discarded with every card in it", "[tcg]") {
  // Jango Fett (D) on top of (C): health 4, 3 damage; speed 60 > the Clone Warrior's 40.
  bool destroyed = false;
  for (uint64_t seed = 1; seed <= 20 && !destroyed; ++seed) {
    json ds = {{"arenas", {json{{"card", "jango-fett-d"}, {"damage", 3}, {"under", {"jango-fett-c"}}}}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
    Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}}, json::object(), seed);
    t.act(DS, "decline");
    t.act(LS, "target:jango-fett-d");
    if (t.arena(DS, "Character").empty()) {
      CHECK(t.discard(DS) == std::vector<std::string>{"Jango Fett", "Jango Fett"});
      destroyed = true;
    }
  }
  CHECK(destroyed);
}

TEST_CASE("OQ-TCG-27, TCG-STACK-5: a card stacked onto a retreated unit makes a retreated stack", "[tcg]") {
  json build = json::array({json{{"card", "jango-fett-b"}, {"retreated", true}, {"damage", 1}}, json{{"card", "jango-fett-d"}, {"counters", 1}}});
  Table t(position("build", {{"build", build}}));
  t.act(DS, "ontop:jango-fett-d");
  const json b = t.player(DS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["version"] == "D");
  CHECK(b[0]["retreated"] == true);
  CHECK(b[0]["damage"] == 1);
  CHECK(b[0]["under"][0]["version"] == "B");
  CHECK(t.arena(DS, "Character").size() == 1);  // only the Geonosian Guard
  // Sent back into battle later as one unit.
  t.act(DS, "return:jango-fett-d");
  CHECK(t.unit(DS, "Character", "Jango Fett")["under"].size() == 1);
}
