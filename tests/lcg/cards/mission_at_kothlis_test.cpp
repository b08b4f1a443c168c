// Mission at Kothlis (The Hunt for Skywalker, L01 8): "Influence. Increase
// your reserve value by 1 for each opponent in the game."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Mission at Kothlis: face up, the Light Side's reserve value is 1 higher per opponent (two or three), "
          "face down it changes nothing (LCG-DRAW-3)",
          "[lcg][card][hfs]") {
  auto setup = [](bool up) {
    return hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                     {{"pyramid", hfs_pyramid("mission-at-kothlis", up)}});
  };
  TableWith t(setup(true), hfs_options());
  CHECK(t.view()["players"][kHLS]["reserve"] == 8);
  json four = hfs_options();
  four["players"] = 4;
  json s4 = setup(true);
  s4["dark3"] = {{"tookTurn", true}};
  TableWith t4(s4, four);
  CHECK(t4.view()["players"][3]["reserve"] == 9);
  TableWith d(setup(false), hfs_options());
  CHECK(d.view()["players"][kHLS]["reserve"] == 6);
}
