// "Discarded from an arena" (evt::kLeftArena, games/tcg/left_arena.h): raised
// whenever a unit goes from an arena to the discard pile, by damage at its
// health (TCG-DMG-3) or by a card's effect; never by a retreat
// (TCG-RETREAT-1). Its "when discarded" triggers resolve after the discard
// (TCG-ABIL-7), and their damage has its prevent window (TCG-PLAY-4c).
// The witnesses are Infantry Battle Droid, B1 Series (draws a card) and
// Droid Control Ship (1 damage to each Droid of its player's).
#include "tcg_fixture.h"

using namespace tcgt;

TEST_CASE("TCG rules: a unit discarded from an arena by an effect triggers its 'when discarded' ability, whose damage discards more units and triggers theirs (TCG-ABIL-7, TCG-DMG-3)", "[tcg]") {
  json ds = {{"arenas", {"droid-control-ship", "droid-starfighter-dfs-4ct", "geonosian-fighter", "trade-federation-battleship",
                         "infantry-battle-droid-b1-series", "infantry-battle-droid-b1-series"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}},
             {"deck", {"geonosian-warrior", "geonosian-guard", "acklay"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:clear-the-skies");
  t.act(DS, "pick:droid-control-ship");
  // The Control Ship's damage discards both B1s (health 1): each draws, one after the other.
  CHECK(t.arena(DS, "Character").empty());
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior", "Geonosian Guard"});
  CHECK(t.deck_count(DS) == 1);
}

TEST_CASE("TCG rules: 'when discarded' damage waits in its prevent window, a save there loads and plays on alike, and prevented damage discards nothing (TCG-PLAY-4c, TCG-DMG-3)", "[tcg]") {
  // Hero's Dodge (Pay 1 Force → prevent up to 2 damage to a Character of yours) in the Dark Side's hand.
  json ds = {{"arenas", {"droid-control-ship", "geonosian-fighter", "trade-federation-battleship", "droid-starfighter-dfs-4ct",
                         "infantry-battle-droid-b1-series"}},
             {"build", {{{"card", "clear-the-skies"}, {"counters", 3}}}}, {"hand", {"heros-dodge"}}, {"force", 1},
             {"deck", {"geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:clear-the-skies");
  t.act(DS, "pick:droid-control-ship");
  // The Starfighter had no window (Hero's Dodge saves Characters only) and is gone; the B1's damage waits.
  CHECK(t.unit(DS, "Space", "Droid Starfighter DFS-4CT").is_null());
  REQUIRE(t.step() == "window");
  REQUIRE(t.offers(DS, "use:heros-dodge"));
  const std::string saved = t.m.save();
  sw::Match m2(registry());
  REQUIRE(parse(m2.load(saved))["ok"] == true);
  CHECK(m2.save() == saved);
  CHECK(m2.view(DS) == t.m.view(DS));
  t.act(DS, "use:heros-dodge");  // the Character it saves is the one being damaged
  const json b1 = t.unit(DS, "Character", "Infantry Battle Droid, B1 Series");
  REQUIRE(b1.is_object());
  CHECK(b1["damage"] == 0);
  CHECK(t.hand(DS).empty());  // not discarded: no card
  CHECK(t.step() == "build");
  // The loaded match: the Dark Side passes, the B1 is discarded and draws.
  REQUIRE(parse(m2.apply(sw::dump(json{{"player", DS}, {"id", "pass"}})))["ok"] == true);
  const json v = parse(m2.view(DS));
  CHECK(v["players"][DS]["arenas"]["Character"].empty());
  CHECK(v["players"][DS]["hand"].size() == 2);  // Hero's Dodge and the B1's card
}

TEST_CASE("TCG rules: a retreat is no discard from an arena (TCG-RETREAT-1)", "[tcg]") {
  json ds = {{"arenas", {"infantry-battle-droid-b1-series", "geonosian-guard"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "retreat:infantry-battle-droid-b1-series");
  CHECK(t.player(DS)["build"].size() == 1);
  CHECK(t.hand(DS).empty());
  CHECK(t.deck_count(DS) == 1);
}
