// Dagobah Refuge (The Hunt for Skywalker, L01 3): "Influence. Reaction: After
// your turn begins, remove up to 2 damage from Luke Skywalker."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Dagobah Refuge: face up, after the Light Side's turn begins it removes 2 damage from Luke Skywalker, face "
          "down it does nothing (LCG-ABIL-8)",
          "[lcg][card][hfs]") {
  auto setup = [](bool up) {
    return hfs_setup({{"phase", "balance"}, {"active", "light"}}, json::object(), json::object(),
                     {{"pyramid", hfs_pyramid("dagobah-refuge", up)},
                      {"units", {{{"card", "luke-skywalker-hfs"}, {"damage", 3}}}},
                      {"setAside", json::array()}});
  };
  TableWith t(setup(true), hfs_options());
  REQUIRE(t.offers(kHLS, "use:dagobah-refuge"));
  t.act(kHLS, "use:dagobah-refuge");
  CHECK(t.unit(kHLS, "Luke Skywalker")["damage"] == 1);
  TableWith d(setup(false), hfs_options());
  CHECK(!d.offers(kHLS, "use:dagobah-refuge"));
}
