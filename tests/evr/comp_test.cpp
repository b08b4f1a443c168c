// Components and card data (EVR-COMP-1..9, OQ-EVR-01), checked through the
// public views of set-up and dealt games.
#include <map>
#include <set>
#include "evr_fixture.h"

using namespace evrtest;

namespace {

const char* const kTypes[] = {"diplomacy", "force", "military", "recon"};

// The 16 non-character resource card ids of a faction ("reb." / "imp."), as
// listed in docs/api.md.
std::vector<std::string> generic_ids(const std::string& prefix) {
  std::vector<std::string> v;
  for (const char* t : kTypes)
    for (int value = 2; value <= 5; ++value) v.push_back(prefix + t + "-" + std::to_string(value));
  return v;
}

// The 24 events (names from the reference data; ids are the slugs, docs/api.md).
const std::vector<std::string> kEventIds = {
    "acquire-the-death-star-plans", "attack-on-echo-base", "balance-of-the-force",
    "battle-of-endor", "battle-of-hoth", "battle-of-yavin", "control-of-endor", "create-a-diversion",
    "destroy-the-shield-generator", "diplomatic-freedom", "display-of-power", "duel-on-cloud-city",
    "escape-from-tatooine", "evacuation-of-echo-base", "fall-of-a-hero", "heart-of-the-empire",
    "locate-the-rebel-base", "most-desperate-hour", "negotiate-with-the-hutts", "occupation-of-cloud-city",
    "rebel-uprising", "rescue-mission-to-cloud-city", "securing-the-rebel-base-on-yavin-4",
    "ultimate-power-in-the-universe"};

// Starts a match directly and returns the start() result (for error cases).
json start_result(const json& setup, const std::string& variant = "full") {
  sw::Match m{sw::builtin_registry()};
  json cfg = {{"game", "evr"}, {"seed", 7}, {"options", {{"variant", variant}, {"rebelSeat", 0}}}, {"setup", setup}};
  return parse(m.start(sw::dump(cfg)));
}

}  // namespace

TEST_CASE("EVR-COMP-1 a dealt full game holds 24+24 resource cards, 5+5 strategies, 24 events, 1 balance token",
          "[evr][comp]") {
  Evr g(json(), json::object(), 11);  // normal start: character selection
  REQUIRE(g.phase() == "setup");
  json v = g.view(-1);
  // 24 events, all still in the face-down event deck before round 1.
  CHECK(v["eventDeck"]["count"] == 24);
  CHECK(v["event"].is_null());
  // One balance token (EVR-COMP-6); it is set only once the characters are
  // chosen (EVR-SETUP-11), so during character selection it shows nothing.
  CHECK(v["balance"].is_null());
  for (int seat : {Evr::R, Evr::I}) {
    json own = g.player(seat, seat);
    // EVR-COMP-1: 24 resource cards per faction (16 in the deck, 8 characters waiting to be chosen).
    CHECK(own["deck"]["count"].get<int>() + own["reserve"]["count"].get<int>() == 24);
    CHECK(own["inPlay"].empty());
    CHECK(own["discard"].empty());
    // EVR-COMP-1 / EVR-COMP-5: 5 strategy cards each.
    CHECK(own["strategies"]["unused"].size() == 5);
    CHECK(own["strategies"]["faceDown"] == 5);
  }
}

TEST_CASE("EVR-COMP-2 EVR-COMP-3 OQ-EVR-01 each faction: 16 resource cards and 8 grey-bordered characters",
          "[evr][comp]") {
  // Put every non-character card into the (public) discard pile; the unnamed
  // characters go to the reserve, which the owner can see.
  json setup = {{"rebel", {{"discard", generic_ids("reb.")}}}, {"imperial", {{"discard", generic_ids("imp.")}}}};
  Evr g(setup);
  std::map<std::string, std::vector<json>> generic_by_faction;
  for (int seat : {Evr::R, Evr::I}) {
    const std::string faction = seat == Evr::R ? "rebel" : "imperial";
    const std::string prefix = seat == Evr::R ? "reb." : "imp.";
    json own = g.player(seat, seat);
    REQUIRE(own["deck"]["count"] == 0);
    json generic = own["discard"];
    json chars = own["reserve"]["cards"];
    // EVR-COMP-2: 8 characters and 16 other resource cards.
    REQUIRE(generic.size() == 16);
    REQUIRE(chars.size() == 8);
    std::set<std::string> ids;
    std::map<std::string, std::set<int>> values_by_type;
    for (const json& c : generic) {
      ids.insert(c["id"].get<std::string>());
      CHECK(c["faction"] == faction);
      CHECK(c["character"] == false);
      CHECK(c["id"].get<std::string>().rfind(prefix, 0) == 0);
      // EVR-COMP-3: a resource value and an ability.
      CHECK(c["value"].get<int>() > 0);
      CHECK_FALSE(c["power"].get<std::string>().empty());
      // OQ-EVR-01: a non-character card has the same value exhausted.
      CHECK(c["exhaustedValue"] == c["value"]);
      values_by_type[c["type"].get<std::string>()].insert(c["value"].get<int>());
    }
    // Four types valued 2 to 5 (the reference data; "Military 4" is confirmed).
    CHECK(values_by_type.size() == 4);
    for (const char* t : kTypes) CHECK(values_by_type[t] == std::set<int>{2, 3, 4, 5});
    for (const json& c : chars) {
      ids.insert(c["id"].get<std::string>());
      CHECK(c["faction"] == faction);
      CHECK(c["character"] == true);  // EVR-COMP-2: grey border = character flag
      CHECK(c["type"] == "character");
      CHECK_FALSE(c["power"].get<std::string>().empty());
      // EVR-COMP-3: an exhausted character has a lower value.
      CHECK(c["exhaustedValue"].get<int>() < c["value"].get<int>());
    }
    CHECK(ids.size() == 24);  // all 24 cards are different
    // The opponent sees the count of the reserve but not the cards (EVR-COMP-9).
    json theirs = g.player(seat, 1 - seat);
    CHECK(theirs["reserve"]["count"] == 8);
    CHECK_FALSE(theirs["reserve"].contains("cards"));
  }
}

TEST_CASE("EVR-COMP-3 EVR-COMP-8 OQ-EVR-01 exhausting lowers a character's value but not a non-character's",
          "[evr][comp]") {
  // Battle of Hoth: capacity 5, no ongoing effect. The Force powers exhaust a card.
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"deck", {"reb.military-3"}}, {"inPlay", {"reb.force-2", "reb.force-3", "reb.yoda"}}}},
             {"imperial", {{"inPlay", {"imp.force-4", "imp.darth-vader"}}}}});
  REQUIRE(g.total(Evr::R) == 2 + 3 + 6);
  REQUIRE(g.total(Evr::I) == 4 + 6);
  // EVR-COMP-8: a newly played card is face up and active.
  g.act(Evr::R, "play");
  json p = g.player(Evr::R);
  json played = p["inPlay"].back();
  CHECK(played["id"] == "reb.military-3");
  CHECK(played["exhausted"] == false);
  CHECK(played["current"] == 3);
  // Imperial: The Force 4 exhausts Rebel's Force 2 (non-character): value unchanged.
  g.act(Evr::I, "force:imp.force-4");
  g.act(Evr::I, "pick:reb.force-2");
  CHECK(g.exhausted(Evr::R, "reb.force-2"));
  CHECK(g.exhausted(Evr::I, "imp.force-4"));
  CHECK(g.total(Evr::R) == 2 + 3 + 6 + 3);  // OQ-EVR-01
  CHECK(g.total(Evr::I) == 4 + 6);          // exhausted Force 4 still counts 4
  // Rebel: The Force 3 exhausts Darth Vader: the character drops to its exhausted value.
  g.act(Evr::R, "force:reb.force-3");
  g.act(Evr::R, "pick:imp.darth-vader");
  json vader;
  const json imperial = g.player(Evr::I);
  for (const json& c : imperial["inPlay"])
    if (c["id"] == "imp.darth-vader") vader = c;
  REQUIRE(vader["exhausted"] == true);
  CHECK(vader["current"] == vader["exhaustedValue"]);
  CHECK(vader["current"].get<int>() < vader["value"].get<int>());  // EVR-COMP-3
  CHECK(g.total(Evr::I) == 4 + vader["exhaustedValue"].get<int>());
}

TEST_CASE("EVR-COMP-4 the event deck has 24 events, each with capacity, target, VP and influence", "[evr][comp]") {
  // All 24 ids together form a complete event deck (no event is missing).
  {
    Evr g(json{{"phase", "planning"}, {"eventDeck", kEventIds}});
    json v = g.view(-1);
    CHECK(v["event"]["id"] == kEventIds[0]);  // the top card is revealed (EVR-PLAN-2)
    CHECK(v["eventDeck"]["count"] == 23);
  }
  // An id that is not one of the 24 is rejected.
  json bad = start_result(json{{"phase", "struggle"}, {"event", "battle-of-naboo"}});
  CHECK(bad["ok"] == false);
  CHECK(bad["error"]["code"] == "bad_setup");

  int total_vp = 0, total_influence = 0;
  std::set<std::string> names;
  for (const std::string& id : kEventIds) {
    INFO(id);
    Evr g(json{{"phase", "struggle"}, {"event", id}, {"balance", "rebel"}});
    json e = g.view(-1)["event"];
    REQUIRE(e["id"] == id);
    names.insert(e["name"].get<std::string>());
    int capacity = e["capacity"].get<int>(), target = e["target"].get<int>();
    CHECK(capacity >= 2);
    CHECK(capacity <= 6);
    CHECK(target >= 5);
    CHECK(e["vp"].get<int>() >= 1);  // every event is worth at least 1 VP (OQ-EVR-13's premise)
    CHECK(e["influence"].get<int>() >= 0);
    // The capacity is the limit each player sees for this struggle.
    CHECK(g.player(Evr::R)["capacity"] == capacity);
    CHECK(g.player(Evr::I)["capacity"] == capacity);
    // An effect is optional; its timing tag says when it applies (OQ-EVR-04).
    if (e["effect"].is_null()) CHECK(e["timing"] == "none");
    else CHECK((e["timing"] == "ongoing" || e["timing"] == "resolution"));
    total_vp += e["vp"].get<int>();
    total_influence += e["influence"].get<int>();
    if (id == "escape-from-tatooine") {
      // Confirmed by a review: capacity 3, target 11.
      CHECK(capacity == 3);
      CHECK(target == 11);
    }
  }
  CHECK(names.size() == 24);
  // Totals of the reference data (docs/rulings.md: 42 VP and 30 influence).
  CHECK(total_vp == 42);
  CHECK(total_influence == 30);
}

TEST_CASE("EVR-COMP-5 each faction has 5 strategy cards, both with Deception (Fortely) and Infiltration (Beszivargas)",
          "[evr][comp]") {
  Evr g(json{{"phase", "planning"}, {"event", "battle-of-hoth"}});
  std::set<std::string> per_seat[2];
  for (int seat : {Evr::R, Evr::I}) {
    const json own = g.player(seat, seat);
    for (const json& s : own["strategies"]["unused"]) per_seat[seat].insert(s.get<std::string>());
    CHECK(per_seat[seat].size() == 5);
    // The choice offered in Planning is exactly these 5 cards.
    std::set<std::string> offered;
    for (const std::string& id : g.ids(seat)) offered.insert(id);
    std::set<std::string> expected;
    for (const std::string& s : per_seat[seat]) expected.insert("strategy:" + s);
    CHECK(offered == expected);
  }
  CHECK(per_seat[0] == per_seat[1]);
  CHECK(per_seat[0].count("deception") == 1);
  CHECK(per_seat[0].count("infiltration") == 1);
}

TEST_CASE("EVR-COMP-6 the balance token always shows exactly one faction, and it can change", "[evr][comp]") {
  // Rebel ahead on VP (Control of Endor won earlier): after this round the
  // token must show the Empire, the faction with fewer VP (EVR-DOM-14).
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.military-5"}}, {"won", {"control-of-endor"}}, {"strategy", {{"chosen", "bureaucracy"}}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}}}});
  CHECK(g.view(-1)["balance"] == "rebel");
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  json v = g.view(-1);
  REQUIRE(v["balance"].is_string());
  CHECK(v["balance"] == "imperial");
  // The learning game has no balance token (EVR-SETUP-4).
  Evr learn(json(), json::object(), 1, "learning");
  CHECK(learn.view(-1)["balance"].is_null());
}

TEST_CASE("EVR-COMP-7 influence tokens are unlimited: players may hold more than the 16 physical tokens",
          "[evr][comp]") {
  // Both players together already hold 30 tokens; winning Control of Endor
  // (influence 2) and Yoda's power still take tokens from the supply.
  Evr g(json{{"phase", "struggle"},
             {"event", "control-of-endor"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.yoda"}}, {"influence", 15}, {"strategy", {{"chosen", "direct-assault"}}}}},
             {"imperial", {{"inPlay", {"imp.recon-2"}}, {"influence", 15}, {"strategy", {{"chosen", "direct-assault"}}}}}});
  g.act(Evr::R, "force:reb.yoda");
  CHECK(g.influence(Evr::R) == 16);
  g.pass_out();  // Imperial passes, Rebel passes
  // Rebel 1 + 2 = 3, Imperial 2 + 2 = 4, target 9: the Empire wins 2 influence.
  REQUIRE(g.view(-1)["lastResult"]["winner"] == Evr::I);
  CHECK(g.influence(Evr::I) == 17);
  CHECK(g.influence(Evr::R) + g.influence(Evr::I) == 33);
}

TEST_CASE("EVR-COMP-8 a card in play is active or exhausted, Use the Force turns it, influence turns it back",
          "[evr][comp]") {
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.recon-4"}}, {"influence", 1}}},
             {"imperial", {{"inPlay", {"imp.recon-2"}}}}});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.recon-4"));
  g.act(Evr::R, "force:reb.recon-4");
  g.act(Evr::R, "deck:imperial");
  // Recon: discard one of the top two cards of the Imperial deck.
  std::vector<std::string> picks = g.ids(Evr::R);
  REQUIRE(picks.size() == 2);
  g.act(Evr::R, picks[0]);
  CHECK(g.exhausted(Evr::R, "reb.recon-4"));
  g.act(Evr::I, "pass");
  g.act(Evr::R, "influence:reb.recon-4");
  CHECK_FALSE(g.exhausted(Evr::R, "reb.recon-4"));
}

TEST_CASE("EVR-COMP-9 the opponent and spectators never see the reserve, the deck order or a face-down strategy",
          "[evr][comp][hidden]") {
  // Rebel deck: Military 4 on top, then the rest; reserve: Yoda, Leia, ...
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel",
              {{"deck", {"reb.military-4", "reb.han-solo", "reb.luke-skywalker", "reb.chewbacca", "reb.obi-wan-kenobi"}},
               {"inPlay", {"reb.force-3"}},
               {"strategy", {{"chosen", "deception"}}}}},
             {"imperial",
              {{"deck", {"imp.darth-vader", "imp.boba-fett", "imp.ig-88", "imp.admiral-piett"}},
               {"inPlay", {"imp.force-5"}},
               {"strategy", {{"chosen", "infiltration"}}}}}});
  // Hidden Rebel cards: the deck's known top cards and the reserve (Yoda, Leia, ...).
  const std::vector<std::string> rebel_hidden = {"reb.military-4", "reb.han-solo", "reb.luke-skywalker",
                                                 "reb.yoda", "reb.leia-organa", "reb.r2-d2-c-3po"};
  const std::vector<std::string> imperial_hidden = {"imp.darth-vader", "imp.boba-fett", "imp.emperor-palpatine",
                                                    "imp.jabba-the-hutt"};
  for (int viewer : {Evr::I, -1}) {
    INFO("viewer " << viewer);
    std::string text = sw::dump(g.view(viewer));
    for (const std::string& id : rebel_hidden) CHECK(text.find(id) == std::string::npos);
    if (viewer == -1)
      for (const std::string& id : imperial_hidden) CHECK(text.find(id) == std::string::npos);
    json reb = g.player(Evr::R, viewer);
    CHECK(reb["reserve"]["count"] == 4);
    CHECK_FALSE(reb["reserve"].contains("cards"));
    CHECK(reb["deck"].size() == 1);  // only {"count": n}
    CHECK(reb["strategies"]["hasChosen"] == true);
    CHECK(reb["strategies"]["chosen"].is_null());
    CHECK_FALSE(reb["strategies"].contains("unused"));
    // The log is redacted the same way.
    std::string log = sw::dump(g.log(viewer));
    CHECK(log.find("deception") == std::string::npos);
    CHECK(log.find("Deception") == std::string::npos);
  }
  // The owner sees their own reserve and chosen strategy (EVR-FAQ-9) but not the deck order either.
  json own = g.player(Evr::R, Evr::R);
  CHECK(own["reserve"]["cards"].size() == 4);
  CHECK(own["strategies"]["chosen"] == "deception");
  std::string own_text = sw::dump(g.view(Evr::R));
  CHECK(own_text.find("reb.military-4") == std::string::npos);
  CHECK(own_text.find("reb.han-solo") == std::string::npos);
  CHECK(g.player(Evr::I, Evr::R)["strategies"]["chosen"].is_null());
  // Nothing to decide: no actions listed for the seat not on turn, nor for spectators.
  CHECK(g.ids(Evr::I).empty());
  CHECK(parse(g.m.legal_actions(-1)).empty());

  // Once revealed in Dominance, used strategies are face up for everyone.
  g.pass_out();
  REQUIRE(g.phase() == "planning");
  json reb = g.player(Evr::R, Evr::I);
  CHECK(reb["strategies"]["used"] == json::array({"deception"}));
  CHECK(g.player(Evr::I, -1)["strategies"]["used"] == json::array({"infiltration"}));
  CHECK(g.view(-1)["lastResult"]["strategies"] == json::array({"deception", "infiltration"}));
}

TEST_CASE("EVR-COMP-9 character choices at setup stay secret from the opponent", "[evr][comp][hidden]") {
  Evr g(json(), json::object(), 3);
  REQUIRE(g.phase() == "setup");
  const std::vector<std::string> picks = {"character:reb.yoda", "character:reb.han-solo", "character:reb.leia-organa",
                                          "character:reb.chewbacca"};
  for (const std::string& id : picks) g.act(Evr::R, id);
  for (int viewer : {Evr::I, -1}) {
    std::string view = sw::dump(g.view(viewer)), log = sw::dump(g.log(viewer));
    for (const char* id : {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.chewbacca", "reb.luke-skywalker"}) {
      CHECK(view.find(id) == std::string::npos);
      CHECK(log.find(id) == std::string::npos);
    }
    CHECK(log.find("Yoda") == std::string::npos);
  }
  // The Rebel player sees their own choice in their log.
  CHECK(sw::dump(g.log(Evr::R)).find("Yoda") != std::string::npos);
}
