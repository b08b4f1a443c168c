// The Force (generic): "Exhaust one active resource card in play (either
// side)." Mandatory once exhausted; only active cards are targets.
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json force_position(const std::string& event = "battle-of-hoth") {
  return struggle(event, {{"inPlay", {"reb.force-2", "reb.recon-3", exhausted("reb.yoda")}}},
                  {{"inPlay", {"imp.military-5", exhausted("imp.darth-vader"), "imp.boba-fett"}}});
}
}  // namespace

TEST_CASE("The Force: EVR-STRUGGLE-5 offers exactly the active cards of both sides", "[evr][cards][the-force]") {
  Evr g(force_position());
  REQUIRE(g.total(Evr::I) == 5 + 1 + 6);  // EVR-COMP-3: 6 active, 1 exhausted
  g.act(Evr::R, "force:reb.force-2");
  // Not the Force card itself (now exhausted), not Yoda or Vader (exhausted).
  CHECK(options(g, Evr::R) == sorted({"pick:reb.recon-3", "pick:imp.military-5", "pick:imp.boba-fett"}));
  CHECK(g.ids(Evr::I).empty());
  g.act(Evr::R, "pick:imp.boba-fett");
  CHECK(g.exhausted(Evr::I, "imp.boba-fett"));
  CHECK_FALSE(g.exhausted(Evr::I, "imp.military-5"));
  CHECK(g.in_play(Evr::I) == Ids{"imp.military-5", "imp.darth-vader", "imp.boba-fett"});  // nothing leaves play
  CHECK(g.total(Evr::I) == 5 + 1 + 1);  // Boba Fett now counts 1
  CHECK(g.total(Evr::R) == 2 + 3 + 1);
  CHECK(log_has(g, -1, "Rebel exhausts Imperial's Boba Fett."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // The exhausted Boba Fett cannot use the Force any more (EVR-STRUGGLE-5).
  CHECK_FALSE(g.can(Evr::I, "force:imp.boba-fett"));
  CHECK(g.can(Evr::I, "force:imp.military-5"));
}

TEST_CASE("The Force: may exhaust one's own card, a generic card keeps its value (OQ-EVR-01)",
          "[evr][cards][the-force]") {
  Evr g(force_position());
  g.act(Evr::R, "force:reb.force-2");
  g.act(Evr::R, "pick:reb.recon-3");
  CHECK(g.exhausted(Evr::R, "reb.recon-3"));
  CHECK(g.total(Evr::R) == 2 + 3 + 1);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("The Force: an exhausted card is not a legal target (illegal_action, state unchanged)",
          "[evr][cards][the-force]") {
  Evr g(force_position());
  g.act(Evr::R, "force:reb.force-2");
  require_rejected(g, Evr::R, "pick:imp.darth-vader");
  require_rejected(g, Evr::R, "pick:reb.force-2");
  require_rejected(g, Evr::R, "done");
}

TEST_CASE("The Force: with no active card anywhere it has no effect (OQ-EVR-07)", "[evr][cards][the-force]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-4", exhausted("reb.recon-3")}}},
                 {{"inPlay", {exhausted("imp.military-5")}}}));
  g.act(Evr::R, "force:reb.force-4");
  CHECK(g.exhausted(Evr::R, "reb.force-4"));
  CHECK(log_has(g, -1, "The Force 4 has no effect: no active card in play."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.view(-1)["peek"].is_null());
}

TEST_CASE("The Force: Battle of Endor blocks it: the card is exhausted, nothing else", "[evr][cards][the-force]") {
  Evr g(force_position("battle-of-endor"));
  g.act(Evr::R, "force:reb.force-2");
  CHECK(g.exhausted(Evr::R, "reb.force-2"));
  CHECK_FALSE(g.exhausted(Evr::R, "reb.recon-3"));
  CHECK_FALSE(g.exhausted(Evr::I, "imp.military-5"));
  CHECK_FALSE(g.exhausted(Evr::I, "imp.boba-fett"));
  CHECK(g.total(Evr::I) == 5 + 1 + 6);
  CHECK(log_has(g, -1, "The event prevents the power of The Force 2."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}
