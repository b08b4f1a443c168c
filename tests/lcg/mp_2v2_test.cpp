// The LCG's 2v2 team mode (option "mode": "2v2", Balance of the Force):
// seating and setup (MP-2V2-1/2/4), what each seat sees (MP-GEN-4), team
// turns (MP-GEN-16..22), engagements against the opponent across
// (MP-2V2-3, MP-GEN-15), the multiplayer dial and victory (MP-2V2-5..9) and
// the team's three shared Force cards (MP-GEN-14). Seats: 0 = Dark Side #1,
// 1 = Dark Side #2, 2 = Light Side #1, 3 = Light Side #2 (docs/api.md).
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {

constexpr int DS1 = 0, DS2 = 1, LS1 = 2, LS2 = 3;

json mp() { return {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}}; }

// Events only: nothing to deploy, no unit to act with.
json ds_events() { return {"heat-of-battle@19", "tallon-roll", "death-from-above", "detained"}; }
// Five more Dark Side events (a command deck to draw from).
json more_ds_events() { return {"heat-of-battle@19", "death-from-above", "twist-of-fate@20", "target-of-opportunity@21", "tallon-roll"}; }
json ls_events() { return {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection"}; }

std::vector<int> ints(const json& a) { return a.get<std::vector<int>>(); }

}  // namespace

// ------------------------------------------------------------------ setup --

TEST_CASE("lcg 2v2: four seats, two Dark Side players then two Light Side players, each with its own deck: the "
          "dial at 0 and the token on the Light Side (MP-2V2-1, MP-2V2-2, MP-2V2-3, OQ-40, OQ-41)",
          "[lcg][mp]") {
  Table t(json(), mp());
  const json v = t.view();
  REQUIRE(v["players"].size() == 4);
  CHECK(v["mode"] == "2v2");
  const char* sides[] = {"dark", "dark", "light", "light"};
  const char* affs[] = {"imperial-navy", "sith", "jedi", "rebel-alliance"};
  for (int p = 0; p < 4; ++p) {
    INFO("seat " << p);
    const json pl = v["players"][p];
    CHECK(pl["side"] == sides[p]);
    CHECK(pl["affiliation"] == affs[p]);
    CHECK(pl["number"] == (p % 2) + 1);
    CHECK(pl["across"] == 3 - p); // OQ-40: DS #1 faces LS #2, DS #2 faces LS #1
    CHECK(pl["affiliationCard"]["owner"] == p);
    CHECK(pl["handCount"] == 6); // LCG-SETUP-9, per player
    CHECK(pl["objectivesToRevealCount"] == 4); // LCG-SETUP-8, per player
  }
  CHECK(v["dial"] == 0);
  CHECK(v["balance"] == "light");
  // Every player chooses its objectives at once (LCG-SETUP-8).
  CHECK(t.to_act() == std::vector<int>{0, 1, 2, 3});
  // The two-player game is unchanged: two seats.
  Table two{json()};
  CHECK(two.view()["players"].size() == 2);
  CHECK(two.view()["mode"] == "1v1");
}

TEST_CASE("lcg 2v2: a teammate sees the player's hand, opponents and spectators do not: edge stacks and objectives "
          "to reveal stay the owner's (MP-GEN-4)",
          "[lcg][mp][view]") {
  Table t(json(), mp());
  for (int viewer = -1; viewer < 4; ++viewer) {
    const json v = t.raw_view(viewer);
    for (int p = 0; p < 4; ++p) {
      INFO("viewer " << viewer << " seat " << p);
      const bool team = viewer >= 0 && (viewer < 2) == (p < 2);
      CHECK(v["players"][p].contains("hand") == team);
      if (team) CHECK(v["players"][p]["hand"].size() == 6);
      CHECK(v["players"][p].contains("objectivesToReveal") == (viewer == p));
    }
  }
}

TEST_CASE("lcg 2v2: a save loads back equal, with its mode, and bad 2v2 options are refused (MP-2V2-1)",
          "[lcg][mp][save]") {
  Table t(json(), mp());
  for (int p = 0; p < 4; ++p) t.act(p, "bottom:");
  const std::string save = t.m.save();
  sw::Match m2{sw::builtin_registry()};
  json r = lcgt::parse(m2.load(save));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(m2.save() == save);
  CHECK(lcgt::parse(m2.view(0))["mode"] == "2v2");
  CHECK(lcgt::parse(m2.view(0))["players"].size() == 4);
  lcgt::start_fails(json(), "bad_option", {{"mode", "3v3"}});
  lcgt::start_fails(json(), "bad_option", {{"mode", "2v2"}, {"dark2", "jedi"}}); // a Light Side deck as Dark Side #2
}

// ------------------------------------------------------------- team turns --

TEST_CASE("lcg 2v2: in the team's Draw phase player #1 then player #2 draws (the core draw rules apply): the team "
          "deploys one after the other: then the other team's turn begins with its player #1 (MP-GEN-1, MP-GEN-16, "
          "MP-GEN-19, MP-GEN-20, MP-2V2-4)",
          "[lcg][mp][turn]") {
  Table t({{"phase", "draw"},
           {"active", "dark"},
           {"dark", {{"hand", {"tallon-roll"}}, {"deck", more_ds_events()}, {"tookTurn", true}}},
           {"dark2", {{"hand", {"detained"}}, {"deck", more_ds_events()}, {"tookTurn", true}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}},
           {"light2", {{"hand", ls_events()}, {"tookTurn", true}}}},
          mp());
  // DS #1's optional discard first; DS #2 waits.
  CHECK(t.to_act() == std::vector<int>{DS1});
  CHECK(t.view()["active"] == DS1);
  t.act(DS1, "done");
  CHECK(t.hand_count(DS1) == 6); // drew up to the reserve value
  t.act(DS1, "done");            // nothing into the common reserve (MP-GEN-6)
  CHECK(t.to_act() == std::vector<int>{DS2});
  CHECK(t.view()["active"] == DS2);
  CHECK(t.hand_count(DS2) == 1);
  t.act(DS2, "done");
  CHECK(t.hand_count(DS2) == 6);
  t.act(DS2, "done");
  // Nothing to deploy or engage: the turn ends and the Light Side's player #1 begins (turn 2).
  const json v = t.view();
  CHECK(v["turn"] == 2);
  CHECK(v["active"] == LS1);
  CHECK(t.logged("Dark Side #1: deployment phase"));
  CHECK(t.logged("Turn 2: the Light Side #1"));
  CHECK(!t.logged("the Dark Side #2.")); // no turn of its own for DS #2 (MP-GEN-16)
}

TEST_CASE("lcg 2v2: each player of the team refreshes in turn, its own cards only: a Light Side player's first "
          "turn removes no focus tokens, the teammate's does (MP-GEN-18, OQ-37, LCG-REFRESH-2)",
          "[lcg][mp][refresh]") {
  Table t({{"phase", "refresh"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"focus", 1}}}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", false}, {"hand", ls_events()}, {"units", {{{"card", "luke-skywalker"}, {"focus", 1}, {"shields", 1}}}}}},
           {"light2", {{"tookTurn", true}, {"hand", ls_events()}, {"units", {{{"card", "x-wing@13"}, {"focus", 1}, {"shields", 1}}}}}}},
          mp());
  CHECK(t.unit(LS1, "Luke Skywalker")["focus"] == 1);   // LS #1's first turn: no focus removed
  CHECK(t.unit(LS1, "Luke Skywalker")["shields"] == 0); // but its shields go
  CHECK(t.unit(LS2, "X-Wing")["focus"] == 0);           // LS #2 has had a turn
  CHECK(t.unit(LS2, "X-Wing")["shields"] == 0);
  CHECK(t.unit(DS1, "Darth Vader")["focus"] == 1);      // the other team keeps its tokens
  CHECK(t.log_index("first turn: no focus tokens are removed") >= 0);
}

TEST_CASE("lcg 2v2: the Balance phase happens once for the team: the dial turns once, +1 more with the Dark Side "
          "token (MP-GEN-17, OQ-38, LCG-BAL-2)",
          "[lcg][mp][balance]") {
  Table t({{"active", "dark"},
           {"balance", "dark"},
           {"dial", 3},
           {"dark", {{"hand", ds_events()}, {"tookTurn", true}}},
           {"dark2", {{"hand", ds_events()}, {"tookTurn", true}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  CHECK(t.dial() == 5);
}

TEST_CASE("lcg 2v2: with the Light Side token, Light Side player #1 decides the Balance damage, on an objective of "
          "either Dark Side player (MP-GEN-17, OQ-43, C8): it goes to LS #1's victory pile (OQ-42)",
          "[lcg][mp][balance]") {
  Table t({{"active", "light"},
           {"dark", {{"objectives", {"the-ultimate-power"}}, {"tookTurn", true}}},
           {"dark2", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}}}, {"tookTurn", true}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}},
           {"light2", {{"hand", ls_events()}, {"tookTurn", true}}}},
          mp());
  CHECK(t.to_act() == std::vector<int>{LS1});
  CHECK(t.offers(LS1, "damage:the-ultimate-power")); // DS #1's, not across from LS #1
  CHECK(t.offers(LS1, "damage:imperial-command")); // DS #2's
  CHECK(t.ids(LS2).empty());
  t.act(LS1, "damage:imperial-command");
  CHECK(t.victory_count(LS1) == 1);
  CHECK(t.victory_count(LS2) == 0);
  CHECK(!t.over());
}

TEST_CASE("lcg 2v2: each player's Force commits draw on the team's three shared Force cards, and the struggle "
          "resolves once for the team's total (MP-GEN-14, MP-GEN-22)",
          "[lcg][mp][force]") {
  Table t({{"phase", "force"},
           {"active", "dark"},
           {"balance", "light"},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "darth-vader"}, {"force", true}}, {{"card", "tie-fighter@27"}, {"force", true}}, "tie-fighter@30"}}}},
           {"dark2", {{"tookTurn", true}, {"units", {"emperor-palpatine", "tie-fighter@27"}}}},
           {"light", {{"tookTurn", true}, {"units", {{{"card", "luke-skywalker"}, {"force", true}}}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  // DS #1 first: one shared Force card left (two of the team's three are committed).
  REQUIRE(t.to_act() == std::vector<int>{DS1});
  CHECK(t.player(DS1)["forceAvailable"] == 1);
  CHECK(t.player(DS2)["forceAvailable"] == 1);
  t.act(DS1, "done");
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  CHECK(t.view()["active"] == DS2);
  t.act(DS2, "commit:emperor-palpatine");
  // The team's three are all committed: nothing more to commit, the struggle follows.
  CHECK(t.player(DS2)["forceAvailable"] == 0);
  CHECK(t.player(DS1)["forceAvailable"] == 0);
  CHECK(!t.offers(DS2, "commit:"));
  // One struggle for the team: Vader 4 + TIE Fighter 1 (DS #1) + Palpatine 5 (DS #2) against Luke 3.
  CHECK(t.balance() == "dark");
  int struggles = 0;
  for (const std::string& l : t.log()) struggles += l.rfind("The Force struggle", 0) == 0;
  CHECK(struggles == 1);
}

// --------------------------------------------------------- the Conflict --

TEST_CASE("lcg 2v2: in the Dark Side team's first turn nobody engages (the Light Side has had no turn): in the "
          "Light Side team's turn each player engages only the opponent across, one segment each "
          "(MP-GEN-15, MP-GEN-21, MP-2V2-3, OQ-40)",
          "[lcg][mp][conflict]") {
  SECTION("first turn") {
    Table t({{"phase", "conflict"},
             {"active", "dark"},
             {"dark", {{"units", {"darth-vader"}}}},
             {"dark2", {{"units", {"emperor-palpatine"}}}}},
            mp());
    CHECK(!t.offers(DS1, "engage:"));
    CHECK(!t.offers(DS2, "engage:"));
    CHECK(!t.logged("no Conflict phase")); // MP-GEN-15 replaces the two-player skip (LCG-CONFLICT-2)
  }
  SECTION("across") {
    Table t({{"phase", "conflict"},
             {"active", "light"},
             {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command"}}}},
             {"dark2", {{"tookTurn", true}, {"objectives", {"counsel-of-the-sith"}}}},
             {"light", {{"tookTurn", true}, {"units", {"luke-skywalker"}}}},
             {"light2", {{"tookTurn", true}, {"units", {"x-wing@13"}}}}},
            mp());
    REQUIRE(t.to_act() == std::vector<int>{LS1});
    CHECK(t.view()["active"] == LS1);
    CHECK(t.offers(LS1, "engage:counsel-of-the-sith")); // DS #2 sits across from LS #1
    CHECK(!t.offers(LS1, "engage:imperial-command"));
    t.act(LS1, "done");
    REQUIRE(t.to_act() == std::vector<int>{LS2});
    CHECK(t.view()["active"] == LS2);
    CHECK(t.offers(LS2, "engage:imperial-command")); // DS #1 sits across from LS #2
    CHECK(!t.offers(LS2, "engage:counsel-of-the-sith"));
  }
}

// ----------------------------------------------------------------- winning --

TEST_CASE("lcg 2v2: the Dark Side team wins when the dial reaches 16, not at 12 (MP-2V2-6, MP-2V2-1)",
          "[lcg][mp][win]") {
  auto at = [](int dial) {
    return json{{"active", "dark"},
                {"balance", "dark"},
                {"dial", dial},
                {"dark", {{"hand", ds_events()}, {"tookTurn", true}}},
                {"dark2", {{"hand", ds_events()}, {"tookTurn", true}}},
                {"light", {{"tookTurn", true}}},
                {"light2", {{"tookTurn", true}}}};
  };
  Table twelve(at(10), mp());
  CHECK(twelve.dial() == 12);
  CHECK(!twelve.over());
  Table sixteen(at(14), mp());
  CHECK(sixteen.dial() == 16);
  REQUIRE(sixteen.over());
  CHECK(sixteen.view()["reason"] == "dial");
  CHECK(ints(sixteen.status()["winners"]) == std::vector<int>{DS1, DS2});
  lcgt::start_fails(at(16), "bad_setup", mp()); // the dial's last value before the end is 15
}

TEST_CASE("lcg 2v2: the Light Side team wins with five Dark Side objectives in its victory piles together, not "
          "with three in one (MP-2V2-5)",
          "[lcg][mp][win]") {
  auto at = [](const json& ls2_victory) {
    return json{{"active", "light"},
                {"dark", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}, "the-ultimate-power"}}, {"tookTurn", true}}},
                {"dark2", {{"tookTurn", true}}},
                {"light", {{"hand", ls_events()}, {"victory", {"defense-protocol", "fall-of-the-jedi"}}, {"tookTurn", true}}},
                {"light2", {{"victory", ls2_victory}, {"tookTurn", true}}}};
  };
  Table three(at(json::array()), mp());
  three.act(LS1, "damage:imperial-command");
  CHECK(three.victory_count(LS1) == 3);
  CHECK(!three.over());
  Table five(at(json{"counsel-of-the-sith", "the-emperors-web"}), mp());
  five.act(LS1, "damage:imperial-command");
  REQUIRE(five.over());
  CHECK(five.view()["reason"] == "objectives");
  CHECK(ints(five.status()["winners"]) == std::vector<int>{LS1, LS2});
}

TEST_CASE("lcg 2v2: a player who must draw from an empty command deck does not lose: it draws what is left "
          "(MP-2V2-9)",
          "[lcg][mp][win]") {
  Table t({{"phase", "draw"},
           {"active", "dark"},
           {"dark", {{"hand", {"tallon-roll"}}, {"deck", {"detained", "death-from-above"}}, {"tookTurn", true}}},
           {"dark2", {{"hand", ds_events()}, {"tookTurn", true}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  t.act(DS1, "done");
  CHECK(!t.over());
  CHECK(t.hand_count(DS1) == 3);
  CHECK(t.deck_count(DS1) == 0);
  CHECK(t.logged("out of cards (MP-2V2-9"));
}

// ------------------------------------------------------------ deck building --

TEST_CASE("lcg 2v2: a team's decks together hold at most two copies of an objective set and one of a Limit 1 set, "
          "each deck at least ten sets (MP-GEN-3, MP-GEN-2)",
          "[lcg][mp][deck]") {
  const json sith_a = "sith:19,19,20,20,21,21,22,22,23,23";
  const json navy = "imperial-navy:26,26,27,27,28,28,29,29,30,30";
  auto opts = [](const json& d1, const json& d2) {
    return json{{"mode", "2v2"}, {"dark", d1}, {"dark2", d2}, {"light2", "rebel-alliance"}};
  };
  {  // no set beyond the team limits
    Table t(json(), opts(sith_a, navy));
    CHECK(t.player(1)["affiliation"] == "imperial-navy");
  }
  // Set 19 three times across the team.
  lcgt::start_fails(json(), "bad_option", opts(sith_a, "sith:19,20,21,22,23,24,24,25,25,36"));
  // Set 36 is "Limit 1 per objective deck": once in the whole team.
  lcgt::start_fails(json(), "bad_option",
                    opts("imperial-navy:26,26,27,27,28,28,29,29,30,36", "sith:19,19,20,20,21,21,22,22,23,36"));
  // MP-GEN-2: each player's own deck has at least ten objective sets (a deck code of eight is refused).
  lcgt::start_fails(json(), "bad_option", opts(sith_a, "imperial-navy:26,26,27,27,28,28,29,29"));
  // Each deck alone is legal for two players.
  Table alone(json(), {{"dark", "sith:19,20,21,22,23,24,24,25,25,36"}});
  CHECK(alone.player(0)["affiliation"] == "sith");
}

// ------------------------------------------------------- victory piles --

TEST_CASE("lcg 2v2: an objective a Dark Side player destroys goes to that player's own victory pile, and the dial "
          "advances by that pile alone: Tactics reach either opponent's units, never a teammate's "
          "(MP-2V2-7, MP-GEN-26, MP-GEN-24, C8)",
          "[lcg][mp][conflict][win]") {
  // DS #2's engagement at LS #1's A Hero's Journey (capacity 4, 3 damage), edge battle pending.
  Table t({{"phase", "conflict"},
           {"active", "dark"},
           {"activePlayer", 2},
           {"turn", 3},
           {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"units", {"tie-fighter@27"}},
                     {"victory", {"forgotten-heroes", "in-you-must-go", "a-journey-to-dagobah"}}}},
           {"dark2", {{"tookTurn", true}, {"victory", {"hit-and-run"}},
                      {"units", {{{"card", "emperor-palpatine"}, {"attacking", true}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}}}, {"units", {"luke-skywalker"}}}},
           {"light2", {{"tookTurn", true}, {"units", {"x-wing@13"}}}}},
          mp());
  CHECK(t.view()["active"] == DS2);
  CHECK(t.view()["engagement"]["attacker"] == DS2);
  CHECK(t.view()["engagement"]["defender"] == LS1);
  // No defenders, no edge cards: DS #2 wins the edge and strikes with Palpatine (2 tactics + 1 edge, 1 blast).
  t.act(DS2, "strike:emperor-palpatine");
  t.act(DS2, "icon.1");  // tactics first
  CHECK(t.offers(DS2, "tactic:luke-skywalker"));
  CHECK(t.offers(DS2, "tactic:x-wing"));              // LS #2's unit, not in the engagement (MP-GEN-26)
  CHECK(!t.offers(DS2, "tactic:tie-fighter"));       // a teammate's unit is never an enemy (MP-GEN-24)
  t.act(DS2, "tactic:x-wing");
  CHECK(t.unit(LS2, "X-Wing")["focus"] == 1);
  t.act(DS2, "tactic:luke-skywalker");
  t.act(DS2, "tactic:luke-skywalker");
  // The blast damage destroys the objective: DS #2's pile (2 cards) moves the dial by 2, not by DS #1's 3.
  REQUIRE(t.objective(LS1, "A Hero's Journey").is_null());
  CHECK(t.victory_count(DS2) == 2);
  CHECK(t.victory_count(DS1) == 3);
  CHECK(t.names(t.player(DS2)["victory"]).back() == "A Hero's Journey");
  CHECK(t.dial() == 2);
  CHECK(!t.over());
}

// ------------------------------------------------------------- card text --

TEST_CASE("lcg 2v2: \"an opponent\" is one opponent the player chooses (Interrogation) "
          "(MP-GEN-23, C8)",
          "[lcg][mp][card]") {
  Table t({{"phase", "deployment"},
           {"active", "dark"},
           {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", {"interrogation"}},
                     {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"hand", {"luke-skywalker"}}}},
           {"light2", {{"tookTurn", true}, {"hand", {"x-wing@13", "counter-stroke"}}}}},
          mp());
  t.act(DS1, "use:interrogation");
  if (t.offers(DS1, "autopay")) t.act(DS1, "autopay");
  // (Counsel of the Sith's reaction to the event is declined.)
  for (int i = 0; i < 4 && !t.offers(DS1, "choose:"); ++i) t.act(t.to_act().front(), "pass");
  // Two opponents hold cards: DS #1 chooses (by their affiliation cards); nothing is seen yet.
  CHECK(t.count(DS1, "choose:") == 2);
  CHECK(t.view(DS1)["peek"].is_null());
  t.act(DS1, "choose:rebel-alliance");  // Light Side #2
  const json peek = t.view(DS1)["peek"];
  REQUIRE(peek.is_object());
  CHECK(peek["cards"].size() == 2);
  CHECK(t.view(DS2)["peek"].is_null());  // the teammate does not look
  t.act(DS1, "choose:counter-stroke");
  CHECK(t.discard(LS2) == std::vector<std::string>{"Counter-stroke"});
  CHECK(t.hand_count(LS1) == 1);
}

TEST_CASE("lcg 2v2: a Light Side card gives the Light Side no other victory: 10 damage on Trench Run's Death Star "
          "dial does not win (MP-GEN-25)",
          "[lcg][mp][win]") {
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
           {"dark", {{"tookTurn", true}}}, {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"units", {"home-one"}},
                      {"enhancements", {{{"card", "trench-run"}, {"damage", 8}}}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  REQUIRE(t.offers(LS1, "engage:trench-run"));
  t.act(LS1, "engage:trench-run");
  t.act(LS1, "attacker:home-one");
  t.act(LS1, "done");
  for (int i = 0; i < 12 && !t.offers(LS1, "strike:"); ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "pass") ? "pass" : t.offers(who[0], "decline") ? "decline" : "done");
  }
  t.act(LS1, "strike:home-one");
  for (int i = 0; i < 12 && t.view()["engagement"].is_object(); ++i) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], t.offers(who[0], "icon:") ? "icon:" : t.offers(who[0], "bonus") ? "bonus" : t.offers(who[0], "pass") ? "pass" : "done");
  }
  bool hit = false;
  const json enhancements = t.player(LS1)["enhancements"];
  for (const json& e : enhancements) hit = hit || (e["name"] == "Trench Run" && e["damage"].get<int>() >= 10);
  CHECK(hit);
  CHECK(!t.over());
}
