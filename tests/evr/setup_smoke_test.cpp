// A first check that the fixture and the setup mechanism work.
#include "evr_fixture.h"

using namespace evrtest;

TEST_CASE("EVR-STRUGGLE-3 setup places exact cards and play takes the top card", "[evr][setup]") {
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"deck", {"reb.military-4", "reb.recon-2"}}, {"inPlay", {"reb.force-3"}}}},
             {"imperial", {{"inPlay", {"imp.force-5"}}}}});
  REQUIRE(g.phase() == "struggle");
  REQUIRE(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.force-3", "reb.military-4"});
  CHECK(g.total(Evr::R) == 7);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
