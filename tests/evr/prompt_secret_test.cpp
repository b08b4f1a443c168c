// The view's prompt says when it is secret (docs/api.md, "prompt.secret"), so
// a hot-seat client knows when to hide the screen before handing the device
// over, without knowing EvR's phases (EVR-COMP-9).
#include "cards/card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

TEST_CASE("EVR-SETUP-8 EVR-COMP-9 the character choice is a secret prompt", "[evr][view][secret]") {
  Evr g(json(), json::object(), 3);
  REQUIRE(g.phase() == "setup");
  for (int seat : {Evr::R, Evr::I}) {
    json p = g.view(seat)["prompt"];
    REQUIRE(p.is_object());
    CHECK(p["secret"] == true);
  }
  CHECK(g.view(-1)["prompt"].is_null());
}

TEST_CASE("EVR-PLAN-4 the strategy choice is a secret prompt, a struggle turn is not", "[evr][view][secret]") {
  Evr g(json{{"phase", "planning"}, {"event", "battle-of-hoth"}});
  REQUIRE(g.phase() == "planning");
  CHECK(g.view(Evr::R)["prompt"]["secret"] == true);
  CHECK(g.view(Evr::I)["prompt"]["secret"] == true);

  Evr s(struggle("battle-of-hoth", {{"inPlay", {"reb.force-3"}}}, {{"inPlay", {"imp.force-5"}}}));
  REQUIRE(s.phase() == "struggle");
  int turn = s.to_act().at(0);
  json p = s.view(turn)["prompt"];
  REQUIRE(p.is_object());
  CHECK(p["secret"] == false);
}

TEST_CASE("EVR-COMP-9 a choice made while looking at hidden cards is a secret prompt", "[evr][view][secret]") {
  // Han Solo searches the Rebel deck: the Rebel player sees the deck (peek).
  json rebel = {{"inPlay", {"reb.han-solo"}},
                {"deck", {"reb.military-4", "reb.luke-skywalker", "reb.recon-2"}},
                {"discard", other_generics("reb", {"reb.military-4", "reb.recon-2"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-5"}}}));
  CHECK(g.view(Evr::R)["prompt"]["secret"] == false);
  g.act(Evr::R, "force:reb.han-solo");
  json v = g.view(Evr::R);
  REQUIRE(v["peek"].is_object());
  CHECK(v["prompt"]["secret"] == true);
}

TEST_CASE("EVR-COMP-9 EVR-PLAN-4 a new strategy chosen face down after Emperor Palpatine is a secret prompt", "[evr][view][secret]") {
  // Palpatine discards the Rebel's chosen strategy; the Rebel chooses a new one
  // from its unused cards, face down (docs/rulings.md): the other player must
  // not watch it being chosen.
  json rebel = {{"inPlay", {"reb.force-2"}}, {"strategy", {{"chosen", "deception"}}}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.emperor-palpatine"}}}, "imperial"));
  g.act(Evr::I, "force:imp.emperor-palpatine");
  REQUIRE(g.to_act() == std::vector<int>{Evr::R});
  json p = g.view(Evr::R)["prompt"];
  REQUIRE(p.is_object());
  CHECK(p["text"] == "Choose a new strategy card from your unused ones.");
  CHECK(p["secret"] == true);
}
