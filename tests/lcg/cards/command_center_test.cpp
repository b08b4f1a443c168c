// Command Center (The Hunt for Skywalker, L01 42): "Enhance your play area.
// Action: Focus this enhancement to remove up to 2 focus tokens from a
// target unit."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Command Center: focused, it removes 2 focus tokens from a target unit (LCG-ABIL-5)", "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"units", {{{"card", "rebel-sentry"}, {"focus", 3}}}}, {"enhancements", {"command-center"}}}),
              hfs_options());
  REQUIRE(t.offers(kHLS, "use:command-center"));
  t.act(kHLS, "use:command-center");
  if (t.offers(kHLS, "target:")) t.act(kHLS, "target:rebel-sentry");
  CHECK(t.unit(kHLS, "Rebel Sentry")["focus"] == 1);
  CHECK(!t.offers(kHLS, "use:command-center"));  // focused itself
}
