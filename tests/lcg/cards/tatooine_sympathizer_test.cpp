// Tatooine Sympathizer (The Hunt for Skywalker, L01 20): "Action: Focus this
// unit to draw 1 card. If the Balance of the Force is with the light side,
// draw 2 cards instead."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Tatooine Sympathizer: focused, it draws 1 card, 2 while the Balance is with the Light Side (LCG-ABIL-5)",
          "[lcg][card][hfs]") {
  for (const char* side : {"dark", "light"}) {
    INFO(side);
    TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}, {"balance", side}}, json::object(),
                          json::object(), {{"units", {"tatooine-sympathizer"}}, {"hand", json::array()}}),
                hfs_options());
    REQUIRE(t.offers(kHLS, "use:tatooine-sympathizer"));
    t.act(kHLS, "use:tatooine-sympathizer");
    CHECK(t.view()["players"][kHLS]["handCount"] == (std::string(side) == "light" ? 2 : 1));
    CHECK(t.unit(kHLS, "Tatooine Sympathizer")["focus"] == 1);
  }
}
