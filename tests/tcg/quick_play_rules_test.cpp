// The quick-play variant for beginners (TCG-SETUP-12): option "variant":"quick".
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

int units_in(const json& arenas) {
  int n = 0;
  for (const char* a : {"Space", "Ground", "Character"}) n += static_cast<int>(arenas[a].size());
  return n;
}

}  // namespace

TEST_CASE("TCG-SETUP-12: quick play - no Missions or Battle cards, each side picks units of its deck up to 30 and plays with those only", "[tcg]") {
  Table t(json(nullptr), {{"variant", "quick"}});
  int units[2] = {0, 0};
  for (int seat : {DS, LS}) {
    const json hand = t.player(seat, seat)["hand"];
    units[seat] = static_cast<int>(hand.size());
    CHECK(units[seat] >= 36);  // a legal deck has at least 12 units of each type (TCG-DECK-4)
    for (const json& c : hand) CHECK((c["type"] == "Space" || c["type"] == "Ground" || c["type"] == "Character"));
    CHECK(t.deck_count(seat) == 0);
  }
  // No mulligan: the Dark Side picks first, with no partly built card.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.step() == "setup");
  CHECK_FALSE(t.offers(DS, "mulligan:"));
  CHECK_FALSE(t.offers(DS, "partial:"));
  CHECK(t.offers(DS, "send:"));
  int picks = 0;
  for (int guard = 0; guard < 100 && t.view()["phase"] == "setup"; ++guard) {
    const int seat = t.to_act().at(0);
    const int before = t.hand_count(seat);
    std::string pick;
    for (const std::string& id : t.ids(seat))
      if (id.rfind("send:", 0) == 0 || id.rfind("ontop:", 0) == 0 || id.rfind("beneath:", 0) == 0) pick = id;
    if (pick.empty()) {
      REQUIRE(t.offers(seat, "stop"));
      t.act(seat, "stop");
      continue;
    }
    CHECK_FALSE(t.offers(seat, "stop"));  // a unit still fits: keep picking
    t.act(seat, pick);
    ++picks;
    if (t.view()["phase"] == "setup") CHECK(t.hand_count(seat) == before - 1);  // no card drawn
  }
  REQUIRE(t.view()["phase"] != "setup");
  CHECK(picks >= 2);
  for (int seat : {DS, LS}) {
    const json p = t.player(seat);
    CHECK(p["setupTotal"].get<int>() <= 30);
    CHECK(p["setupTotal"].get<int>() > 20);
    // The units not picked left the game; turn 1's Ready phase drew nothing.
    CHECK(p["handCount"] == 0);
    CHECK(p["deckCount"] == 0);
    CHECK(p["asideCount"].get<int>() + units_in(p["arenas"]) <= units[seat]);
    CHECK(p["asideCount"].get<int>() > 0);
  }
  CHECK(t.logged("sets aside"));
}

TEST_CASE("TCG-SETUP-12: a quick-play game runs to its end with random legal actions, and the standard variant is the default", "[tcg]") {
  sw::Match m{registry()};
  json r = parse(m.start(sw::dump(config(json(nullptr), {{"variant", "fast"}}))));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
  Table std_game(json(nullptr));
  CHECK(std_game.hand_count(DS) == 7);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Table t(json(nullptr), {{"variant", "quick"}, {"maxTurns", 40}}, seed);
    sw::Rng pick(seed, 3);
    int steps = 0;
    for (; steps < 5000 && !t.status()["terminal"].get<bool>(); ++steps) {
      const int seat = t.to_act().at(0);
      const std::vector<std::string> ids = t.ids(seat);
      REQUIRE_FALSE(ids.empty());
      t.act(seat, ids[pick.below(static_cast<uint32_t>(ids.size()))]);
    }
    CHECK(t.status()["terminal"] == true);
    // Only units were ever in the game.
    for (int seat : {DS, LS})
      for (const json& c : t.player(seat)["discard"]) CHECK((c["type"] != "Mission" && c["type"] != "Battle"));
  }
}
