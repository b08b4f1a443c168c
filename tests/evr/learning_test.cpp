// The learning game: one struggle for Escape from Tatooine (EVR-LEARN-1..6, OQ-EVR-03).
#include "evr_fixture.h"

using namespace evrtest;

namespace {

// A learning position: cards in play for each side (Escape from Tatooine: capacity 3, target 11).
Evr learning(const std::vector<std::string>& rebel, const std::vector<std::string>& imperial, const json& extra = json::object()) {
  json setup = {{"rebel", {{"inPlay", rebel}}}, {"imperial", {{"inPlay", imperial}}}};
  return Evr(setup, extra, 1, "learning");
}

}  // namespace

TEST_CASE("EVR-LEARN-1 the Rebel player takes the first turn, then the players alternate", "[evr][learning]") {
  for (int rebel_seat : {0, 1}) {
    Evr g(json(), {{"rebelSeat", rebel_seat}}, 3, "learning");
    REQUIRE(g.phase() == "struggle");
    CHECK(g.to_act() == std::vector<int>{rebel_seat});
    CHECK(g.view(-1)["turn"] == rebel_seat);
    g.act(rebel_seat, "play");
    CHECK(g.to_act() == std::vector<int>{1 - rebel_seat});
    g.act(1 - rebel_seat, "play");
    CHECK(g.to_act() == std::vector<int>{rebel_seat});
  }
}

TEST_CASE("EVR-LEARN-2 learning turn: play a card, use a card's ability, or pass, no influence", "[evr][learning]") {
  Evr g = learning({"reb.force-2"}, {"imp.military-3"});
  std::vector<std::string> ids = g.ids(Evr::R);
  std::sort(ids.begin(), ids.end());
  CHECK(ids == std::vector<std::string>{"force:reb.force-2", "pass", "play"});
  // Use the Force: exhaust the card and resolve its ability (exhaust an active card).
  g.act(Evr::R, "force:reb.force-2");
  CHECK(g.exhausted(Evr::R, "reb.force-2"));
  g.act(Evr::R, "pick:imp.military-3");
  CHECK(g.exhausted(Evr::I, "imp.military-3"));
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  g.act(Evr::I, "pass");
  // An exhausted card cannot be used again, and there is no influence to ready it.
  ids = g.ids(Evr::R);
  std::sort(ids.begin(), ids.end());
  CHECK(ids == std::vector<std::string>{"pass", "play"});
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "force:reb.force-2") == "illegal_action");
  CHECK(g.try_act(Evr::R, "influence:reb.force-2") == "illegal_action");
  CHECK(g.save() == before);
}

TEST_CASE("EVR-LEARN-3 at the capacity of 3 a player cannot play another card", "[evr][learning]") {
  Evr g = learning({"reb.force-2", "reb.recon-2"}, {"imp.military-2"});
  g.act(Evr::R, "play");  // third card
  REQUIRE(g.in_play(Evr::R).size() == 3);
  g.act(Evr::I, "pass");
  CHECK_FALSE(g.can(Evr::R, "play"));
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "play") == "illegal_action");
  CHECK(g.save() == before);
  // Exhausted cards count too: still at capacity after using one.
  g.act(Evr::R, "force:reb.force-2");
  g.act(Evr::R, "pick:imp.military-2");
  g.act(Evr::I, "pass");
  CHECK_FALSE(g.can(Evr::R, "play"));
  CHECK(g.in_play(Evr::R).size() == 3);
}

TEST_CASE("EVR-LEARN-4 the struggle ends when a player passes right after the opponent passed", "[evr][learning]") {
  Evr g = learning({"reb.force-2"}, {"imp.military-2"});
  g.act(Evr::R, "pass");
  CHECK(g.phase() == "struggle");  // one pass alone does not end it
  g.act(Evr::I, "play");           // another action breaks the run of passes
  g.act(Evr::R, "pass");
  CHECK(g.phase() == "struggle");
  CHECK(g.view(-1)["passes"] == 1);
  g.act(Evr::I, "pass");
  CHECK(g.phase() == "over");
  CHECK(g.status()["terminal"] == true);
}

TEST_CASE("EVR-LEARN-5 OQ-EVR-03 the higher total not over the target wins", "[evr][learning]") {
  struct Case {
    const char* name;
    std::vector<std::string> rebel, imperial;
    std::vector<int> winners;
  };
  const std::vector<Case> cases = {
      // 10 vs 9, target 11: the higher total wins.
      {"higher wins", {"reb.force-5", "reb.recon-5"}, {"imp.force-4", "imp.recon-5"}, {Evr::R}},
      // 8 vs 11: exactly the target is allowed.
      {"exactly the target", {"reb.force-3", "reb.recon-5"}, {"imp.force-2", "imp.recon-4", "imp.military-5"}, {Evr::I}},
      // OQ-EVR-03: one over the target (12) -> the other (4) wins.
      {"one over", {"reb.force-5", "reb.recon-4", "reb.military-3"}, {"imp.force-4"}, {Evr::I}},
      // OQ-EVR-03: equal totals within the target -> a draw, no winner.
      {"tie is a draw", {"reb.force-4", "reb.recon-5"}, {"imp.force-5", "imp.recon-4"}, {}},
      // OQ-EVR-03: both over the target -> nobody wins.
      {"both over", {"reb.force-5", "reb.recon-5", "reb.military-2"}, {"imp.force-5", "imp.recon-5", "imp.military-3"}, {}},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    Evr g = learning(c.rebel, c.imperial);
    g.pass_out();
    REQUIRE(g.phase() == "over");
    json st = g.status();
    CHECK(st["winners"].get<std::vector<int>>() == c.winners);
    json v = g.view(-1);
    CHECK(v["terminal"] == true);
    CHECK(v["lastResult"]["totals"] == json::array({g.total(Evr::R), g.total(Evr::I)}));
  }
}

TEST_CASE("EVR-LEARN-5 totals count exhausted cards and change during the struggle", "[evr][learning]") {
  // Rebel 10 vs Imperial 9; the Rebel's Military discards the Imperial Recon 5,
  // then the Imperial plays and the result is computed on the final totals.
  Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.recon-5"}}}},
             {"imperial", {{"deck", {"imp.diplomacy-2"}}, {"inPlay", {"imp.force-4", "imp.recon-5"}}}}},
        json::object(), 1, "learning");
  g.act(Evr::R, "force:reb.military-5");
  g.act(Evr::R, "pick:imp.recon-5");
  CHECK(g.total(Evr::I) == 4);
  g.act(Evr::I, "play");
  CHECK(g.total(Evr::I) == 6);
  g.pass_out();
  CHECK(g.status()["winners"] == json::array({Evr::R}));
}

TEST_CASE("EVR-LEARN-6 the learning game is a single struggle without VP, influence or further rounds",
          "[evr][learning]") {
  Evr g = learning({"reb.force-5", "reb.recon-5"}, {"imp.force-2"});
  g.pass_out();
  REQUIRE(g.phase() == "over");
  json st = g.status();
  CHECK(st["terminal"] == true);
  CHECK(st["round"] == 1);
  CHECK(st["winners"] == json::array({Evr::R}));
  CHECK(g.vp(Evr::R) == 0);
  CHECK(g.influence(Evr::R) == 0);
  CHECK(g.player(Evr::R)["wonEvents"].empty());
  CHECK(st["toAct"].empty());
  CHECK(g.ids(Evr::R).empty());
  CHECK(g.try_act(Evr::I, "play") == "game_over");
}

TEST_CASE("OQ-EVR-03 the forced-play rule applies in the learning game", "[evr][learning]") {
  Evr g(json(), json::object(), 2, "learning");
  // Nothing in play: the only legal action is to play a card.
  CHECK(g.ids(Evr::R) == std::vector<std::string>{"play"});
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "pass") == "illegal_action");
  CHECK(g.save() == before);
  g.act(Evr::R, "play");
  CHECK(g.ids(Evr::I) == std::vector<std::string>{"play"});
  g.act(Evr::I, "play");
  CHECK(g.can(Evr::R, "pass"));
}
