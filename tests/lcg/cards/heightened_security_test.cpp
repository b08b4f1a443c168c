// Heightened Security (Jerjerrod's Task, D01 4): "Protect objective. Action:
// During your turn, remove 1 damage from a target objective. Then, place 1
// shield on that objective. (Limit once per turn.)"
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Heightened Security: in its player's turn, once, 1 damage comes off an objective, which then gets a "
          "shield (LCG-SHIELD-2)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"objectives", {"heightened-security", {{"card", "lemelisks-ambition"}, {"damage", 2}},
                                        {{"card", "along-the-sanctuary-pipeline"}, {"damage", 1}}}}}),
              jt_options());
  t.act(kDS, "use:heightened-security");
  t.act(kDS, "target:lemelisks-ambition");
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"] == 1);
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["shields"] == 1);
  CHECK_FALSE(t.offers(kDS, "use:heightened-security"));  // once per turn (Along the Sanctuary Pipeline is damaged too)
  // Not in an opponent's turn.
  // (Death Star Guards may be used in any window: the Dark Side has priority in Light Side #1's deployment.)
  TableWith theirs(jt_setup({{"phase", "deployment"}, {"active", "light"}},
                            {{"hand", {"death-star-guards"}},
                             {"objectives", {"heightened-security", {{"card", "lemelisks-ambition"}, {"damage", 2}}}}}),
                   jt_options());
  theirs.pass_until(kDS, "use:death-star-guards");
  REQUIRE(theirs.view()["active"] == kLS1);
  CHECK_FALSE(theirs.offers(kDS, "use:heightened-security"));
}

TEST_CASE("Heightened Security: Protect objective: damage to another objective of its player may go on it "
          "instead (LCG-KW-5)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                       {{"objectives", {"heightened-security", "lemelisks-ambition"}}}, json::object(),
                       {{"hand", {"rebel-assault"}}, {"objectives", {"mission-briefing", "draw-their-fire"}}}),
              jt_options());
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:lemelisks-ambition");
  t.act(kLS2, "autopay");
  t.act(kDS, "use:heightened-security");
  t.act(kDS, "choose:heightened-security");  // all 2 of it
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"].get<int>() + t.objective(kDS, "Heightened Security")["damage"].get<int>() == 2);
  CHECK(t.objective(kDS, "Heightened Security")["damage"].get<int>() >= 1);
}
