// Second Effort: "Pay 5 Force → Roll again any of your attack dice you choose."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Second Effort: choose dice of your attack roll one by one, then only those are rolled again (TCG-DICE-4, TCG-PLAY-4b)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"second-effort"}}, {"force", 5}},
                    {{"arenas", {"naboo-cruiser"}}}));
  t.act(DS, "target:naboo-cruiser");
  REQUIRE(t.step() == "window");  // the reroll window
  const std::vector<int> before = last_dice(t);
  REQUIRE(before.size() == 4u);
  t.act(DS, "use:second-effort");
  CHECK(t.player(DS)["force"] == 0);
  // At least one die: no "finish" yet; every die is offered.
  CHECK_FALSE(t.offers(DS, "finish"));
  CHECK(t.count(DS, "die.") == 4);
  t.act(DS, "die.1");
  // Ascending: the dice before the chosen one are no longer offered.
  CHECK_FALSE(t.offers(DS, "die.0"));
  CHECK(t.offers(DS, "die.2"));
  CHECK(t.offers(DS, "finish"));
  t.act(DS, "die.3");
  CHECK(t.ids(DS) == std::vector<std::string>{"finish"});
  t.act(DS, "finish");
  CHECK(rolls(t) == 2);
  CHECK(t.logged("Dark Side rerolls 2 dice"));
  const std::vector<int> after = last_dice(t);
  REQUIRE(after.size() == 4u);
  CHECK(after[0] == before[0]);  // not chosen: unchanged
  CHECK(after[2] == before[2]);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits_of(after));
}

TEST_CASE("Second Effort: not for the opponent's attack dice (TCG-DICE-4)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}},
                    {{"arenas", {"naboo-cruiser"}}, {"hand", {"second-effort"}}, {"force", 5}}));
  t.act(DS, "target:naboo-cruiser");
  CHECK(rolls(t) == 1);
  CHECK(t.step() != "window");  // no reroll window: the Light Side could not play it
  CHECK(t.hand(LS) == std::vector<std::string>{"Second Effort"});
}

TEST_CASE("Second Effort: a save in the middle of the dice choice loads to the same game, which goes on alike", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"second-effort"}}, {"force", 5}},
                    {{"arenas", {"naboo-cruiser"}}}));
  t.act(DS, "target:naboo-cruiser");
  t.act(DS, "use:second-effort");
  t.act(DS, "die.0");
  const std::string saved = t.m.save();
  Table u(battle_of("space", {{"arenas", {"geonosian-fighter"}}}, {{"arenas", {"n-1-starfighter"}}}));
  const json r = parse(u.m.load(saved));
  REQUIRE(r["ok"] == true);
  CHECK(u.view(DS) == t.view(DS));
  CHECK(u.ids(DS) == t.ids(DS));
  t.act(DS, "finish");
  u.act(DS, "finish");
  CHECK(last_dice(u) == last_dice(t));
  CHECK(u.m.save() == t.m.save());
}
