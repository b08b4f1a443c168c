// Fleet Ambush (Jerjerrod's Task, D01 54): "Reaction: After one of your
// objectives is engaged, search your deck for a Vehicle unit and put it into
// play declared as a defender. Shuffle your deck."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Fleet Ambush: when an objective of its player is engaged, a Vehicle unit of its deck enters play as a "
          "defender of that engagement (MP-CHAL-4)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "conflict"}, {"active", "light"}},
                       {{"hand", {"fleet-ambush"}}, {"deck", {"death-star-guards", "tie-interceptor", "signal-jam"}}},
                       {{"units", {"luke-skywalker"}}}),
              jt_options());
  t.act(kLS1, "engage:lemelisks-ambition");
  t.act(kDS, "use:fleet-ambush");
  t.act(kDS, "autopay");
  CHECK_FALSE(t.offers(kDS, "choose:death-star-guards"));  // not a Vehicle
  t.act(kDS, "choose:tie-interceptor");
  const json tie = t.unit(kDS, "TIE Interceptor");
  REQUIRE_FALSE(tie.is_null());
  CHECK(tie["role"] == "defender");
  CHECK(t.view()["players"][kDS]["deckCount"] == 2);
}
