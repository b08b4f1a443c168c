// Yoda (Rebel character): "Take 1 influence token from the supply."
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json yoda_position(const std::string& event = "battle-of-hoth", int influence = 2) {
  return struggle(event, {{"inPlay", {"reb.yoda", "reb.force-3"}}, {"influence", influence}},
                  {{"inPlay", {"imp.force-2"}}, {"influence", 1}});
}
}  // namespace

TEST_CASE("Yoda: his player takes one influence token, no choice to make", "[evr][cards][yoda]") {
  Evr g(yoda_position());
  REQUIRE(g.influence(Evr::R) == 2);
  g.act(Evr::R, "force:reb.yoda");
  CHECK(g.influence(Evr::R) == 3);
  CHECK(g.influence(Evr::I) == 1);
  CHECK(g.exhausted(Evr::R, "reb.yoda"));
  CHECK(g.total(Evr::R) == 1 + 3);  // EVR-COMP-3
  CHECK(log_has(g, -1, "Rebel takes 1 influence token (Yoda)."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.view(Evr::R)["prompt"].is_null());
}

TEST_CASE("Yoda: EVR-STRUGGLE-7 readied with influence, he can be used again this round", "[evr][cards][yoda]") {
  Evr g(yoda_position("battle-of-hoth", 0));
  g.act(Evr::R, "force:reb.yoda");
  CHECK(g.influence(Evr::R) == 1);
  g.act(Evr::I, "pass");
  CHECK_FALSE(g.can(Evr::R, "force:reb.yoda"));
  g.act(Evr::R, "influence:reb.yoda");
  CHECK(g.influence(Evr::R) == 0);
  CHECK_FALSE(g.exhausted(Evr::R, "reb.yoda"));
  CHECK(g.total(Evr::R) == 6 + 3);
  g.act(Evr::I, "pass");
  g.act(Evr::R, "force:reb.yoda");
  CHECK(g.influence(Evr::R) == 1);
  CHECK(g.phase() == "struggle");
}

TEST_CASE("Yoda: Duel on Cloud City blocks his power: exhausted, no influence", "[evr][cards][yoda]") {
  Evr g(yoda_position("duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.yoda");
  CHECK(g.exhausted(Evr::R, "reb.yoda"));
  CHECK(g.influence(Evr::R) == 2);
  CHECK(g.total(Evr::R) == 1 + 3);
  CHECK(log_has(g, -1, "The event prevents the power of Yoda."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
