// Chewbacca (Rebel character): "Exhaust up to 2 of your opponent's active
// resource cards." "Up to" may be zero (docs/rulings.md).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json chewie_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.chewbacca", "reb.force-3"}}},
                  {{"inPlay", {"imp.military-4", "imp.recon-2", exhausted("imp.ig-88"), "imp.general-veers"}}});
}
}  // namespace

TEST_CASE("Chewbacca: exhausts two of the opponent's active cards, EVR-COMP-3 values", "[evr][cards][chewbacca]") {
  Evr g(chewie_position());
  REQUIRE(g.total(Evr::R) == 6 + 3);
  REQUIRE(g.total(Evr::I) == 4 + 2 + 1 + 6);
  g.act(Evr::R, "force:reb.chewbacca");
  CHECK(g.total(Evr::R) == 1 + 3);  // Chewbacca exhausted: 1
  // Only the opponent's active cards; Chewbacca's own side is never a target.
  CHECK(options(g, Evr::R) ==
        sorted({"pick:imp.military-4", "pick:imp.recon-2", "pick:imp.general-veers", "done"}));
  CHECK(g.view(Evr::R)["prompt"]["text"].get<std::string>().find("Chewbacca") != std::string::npos);
  g.act(Evr::R, "pick:imp.general-veers");
  CHECK(g.exhausted(Evr::I, "imp.general-veers"));
  CHECK(g.to_act() == std::vector<int>{Evr::R});  // a second choice
  CHECK(options(g, Evr::R) == sorted({"pick:imp.military-4", "pick:imp.recon-2", "done"}));
  g.act(Evr::R, "pick:imp.military-4");
  // Two exhausted: the power ends by itself.
  CHECK(g.exhausted(Evr::I, "imp.military-4"));
  CHECK_FALSE(g.exhausted(Evr::I, "imp.recon-2"));
  CHECK(g.total(Evr::I) == 4 + 2 + 1 + 1);
  CHECK(log_has(g, -1, "Rebel exhausts Imperial's General Veers."));
  CHECK(log_has(g, -1, "Rebel exhausts Imperial's Military 4."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.can(Evr::I, "force:imp.recon-2"));
  CHECK_FALSE(g.can(Evr::I, "force:imp.military-4"));
  CHECK_FALSE(g.can(Evr::I, "force:imp.general-veers"));
}

TEST_CASE("Chewbacca: \"up to\" - the player may stop after none or one", "[evr][cards][chewbacca]") {
  SECTION("none") {
    Evr g(chewie_position());
    g.act(Evr::R, "force:reb.chewbacca");
    g.act(Evr::R, "done");
    CHECK_FALSE(g.exhausted(Evr::I, "imp.military-4"));
    CHECK_FALSE(g.exhausted(Evr::I, "imp.recon-2"));
    CHECK_FALSE(g.exhausted(Evr::I, "imp.general-veers"));
    CHECK(g.to_act() == std::vector<int>{Evr::I});
  }
  SECTION("one") {
    Evr g(chewie_position());
    g.act(Evr::R, "force:reb.chewbacca");
    g.act(Evr::R, "pick:imp.recon-2");
    g.act(Evr::R, "done");
    CHECK(g.exhausted(Evr::I, "imp.recon-2"));
    CHECK_FALSE(g.exhausted(Evr::I, "imp.military-4"));
    CHECK(g.to_act() == std::vector<int>{Evr::I});
  }
}

TEST_CASE("Chewbacca: own cards and exhausted cards are not targets (illegal_action, state unchanged)",
          "[evr][cards][chewbacca]") {
  Evr g(chewie_position());
  g.act(Evr::R, "force:reb.chewbacca");
  require_rejected(g, Evr::R, "pick:reb.force-3");
  require_rejected(g, Evr::R, "pick:imp.ig-88");
  g.act(Evr::R, "pick:imp.recon-2");
  require_rejected(g, Evr::R, "pick:imp.recon-2");  // already exhausted now
}

TEST_CASE("Chewbacca: the power ends once the opponent has no active card left", "[evr][cards][chewbacca]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.chewbacca"}}},
                 {{"inPlay", {"imp.force-5", exhausted("imp.recon-3")}}}));
  g.act(Evr::R, "force:reb.chewbacca");
  CHECK(options(g, Evr::R) == sorted({"pick:imp.force-5", "done"}));
  g.act(Evr::R, "pick:imp.force-5");
  CHECK(g.exhausted(Evr::I, "imp.force-5"));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Chewbacca: EVR-FAQ-3 may be exhausted with nothing to exhaust, lowering the total",
          "[evr][cards][chewbacca]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.chewbacca", "reb.force-3"}}},
                 {{"inPlay", {exhausted("imp.military-4")}}}));
  REQUIRE(g.total(Evr::R) == 9);
  g.act(Evr::R, "force:reb.chewbacca");
  CHECK(g.exhausted(Evr::R, "reb.chewbacca"));
  CHECK(g.total(Evr::R) == 4);
  CHECK(log_has(g, -1, "Chewbacca has no effect: the opponent has no active card."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Chewbacca: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][chewbacca]") {
  Evr g(chewie_position("duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.chewbacca");
  CHECK(g.exhausted(Evr::R, "reb.chewbacca"));
  CHECK(g.total(Evr::R) == 1 + 3);
  CHECK(g.total(Evr::I) == 4 + 2 + 1 + 6);
  CHECK(log_has(g, -1, "The event prevents the power of Chewbacca."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
