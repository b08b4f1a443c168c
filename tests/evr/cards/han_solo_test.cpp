// Han Solo (Rebel character): "Search your resource deck for a card and put it
// into play, then shuffle the deck." Below capacity only (EVR-FAQ-4).
#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
// Deck: exactly Military 4, Luke and Recon 2 (every other generic card is in
// the discard pile).
json han_position(const std::string& event = "battle-of-hoth", json extra_in_play = json::array()) {
  json in_play = json::array({"reb.han-solo"});
  for (const json& c : extra_in_play) in_play.push_back(c);
  Ids used = {"reb.military-4", "reb.recon-2"};
  for (const json& c : extra_in_play) used.push_back(c.get<std::string>());
  json rebel = {{"inPlay", in_play},
                {"deck", {"reb.military-4", "reb.luke-skywalker", "reb.recon-2"}},
                {"discard", other_generics("reb", used)}};
  return struggle(event, rebel, {{"inPlay", {"imp.force-5"}}});
}
}  // namespace

TEST_CASE("Han Solo: the options are the deck's cards, seen only by the Rebel player", "[evr][cards][han-solo]") {
  Evr g(han_position());
  REQUIRE(deck_count(g, Evr::R) == 3);
  g.act(Evr::R, "force:reb.han-solo");
  CHECK(options(g, Evr::R) ==
        sorted({"pick:reb.military-4", "pick:reb.luke-skywalker", "pick:reb.recon-2"}));
  CHECK(sorted(peek(g, Evr::R)) == sorted({"reb.military-4", "reb.luke-skywalker", "reb.recon-2"}));
  // EVR-COMP-9: the deck stays hidden from the opponent and spectators.
  CHECK(peek_is_null(g, Evr::I));
  CHECK(peek_is_null(g, -1));
  CHECK(g.ids(Evr::I).empty());
  CHECK(g.view(Evr::I)["prompt"].is_null());

  g.act(Evr::R, "pick:reb.luke-skywalker");
  CHECK(g.in_play(Evr::R) == Ids{"reb.han-solo", "reb.luke-skywalker"});
  CHECK_FALSE(g.exhausted(Evr::R, "reb.luke-skywalker"));  // EVR-COMP-8: enters active
  CHECK(g.total(Evr::R) == 1 + 6);
  CHECK(deck_count(g, Evr::R) == 2);
  CHECK(log_has(g, -1, "Rebel searches their deck and puts into play Luke Skywalker."));
  CHECK(peek_is_null(g, Evr::R));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Han Solo: a card not in the deck is rejected (illegal_action, state unchanged)",
          "[evr][cards][han-solo]") {
  Evr g(han_position());
  g.act(Evr::R, "force:reb.han-solo");
  require_rejected(g, Evr::R, "pick:reb.force-2");  // in the discard pile
  require_rejected(g, Evr::R, "pick:reb.yoda");     // in the reserve
  require_rejected(g, Evr::R, "pick:imp.force-5");
  require_rejected(g, Evr::R, "done");
}

TEST_CASE("Han Solo: EVR-FAQ-4 at capacity he does nothing", "[evr][cards][han-solo]") {
  // Control of Endor: capacity 2.
  Evr g(han_position("control-of-endor", json::array({"reb.force-3"})));
  REQUIRE(g.player(Evr::R)["capacity"] == 2);
  g.act(Evr::R, "force:reb.han-solo");
  CHECK(g.in_play(Evr::R) == Ids{"reb.han-solo", "reb.force-3"});
  CHECK(deck_count(g, Evr::R) == 3);
  CHECK(log_has(g, -1, "Han Solo has no effect: you are at the event's capacity."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Han Solo: one below capacity he may fill the last slot", "[evr][cards][han-solo]") {
  Evr g(han_position("escape-from-tatooine", json::array({"reb.force-3"})));  // capacity 3
  g.act(Evr::R, "force:reb.han-solo");
  g.act(Evr::R, "pick:reb.recon-2");
  CHECK(g.in_play(Evr::R) == Ids{"reb.han-solo", "reb.force-3", "reb.recon-2"});
  g.act(Evr::I, "pass");
  CHECK_FALSE(g.can(Evr::R, "play"));  // now at capacity (EVR-STRUGGLE-4)
}

TEST_CASE("Han Solo: OQ-EVR-08 an empty deck is refilled from the discard pile before the search",
          "[evr][cards][han-solo]") {
  json rebel = {{"inPlay", {"reb.han-solo"}},
                {"discard", json::array({"reb.leia-organa"})}};
  for (const json& c : other_generics("reb", {})) rebel["discard"].push_back(c);
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-5"}}}));
  REQUIRE(deck_count(g, Evr::R) == 0);
  g.act(Evr::R, "force:reb.han-solo");
  CHECK(log_has(g, -1, "Rebel shuffles their discard pile into a new resource deck."));
  CHECK(options(g, Evr::R).size() == 17);
  CHECK(g.can(Evr::R, "pick:reb.leia-organa"));
  g.act(Evr::R, "pick:reb.leia-organa");
  CHECK(g.in_play(Evr::R) == Ids{"reb.han-solo", "reb.leia-organa"});
  CHECK(deck_count(g, Evr::R) == 16);
  CHECK(g.discard(Evr::R).empty());
}

TEST_CASE("Han Solo: Duel on Cloud City blocks his power: exhausted, nothing else", "[evr][cards][han-solo]") {
  Evr g(han_position("duel-on-cloud-city"));
  g.act(Evr::R, "force:reb.han-solo");
  CHECK(g.exhausted(Evr::R, "reb.han-solo"));
  CHECK(g.in_play(Evr::R) == Ids{"reb.han-solo"});
  CHECK(deck_count(g, Evr::R) == 3);
  CHECK(peek_is_null(g, Evr::R));
  CHECK(log_has(g, -1, "The event prevents the power of Han Solo."));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("Han Solo: a pending search survives save/load and undo", "[evr][cards][han-solo]") {
  Evr g(han_position());
  g.act(Evr::R, "force:reb.han-solo");
  const std::string mid = g.save();
  Evr h;  // a fresh match, then load the save taken mid-choice
  REQUIRE(parse(h.m.load(mid))["ok"] == true);
  CHECK(options(h, Evr::R) == options(g, Evr::R));
  CHECK(peek(h, Evr::R) == peek(g, Evr::R));
  CHECK(peek_is_null(h, Evr::I));
  h.act(Evr::R, "pick:reb.military-4");
  CHECK(h.in_play(Evr::R) == Ids{"reb.han-solo", "reb.military-4"});
  // Undo of the pick brings the choice back, byte for byte.
  REQUIRE(parse(h.m.undo())["ok"] == true);
  CHECK(h.save() == mid);
  CHECK(h.to_act() == std::vector<int>{Evr::R});
}
