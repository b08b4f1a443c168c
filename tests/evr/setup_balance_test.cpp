// The balance token is set at set-up step 7, after the characters are chosen
// (EVR-SETUP-11), and the log names the seat that really acts first in a
// set-up position (EVR-STRUGGLE-1).
#include "evr_fixture.h"

using namespace evrtest;

namespace {

// Sequence number of the first log entry of `type` (-1 if none).
int first_seq(const json& log, const std::string& type) {
  for (const json& e : log)
    if (e["type"] == type) return e["seq"].get<int>();
  return -1;
}

int last_seq(const json& log, const std::string& type) {
  int seq = -1;
  for (const json& e : log)
    if (e["type"] == type) seq = e["seq"].get<int>();
  return seq;
}

}  // namespace

TEST_CASE("EVR-SETUP-11 the balance token is set only after both players chose their characters",
          "[evr][setup][balance]") {
  for (uint64_t seed : {1u, 2u, 3u, 4u}) {
    Evr g(json(), json::object(), seed);
    REQUIRE(g.phase() == "setup");
    // Nobody (spectator or player) can know who wins a round-1 tie while choosing characters.
    for (int viewer : {-1, Evr::R, Evr::I}) CHECK(g.view(viewer)["balance"].is_null());
    CHECK(first_seq(g.log(-1), "balance") < 0);
    for (const char* c : {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.luke-skywalker"})
      g.act(Evr::R, std::string("character:") + c);
    CHECK(g.view(Evr::I)["balance"].is_null());
    for (const char* c : {"imp.darth-vader", "imp.boba-fett", "imp.ig-88"}) g.act(Evr::I, std::string("character:") + c);
    CHECK(g.view(Evr::R)["balance"].is_null());
    g.act(Evr::I, "character:imp.jabba-the-hutt");
    json v = g.view(-1);
    REQUIRE(v["balance"].is_string());
    CHECK((v["balance"] == "rebel" || v["balance"] == "imperial"));
    // The log flips the token after the last character was chosen, before round 1.
    json log = g.log(-1);
    int flip = first_seq(log, "balance");
    REQUIRE(flip >= 0);
    CHECK(flip > last_seq(log, "character_chosen"));
    CHECK(flip < first_seq(log, "event_revealed"));
  }
}

TEST_CASE("EVR-SETUP-11 a set-up position at character selection leaves the token unset unless it names it",
          "[evr][setup][balance]") {
  Evr unset(json{{"phase", "characters"}});
  CHECK(unset.view(-1)["balance"].is_null());
  Evr named(json{{"phase", "characters"}, {"balance", "imperial"}});
  CHECK(named.view(-1)["balance"] == "imperial");
  // A position that starts later always has a token.
  Evr later(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}});
  CHECK(later.view(-1)["balance"].is_string());
}

TEST_CASE("EVR-STRUGGLE-1 a set-up position with toAct names who acts first in the log, not the balance side",
          "[evr][setup][balance]") {
  Evr g(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}, {"toAct", "imperial"}});
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  std::string text;
  for (const json& e : g.log(-1))
    if (e["type"] == "struggle_begins") text = e["text"].get<std::string>();
  CHECK(text.find("Imperial acts first") != std::string::npos);
  CHECK(text.find("Rebel acts first") == std::string::npos);
  // Without toAct the balance side (Rebel) acts first (EVR-STRUGGLE-1).
  Evr d(json{{"phase", "struggle"}, {"event", "battle-of-hoth"}, {"balance", "rebel"}});
  CHECK(d.to_act() == std::vector<int>{Evr::R});
}
