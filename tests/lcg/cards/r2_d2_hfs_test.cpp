// R2-D2 (The Hunt for Skywalker, L01 33): "Elite. Influence."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("R2-D2 (The Hunt for Skywalker): Influence: its 2 resources pay for a card of any affiliation (MP-HFS-18)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"units", {"r2-d2-hfs"}}, {"hand", {"jedi-in-hiding"}}}),
              hfs_options());
  CHECK(t.offers(kHLS, "deploy:jedi-in-hiding"));  // a Jedi unit of cost 2, paid by a Rebel Alliance card
  CHECK(t.view()["players"][kHLS]["resources"] == 2);
}
