// Infantry Battle Droid, B1 Series: "When this unit leaves the Character arena by being discarded, you draw a card."
#include "../tcg_fixture.h"

using namespace tcgt;

namespace {
// The index of the first log line containing `needle` at or after `from` (-1: none).
int line_of(const Table& t, const std::string& needle, int from = 0) {
  const std::vector<json> log = t.log_entries();
  for (int i = from; i < static_cast<int>(log.size()); ++i)
    if (log[static_cast<size_t>(i)]["text"].get<std::string>().find(needle) != std::string::npos) return i;
  return -1;
}
// Everybody declines, passes or ends the step until the turn is over.
void finish_turn(Table& t) {
  for (int k = 0; k < 40 && t.view()["turn"] == 1; ++k) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  REQUIRE(t.view()["turn"] == 2);
}
}  // namespace

TEST_CASE("Infantry Battle Droid, B1 Series: destroyed by damage in the Character arena, its player draws a card (TCG-DMG-3, TCG-ABIL-7)", "[tcg][tcg-cards]") {
  // Elan deals 1 damage to each other Character of his player's when the battle phase ends: the B1 (health 1) is discarded.
  json ds = {{"arenas", {{{"card", "elan-sleazebaggano-a"}, {"tapped", true}}, {{"card", "infantry-battle-droid-b1-series"}, {"tapped", true}}}},
             {"deck", {"geonosian-guard", "geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "clone-warrior-4-163"}, {"tapped", true}}}}, {"deck", {"clone-squad", "clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}});
  finish_turn(t);
  CHECK(t.discard(DS) == std::vector<std::string>{"Infantry Battle Droid, B1 Series"});
  // The B1's draw comes after its discard and before the next turn's Ready draw: 2 cards drawn in all.
  const int gone = line_of(t, "Infantry Battle Droid, B1 Series is destroyed");
  REQUIRE(gone >= 0);
  const int drew = line_of(t, "Dark Side draws", gone);
  REQUIRE(drew > gone);
  CHECK(drew < line_of(t, "Turn 2."));
  CHECK(t.deck_count(DS) == 1);
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard", "Geonosian Warrior"});
}

TEST_CASE("Infantry Battle Droid, B1 Series: discarded by a card's effect, its player draws a card (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  // Clear the Skies: 4 Characters, the Dark Side discards the B1.
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard", "geonosian-guard", "infantry-battle-droid-b1-series"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  CHECK(t.hand(DS).empty());
  t.act(DS, "complete:clear-the-skies");
  t.act(DS, "pick:infantry-battle-droid-b1-series");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior"});
  CHECK(t.step() == "build");  // the build step goes on
  CHECK(t.to_act() == std::vector<int>{DS});
}

TEST_CASE("Infantry Battle Droid, B1 Series: no card when another unit is discarded, nor when it retreats (TCG-RETREAT-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard", "geonosian-guard", "infantry-battle-droid-b1-series"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:clear-the-skies");
  t.act(DS, "pick:geonosian-warrior");
  CHECK(t.hand(DS).empty());
  // A retreat is no discard: the B1 goes to the build zone and nothing is drawn.
  Table r(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  r.act(DS, "retreat:infantry-battle-droid-b1-series");
  CHECK(r.unit(DS, "Character", "Infantry Battle Droid, B1 Series").is_null());
  CHECK(r.hand(DS).empty());
  CHECK(r.deck_count(DS) == 2);
}
