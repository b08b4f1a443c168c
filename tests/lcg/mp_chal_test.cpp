// The LCG's challenge-deck modes (Balance of the Force, issue 16): the shared
// scaffold MP-CHAL-1..4. Options "mode": "jerjerrods-task" (seat 0 = the solo
// Dark Side player with the challenge deck, seats 1.. = Light Side #1..#3) and
// "hunt-for-skywalker" (seats 0..n-1 = Dark Side #1..#3, the last seat = the
// solo Light Side player); "players": 3 or 4 seats in all (docs/api.md).
#include <numeric>
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {

// Jerjerrod's Task seats.
constexpr int JDS = 0, JLS1 = 1, JLS2 = 2, JLS3 = 3;
// The Hunt for Skywalker seats (three players).
constexpr int HDS1 = 0, HDS2 = 1, HLS = 2;

json jt(int players = 3) {
  json o = {{"mode", "jerjerrods-task"}, {"light", "jedi"}, {"light2", "rebel-alliance"}};
  if (players == 4) o["players"] = 4;
  return o;
}
json hfs(int players = 3) {
  json o = {{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}};
  if (players == 4) o["players"] = 4;
  return o;
}

json ls_events() { return {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection"}; }
json ds_events() { return {"heat-of-battle@19", "tallon-roll", "death-from-above", "detained"}; }

std::vector<std::string> names(const json& cards) {
  std::vector<std::string> v;
  for (const json& c : cards) v.push_back(c["name"].get<std::string>());
  return v;
}

json card_list() { return lcgt::parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})")); }

// Plays on (no defenders, no edge cards, each strike, hit and bonus as
// offered, windows passed) until `seat` is the only one to act in its own
// Conflict segment and may engage (or `guard` actions were taken).
void play_until_engage(Table& t, int seat) {
  for (int guard = 0; guard < 80; ++guard) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) return;
    const int s = who.front();
    if (s == seat && t.offers(s, "engage:")) return;
    bool acted = false;
    for (const char* p : {"strike:", "hit:", "bonus", "pass", "done"})
      if (t.offers(s, p)) {
        t.act(s, p);
        acted = true;
        break;
      }
    if (!acted) return;
  }
}

}  // namespace

// ------------------------------------------------------------------- seats --

TEST_CASE("lcg challenge: Jerjerrod's Task seats the solo Dark Side player first, then its team of Light Side "
          "players with their own decks: the solo player has the challenge deck and no affiliation card "
          "(MP-CHAL-1, MP-CHAL-2, MP-JT-1, MP-JT-3)",
          "[lcg][mp][chal]") {
  Table t(json(), jt());
  const json v = t.view();
  CHECK(v["mode"] == "jerjerrods-task");
  REQUIRE(v["players"].size() == 3);
  const json ds = v["players"][JDS];
  CHECK(ds["side"] == "dark");
  CHECK(ds["solo"] == true);
  CHECK(ds["affiliation"] == "neutral");
  CHECK(ds["affiliationCard"].is_null());
  CHECK(names(ds["setAside"]) == std::vector<std::string>{"Death Star II"});
  CHECK(ds["objectivesToRevealCount"] == 3);  // the three starting objectives
  CHECK(ds["objectiveDeckCount"] == 0);
  CHECK(ds["handCount"] == 6);
  CHECK(ds["deckCount"] == 59 - 1 - 3 - 6);  // the seven Jerjerrod's Task objectives are in it
  const char* affs[] = {"", "jedi", "rebel-alliance"};
  for (int p : {JLS1, JLS2}) {
    INFO("seat " << p);
    const json pl = v["players"][p];
    CHECK(pl["side"] == "light");
    CHECK(pl["solo"] == false);
    CHECK(pl["affiliation"] == affs[p]);
    CHECK(pl["number"] == p);
    CHECK(pl["objectivesToRevealCount"] == 4);
  }
  // Only the team's players choose objectives; the solo player's are fixed.
  CHECK(t.to_act() == std::vector<int>{JLS1, JLS2});
  // Four players: a third Light Side player with the deck of option light3 (default Jedi).
  Table four(json(), jt(4));
  const json v4 = four.view();
  REQUIRE(v4["players"].size() == 4);
  CHECK(v4["players"][JLS3]["side"] == "light");
  CHECK(v4["players"][JLS3]["number"] == 3);
  CHECK(v4["players"][JLS3]["affiliation"] == "jedi");
}

TEST_CASE("lcg challenge: The Hunt for Skywalker seats the Dark Side team first and the solo Light Side player "
          "last, without an affiliation card (MP-CHAL-1, MP-HFS-1, MP-HFS-4)",
          "[lcg][mp][chal]") {
  Table t(json(), hfs());
  const json v = t.view();
  CHECK(v["mode"] == "hunt-for-skywalker");
  REQUIRE(v["players"].size() == 3);
  CHECK(v["players"][HDS1]["side"] == "dark");
  CHECK(v["players"][HDS2]["side"] == "dark");
  CHECK(v["players"][HDS1]["affiliation"] == "imperial-navy");
  CHECK(v["players"][HDS2]["affiliation"] == "sith");
  CHECK(v["players"][HDS2]["number"] == 2);
  const json ls = v["players"][HLS];
  CHECK(ls["side"] == "light");
  CHECK(ls["solo"] == true);
  CHECK(ls["affiliationCard"].is_null());
  CHECK(names(ls["setAside"]) == std::vector<std::string>{"Luke Skywalker"});  // MP-HFS-6
  Table four(json(), hfs(4));
  REQUIRE(four.view()["players"].size() == 4);
  CHECK(four.view()["players"][2]["side"] == "dark");
  CHECK(four.view()["players"][2]["affiliation"] == "imperial-navy");  // option dark3's default
  CHECK(four.view()["players"][3]["solo"] == true);
}

TEST_CASE("lcg challenge: the options are checked: players is 3 or 4 and only for the modes with a count, the "
          "team's decks are standard decks of their side, and a save loads back with its mode (MP-CHAL-1, "
          "MP-CHAL-2)",
          "[lcg][mp][chal][save]") {
  lcgt::start_fails(json(), "bad_option", {{"mode", "jerjerrods-task"}, {"players", 5}});
  lcgt::start_fails(json(), "bad_option", {{"mode", "jerjerrods-task"}, {"players", 2}});
  lcgt::start_fails(json(), "bad_option", {{"players", 4}});  // a 1v1 game has two seats
  lcgt::start_fails(json(), "bad_option", {{"players", 3}});  // a count of 3 too, never ignored
  lcgt::start_fails(json(), "bad_option", {{"mode", "2v2"}, {"players", 3}});  // 2v2 has four seats
  lcgt::start_fails(json(), "bad_option", {{"mode", "2v2"}, {"players", 2}});
  CHECK(Table(json(), {{"mode", "2v2"}, {"players", 4}}).view()["players"].size() == 4);
  CHECK(Table(json(), {{"players", 2}}).view()["players"].size() == 2);
  CHECK(Table(json(), {{"players", 0}}).view()["players"].size() == 2);  // 0: the mode's own count
  CHECK(Table(json(), {{"mode", "jerjerrods-task"}, {"players", 0}}).view()["players"].size() == 3);
  lcgt::start_fails(json(), "bad_option", {{"mode", "jerjerrods-task"}, {"light2", "sith"}});  // a Dark Side deck
  lcgt::start_fails(json(), "bad_option", {{"mode", "hunt-for-skywalker"}, {"dark2", "jedi"}});
  lcgt::start_fails(json(), "bad_option", {{"mode", "jerjerrods-task"}, {"light", "jedi:1,2,3"}});  // too few sets
  // MP-GEN-3 for the whole team (OQ-33): three copies of set 1 among two decks.
  lcgt::start_fails(json(), "bad_option",
                    {{"mode", "jerjerrods-task"}, {"light", "jedi:1,1,2,2,3,3,4,4,5,5"}, {"light2", "jedi:1,6,6,7,7,15,15,16,16,17"}});
  Table t(json(), jt(4));
  for (int p : {JLS1, JLS2, JLS3}) t.act(p, "bottom:");
  const std::string save = t.m.save();
  sw::Match m2{sw::builtin_registry()};
  json r = lcgt::parse(m2.load(save));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(m2.save() == save);
  CHECK(lcgt::parse(m2.view(0))["mode"] == "jerjerrods-task");
  CHECK(lcgt::parse(m2.view(0))["players"].size() == 4);
}

// ------------------------------------------------------------- the decks --

TEST_CASE("lcg challenge: the card list holds both challenge decks, every card with its copies: Jerjerrod's Task "
          "23 titles and The Hunt for Skywalker 31, 59 cards each, seven Jerjerrod's Task objectives "
          "(MP-CHAL-3, MP-JT-3, MP-JT-8)",
          "[lcg][mp][chal][cards]") {
  const json c = card_list();
  int titles[2] = {0, 0}, copies[2] = {0, 0};
  json by_key;
  for (const json& card : c["cards"]) {
    const int set = card["set"].get<int>();
    if (set != 201 && set != 202) {
      CHECK(!card.contains("challengeCopies"));
      continue;
    }
    ++titles[set - 201];
    copies[set - 201] += card["challengeCopies"].get<int>();
    by_key[card["key"].get<std::string>()] = card;
  }
  CHECK(titles[0] == 23);
  CHECK(titles[1] == 31);
  CHECK(copies[0] == 59);
  CHECK(copies[1] == 59);
  CHECK(by_key["jerjerrods-task"]["challengeCopies"] == 7);
  CHECK(by_key["jerjerrods-task"]["side"] == "dark");
  CHECK(by_key["death-star-ii"]["challengeCopies"] == 1);
  CHECK(by_key["death-star-ii"]["cost"] == 22);
  CHECK(by_key["death-star-ii"]["traits"] == json({"Space Station"}));
  CHECK(by_key["fully-armed"]["cost"] == 15);
  // Titles printed elsewhere too get their own keys; Change of Plan is in both decks.
  CHECK(by_key.contains("darth-vader-jt"));
  CHECK(by_key.contains("luke-skywalker-hfs"));
  CHECK(by_key["change-of-plan@201"]["side"] == "dark");
  CHECK(by_key["change-of-plan@202"]["side"] == "light");
  CHECK(by_key["change-of-plan@202"]["priority"] == 1);
  // No challenge deck is an objective set a deck may take.
  for (const json& s : c["sets"]) CHECK(s["number"].get<int>() < 200);
}

TEST_CASE("lcg challenge: challenge cards are used only in their own challenge deck: a standard deck that names "
          "a challenge deck's cards is refused, as an option, a deck to check or an import (MP-CHAL-3)",
          "[lcg][mp][chal][deck]") {
  // As a deck option.
  sw::Match m{sw::builtin_registry()};
  json r = lcgt::parse(m.start(sw::dump(lcgt::config(json(), {{"dark", "imperial-navy:26,27,28,29,30,31,32,36,26,201"}}))));
  REQUIRE(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
  CHECK(r["error"]["message"].get<std::string>().find("MP-CHAL-3") != std::string::npos);
  // A deck to check.
  for (int set : {201, 202}) {
    const json v = lcgt::parse(sw::validate_deck_json(
        sw::builtin_registry(), json{{"game", "lcg"}, {"deck", {{"affiliation", "rebel-alliance"}, {"sets", {8, 9, set}}}}}.dump()));
    INFO(v.dump());
    REQUIRE(v.contains("error"));
    CHECK(v["error"]["message"].get<std::string>().find("MP-CHAL-3") != std::string::npos);
  }
  // An OCTGN file with a challenge card (Fully Armed) beside a core-set deck.
  const std::string o8d =
      R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?><deck game="d5cf89e5-1984-4873-8ae0-f06eea411bb3">)"
      R"(<section name="Affiliation"><card qty="1" id="ff4fb461-8060-457a-9c16-000000000095">Imperial Navy</card></section>)"
      R"(<section name="Command Deck"><card qty="1" id="ff4fb461-8060-457a-9c16-000000000604">Fully Armed</card></section></deck>)";
  const json imp = lcgt::parse(sw::deck_import_json(sw::builtin_registry(),
                                                    json{{"game", "lcg"}, {"format", "o8d"}, {"text", o8d}}.dump()));
  INFO(imp.dump());
  bool challenge_error = false;
  const json errs = imp.contains("errors") ? imp["errors"] : imp.contains("error") && imp["error"].contains("details") ? imp["error"]["details"] : json::array();
  for (const json& e : errs) challenge_error = challenge_error || e["code"] == "challenge_card";
  CHECK((challenge_error || imp.dump().find("MP-CHAL-3") != std::string::npos));
}

// ----------------------------------------------------------- setup JSON --

TEST_CASE("lcg challenge: a setup position builds every seat's zones: the solo player's unnamed cards are its "
          "challenge deck's (Jerjerrod's Task: the three starting objectives in play, Death Star II set aside), "
          "the keys are the mode's players (MP-CHAL-1, MP-JT-3)",
          "[lcg][mp][chal][setup]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"dark", {{"hand", {"construction-droid"}}}}}, jt());
  const json ds = t.player(JDS);
  std::vector<std::string> objs = names(ds["objectives"]);
  std::sort(objs.begin(), objs.end());
  CHECK(objs == std::vector<std::string>{"Along the Sanctuary Pipeline", "Heightened Security", "Lemelisk's Ambition"});
  CHECK(names(ds["setAside"]) == std::vector<std::string>{"Death Star II"});
  CHECK(ds["deckCount"] == 59 - 4);
  CHECK(ds["affiliationCard"].is_null());
  CHECK(t.player(JLS2)["affiliation"] == "rebel-alliance");
  CHECK(t.player(JLS2)["objectives"].size() == 3);
  // The keys follow the mode: no light3 with three players, no dark2 in Jerjerrod's Task.
  lcgt::start_fails({{"light3", json::object()}}, "bad_setup", jt());
  lcgt::start_fails({{"dark2", json::object()}}, "bad_setup", jt());
  Table four({{"light3", {{"hand", {"counter-stroke"}}}}}, jt(4));
  CHECK(four.player(JLS3, JLS3)["hand"].size() == 1);
  // Only the solo player sets cards aside; only a team player has a common reserve (MP-GEN-10).
  lcgt::start_fails({{"light", {{"setAside", {"luke-skywalker"}}}}}, "bad_setup", jt());
  lcgt::start_fails({{"dark", {{"commonReserve", {"construction-droid"}}}}}, "bad_setup", jt());
  Table reserve({{"light", {{"commonReserve", {"counter-stroke"}}}}}, jt());
  CHECK(reserve.player(JLS1)["commonReserveCount"] == 1);
  // A Light Side player's affiliation card already under Death Star II (MP-JT-6): "collected".
  Table collected({{"light2", {{"collected", true}}}}, jt());
  CHECK(collected.player(JLS2)["affiliationCard"].is_null());
  CHECK(names(collected.player(JLS2)["setAside"]) == std::vector<std::string>{"Rebel Alliance"});
  CHECK_FALSE(collected.player(JLS1)["affiliationCard"].is_null());
  lcgt::start_fails({{"dark", {{"collected", true}}}}, "bad_setup", jt());
  lcgt::start_fails({{"light", {{"collected", 1}}}}, "bad_setup", jt());
  lcgt::start_fails({{"light", {{"collected", true}}}}, "bad_setup", json{{"mode", "2v2"}});
  // activePlayer names a player of the active team: 1..3 for a team of three, only 1 for the solo player.
  lcgt::start_fails({{"phase", "draw"}, {"active", "dark"}, {"activePlayer", 2}}, "bad_setup", jt());
  Table third({{"phase", "draw"}, {"active", "light"}, {"activePlayer", 3}, {"light3", {{"tookTurn", true}}}}, jt(4));
  CHECK(third.view()["active"] == JLS3);
  // The Hunt for Skywalker: dark, dark2 (dark3) and the solo light.
  Table h({{"phase", "deployment"}, {"active", "dark"}}, hfs());
  CHECK(names(h.player(HLS)["setAside"]) == std::vector<std::string>{"Luke Skywalker"});
  lcgt::start_fails({{"light2", json::object()}}, "bad_setup", hfs());
}

// ---------------------------------------------------------- team turns --

TEST_CASE("lcg challenge: the team takes its turn as a 2v2 team does, its players one after the other, and each "
          "may place a card in its common reserve, the solo player draws alone and has no common reserve "
          "(MP-CHAL-4, MP-GEN-10, MP-GEN-16, MP-GEN-19)",
          "[lcg][mp][chal][turn]") {
  SECTION("the team") {
    Table t({{"phase", "draw"},
             {"active", "light"},
             {"dark", {{"tookTurn", true}}},
             {"light", {{"hand", ls_events()}, {"tookTurn", true}}},
             {"light2", {{"hand", {"counter-stroke"}}, {"tookTurn", true}}}},
            jt());
    REQUIRE(t.to_act() == std::vector<int>{JLS1});
    CHECK(t.view()["active"] == JLS1);
    t.act(JLS1, "done");  // no optional discard
    CHECK(t.hand_count(JLS1) == 6);
    CHECK(t.offers(JLS1, "reserve:"));  // MP-GEN-6: a player with a teammate
    t.act(JLS1, "done");
    REQUIRE(t.to_act() == std::vector<int>{JLS2});
    CHECK(t.view()["active"] == JLS2);
    t.act(JLS2, "done");
    CHECK(t.hand_count(JLS2) == 6);
    CHECK(t.offers(JLS2, "reserve:"));
  }
  SECTION("the solo player") {
    Table t({{"phase", "draw"},
             {"active", "dark"},
             {"dark", {{"hand", ds_events()}, {"tookTurn", true}}},
             {"light", {{"tookTurn", true}}},
             {"light2", {{"tookTurn", true}}}},
            jt());
    REQUIRE(t.to_act() == std::vector<int>{JDS});
    t.act(JDS, "done");
    CHECK(!t.offers(JDS, "reserve:"));  // MP-GEN-10
    CHECK(t.hand_count(JDS) == t.player(JDS)["reserve"].get<int>());  // 6, and 2 more with Lemelisk's Ambition
    CHECK(!t.player(JDS).contains("commonReserveCount"));
    CHECK(t.player(JLS1).contains("commonReserveCount"));
  }
}

TEST_CASE("lcg challenge: the team shares three Force cards and the struggle resolves once, the solo player has "
          "three of its own (MP-CHAL-4, MP-GEN-14, MP-GEN-22)",
          "[lcg][mp][chal][force]") {
  Table t({{"phase", "force"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "construction-droid"}, {"force", true}}}}}},
           {"light", {{"tookTurn", true}, {"units", {{{"card", "luke-skywalker"}, {"force", true}}, "jedi-in-hiding"}}}},
           {"light2", {{"tookTurn", true}, {"units", {{{"card", "x-wing@13"}, {"force", true}}, "y-wing"}}}}},
          jt());
  CHECK(t.player(JLS1)["forceAvailable"] == 1);  // two of the team's three are committed
  CHECK(t.player(JLS2)["forceAvailable"] == 1);
  CHECK(t.player(JDS)["forceAvailable"] == 2);  // the solo player's own three
  REQUIRE(t.to_act() == std::vector<int>{JLS1});
  t.act(JLS1, "done");
  REQUIRE(t.to_act() == std::vector<int>{JLS2});
  t.act(JLS2, "commit:y-wing");
  CHECK(t.player(JLS1)["forceAvailable"] == 0);
  int struggles = 0;
  for (const std::string& l : t.log()) struggles += l.rfind("The Force struggle", 0) == 0;
  CHECK(struggles == 1);
}

// ---------------------------------------------------------- engagements --

TEST_CASE("lcg challenge: a team player engages the solo player's objectives, each of them at most once in the "
          "team's Conflict phase: one a teammate engaged is not offered to the next player "
          "(MP-CHAL-4, MP-GEN-21)",
          "[lcg][mp][chal][conflict]") {
  Table t({{"phase", "conflict"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"units", {"luke-skywalker"}}}},
           {"light2", {{"tookTurn", true}, {"units", {"x-wing@13"}}}}},
          jt());
  REQUIRE(t.to_act() == std::vector<int>{JLS1});
  CHECK(t.offers(JLS1, "engage:lemelisks-ambition"));
  CHECK(t.offers(JLS1, "engage:heightened-security"));
  CHECK(t.offers(JLS1, "engage:along-the-sanctuary-pipeline"));
  t.act(JLS1, "engage:lemelisks-ambition");
  t.act(JLS1, "attacker:luke-skywalker.");
  t.act(JLS1, "done");
  // Luke is focused once he has struck: LS #1's segment ends; LS #2 may not engage Lemelisk's Ambition again.
  play_until_engage(t, JLS2);
  REQUIRE(t.to_act() == std::vector<int>{JLS2});
  CHECK(t.view()["active"] == JLS2);
  CHECK(t.offers(JLS2, "engage:heightened-security"));
  CHECK(t.offers(JLS2, "engage:along-the-sanctuary-pipeline"));
  CHECK(!t.offers(JLS2, "engage:lemelisks-ambition"));
  // The next team Conflict phase starts afresh: in 2v2 and 1v1 every mark is gone when a segment ends.
}

TEST_CASE("lcg challenge: the solo player may engage the objectives of any opponent who has had a turn, not only "
          "one seat's (MP-CHAL-4, MP-GEN-15)",
          "[lcg][mp][chal][conflict]") {
  Table t({{"phase", "conflict"},
           {"active", "dark"},
           {"dark", {{"tookTurn", true}, {"units", {"tie-interceptor"}}}},
           {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey"}}}},
           {"light2", {{"tookTurn", true}, {"objectives", {"the-secret-of-yavin-4"}}}}},
          jt());
  REQUIRE(t.to_act() == std::vector<int>{JDS});
  CHECK(t.offers(JDS, "engage:a-heros-journey"));
  CHECK(t.offers(JDS, "engage:the-secret-of-yavin-4"));
  // An opponent who has not had a turn yet cannot be engaged (MP-GEN-15).
  Table first({{"phase", "conflict"},
               {"active", "dark"},
               {"dark", {{"tookTurn", true}, {"units", {"tie-interceptor"}}}},
               {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey"}}}},
               {"light2", {{"objectives", {"the-secret-of-yavin-4"}}}}},
              jt());
  CHECK(first.offers(JDS, "engage:a-heros-journey"));
  CHECK(!first.offers(JDS, "engage:the-secret-of-yavin-4"));
  // A setup engagement may name the defending player.
  Table e({{"phase", "conflict"},
           {"active", "dark"},
           {"engagement", {{"objective", 0}, {"defender", "light2"}}},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "tie-interceptor"}, {"attacking", true}}}}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}, {"objectives", {"the-secret-of-yavin-4"}}}}},
          jt());
  CHECK(e.view()["engagement"]["objective"].get<std::string>().rfind("the-secret-of-yavin-4.", 0) == 0);
  CHECK(e.view()["engagement"]["defender"] == JLS2);
}

// ---------------------------------------------------------------- the dial --

TEST_CASE("lcg challenge: the dial hooks: in Jerjerrod's Task it advances as usual but never wins and stops at 16, "
          "The Hunt for Skywalker has none (MP-JT-2, MP-JT-7, MP-HFS-7)",
          "[lcg][mp][chal][dial]") {
  Table t({{"phase", "balance"}, {"active", "dark"}, {"turn", 5}, {"dial", 15}, {"balance", "dark"},
           {"dark", {{"tookTurn", true}}}, {"light", {{"tookTurn", true}}}, {"light2", {{"tookTurn", true}}}},
          jt());
  // (Reactions to the phase's beginning may be offered first: passed.)
  for (int i = 0; i < 10 && t.phase() == "balance" && !t.to_act().empty() && t.offers(t.to_act().front(), "pass"); ++i)
    t.act(t.to_act().front(), "pass");
  INFO(json(t.log()).dump());
  CHECK(t.dial() == 16);
  CHECK(!t.over());
  lcgt::start_fails({{"dial", 17}}, "bad_setup", jt());
  Table h({{"phase", "balance"}, {"active", "dark"}, {"turn", 5}, {"balance", "dark"},
           {"dark", {{"tookTurn", true}}}, {"dark2", {{"tookTurn", true}}}, {"light", {{"tookTurn", true}}}},
          hfs());
  // (The Balance shows the Dark Side: Dark Side #1 may deal 1 damage to a vulnerable objective, MP-HFS-20; it declines.)
  for (int i = 0; i < 10 && h.phase() == "balance" && !h.to_act().empty(); ++i)
    h.act(h.to_act().front(), h.offers(h.to_act().front(), "decline") ? "decline" : "pass");
  CHECK(h.phase() != "balance");
  CHECK(h.dial() == 0);
  CHECK(!h.over());
  lcgt::start_fails({{"dial", 1}}, "bad_setup", hfs());
}
