// Lambda-class Shuttle (Jerjerrod's Task, D01 32): "Reaction: After this unit
// generates a resource, remove 1 focus token from another unit you control."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Lambda-class Shuttle: after it generates a resource, 1 focus token comes off another unit of its player",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"objectives", {{{"card", "lemelisks-ambition"}, {"focus", 1}},
                                        {{"card", "heightened-security"}, {"focus", 1}},
                                        {{"card", "along-the-sanctuary-pipeline"}, {"focus", 1}}}},
                        {"units", {"lambda-class-shuttle", {{"card", "construction-droid"}, {"focus", 1}}}},
                        {"hand", {"death-star-guards"}}}),
              jt_options());
  t.act(kDS, "use:death-star-guards");
  t.act(kDS, "generate:lambda-class-shuttle");
  t.act(kDS, "use:lambda-class-shuttle");
  t.act(kDS, "target:construction-droid");
  CHECK(t.unit(kDS, "Construction Droid")["focus"] == 0);
  CHECK(t.unit(kDS, "Lambda-class Shuttle")["focus"] == 1);
  CHECK_FALSE(t.unit(kDS, "Death Star Guards").is_null());
}
