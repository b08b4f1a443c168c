// The Draw and Refresh phases' timing (LCG-DRAW-4, LCG-REFRESH-6/7, OQ-9)
// and discarding (LCG-DISCARD-2/3).
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
const json kJedi = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}

TEST_CASE("lcg draw: an action window opens after the hand is set to the reserve value (LCG-DRAW-4, LCG-TIMING-4)",
          "[lcg][draw]") {
  Table t({{"phase", "draw"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", {"force-choke"}},
                     {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"units", {"luke-skywalker"}}}}});
  t.act(DS, "done");  // no optional discard
  CHECK(t.hand_count(DS) == 6);
  CHECK(t.phase() == "draw");
  CHECK(t.offers(DS, "use:force-choke"));
}

TEST_CASE("lcg refresh: \"after you refresh\" comes after all three steps, then an action window "
          "(LCG-REFRESH-6, OQ-9 read as C8: after step 3, LCG-REFRESH-7)",
          "[lcg][refresh]") {
  // The Endor Gambit is revealed in step 3 and can already answer the refresh.
  Table t({{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", {"tallon-roll"}},
                     {"objectives", {"imperial-command", "death-and-despayre"}}, {"objectiveDeck", {"the-endor-gambit"}},
                     {"units", {{{"card", "at-st"}, {"focus", 3}, {"shields", 1}}, {{"card", "tie-fighter"}, {"focus", 2}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}}}});
  REQUIRE(t.offers(DS, "use:the-endor-gambit"));
  CHECK(t.unit(DS, "AT-ST")["focus"] == 2);    // step 1 done
  CHECK(t.unit(DS, "AT-ST")["shields"] == 0);  // step 2 done
  CHECK(t.n_objectives(DS) == 3);              // step 3 done
  t.act(DS, "use:the-endor-gambit");
  t.act(DS, "target:at-st");
  CHECK(t.unit(DS, "AT-ST")["focus"] == 1);
  // LCG-REFRESH-7: the window still belongs to the Refresh phase.
  CHECK(t.phase() == "refresh");
  CHECK(t.offers(DS, "use:tallon-roll"));  // the TIE Fighter still has a focus token
  CHECK(t.logged("Dark Side: refresh phase."));
}

TEST_CASE("lcg discard: cards discarded one by one go face up on top of the pile in the order the player chose "
          "(LCG-DISCARD-1, LCG-DISCARD-2)",
          "[lcg][draw][discard]") {
  Table t({{"phase", "draw"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true},
                     {"hand", {"tie-fighter", "at-st", "tallon-roll", "detained", "force-choke", "at-st-commander", "duty-officer",
                               "imperial-officer"}},
                     {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}}}});
  t.act(DS, "done");
  t.act(DS, "discard:detained");
  t.act(DS, "discard:at-st.");
  CHECK(t.hand_count(DS) == 6);
  CHECK(t.discard(DS) == std::vector<std::string>{"AT-ST", "Detained"});  // the last one on top
}

TEST_CASE("lcg discard: a unit leaving play sheds its tokens to the supply (LCG-DISCARD-3, LCG-DMG-3)",
          "[lcg][discard][damage]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", {"force-choke"}},
                     {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi},
                      {"units", {{{"card", "obi-wan-kenobi"}, {"damage", 2}, {"focus", 2}, {"shields", 0}}}}}}});
  t.act(DS, "use:force-choke");
  t.act(DS, "target:obi-wan-kenobi");  // capacity 3
  REQUIRE(t.unit(LS, "Obi-Wan Kenobi").is_null());
  const json pile = t.player(LS)["discard"];
  REQUIRE(pile.size() == 1);
  CHECK_FALSE(pile[0].contains("damage"));
  CHECK_FALSE(pile[0].contains("focus"));
}
