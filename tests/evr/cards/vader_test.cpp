// Darth Vader (Imperial character): "Discard one exhausted resource card in
// play; a character discarded this way goes to its owner's reserve." Either
// side, Vader himself included (docs/rulings.md). Duel on Cloud City does not
// block him.
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
json vader_position(const std::string& event = "battle-of-hoth") {
  return struggle(event,
                  {{"inPlay", {exhausted("reb.luke-skywalker"), exhausted("reb.force-4"), "reb.military-5"}}},
                  {{"inPlay", {"imp.darth-vader", exhausted("imp.recon-2"), "imp.force-3"}}}, "imperial");
}
}  // namespace

TEST_CASE("Darth Vader: offers exactly the exhausted cards of both sides", "[evr][cards][vader]") {
  Evr g(vader_position());
  REQUIRE(g.total(Evr::R) == 1 + 4 + 5);
  g.act(Evr::I, "force:imp.darth-vader");
  CHECK(options(g, Evr::I) == sorted({"pick:reb.luke-skywalker", "pick:reb.force-4", "pick:imp.recon-2",
                                      "pick:imp.darth-vader"}));
  CHECK(g.ids(Evr::R).empty());
  g.act(Evr::I, "pick:reb.force-4");
  CHECK(g.in_play(Evr::R) == Ids{"reb.luke-skywalker", "reb.military-5"});
  CHECK(g.discard(Evr::R) == Ids{"reb.force-4"});
  CHECK(g.total(Evr::R) == 1 + 5);
  CHECK(log_has(g, -1, "Imperial discards Rebel's The Force 4."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Darth Vader: an opposing character goes to its owner's reserve, not the discard pile",
          "[evr][cards][vader]") {
  Evr g(vader_position());
  const int reserve0 = reserve_count(g, Evr::R);
  g.act(Evr::I, "force:imp.darth-vader");
  g.act(Evr::I, "pick:reb.luke-skywalker");
  CHECK(g.in_play(Evr::R) == Ids{"reb.force-4", "reb.military-5"});
  CHECK(g.discard(Evr::R).empty());
  CHECK(reserve_count(g, Evr::R) == reserve0 + 1);
  CHECK(contains(reserve(g, Evr::R), "reb.luke-skywalker"));
  CHECK(g.total(Evr::R) == 4 + 5);
  CHECK(log_has(g, -1, "Imperial sends Rebel's Luke Skywalker to its owner's reserve."));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}

TEST_CASE("Darth Vader: EVR-FAQ-1 he may remove himself (to the Imperial reserve) or his own exhausted card",
          "[evr][cards][vader]") {
  SECTION("himself") {
    Evr g(vader_position());
    const int reserve0 = reserve_count(g, Evr::I);
    g.act(Evr::I, "force:imp.darth-vader");
    g.act(Evr::I, "pick:imp.darth-vader");
    CHECK(g.in_play(Evr::I) == Ids{"imp.recon-2", "imp.force-3"});
    CHECK(reserve_count(g, Evr::I) == reserve0 + 1);
    CHECK(contains(reserve(g, Evr::I), "imp.darth-vader"));
    CHECK(g.discard(Evr::I).empty());
    CHECK(g.total(Evr::I) == 2 + 3);
  }
  SECTION("his own generic card") {
    Evr g(vader_position());
    g.act(Evr::I, "force:imp.darth-vader");
    g.act(Evr::I, "pick:imp.recon-2");
    CHECK(g.discard(Evr::I) == Ids{"imp.recon-2"});
    CHECK(g.total(Evr::I) == 1 + 3);
  }
}

TEST_CASE("Darth Vader: an active card is not a legal pick (illegal_action, state unchanged)", "[evr][cards][vader]") {
  Evr g(vader_position());
  g.act(Evr::I, "force:imp.darth-vader");
  require_rejected(g, Evr::I, "pick:reb.military-5");
  require_rejected(g, Evr::I, "pick:imp.force-3");
  require_rejected(g, Evr::I, "done");
}

TEST_CASE("Darth Vader: a character sent to the reserve can come back later (readied state is cleared)",
          "[evr][cards][vader]") {
  // Leia's power brings the character back: it enters play active.
  json rebel = {{"inPlay", {exhausted("reb.luke-skywalker"), "reb.leia-organa"}}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.darth-vader"}}}, "imperial"));
  g.act(Evr::I, "force:imp.darth-vader");
  g.act(Evr::I, "pick:reb.luke-skywalker");
  g.act(Evr::R, "force:reb.leia-organa");
  g.act(Evr::R, "pick:reb.luke-skywalker");
  g.act(Evr::R, "yes");
  CHECK(g.in_play(Evr::R) == Ids{"reb.leia-organa", "reb.luke-skywalker"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.luke-skywalker"));
  CHECK(g.total(Evr::R) == 1 + 6);
}

TEST_CASE("Darth Vader: Duel on Cloud City does not block Vader", "[evr][cards][vader]") {
  Evr g(vader_position("duel-on-cloud-city"));
  CHECK(g.player(Evr::I)["inPlay"][0]["blocked"] == false);
  g.act(Evr::I, "force:imp.darth-vader");
  CHECK_FALSE(log_has(g, -1, "The event prevents"));
  g.act(Evr::I, "pick:reb.luke-skywalker");
  CHECK(contains(reserve(g, Evr::R), "reb.luke-skywalker"));
  CHECK(g.to_act() == std::vector<int>{Evr::R});
}
