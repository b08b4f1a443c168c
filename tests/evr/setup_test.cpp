// Setup of the learning game and of the full game (EVR-SETUP-1..12, OQ-EVR-02).
#include <set>
#include "evr_fixture.h"

using namespace evrtest;

namespace {

// A normal (not set-up) start with the given options.
json start_cfg(uint64_t seed, const json& options) {
  json opts = options;
  return json{{"game", "evr"}, {"seed", seed}, {"options", opts}};
}

json start(sw::Match& m, uint64_t seed, const json& options) { return parse(m.start(sw::dump(start_cfg(seed, options)))); }

json view_of(const sw::Match& m, int seat) { return parse(m.view(seat)); }

std::vector<std::string> action_ids(const sw::Match& m, int seat) {
  std::vector<std::string> v;
  for (const json& a : parse(m.legal_actions(seat))) v.push_back(a["id"].get<std::string>());
  return v;
}

std::string apply_code(sw::Match& m, int seat, const std::string& id) {
  json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
  return r["ok"] == true ? std::string() : r["error"]["code"].get<std::string>();
}

}  // namespace

// ---------------------------------------------------------------- learning game

TEST_CASE("EVR-SETUP-1 the learning game uses only Escape from Tatooine, face up", "[evr][setup][learning]") {
  Evr g(json(), json::object(), 5, "learning");
  json v = g.view(-1);
  CHECK(v["variant"] == "learning");
  CHECK(v["event"]["id"] == "escape-from-tatooine");
  CHECK(v["event"]["capacity"] == 3);
  CHECK(v["event"]["target"] == 11);
  CHECK(v["eventDeck"]["count"] == 0);  // the only event used
}

TEST_CASE("EVR-SETUP-2 EVR-SETUP-3 learning game: each player has a shuffled deck of their 16 non-character cards",
          "[evr][setup][learning]") {
  std::set<std::string> first_cards;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    for (int rebel_seat : {0, 1}) {
      sw::Match m{sw::builtin_registry()};
      REQUIRE(start(m, seed, {{"variant", "learning"}, {"rebelSeat", rebel_seat}})["ok"] == true);
      json v = view_of(m, -1);
      // EVR-SETUP-2: one player is the Rebels, the other the Empire.
      CHECK(v["players"][rebel_seat]["faction"] == "rebel");
      CHECK(v["players"][1 - rebel_seat]["faction"] == "imperial");
      for (int seat : {0, 1}) {
        json own = view_of(m, seat)["players"][seat];
        // EVR-SETUP-3: the 8 characters are back in the box: 16 cards, no reserve.
        CHECK(own["deck"]["count"] == 16);
        CHECK(own["reserve"]["count"] == 0);
        CHECK(own["reserve"]["cards"].empty());
      }
      // Each player plays up to the capacity (3): every card is their own
      // faction's and none is a character.
      for (int k = 0; k < 6; ++k) {
        int seat = view_of(m, -1)["toAct"][0].get<int>();
        REQUIRE(apply_code(m, seat, "play").empty());
      }
      for (int seat : {0, 1}) {
        json p = view_of(m, -1)["players"][seat];
        REQUIRE(p["inPlay"].size() == 3);
        for (const json& c : p["inPlay"]) {
          CHECK(c["faction"] == p["faction"]);
          CHECK(c["character"] == false);
        }
        CHECK(p["deck"]["count"] == 13);
      }
      first_cards.insert(view_of(m, -1)["players"][rebel_seat]["inPlay"][0]["id"].get<std::string>());
    }
  }
  // The decks are shuffled: the Rebel's first card differs between seeds.
  CHECK(first_cards.size() > 3);
  // A learning position cannot contain a character.
  sw::Match m{sw::builtin_registry()};
  json cfg = start_cfg(1, {{"variant", "learning"}, {"rebelSeat", 0}});
  cfg["setup"] = {{"rebel", {{"inPlay", {"reb.yoda"}}}}};
  json r = parse(m.start(sw::dump(cfg)));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_setup");
}

TEST_CASE("EVR-SETUP-4 learning game: no strategies, balance token or influence", "[evr][setup][learning]") {
  Evr g(json{{"rebel", {{"inPlay", {{{"card", "reb.force-2"}, {"exhausted", true}}, "reb.recon-3"}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}}}},
        json::object(), 1, "learning");
  json v = g.view(Evr::R);
  CHECK(v["balance"].is_null());
  for (int seat : {Evr::R, Evr::I}) {
    CHECK(v["players"][seat]["influence"] == 0);
    CHECK_FALSE(v["players"][seat].contains("strategies"));
  }
  // An exhausted card but no influence to ready it: only play, Use the Force, pass.
  std::vector<std::string> ids = g.ids(Evr::R);
  for (const std::string& id : ids) {
    CHECK(id.rfind("influence:", 0) != 0);
    CHECK(id.rfind("strategy", 0) != 0);
  }
  CHECK(contains(ids, "force:reb.recon-3"));
  // Influence tokens cannot even be placed in a learning position.
  sw::Match m{sw::builtin_registry()};
  json cfg = start_cfg(1, {{"variant", "learning"}, {"rebelSeat", 0}});
  cfg["setup"] = {{"rebel", {{"influence", 2}}}};
  CHECK(parse(m.start(sw::dump(cfg)))["error"]["code"] == "bad_setup");
}

// ---------------------------------------------------------------- full game

TEST_CASE("EVR-SETUP-5 the full game shuffles all 24 events, Escape from Tatooine included", "[evr][setup]") {
  std::set<std::string> first_events;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    sw::Match m{sw::builtin_registry()};
    REQUIRE(start(m, seed, {{"characters", "random"}})["ok"] == true);
    json v = view_of(m, -1);
    REQUIRE(v["phase"] == "planning");
    CHECK(v["eventDeck"]["count"] == 23);  // 24 minus the revealed one
    first_events.insert(v["event"]["id"].get<std::string>());
  }
  // Shuffled: many different first events, the learning game's among them.
  CHECK(first_events.size() >= 20);
  CHECK(first_events.count("escape-from-tatooine") == 1);
  // Before character selection is over, all 24 are face down in the deck.
  Evr g(json(), json::object(), 2);
  CHECK(g.view(-1)["eventDeck"]["count"] == 24);
  CHECK(g.view(-1)["event"].is_null());
}

TEST_CASE("EVR-SETUP-6 OQ-EVR-02 factions: option rebelSeat, random by default, each gets their faction's cards",
          "[evr][setup]") {
  int rebel_at_0 = 0, rebel_at_1 = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    sw::Match m{sw::builtin_registry()};
    REQUIRE(start(m, seed, json::object())["ok"] == true);  // rebelSeat defaults to -1 = random
    json v = view_of(m, -1);
    if (v["players"][0]["faction"] == "rebel") ++rebel_at_0;
    else ++rebel_at_1;
    CHECK(v["players"][0]["faction"] != v["players"][1]["faction"]);
  }
  CHECK(rebel_at_0 > 0);
  CHECK(rebel_at_1 > 0);
  for (int rebel_seat : {0, 1}) {
    sw::Match m{sw::builtin_registry()};
    REQUIRE(start(m, 9, {{"rebelSeat", rebel_seat}})["ok"] == true);
    for (int seat : {0, 1}) {
      json own = view_of(m, seat)["players"][seat];
      std::string faction = seat == rebel_seat ? "rebel" : "imperial";
      CHECK(own["faction"] == faction);
      // Their faction's resource cards (the characters are visible in the reserve) ...
      REQUIRE(own["reserve"]["cards"].size() == 8);
      for (const json& c : own["reserve"]["cards"]) CHECK(c["faction"] == faction);
      for (const std::string& id : action_ids(m, seat)) CHECK(id.rfind(seat == rebel_seat ? "character:reb." : "character:imp.", 0) == 0);
      // ... and their strategy cards.
      CHECK(own["strategies"]["unused"].size() == 5);
    }
  }
}

TEST_CASE("EVR-SETUP-7 each player's 5 strategy cards start face down and unused", "[evr][setup]") {
  Evr g(json(), {{"characters", "random"}}, 4);
  REQUIRE(g.phase() == "planning");
  for (int seat : {Evr::R, Evr::I}) {
    json st = g.player(seat, seat)["strategies"];
    CHECK(st["faceDown"] == 5);
    CHECK(st["unused"].size() == 5);
    CHECK(st["used"].empty());
    CHECK(st["discarded"].empty());
    CHECK(st["hasChosen"] == false);
    // The opponent sees how many are face down, not which.
    json theirs = g.player(seat, 1 - seat)["strategies"];
    CHECK(theirs["faceDown"] == 5);
    CHECK_FALSE(theirs.contains("unused"));
  }
}

TEST_CASE("EVR-SETUP-8 EVR-SETUP-9 each player secretly picks 4 of 8 characters, the rest is the reserve",
          "[evr][setup]") {
  Evr g(json(), json::object(), 6);
  REQUIRE(g.phase() == "setup");
  // Both choose at the same time.
  CHECK(g.to_act() == std::vector<int>{0, 1});
  std::vector<std::string> offered = g.ids(Evr::R);
  REQUIRE(offered.size() == 8);
  for (const std::string& id : offered) CHECK(id.rfind("character:reb.", 0) == 0);
  CHECK(g.ids(Evr::I).size() == 8);
  // The Imperial player may go first; one pick at a time.
  g.act(Evr::I, "character:imp.darth-vader");
  CHECK_FALSE(g.can(Evr::I, "character:imp.darth-vader"));  // already chosen
  CHECK(g.ids(Evr::I).size() == 7);
  const std::vector<std::string> mine = {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.luke-skywalker"};
  for (const std::string& c : mine) g.act(Evr::R, "character:" + c);
  // Four picked: nothing more to decide for the Rebel; a fifth pick is refused.
  CHECK(g.ids(Evr::R).empty());
  CHECK(g.try_act(Evr::R, "character:reb.chewbacca") == "not_your_turn");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  json own = g.player(Evr::R, Evr::R);
  CHECK(own["reserve"]["count"] == 4);
  std::set<std::string> reserve;
  for (const json& c : own["reserve"]["cards"]) reserve.insert(c["id"].get<std::string>());
  CHECK(reserve == std::set<std::string>{"reb.chewbacca", "reb.lando-calrissian", "reb.obi-wan-kenobi", "reb.r2-d2-c-3po"});
  // EVR-SETUP-9: 16 + 4 cards form the deck; the chosen ones are not in the reserve,
  // in play or discarded, so they are in the deck.
  CHECK(own["deck"]["count"] == 20);
  CHECK(own["inPlay"].empty());
  CHECK(own["discard"].empty());
  // The opponent only sees counts.
  json theirs = g.player(Evr::R, Evr::I);
  CHECK(theirs["reserve"]["count"] == 4);
  CHECK_FALSE(theirs["reserve"].contains("cards"));
  for (const char* c : {"imp.boba-fett", "imp.ig-88", "imp.jabba-the-hutt"}) g.act(Evr::I, std::string("character:") + c);
  CHECK(g.phase() == "planning");
  CHECK(g.player(Evr::I, Evr::I)["deck"]["count"] == 20);
  CHECK(g.player(Evr::I, Evr::I)["reserve"]["count"] == 4);
}

TEST_CASE("EVR-SETUP-9 the chosen characters are shuffled into the resource deck", "[evr][setup]") {
  // Same picks, different seeds: the first card played is sometimes a
  // chosen character, sometimes not (never a reserve card).
  int characters_first = 0, others_first = 0;
  const std::vector<std::string> mine = {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.luke-skywalker"};
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Evr g(json(), json::object(), seed);
    for (const std::string& c : mine) g.act(Evr::R, "character:" + c);
    for (const char* c : {"imp.darth-vader", "imp.boba-fett", "imp.ig-88", "imp.jabba-the-hutt"})
      g.act(Evr::I, std::string("character:") + c);
    g.act(Evr::R, "strategy:bureaucracy");
    g.act(Evr::I, "strategy:bureaucracy");
    REQUIRE(g.phase() == "struggle");
    if (g.to_act() != std::vector<int>{Evr::R}) g.act(Evr::I, "play");
    g.act(Evr::R, "play");
    json card = g.player(Evr::R)["inPlay"][0];
    if (card["character"] == true) {
      ++characters_first;
      CHECK(contains(mine, card["id"].get<std::string>()));
    } else {
      ++others_first;
    }
  }
  CHECK(characters_first > 0);
  CHECK(others_first > 0);
}

TEST_CASE("EVR-SETUP-10 each player starts with 2 influence tokens", "[evr][setup]") {
  Evr g(json(), json::object(), 8);
  CHECK(g.influence(Evr::R) == 2);
  CHECK(g.influence(Evr::I) == 2);
  CHECK(g.vp(Evr::R) == 0);
  CHECK(g.vp(Evr::I) == 0);
  // The two tokens are real: a player can ready exactly two cards with them.
  Evr s(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {{{"card", "reb.force-2"}, {"exhausted", true}}, {{"card", "reb.force-3"}, {"exhausted", true}}}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}}}});
  REQUIRE(s.influence(Evr::R) == 2);  // not named in the setup: the starting 2
  s.act(Evr::R, "influence:reb.force-2");
  s.act(Evr::I, "pass");
  s.act(Evr::R, "influence:reb.force-3");
  CHECK(s.influence(Evr::R) == 0);
  s.act(Evr::I, "pass");
  s.act(Evr::R, "force:reb.force-2");
  s.act(Evr::R, "pick:imp.military-2");
  s.act(Evr::I, "pass");
  CHECK(s.exhausted(Evr::R, "reb.force-2"));
  CHECK_FALSE(s.can(Evr::R, "influence:reb.force-2"));  // no token left
}

TEST_CASE("EVR-SETUP-11 the balance token's side is random", "[evr][setup]") {
  std::set<std::string> sides;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    sw::Match m{sw::builtin_registry()};
    REQUIRE(start(m, seed, {{"rebelSeat", 0}, {"characters", "random"}})["ok"] == true);
    json v = view_of(m, -1);
    sides.insert(v["balance"].get<std::string>());
    // Either side is a legal start.
    CHECK((v["balance"] == "rebel" || v["balance"] == "imperial"));
  }
  CHECK(sides.size() == 2);
}

TEST_CASE("EVR-SETUP-12 after setup round 1 begins with the Planning phase", "[evr][setup]") {
  Evr g(json(), json::object(), 10);
  for (const char* c : {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.luke-skywalker"})
    g.act(Evr::R, std::string("character:") + c);
  CHECK(g.phase() == "setup");  // still waiting for the Empire
  for (const char* c : {"imp.darth-vader", "imp.boba-fett", "imp.ig-88", "imp.jabba-the-hutt"})
    g.act(Evr::I, std::string("character:") + c);
  json st = g.status();
  CHECK(st["phase"] == "planning");
  CHECK(st["round"] == 1);
  CHECK(g.view(-1)["event"].is_object());
  CHECK(g.to_act() == std::vector<int>{0, 1});  // both choose a strategy
  CHECK(g.can(Evr::R, "strategy:support"));
}
