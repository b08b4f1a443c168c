// Jerjerrod's Task (Jerjerrod's Task, D01 5): "X is twice the number of light
// side players that started the game. Action: During your turn, spend 1
// resource to put this objective into play from your hand. Then, draw 1 card.
// (Limit 1 per turn.)"
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Jerjerrod's Task: in its player's turn, for 1 resource, it goes from hand into play and its player draws "
          "1 card, once per turn for all copies, its damage capacity is twice the Light Side players "
          "(MP-JT-8, MP-JT-9)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"hand", {"jerjerrods-task", "jerjerrods-task"}}, {"deck", {"signal-jam", "fleet-ambush"}}}),
              jt_options());
  REQUIRE(t.offers(kDS, "use:jerjerrods-task"));
  CHECK_FALSE(t.offers(kDS, "deploy:jerjerrods-task"));  // never deployed otherwise (MP-JT-9)
  t.act(kDS, "use:jerjerrods-task");
  t.act(kDS, "autopay");
  CHECK(t.count(kDS, "objectives", "Jerjerrod's Task") == 1);
  CHECK(t.objective(kDS, "Jerjerrod's Task")["capacity"] == 4);  // two Light Side players started
  CHECK(t.view(kDS)["players"][kDS]["handCount"] == 2);           // the other copy and the card drawn
  CHECK(t.count(kDS, "objectives", "Lemelisk's Ambition") == 1);  // four objectives now (no limit, MP-JT-8)
  CHECK(t.view()["players"][kDS]["objectives"].size() == 4);
  CHECK_FALSE(t.offers(kDS, "use:jerjerrods-task"));  // Limit 1 per turn, the copies together
}

TEST_CASE("Jerjerrod's Task: not in an opponent's turn, and with three Light Side players its capacity is 6 "
          "(MP-JT-8)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}}, {{"hand", {"jerjerrods-task", "death-star-guards"}}}),
              jt_options());
  t.pass_until(kDS, "use:death-star-guards");  // the Dark Side has priority in Light Side #1's deployment
  REQUIRE(t.view()["active"] == kLS1);
  CHECK_FALSE(t.offers(kDS, "use:jerjerrods-task"));
  json four = jt_options();
  four["players"] = 4;
  TableWith t4(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                        {{"objectives", {"jerjerrods-task", "lemelisks-ambition"}}}),
               four);
  CHECK(t4.objective(kDS, "Jerjerrod's Task")["capacity"] == 6);
}
