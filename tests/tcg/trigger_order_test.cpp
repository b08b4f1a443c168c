// Simultaneous triggered abilities (TCG-ABIL-9, OQ-TCG-19, TCG-ABIL-10): the
// Dark Side resolves its own first, in the order it picks, then the Light
// Side its own; a window a trigger opens is finished before the next trigger.
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// The end of the Character battle with every unit tapped: the Battle phase
// ends at once and four "when the battle phase ends" triggers wait (T5).
// Dark Side: Darth Sidious (A) (+1 Force) and Elan Sleazebaggano (A) (1
// damage to each other Character of his side). Light Side: Yoda (A) (+1
// Force) and Watto (A) (a Droid, Speeder or Starfighter of his side may lose
// 1 damage counter). The Dark Side alone has Space and Ground units: it wins
// once the triggers are done (no new turn's Force).
json battle_end(int dark_force) {
  json ds = {{"arenas",
              {{{"card", "darth-sidious-a"}, {"tapped", true}},
               {{"card", "elan-sleazebaggano-a"}, {"tapped", true}},
               {{"card", "battle-droid-squad"}, {"tapped", true}},
               {{"card", "droid-starfighter-squadron"}, {"tapped", true}}}},
             {"force", dark_force}};
  json ls = {{"arenas", {{{"card", "yoda-a"}, {"tapped", true}}, {{"card", "watto-a"}, {"tapped", true}}}}, {"force", 0}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}};
}

}  // namespace

TEST_CASE("TCG-ABIL-9, OQ-TCG-19, TCG-GLOSS-15: the Dark Side orders its own triggers first, then the Light Side its own", "[tcg]") {
  Table t(battle_end(0));
  // Only the Dark Side decides, and only among its own two triggers.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "order:") == 2);
  CHECK(t.offers(DS, "order:darth-sidious-a"));
  CHECK(t.offers(DS, "order:elan-sleazebaggano-a"));
  CHECK_FALSE(t.offers(DS, "order:yoda-a"));
  CHECK_FALSE(t.offers(DS, "order:watto-a"));
  CHECK(t.ids(LS).empty());
  t.act(DS, "order:darth-sidious-a");
  // Sidious has resolved (+1 Force); Elan, the Dark Side's last, resolved
  // without a prompt (1 damage to Sidious, nothing to prevent it with).
  CHECK(t.player(DS)["force"] == 1);
  CHECK(t.unit(DS, "Character", "Darth Sidious")["damage"] == 1);
  // Nothing of the Light Side has resolved yet: now it orders its two.
  CHECK(t.player(LS)["force"] == 0);
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "order:") == 2);
  CHECK(t.offers(LS, "order:yoda-a"));
  CHECK(t.offers(LS, "order:watto-a"));
  CHECK(t.ids(DS).empty());
  t.act(LS, "order:yoda-a");
  // "+1 Force for you": Yoda's owner, the Light Side (TCG-GLOSS-15), as Sidious's went to the Dark Side.
  CHECK(t.player(LS)["force"] == 1);
  CHECK(t.player(DS)["force"] == 1);
  CHECK(t.view()["winner"] == DS);
}

TEST_CASE("TCG-ABIL-10, TCG-ABIL-7: a prevent window opened by a trigger closes before the next trigger resolves", "[tcg]") {
  // The Dark Side has 2 Force: Sidious's "Pay 2 Force -> Evade 3" can answer Elan's damage.
  Table t(battle_end(2));
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "order:elan-sleazebaggano-a");
  // Elan's damage to Sidious waits in its prevent window: Sidious's trigger
  // has not resolved (no +1 Force yet), nor any of the Light Side's.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "pass"));
  CHECK(t.offers(DS, "use:darth-sidious-a"));
  CHECK(t.player(DS)["force"] == 2);
  CHECK(t.player(LS)["force"] == 0);
  t.act(DS, "use:darth-sidious-a");  // Evade 3: pays 2 Force
  // The window closed (no damage placed), then Sidious's trigger (+1 Force),
  // and only then the Light Side's pool.
  CHECK(t.unit(DS, "Character", "Darth Sidious")["damage"] == 0);
  CHECK(t.player(DS)["force"] == 1);
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "order:") == 2);
}

TEST_CASE("TCG-ABIL-1, TCG-GLOSS-6, TCG-GLOSS-16, TCG-GLOSS-17: Darth Sidious (A)'s three kinds of ability - static, triggered, activated", "[tcg]") {
  // Static (no arrow, no "when"): on while he is in the Character arena, no timing - the
  // Light Side builds face up. Retreated, he has no such effect (TCG-ABIL-2).
  for (bool in_arena : {true, false}) {
    INFO(in_arena);
    json sidious = in_arena ? json{{"arenas", {"darth-sidious-a", "battle-droid-squad"}}}
                            : json{{"arenas", {"battle-droid-squad"}}, {"build", {{{"card", "darth-sidious-a"}, {"retreated", true}}}}};
    json ls = {{"arenas", {"clone-squad"}}, {"hand", {"jedi-starfighter-3r3"}}, {"buildPoints", 3}};
    Table t(json{{"seats", {sidious, ls}}, {"start", "build"}});
    t.act(DS, "done");
    t.act(LS, "start:" + id_of(t.player(LS, LS)["hand"], "jedi-starfighter-3r3") + ".1");
    json b = t.player(LS, DS)["build"];
    REQUIRE(b.size() == 1);
    CHECK(b[0]["faceDown"] == true);
    CHECK(b[0].contains("name") == in_arena);
  }
  // Triggered ("When the battle phase ends"): it happens at its event, nobody uses it;
  // activated ("Pay 2 Force -> Evade 3"): used by its player's choice in a window, its cost paid.
  Table t(battle_end(2));
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "use:"));
  t.act(DS, "order:elan-sleazebaggano-a");
  REQUIRE(t.offers(DS, "use:darth-sidious-a"));
  t.act(DS, "pass");
  CHECK(t.unit(DS, "Character", "Darth Sidious")["damage"] == 1);
  CHECK(t.player(DS)["force"] == 3);  // 2, not paid; +1 by the trigger
}
