// Battle (TCG-BATTLE), attacks (TCG-ATTACK), dice (TCG-DICE), damage
// (TCG-DMG), printed keywords read by the attack (TCG-KW-3, TCG-KW-7) and the
// end-of-turn win (TCG-WIN).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

json battle(const std::string& arena, json ds_arenas, json ls_arenas) {
  json ds = {{"arenas", ds_arenas}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", ls_arenas}, {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", arena}};
}

std::string attacker(const Table& t) {
  const json v = t.view();
  return v.contains("attack") ? v["attack"]["attacker"].get<std::string>() : "";
}

// The dice of the last attack roll in the log (empty if none).
std::vector<int> last_roll(const Table& t) {
  std::vector<int> dice;
  for (const json& e : t.log_entries())
    if (e["type"] == "roll" && e["data"].contains("dice") && !e["data"].contains("buildPoints")) dice = e["data"]["dice"].get<std::vector<int>>();
  return dice;
}

}  // namespace

TEST_CASE("TCG-BATTLE-3, TCG-GEN-1: the fastest untapped unit attacks next - the Dark Side wins speed ties", "[tcg]") {
  // Space: LS N-1 (60), DS DFS-4CT (50), LS Jedi Starfighter (50), DS Squadron (40).
  Table t(battle("space", {"droid-starfighter-dfs-4ct", "droid-starfighter-squadron"}, {"n-1-starfighter", "jedi-starfighter-3r3"}));
  std::vector<std::string> order;
  for (int i = 0; i < 4; ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(who.size() == 1);
    const std::string a = attacker(t);
    order.push_back(a.substr(0, a.rfind('.')));
    t.act(who[0], "decline");  // TCG-ATTACK-3 (b): declining taps it, the next one is chosen
  }
  CHECK(order == std::vector<std::string>{"n-1-starfighter", "droid-starfighter-dfs-4ct", "jedi-starfighter-3r3", "droid-starfighter-squadron"});
  // TCG-BATTLE-5: every Space unit is tapped: the step ends and the Ground battle begins (none there either).
  CHECK(t.step() != "attack");
}

TEST_CASE("TCG-BATTLE-3: a player chooses which of its equally fast units attacks first", "[tcg]") {
  Table t(battle("space", {"droid-starfighter-dfs-4ct", "droid-starfighter-dfs-4ct"}, {"jedi-starfighter-3r3"}));
  // Three units at 50: DS goes first (TCG-GEN-1) and picks one of its two.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  REQUIRE(t.step() == "battle");
  CHECK(t.count(DS, "attacker:droid-starfighter-dfs-4ct") == 2);
  const std::string second = t.arena(DS, "Space")[1]["id"];
  t.act(DS, "attacker:" + second);
  CHECK(attacker(t) == second);
  t.act(DS, "decline");
  // The other one follows without a choice; then the Light Side.
  CHECK(attacker(t) == t.arena(DS, "Space")[0]["id"].get<std::string>());
  t.act(DS, "decline");
  CHECK(t.to_act() == std::vector<int>{LS});
}

TEST_CASE("TCG-ATTACK-4, TCG-BATTLE-2, TCG-BATTLE-6: a unit attacks only opposing units in its own arena, in its own step", "[tcg]") {
  Table t(battle("ground", {"droid-starfighter-squadron", "battle-droid-squad"}, {"jedi-starfighter-3r3", "clone-squad", "naboo-security-guard"}));
  // The Ground battle: DS's Ground unit and LS's Clone Squad (both speed 10): DS first.
  REQUIRE(t.step() == "attack");
  CHECK(attacker(t).rfind("battle-droid-squad", 0) == 0);
  // Only the Ground unit can be attacked.
  CHECK(t.count(DS, "target:") == 1);
  CHECK(t.offers(DS, "target:clone-squad"));
  CHECK_FALSE(t.offers(DS, "target:jedi-starfighter-3r3"));
  t.act(DS, "decline");
  t.act(LS, "decline");
  // The untapped Space units never attack in the Ground or Character battle.
  REQUIRE(t.step() == "attack");
  CHECK(attacker(t).rfind("naboo-security-guard", 0) == 0);
  t.act(LS, "decline");
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["tapped"] == false);
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["tapped"] == false);
}

TEST_CASE("TCG-ATTACK-2, TCG-ATTACK-5, TCG-ATTACK-6, TCG-ATTACK-7, TCG-ATTACK-8, TCG-DICE-1, TCG-DICE-2, TCG-DMG-1, TCG-DMG-3, TCG2-ATTACK-3: dice = power, 4-6 hit, counters, discarded at health", "[tcg]") {
  // Geonosian Warrior (DS, speed 50, power 3) attacks Clone Warrior 5/373 (LS, health 3).
  bool destroyed = false, survived = false;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Table t(battle("character", {"geonosian-warrior"}, {"clone-warrior-5-373"}), json::object(), seed);
    REQUIRE(attacker(t).rfind("geonosian-warrior", 0) == 0);
    t.act(DS, "target:clone-warrior-5-373");
    const std::vector<int> dice = last_roll(t);
    REQUIRE(dice.size() == 3);
    int hits = 0;
    for (int d : dice) {
      CHECK(d >= 1);
      CHECK(d <= 6);
      hits += d >= 4 ? 1 : 0;
    }
    CHECK(t.logged(std::to_string(hits) + (hits == 1 ? " hit" : " hits")));
    // The defender never strikes back (TCG-ATTACK-1).
    CHECK(t.unit(DS, "Character", "Geonosian Warrior")["damage"] == 0);
    const json cw = t.unit(LS, "Character", "Clone Warrior 5/373");
    if (hits >= 3) {
      // The battle phase is over (no untapped Character left), so is turn 1.
      CHECK(t.view()["turn"] == 2);
      CHECK(cw.is_null());
      CHECK(t.discard(LS) == std::vector<std::string>{"Clone Warrior 5/373"});
      destroyed = true;
    } else {
      REQUIRE(cw.is_object());
      CHECK(cw["damage"] == hits);
      // The attacker is tapped (TCG-ATTACK-5); the Clone Warrior attacks next.
      CHECK(t.unit(DS, "Character", "Geonosian Warrior")["tapped"] == true);
      CHECK(attacker(t).rfind("clone-warrior-5-373", 0) == 0);
      survived = true;
    }
  }
  CHECK(destroyed);
  CHECK(survived);
}

TEST_CASE("TCG-KW-7, TCG-ATTACK-6, TCG2-ATTACK-2: Shields lower the attacker's dice - at 0 power no dice are rolled", "[tcg]") {
  // Droid Starfighter Wing (power 4) against Republic Cruiser (Shields 1): 3 dice.
  Table t(battle("space", {"droid-starfighter-wing"}, {"republic-cruiser"}));
  t.act(DS, "target:republic-cruiser");
  CHECK(last_roll(t).size() == 3);
  // Zam's Airspeeder (power 1, speed 60) against AT-TE Walker 71-E (Shields 1, speed 60; DS first): no roll.
  Table u(battle("ground", {"zams-airspeeder-a"}, {"at-te-walker-71e"}));
  REQUIRE(attacker(u).rfind("zams-airspeeder-a", 0) == 0);
  u.act(DS, "target:at-te-walker-71e");
  CHECK(last_roll(u).empty());
  CHECK(u.logged("No dice are rolled."));
  REQUIRE(u.arena(LS, "Ground").size() == 1);
  CHECK(u.arena(LS, "Ground")[0]["damage"] == 0);
}

TEST_CASE("TCG-KW-3, TCG-DICE-3, TCG-GLOSS-11: Critical Hit adds its damage when the roll has a natural six", "[tcg]") {
  // Tyranus's Solar Sailer (power 2, Critical Hit 2) against Naboo Cruiser (health 7).
  bool six_seen = false, no_six = false;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Table t(battle("space", {"tyranuss-solar-sailer-a"}, {"naboo-cruiser"}), json::object(), seed);
    t.act(DS, "target:naboo-cruiser");
    const std::vector<int> dice = last_roll(t);
    REQUIRE(dice.size() == 2);
    int hits = 0;
    bool six = false;
    for (int d : dice) {
      hits += d >= 4 ? 1 : 0;
      six = six || d == 6;
    }
    // The number of sixes does not matter: +2 once.
    CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits + (six ? 2 : 0));
    (six ? six_seen : no_six) = true;
  }
  CHECK(six_seen);
  CHECK(no_six);
}

TEST_CASE("TCG-WIN-1, TCG-WIN-2, TCG-TURN-4, TCG2-WIN-1: control of 2 of 3 arenas at the end of the turn wins - otherwise a new turn", "[tcg]") {
  // DS alone in Space and Ground; both in Character. Everyone declines.
  Table t(battle("character", {"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"}, {"naboo-security-guard"}));
  CHECK(t.player(DS)["controls"] == 2);
  CHECK(t.player(LS)["controls"] == 0);
  // Not in the middle of the turn: the battle goes on.
  CHECK_FALSE(t.view()["over"].get<bool>());
  while (!t.view()["over"].get<bool>()) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], "decline");
  }
  CHECK(t.view()["winner"] == DS);
  CHECK(t.status()["toAct"].empty());
  // One arena each and one shared: nobody wins, turn 2 begins.
  Table u(battle("character", {"droid-starfighter-squadron", "geonosian-guard"}, {"clone-squad", "naboo-security-guard"}));
  while (u.view()["turn"] == 1) {
    const std::vector<int> who = u.to_act();
    REQUIRE(!who.empty());
    u.act(who[0], "decline");
  }
  CHECK_FALSE(u.view()["over"].get<bool>());
  CHECK(u.view()["turn"] == 2);
}

TEST_CASE("TCG-ZONE-1, TCG-ZONE-2, TCG-ZONE-3, TCG-ZONE-4, TCG-BUILD-5: views hide hands, deck order and face-down cards", "[tcg]") {
  json setup = {{"seats",
                 {{{"arenas", {"geonosian-warrior"}}, {"hand", {"destroyer-droid-squad"}}, {"build", {{{"card", "dark-rendezvous"}, {"counters", 2}}}}},
                  {{"arenas", {"clone-warrior-5-373"}}, {"hand", {"clone-platoon"}}}}},
                {"start", "battle"},
                {"arena", "character"}};
  Table t(setup);
  const json ls = t.view(LS);
  CHECK_FALSE(ls["players"][DS].contains("hand"));
  CHECK(ls["players"][DS]["handCount"] == 1);
  CHECK(ls["players"][DS]["build"][0].size() == 2);  // faceDown and counters only
  CHECK(ls["players"][LS]["hand"][0]["name"] == "Clone Platoon");
  const json ds = t.view(DS);
  CHECK(ds["players"][DS]["build"][0]["name"] == "Dark Rendezvous");
  CHECK_FALSE(ds.dump().find("Clone Platoon") != std::string::npos);
  // TCG-ZONE-2: no deck's order (nor its cards) is in any view: only counts.
  CHECK_FALSE(ds["players"][DS].contains("deck"));
  CHECK(ds["players"][DS].contains("deckCount"));
  // TCG-ZONE-4: the build zone holds the face-down card; TCG-ZONE-1: each player has its own zones.
  CHECK(ds["players"][LS]["build"].empty());
  const json spectator = t.view(-1);
  CHECK(spectator.dump().find("Destroyer Droid Squad") == std::string::npos);
  CHECK(spectator.dump().find("Dark Rendezvous") == std::string::npos);
}

TEST_CASE("TCG-KW-2, TCG-GLOSS-8: a Space unit with Bombard may attack a Ground unit instead, with X dice plus modifiers", "[tcg]") {
  // Trade Federation Battleship (Space, power 4, Bombard 4) in the Space battle.
  Table t(battle("space", {"trade-federation-battleship"}, {"naboo-cruiser", "clone-squad", "at-te-walker-71e"}));
  REQUIRE(attacker(t).rfind("trade-federation-battleship", 0) == 0);  // speed 10 = Naboo Cruiser's: DS first
  CHECK(t.offers(DS, "target:naboo-cruiser"));
  CHECK(t.offers(DS, "bombard:clone-squad"));
  CHECK(t.offers(DS, "bombard:at-te-walker-71e"));
  CHECK_FALSE(t.offers(DS, "target:clone-squad"));   // not a normal attack
  CHECK_FALSE(t.offers(DS, "bombard:naboo-cruiser")); // Bombard reaches the Ground arena only
  // Shields still apply: AT-TE Walker 71E has Shields 1, so 4 - 1 = 3 dice.
  t.act(DS, "bombard:at-te-walker-71e");
  CHECK(last_roll(t).size() == 3);
  CHECK(t.logged("bombards"));
  // A unit without Bombard has no such attack.
  Table u(battle("space", {"droid-starfighter-wing"}, {"clone-squad", "naboo-cruiser"}));
  CHECK(u.count(DS, "bombard:") == 0);
}

TEST_CASE("TCG-KW-6: a Ground unit with Ion Cannon may attack a Space unit in the Ground battle, with X dice", "[tcg]") {
  // Commerce Guild Droid Platoon (Ground, power 5, Ion Cannon 3); the Space battle is over.
  bool hit = false;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(battle("ground", {"commerce-guild-droid-platoon"}, {"naboo-cruiser", "clone-squad"}), json::object(), seed);
    REQUIRE(attacker(t).rfind("commerce-guild-droid-platoon", 0) == 0);  // speed 30 > Clone Squad's 10
    CHECK(t.offers(DS, "ion:naboo-cruiser"));
    CHECK(t.offers(DS, "target:clone-squad"));
    t.act(DS, "ion:naboo-cruiser");
    const std::vector<int> dice = last_roll(t);
    REQUIRE(dice.size() == 3);
    int hits = 0;
    for (int d : dice) hits += d >= 4 ? 1 : 0;
    CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits);
    hit = hit || hits > 0;
  }
  CHECK(hit);
}

TEST_CASE("TCG-BID-1, TCG-BID-2, TCG-BID-4, TCG-BID-5, TCG-BID-6: contested uniques are bid for when the Battle phase starts", "[tcg]") {
  // Both sides have Boba Fett (A) (neutral, cost 2) in the Character arena.
  json ds = {{"arenas", {"boba-fett-a", "battle-droid-squad"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"boba-fett-a", "clone-squad"}}, {"force", 5}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  // The Battle phase starts with the auction; the Dark Side bids first, up to its Force.
  REQUIRE(t.step() == "bid");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(DS) == std::vector<std::string>{"bid.1", "bid.2", "bid.3", "nobid"});
  t.act(DS, "bid.2");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "bid.5"));
  t.act(LS, "bid.3");
  t.act(DS, "nobid");
  t.act(LS, "nobid");  // two passes in a row: 2 + 2 against 3 + 2, the Light Side wins
  CHECK(t.player(LS)["force"] == 2);
  CHECK(t.player(DS)["force"] == 3);
  // The loser's Boba Fett retreats, tapped; the winner's stays.
  CHECK(t.unit(DS, "Character", "Boba Fett").is_null());
  json b = t.player(DS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["retreated"] == true);
  CHECK(b[0]["tapped"] == true);
  CHECK(t.unit(LS, "Character", "Boba Fett").is_object());
  CHECK(t.step() != "bid");
}

TEST_CASE("TCG-BID-2, OQ-TCG-24: a setup that starts in the Battle phase with a contested pair has it bid for before "
          "the first attack",
          "[tcg]") {
  json ds = {{"arenas", {"boba-fett-a", "battle-droid-squad"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"boba-fett-a", "clone-squad"}}, {"force", 5}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}});
  REQUIRE(t.step() == "bid");
  t.act(DS, "bid.1");
  t.act(LS, "nobid");
  t.act(DS, "nobid");
  CHECK(t.player(DS)["force"] == 2);
  CHECK(t.unit(LS, "Character", "Boba Fett").is_null());
  CHECK(t.unit(DS, "Character", "Boba Fett").is_object());
  CHECK(t.step() != "bid");
}

TEST_CASE("TCG-BID-5, TCG-GEN-1: an equal score goes to the Dark Side", "[tcg]") {
  json ds = {{"arenas", {"boba-fett-a"}}, {"force", 4}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"boba-fett-a"}}, {"force", 4}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  t.act(DS, "bid.1");
  t.act(LS, "bid.1");
  t.act(DS, "nobid");
  t.act(LS, "nobid");
  CHECK(t.player(DS)["force"] == 3);
  CHECK(t.player(LS)["force"] == 4);
  CHECK(t.unit(DS, "Character", "Boba Fett").is_object());
  CHECK(t.unit(LS, "Character", "Boba Fett").is_null());
}

TEST_CASE("TCG-BID-3: with several contests the Dark Side chooses which is bid for first", "[tcg]") {
  json ds = {{"arenas", {"boba-fett-a", "watto-a"}}, {"force", 4}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"watto-a", "boba-fett-a"}}, {"force", 4}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  REQUIRE(t.step() == "bid");
  CHECK(t.count(DS, "contest:") == 2);
  t.act(DS, "contest:watto-a");
  t.act(DS, "nobid");
  t.act(LS, "bid.1");  // 1 + 4 > 0 + 4: the Light Side keeps Watto
  t.act(DS, "nobid");
  t.act(LS, "nobid");
  CHECK(t.unit(DS, "Character", "Watto").is_null());
  // The other contest follows without a choice.
  REQUIRE(t.step() == "bid");
  CHECK(t.ids(DS).front() == "bid.1");
  t.act(DS, "nobid");
  t.act(LS, "nobid");  // 0 + 2 = 0 + 2: the Dark Side keeps Boba Fett
  CHECK(t.unit(LS, "Character", "Boba Fett").is_null());
  CHECK(t.unit(DS, "Character", "Boba Fett").is_object());
  CHECK(t.player(LS)["force"] == 3);
}

TEST_CASE("TCG-BUILD-5: the build step's prompt is secret - an attack's is not", "[tcg]") {
  Table t(battle("character", {"geonosian-warrior"}, {"clone-warrior-5-373"}));
  json p = t.view(DS)["prompt"];
  CHECK(p["kind"] == "attack");
  CHECK(p["secret"] == false);
  CHECK(t.view(LS)["prompt"].is_null());
  json ds = {{"arenas", {"geonosian-warrior"}}, {"hand", {"geonosian-guard"}}, {"buildPoints", 2}};
  Table u(json{{"seats", {ds, json{{"arenas", {"clone-squad"}}}}}, {"start", "build"}});
  p = u.view(DS)["prompt"];
  CHECK(p["kind"] == "build");
  CHECK(p["secret"] == true);
}
