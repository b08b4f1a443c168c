// Moff Jerjerrod (Jerjerrod's Task, D01 37): "You may play this unit as an
// enhancement on an objective you control, with the text: 'Double the
// resource value of enhanced objective.'"
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Moff Jerjerrod: played as an enhancement on an objective of his player, that objective's resource value "
          "doubles, or played as a unit",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, {{"hand", {"moff-jerjerrod"}}}), jt_options());
  t.act(kDS, "deploy:moff-jerjerrod");
  CHECK_FALSE(t.offers(kDS, "attach:a-heros-journey"));  // an enemy objective
  t.act(kDS, "attach:along-the-sanctuary-pipeline");
  t.act(kDS, "autopay");
  const json o = t.objective(kDS, "Along the Sanctuary Pipeline");
  CHECK(o["resources"] == 4);
  REQUIRE(o["attachments"].size() == 1);
  CHECK(t.unit(kDS, "Moff Jerjerrod").is_null());
  // Declined: a unit.
  TableWith u(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, {{"hand", {"moff-jerjerrod"}}}), jt_options());
  u.act(kDS, "deploy:moff-jerjerrod");
  u.act(kDS, "decline");
  u.act(kDS, "autopay");
  CHECK_FALSE(u.unit(kDS, "Moff Jerjerrod").is_null());
  CHECK(u.objective(kDS, "Along the Sanctuary Pipeline")["resources"] == 2);
}
