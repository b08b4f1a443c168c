// Grand Moff Tarkin (Imperial character): "Your opponent discards 2 influence
// tokens." All they have if fewer (EVR-FAQ-12).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json tarkin_position(int rebel_influence, const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.force-2"}}, {"influence", rebel_influence}},
                  {{"inPlay", {"imp.grand-moff-tarkin", "imp.recon-3"}}, {"influence", 1}}, "imperial");
}
}  // namespace

TEST_CASE("Grand Moff Tarkin: the opponent discards 2 influence tokens", "[evr][cards][tarkin]") {
  Evr g(tarkin_position(3));
  g.act(Evr::I, "force:imp.grand-moff-tarkin");
  CHECK(g.influence(Evr::R) == 1);
  CHECK(g.influence(Evr::I) == 1);  // the tokens go to the supply, not to Tarkin's player
  CHECK(g.exhausted(Evr::I, "imp.grand-moff-tarkin"));
  CHECK(g.total(Evr::I) == 1 + 3);  // EVR-COMP-3
  CHECK(log_has(g, -1, "Rebel discards 2 influence tokens."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.view(Evr::I)["prompt"].is_null());
}

TEST_CASE("Grand Moff Tarkin: EVR-FAQ-12 with fewer than 2 tokens the opponent discards all they have",
          "[evr][cards][tarkin]") {
  SECTION("one token") {
    Evr g(tarkin_position(1));
    g.act(Evr::I, "force:imp.grand-moff-tarkin");
    CHECK(g.influence(Evr::R) == 0);
    CHECK(log_has(g, -1, "Rebel discards 1 influence token."));
    CHECK(g.to_act() == std::vector<int>{Evr::R});
  }
  SECTION("no token") {
    Evr g(tarkin_position(0));
    g.act(Evr::I, "force:imp.grand-moff-tarkin");
    CHECK(g.influence(Evr::R) == 0);
    CHECK(g.exhausted(Evr::I, "imp.grand-moff-tarkin"));
    // The log says so in words, never "discards 0 influence tokens".
    CHECK(log_has(g, -1, "Rebel has no influence token to discard."));
    CHECK_FALSE(log_has(g, -1, "Rebel discards 0 influence tokens."));
    CHECK(g.to_act() == std::vector<int>{Evr::R});
  }
}

TEST_CASE("Grand Moff Tarkin: the lost token can no longer ready a card (EVR-STRUGGLE-7)", "[evr][cards][tarkin]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {exhausted("reb.force-2")}}, {"influence", 1}},
                 {{"inPlay", {"imp.grand-moff-tarkin"}}}, "imperial"));
  g.act(Evr::I, "force:imp.grand-moff-tarkin");
  CHECK(g.influence(Evr::R) == 0);
  CHECK_FALSE(g.can(Evr::R, "influence:reb.force-2"));
}

TEST_CASE("Grand Moff Tarkin: Duel on Cloud City blocks his power: exhausted, no influence lost",
          "[evr][cards][tarkin]") {
  Evr g(tarkin_position(3, "duel-on-cloud-city"));
  g.act(Evr::I, "force:imp.grand-moff-tarkin");
  CHECK(g.exhausted(Evr::I, "imp.grand-moff-tarkin"));
  CHECK(g.influence(Evr::R) == 3);
  CHECK(log_has(g, -1, "The event prevents the power of Grand Moff Tarkin."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
