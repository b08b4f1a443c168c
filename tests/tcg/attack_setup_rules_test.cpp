// An attack in progress built by a setup document ("attack", docs/api.md):
// the dice as given, the window the game stands in, and damage to a defender
// that retreated after the roll (TCG-RETREAT-4).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// Destroyer Droid Squad (power 5) attacks Clone Platoon (health 4) in the
// Ground battle; nobody holds a card, so no window waits for a decision.
json ground_attack(const json& attack, const json& ls_build = json::array()) {
  json ds = {{"arenas", {"destroyer-droid-squad", "battle-droid-squad"}}, {"deck", {"battle-droid-squad"}}};
  json ls = {{"arenas", {"clone-platoon", "clone-squad"}}, {"build", ls_build}, {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"attack", attack}};
}

}  // namespace

TEST_CASE("TCG-ATTACK-2, TCG-ATTACK-7, TCG-DICE-2: a setup's attack with its dice - the hits of those dice are the damage", "[tcg]") {
  Table t(ground_attack({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"dice", {6, 4, 3, 2, 1}}}));
  // Two hits (a 6 and a 4): two damage counters, no Critical Hit on this unit.
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["damage"] == 2);
  CHECK(t.unit(DS, "Ground", "Destroyer Droid Squad")["tapped"] == true);
  CHECK(t.logged("2 hits, 2 damage."));
}

TEST_CASE("TCG-ATTACK-2, TCG-DICE-5, TCG-DMG-3: the game stands in the reroll window over the given dice - passed, they deal the damage", "[tcg]") {
  json pos = ground_attack({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"dice", {5, 5, 5, 5, 5}}});
  pos["seats"][0]["hand"] = {"cheat-the-game"};
  pos["seats"][0]["force"] = 3;
  Table t(pos);
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  const json dice = t.view()["attack"]["dice"];
  REQUIRE(dice.size() == 5u);
  for (const json& d : dice) CHECK((d["value"] == 5 && d["hit"] == true));
  CHECK(t.offers(DS, "use:cheat-the-game"));
  t.act(DS, "pass");
  // Five hits on a unit of health 4: it is discarded.
  CHECK(t.arena(LS, "Ground").size() == 1);
  CHECK(t.discard(LS) == std::vector<std::string>{"Clone Platoon"});
}

TEST_CASE("TCG-RETREAT-4, TCG-ATTACK-8: a defender that retreated after the roll still takes the damage, in the build zone", "[tcg]") {
  json retreated = json::array({{{"card", "clone-platoon"}, {"retreated", true}, {"tapped", true}}});
  json pos = ground_attack({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"dice", {6, 5, 2, 1, 1}}}, retreated);
  pos["seats"][1]["arenas"] = {"clone-squad"};
  Table t(pos);
  json b = t.player(LS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["name"] == "Clone Platoon");
  CHECK(b[0]["retreated"] == true);
  CHECK(b[0]["damage"] == 2);
  CHECK(t.logged("Clone Platoon takes 2 damage in the build zone."));
  // At its health it is discarded from the build zone (TCG-DMG-3).
  pos["attack"]["dice"] = {6, 5, 4, 4, 1};
  Table u(pos);
  CHECK(u.player(LS)["build"].empty());
  CHECK(u.discard(LS) == std::vector<std::string>{"Clone Platoon"});
}

TEST_CASE("TCG-ATTACK-6: a setup's attack without dice stands before the roll - the roll is the attacker's power", "[tcg]") {
  Table t(ground_attack({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}}));
  bool rolled = false;
  for (const json& e : t.log_entries())
    if (e.value("type", "") == "roll" && e.contains("data") && e["data"].contains("dice") && !e["data"].contains("buildPoints")) {
      CHECK(e["data"]["dice"].size() == 5);
      rolled = true;
    }
  CHECK(rolled);
  CHECK(t.logged("Destroyer Droid Squad attacks Clone Platoon."));
}

TEST_CASE("TCG setup: an attack that the rules do not allow is refused, the match unchanged", "[tcg]") {
  auto refused = [](const json& attack, const char* start = "battle") {
    json pos = ground_attack(attack);
    pos["start"] = start;
    sw::Match m{registry()};
    json r = parse(m.start(sw::dump(config(pos))));
    return r["ok"] == false && r["error"]["code"] == "bad_setup";
  };
  CHECK(refused({{"attacker", "clone-squad-x"}, {"defender", "clone-platoon"}}));          // unknown card
  CHECK(refused({{"attacker", "battle-droid-squad"}, {"defender", "destroyer-droid-squad"}}));  // its own side
  CHECK(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"dice", {7}}}));
  CHECK(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"dice", json::array()}}));
  CHECK(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"mode", "bombard"}}));  // no Bombard
  CHECK(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}}, "build"));
  CHECK(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}, {"extra", 1}}));
  CHECK_FALSE(refused({{"attacker", "destroyer-droid-squad"}, {"defender", "clone-platoon"}}));
}

TEST_CASE("TCG-UNIQUE-2: a setup giving one seat two unstacked units of one unique person is refused - arenas and retreated units together", "[tcg]") {
  auto start = [](const json& ds_seat, const json& ls_seat) {
    json ds = ds_seat, ls = ls_seat;
    ds["deck"] = {"battle-droid-squad"};
    ls["deck"] = {"clone-squad"};
    sw::Match m{registry()};
    json r = parse(m.start(sw::dump(config({{"seats", {ds, ls}}, {"start", "battle"}}))));
    INFO(r.dump());
    return r["ok"] == true ? std::string("ok") : r["error"]["code"].get<std::string>();
  };
  const json ls = {{"arenas", {"clone-squad"}}};
  // Two in the arenas, one in an arena and one retreated, two versions of one person.
  CHECK(start({{"arenas", {"boba-fett-a", "boba-fett-a"}}}, ls) == "bad_setup");
  CHECK(start({{"arenas", {"boba-fett-a"}}, {"build", {{{"card", "boba-fett-a"}, {"retreated", true}}}}}, ls) == "bad_setup");
  CHECK(start({{"arenas", {"geonosian-guard"}}},
              {{"arenas", {"anakin-skywalker-a"}}, {"build", {{{"card", "anakin-skywalker-b"}, {"retreated", true}}}}}) == "bad_setup");
  CHECK(start({{"arenas", {"geonosian-guard"}}},
              {{"build", {{{"card", "anakin-skywalker-a"}, {"retreated", true}}, {{"card", "anakin-skywalker-b"}, {"retreated", true}}}}}) ==
        "bad_setup");
  // Allowed: a stack (one unit), a face-down card (no unit), one each of both seats (contested, TCG-BID-1).
  CHECK(start({{"arenas", {"geonosian-guard"}}}, {{"arenas", {{{"card", "anakin-skywalker-a"}, {"under", {"anakin-skywalker-b"}}}}}}) == "ok");
  CHECK(start({{"arenas", {"geonosian-guard"}}},
              {{"arenas", {"anakin-skywalker-a"}}, {"build", {{{"card", "anakin-skywalker-b"}, {"counters", 2}}}}}) == "ok");
  CHECK(start({{"arenas", {"boba-fett-a"}}}, {{"arenas", {"boba-fett-a"}}}) == "ok");
}

TEST_CASE("OQ-TCG-21, TCG-KW-3: a setup's attack with dice counts the Critical Hit the attacker has in that attack (Jango Fett (A) on a Jedi)",
          "[tcg]") {
  // Jango Fett (A): "During his attacks on a Jedi, Jango has Critical Hit 2": one 6 is 1 hit + 2.
  json ds = {{"arenas", {"jango-fett-a"}}, {"deck", {"battle-droid-squad"}}};
  json ls = {{"force", 0}, {"arenas", {"obi-wan-kenobi-c"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"},
               {"attack", {{"attacker", "jango-fett-a"}, {"defender", "obi-wan-kenobi-c"}, {"dice", {6, 1, 1, 1, 1, 1, 1}}}}});
  CHECK(t.logged("1 hit, 3 damage."));
}

TEST_CASE("TCG-ATTACK-4: a setup's attack with dice counts as a unit that attacked in its arena this turn (Battle Fatigue)", "[tcg]") {
  // Battle Fatigue names an arena where no unit has attacked this turn: not the Space arena here.
  json ds = {{"hand", {"battle-fatigue"}}, {"force", 2}, {"arenas", {"droid-starfighter-wing", "geonosian-guard"}}, {"deck", {"battle-droid-squad"}}};
  json ls = {{"arenas", {"naboo-cruiser", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"},
               {"attack", {{"attacker", "droid-starfighter-wing"}, {"defender", "naboo-cruiser"}, {"dice", {1, 1, 1, 1}}}}});
  for (int i = 0; i < 12 && !t.offers(DS, "use:battle-fatigue"); ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE_FALSE(who.empty());
    INFO(t.ids_text(who[0]));
    const char* move = t.offers(who[0], "pass") ? "pass" : "decline";  // windows pass; the next attacker declines
    REQUIRE(t.offers(who[0], move));
    t.act(who[0], move);
  }
  REQUIRE(t.offers(DS, "use:battle-fatigue"));
  t.act(DS, "use:battle-fatigue");
  CHECK_FALSE(t.offers(DS, "arena.0"));
  CHECK(t.offers(DS, "arena.1"));
  CHECK(t.offers(DS, "arena.2"));
}
