// The Conflict phase: engagements (LCG-CONFLICT), declaring attackers and
// defenders, the unopposed bonus, destroyed objectives, victory piles and the
// dial (LCG-DMG), and Shielding (LCG-KW-6, LCG-SHIELD).
#include "conflict_helpers.h"

using lcgt::conflict;
using lcgt::DS;
using lcgt::engage;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

TEST_CASE("lcg conflict: the Dark Side skips its whole Conflict phase in its first turn (LCG-CONFLICT-2, LCG-TURN-4, "
          "LCG-TIMING-8)",
          "[lcg][conflict]") {
  const bool took = GENERATE(false, true);
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}, {"tookTurn", took}}, json::object()));
  CHECK(t.offers(DS, "engage:") == took);
  CHECK(t.logged("no Conflict phase") == !took);
  if (!took) CHECK(t.phase() == "force");
}

TEST_CASE("lcg conflict: the active player may engage any enemy objective not engaged yet this phase, or end the "
          "phase (LCG-CONFLICT-1, LCG-CONFLICT-3, LCG-CONFLICT-5, LCG-CONFLICT-12, LCG-TIMING-6)",
          "[lcg][conflict]") {
  Table t(conflict("dark", {{"units", {"imperial-officer", "death-star-trooper", "tie-fighter"}}}, json::object()));
  CHECK(t.count(DS, "engage:") == 3);
  CHECK(t.offers(DS, "done"));
  CHECK(t.ids(LS).empty());
  engage(t, DS, "a-heros-journey", {"imperial-officer"}, {});
  t.act(DS, "strike:imperial-officer");
  t.act(DS, "decline");  // no unopposed damage
  // The engagement is over: back to the phase, A Hero's Journey cannot be engaged again.
  CHECK(t.view()["engagement"].is_null());
  CHECK(t.phase() == "conflict");
  CHECK(t.count(DS, "engage:") == 2);
  CHECK(!t.offers(DS, "engage:a-heros-journey"));
  CHECK(t.objective(LS, "A Hero's Journey")["engaged"] == true);
  engage(t, DS, "in-you-must-go", {"death-star-trooper"}, {});
  t.act(DS, "strike:death-star-trooper");
  t.act(DS, "decline");
  CHECK(t.ids(DS) == std::vector<std::string>{"done", "engage:" + t.objective(LS, "Forgotten Heroes")["id"].get<std::string>()});
  t.act(DS, "done");
  CHECK(t.phase() == "force");
  CHECK(t.objective(LS, "A Hero's Journey").count("engaged") == 0);  // a new phase may engage it again
}

TEST_CASE("lcg conflict: no engagement without a ready unit to attack with (OQ-14, LCG-TERMS-13)", "[lcg][conflict]") {
  Table t(conflict("dark", {{"units", {{{"card", "stormtrooper-elite"}, {"focus", 1}}}}}, json::object()));
  CHECK(!t.offers(DS, "engage:"));
  CHECK(t.phase() == "force");
}

TEST_CASE("lcg conflict: attackers are one or more ready units of the active player (LCG-CONFLICT-6, LCG-FOCUS-1, "
          "LCG-TERMS-13)",
          "[lcg][conflict]") {
  Table t(conflict("dark",
                   {{"units", {"imperial-officer", {{"card", "stormtrooper-elite"}, {"focus", 1}}, "death-star-trooper"}}},
                   {{"units", {"jedi-in-hiding"}}}));
  t.act(DS, "engage:a-heros-journey");
  CHECK(t.count(DS, "attacker:") == 2);
  CHECK(!t.offers(DS, "attacker:stormtrooper-elite"));  // exhausted
  CHECK(!t.offers(DS, "attacker:jedi-in-hiding"));      // not the Dark Side's
  CHECK(!t.offers(DS, "done"));                         // at least one attacker
  t.act(DS, "attacker:imperial-officer");
  CHECK(t.unit(DS, "Imperial Officer")["role"] == "attacker");  // LCG-CONFLICT-8
  CHECK(t.count(DS, "attacker:") == 1);  // a declaration stands
  t.act(DS, "done");
  CHECK(t.unit(DS, "Death Star Trooper").count("role") == 0);
  CHECK(t.to_act() == std::vector<int>{LS});
}

TEST_CASE("lcg conflict: the defender may declare any number of ready units, none included (LCG-CONFLICT-7)",
          "[lcg][conflict]") {
  Table t(conflict("dark", {{"units", {"imperial-officer"}}},
                   {{"units", {"jedi-in-hiding", "twilek-loyalist", {{"card", "luke-skywalker"}, {"focus", 1}}}}}));
  t.act(DS, "engage:a-heros-journey");
  t.act(DS, "attacker:imperial-officer");
  t.act(DS, "done");
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "defender:") == 2);
  CHECK(!t.offers(LS, "defender:luke-skywalker"));
  CHECK(t.offers(LS, "done"));
  t.act(LS, "defender:jedi-in-hiding");
  t.act(LS, "defender:twilek-loyalist");
  CHECK(t.unit(LS, "Jedi in Hiding")["role"] == "defender");
  CHECK(t.unit(LS, "Twi'lek Loyalist")["role"] == "defender");
  t.act(LS, "done");
  CHECK(t.view()["engagement"]["defender"] == LS);
}

TEST_CASE("lcg conflict: unopposed, the attacker may deal 1 bonus damage to the engaged objective (LCG-CONFLICT-9, "
          "LCG-CONFLICT-10)",
          "[lcg][conflict]") {
  SECTION("no defender declared") {
    Table t(conflict("dark", {{"units", {"imperial-officer"}}}, json::object()));
    engage(t, DS, "in-you-must-go", {"imperial-officer"}, {});
    t.act(DS, "strike:imperial-officer");  // unit damage: no enemy unit, no effect (OQ-19)
    CHECK(t.ids(DS) == std::vector<std::string>{"bonus", "decline"});
    t.act(DS, "bonus");
    CHECK(t.objective(LS, "In You Must Go")["damage"] == 1);
    CHECK(t.unit(DS, "Imperial Officer").count("role") == 0);  // the engagement ended
  }
  SECTION("every defender destroyed") {
    Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}}, {{"units", {"believer-in-the-old-ways"}}}));
    engage(t, DS, "in-you-must-go", {"stormtrooper-elite"}, {"believer-in-the-old-ways"});
    // A tie goes to the defender (LCG-EDGE-9): the Believer strikes first.
    t.act(LS, "strike:believer-in-the-old-ways");
    t.act(LS, "hit:stormtrooper-elite");
    CHECK(t.unit(DS, "Stormtrooper Elite")["damage"] == 1);
    t.act(DS, "strike:stormtrooper-elite");
    t.act(DS, "hit:believer-in-the-old-ways");
    CHECK(t.unit(LS, "Believer in the Old Ways").is_null());  // 3 damage, capacity 2 (LCG-DMG-2)
    CHECK(t.ids(DS) == std::vector<std::string>{"bonus", "decline"});
    t.act(DS, "bonus");
    CHECK(t.objective(LS, "In You Must Go")["damage"] == 1);
  }
  SECTION("a surviving defender: no bonus") {
    Table t(conflict("dark", {{"units", {"at-st"}}}, {{"units", {"guardian-of-peace"}}}));
    engage(t, DS, "in-you-must-go", {"at-st"}, {"guardian-of-peace"});
    t.act(LS, "decline");                   // Guardian of Peace's Shielding
    t.act(LS, "strike:guardian-of-peace");  // the defender won the tie: its edge-enabled unit damage counts
    t.act(LS, "hit:at-st");
    t.act(DS, "strike:at-st");              // the edge lost: 1 unit damage, 1 blast
    t.act(DS, "icon.0");
    t.act(DS, "hit:guardian-of-peace");
    CHECK(t.unit(LS, "Guardian of Peace")["damage"] == 1);
    CHECK(t.unit(DS, "AT-ST")["damage"] == 1);
    CHECK(t.objective(LS, "In You Must Go")["damage"] == 1);
    CHECK(!t.offers(DS, "bonus"));
    CHECK(t.view()["engagement"].is_null());
  }
}

TEST_CASE("lcg conflict: a participating unit exhausted by tactics cannot strike, the strikes end once every "
          "participating unit is exhausted, a surviving defender means no bonus (LCG-STRIKE-6, LCG-ICON-4, "
          "LCG-CONFLICT-9, LCG-CONFLICT-10)",
          "[lcg][conflict][strike]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite", "imperial-officer"}}}, {{"units", {"twilek-loyalist"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite", "imperial-officer"}, {"twilek-loyalist"});
  // The defender won the tie: Twi'lek Loyalist's edge-enabled unit damage and tactics count.
  t.act(LS, "strike:twilek-loyalist");
  CHECK(t.unit(LS, "Twi'lek Loyalist")["focus"] == 1);
  CHECK(t.ids(LS) == std::vector<std::string>{"icon.0", "icon.1"});
  t.act(LS, "icon.0");
  t.act(LS, "hit:imperial-officer");
  CHECK(t.unit(DS, "Imperial Officer").is_null());
  t.act(LS, "tactic:stormtrooper-elite");
  CHECK(t.unit(DS, "Stormtrooper Elite")["focus"] == 1);
  // Nobody has a ready participating unit: the Stormtrooper Elite never strikes.
  CHECK(!t.offers(DS, "strike:"));
  CHECK(!t.offers(DS, "bonus"));
  CHECK(t.view()["engagement"].is_null());
  CHECK(t.objective(LS, "A Hero's Journey")["damage"] == 0);
}

TEST_CASE("lcg conflict: an objective destroyed before the bonus step gives no unopposed bonus (LCG-CONFLICT-11, OQ-15)",
          "[lcg][conflict]") {
  Table t(conflict("light", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}}}},
                   {{"units", {"red-five", "x-wing"}}}));
  engage(t, LS, "imperial-command", {"red-five", "x-wing"}, {});
  t.act(LS, "strike:red-five");  // 3 blast damage on 1 capacity left
  CHECK(t.objective(DS, "Imperial Command").is_null());
  CHECK(t.victory_count(LS) == 1);
  // The strikes go on until every participating unit is exhausted (LCG-STRIKE-6).
  CHECK(t.ids(LS) == std::vector<std::string>{"strike:" + t.unit(LS, "X-Wing")["id"].get<std::string>()});
  t.act(LS, "strike:x-wing");
  CHECK(!t.offers(LS, "bonus"));
  CHECK(t.view()["engagement"].is_null());
}

// -------------------------------------------- destroyed objectives, the dial --

TEST_CASE("lcg damage: a destroyed Light Side objective goes to the Dark Side's victory pile and the dial advances by "
          "the pile's size (LCG-DMG-4, LCG-DMG-5, OQ-20, LCG-GEN-6)",
          "[lcg][damage][dial]") {
  Table t(conflict("dark", {{"units", {"devastator"}}, {"victory", {"jedi-training"}}},
                   {{"objectives", {{{"card", "a-heros-journey"}, {"damage", 2}}, "in-you-must-go"}}}));
  const int dial = t.dial();
  engage(t, DS, "a-heros-journey", {"devastator"}, {});
  t.act(DS, "strike:devastator");  // 2 + 2 blast (the edge is won: no defenders)
  CHECK(t.objective(LS, "A Hero's Journey").is_null());
  CHECK(t.names(t.player(DS)["victory"]) == std::vector<std::string>{"Jedi Training", "A Hero's Journey"});
  CHECK(t.dial() == dial + 2);  // two cards in the pile now
  CHECK(t.status()["score"]["0"] == 2);
  CHECK(t.n_objectives(LS) == 1);  // LCG-DMG-8: replaced in the Light Side's own Refresh phase only
}

TEST_CASE("lcg damage: the dial passing 12 through the victory pile wins for the Dark Side at once (LCG-DMG-5, "
          "LCG-WIN-2, LCG-WIN-4)",
          "[lcg][damage][win]") {
  Table t({{"active", "dark"},
           {"phase", "conflict"},
           {"dial", 10},
           {"dark", {{"units", {"devastator", "stormtrooper-elite"}}, {"victory", {"jedi-training", "forgotten-heroes"}}, {"tookTurn", true}}},
           {"light", {{"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}}}, {"tookTurn", true}}}});
  engage(t, DS, "a-heros-journey", {"devastator", "stormtrooper-elite"}, {});
  t.act(DS, "strike:devastator");
  CHECK(t.dial() == 13);
  CHECK(t.over());
  CHECK(t.winner() == DS);
  CHECK(t.view()["reason"] == "dial");
  CHECK(t.to_act().empty());  // the Stormtrooper Elite never strikes
}

TEST_CASE("lcg damage: the Light Side's third destroyed objective wins at once (LCG-DMG-6, LCG-WIN-1)", "[lcg][damage][win]") {
  Table t(conflict("light", {{"objectives", {{{"card", "imperial-command"}, {"damage", 2}}}}},
                   {{"units", {"red-five"}}, {"victory", {"the-ultimate-power", "defense-protocol"}}}));
  engage(t, LS, "imperial-command", {"red-five"}, {});
  t.act(LS, "strike:red-five");
  CHECK(t.over());
  CHECK(t.winner() == LS);
  CHECK(t.view()["reason"] == "objectives");
  CHECK(t.dial() == 0);  // a Light Side pile never moves the dial
}

// --------------------------------------------------------------- Shielding --

TEST_CASE("lcg shielding: a declared Shielding attacker may shield one unshielded participating friendly unit, never "
          "the enemy objective (LCG-KW-6, OQ-30, LCG-SHIELD-1, LCG-SHIELD-2)",
          "[lcg][shield][keyword]") {
  Table t(conflict("dark", {{"units", {"isb-interrogators", {{"card", "stormtrooper-elite"}, {"shields", 1}}, "imperial-officer"}}},
                   json::object()));
  t.act(DS, "engage:a-heros-journey");
  t.act(DS, "attacker:isb-interrogators");
  t.act(DS, "attacker:stormtrooper-elite");
  t.act(DS, "done");
  // ISB Interrogators itself, not the shielded Stormtrooper Elite, not the non-participating
  // Imperial Officer, not A Hero's Journey.
  CHECK(t.ids(DS) == std::vector<std::string>{"decline", "choose:" + t.unit(DS, "ISB Interrogators")["id"].get<std::string>() + ".0"});
  t.act(DS, "choose:isb-interrogators");
  CHECK(t.unit(DS, "ISB Interrogators")["shields"] == 1);
  CHECK(t.to_act() == std::vector<int>{LS});  // on to the defenders
}

TEST_CASE("lcg shielding: a declared Shielding defender may shield the engaged objective (LCG-KW-6, LCG-SHIELD-3)",
          "[lcg][shield][keyword]") {
  Table t(conflict("dark", {{"units", {"tie-bomber"}}}, {{"units", {"guardian-of-peace"}}}));
  engage(t, DS, "a-heros-journey", {"tie-bomber"}, {"guardian-of-peace"});
  CHECK(t.count(LS, "choose:") == 2);
  t.act(LS, "choose:a-heros-journey");
  CHECK(t.objective(LS, "A Hero's Journey")["shields"] == 1);
  // The defender wins the tie; Guardian of Peace's only icon is edge-enabled unit damage.
  t.act(LS, "strike:guardian-of-peace");
  t.act(LS, "hit:tie-bomber");
  CHECK(t.unit(DS, "TIE Bomber").is_null());
  CHECK(t.objective(LS, "A Hero's Journey")["damage"] == 0);
}
