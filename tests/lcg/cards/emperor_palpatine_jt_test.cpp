// Emperor Palpatine (Jerjerrod's Task, D01 40): "Elite. Reaction: After this
// unit enters play, choose 1 objective in the light side victory pile. Put
// that objective into play under your control."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Emperor Palpatine (Jerjerrod's Task): when he enters play an objective of a Light Side victory pile "
          "comes back into play under his player",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"hand", {"emperor-palpatine-jt"}},
                        {"objectives", {"along-the-sanctuary-pipeline", "lemelisks-ambition", "heightened-security", "jerjerrods-task"}}},
                       json::object(), {{"victory", {"jerjerrods-task"}}}),
              jt_options());
  t.act(kDS, "deploy:emperor-palpatine-jt");
  t.act(kDS, "autopay");
  t.act(kDS, "use:emperor-palpatine-jt");
  t.act(kDS, "choose:jerjerrods-task");
  CHECK(t.view()["players"][kLS2]["victory"].empty());
  CHECK(t.count(kDS, "objectives", "Jerjerrod's Task") == 2);
  CHECK(t.objective(kDS, "Jerjerrod's Task")["controller"] == kDS);
}

TEST_CASE("Emperor Palpatine (Jerjerrod's Task): nothing to take back, no reaction", "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"hand", {"emperor-palpatine-jt"}},
                        {"objectives", {"along-the-sanctuary-pipeline", "lemelisks-ambition", "heightened-security", "jerjerrods-task"}}}),
              jt_options());
  t.act(kDS, "deploy:emperor-palpatine-jt");
  t.act(kDS, "autopay");
  CHECK_FALSE(t.offers(kDS, "use:emperor-palpatine-jt"));
  CHECK_FALSE(t.unit(kDS, "Emperor Palpatine").is_null());
}
