// The Struggle phase (EVR-STRUGGLE-1..12, OQ-EVR-06..08).
#include <algorithm>
#include "evr_fixture.h"

using namespace evrtest;

namespace {

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The 16 non-character cards of a faction except `keep`.
std::vector<std::string> generic_except(const std::string& prefix, const std::vector<std::string>& keep) {
  std::vector<std::string> v;
  for (const char* t : {"diplomacy", "force", "military", "recon"})
    for (int value = 2; value <= 5; ++value) {
      std::string id = prefix + t + "-" + std::to_string(value);
      if (!contains(keep, id)) v.push_back(id);
    }
  return v;
}

// A struggle position for `event` with the Rebel to act (balance token Rebel).
json struggle(const std::string& event, const json& rebel, const json& imperial) {
  return json{{"phase", "struggle"}, {"event", event}, {"balance", "rebel"}, {"rebel", rebel}, {"imperial", imperial}};
}

}  // namespace

TEST_CASE("EVR-STRUGGLE-1 the faction shown on the balance token takes the first turn", "[evr][struggle]") {
  for (const char* side : {"rebel", "imperial"}) {
    for (int rebel_seat : {0, 1}) {
      INFO(side << " rebelSeat " << rebel_seat);
      Evr g(json{{"phase", "planning"}, {"eventDeck", {"battle-of-hoth"}}, {"balance", side}}, {{"rebelSeat", rebel_seat}});
      g.act(0, "strategy:bureaucracy");
      g.act(1, "strategy:bureaucracy");
      REQUIRE(g.phase() == "struggle");
      int first = std::string(side) == "rebel" ? rebel_seat : 1 - rebel_seat;
      CHECK(g.to_act() == std::vector<int>{first});
      CHECK(g.try_act(1 - first, "play") == "not_your_turn");
    }
  }
}

TEST_CASE("EVR-STRUGGLE-2 players alternate, each turn exactly one action", "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}, {"influence", 1}},
                 {{"inPlay", {{{"card", "imp.force-3"}, {"exhausted", true}}}}, {"influence", 1}}));
  // The four actions: play, Use the Force, spend influence (needs an exhausted card), pass.
  CHECK(sorted(g.ids(Evr::R)) == std::vector<std::string>{"force:reb.force-2", "pass", "play"});
  CHECK(g.ids(Evr::I).empty());
  g.act(Evr::R, "play");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.try_act(Evr::R, "play") == "not_your_turn");  // one action, then the turn is over
  std::vector<std::string> ids = g.ids(Evr::I);
  CHECK(contains(ids, "influence:imp.force-3"));
  CHECK(contains(ids, "play"));
  CHECK(contains(ids, "pass"));
  g.act(Evr::I, "influence:imp.force-3");
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "pass");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
}

TEST_CASE("EVR-STRUGGLE-3 play a card: the top card of the deck enters play face up and active", "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"deck", {"reb.military-4", "reb.recon-2", "reb.yoda"}}},
                 {{"deck", {"imp.force-5"}}}));
  CHECK(g.ids(Evr::R) == std::vector<std::string>{"play"});  // no choice of card: no hand
  g.act(Evr::R, "play");
  g.act(Evr::I, "play");
  g.act(Evr::R, "play");
  g.act(Evr::I, "pass");
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.military-4", "reb.recon-2", "reb.yoda"});
  CHECK(g.in_play(Evr::I) == std::vector<std::string>{"imp.force-5"});
  const json rebel = g.player(Evr::R);
  for (const json& c : rebel["inPlay"]) {
    CHECK(c["exhausted"] == false);
    CHECK(c["current"] == c["value"]);
  }
  // 16 non-character cards + Yoda named in the deck = 17, minus the 3 played.
  CHECK(g.player(Evr::R)["deck"]["count"] == 14);
}

TEST_CASE("EVR-STRUGGLE-4 at capacity no card can be played, by the action or by an ability", "[evr][struggle]") {
  // Control of Endor: capacity 2. The Rebel has 2 cards in play, one exhausted.
  Evr g(struggle("control-of-endor",
                 {{"inPlay", {{{"card", "reb.force-2"}, {"exhausted", true}}, "reb.han-solo"}}},
                 {{"inPlay", {"imp.recon-2"}}}));
  CHECK_FALSE(g.can(Evr::R, "play"));  // exhausted cards count too
  std::string before = g.save();
  json r = parse(g.m.apply(sw::dump(json{{"player", Evr::R}, {"id", "play"}})));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "illegal_action");
  CHECK(g.save() == before);
  // Han Solo's power would put a card into play: at capacity it does nothing (EVR-FAQ-4).
  g.act(Evr::R, "force:reb.han-solo");
  CHECK(g.in_play(Evr::R).size() == 2);
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  // The opponent, below capacity, may still play.
  CHECK(g.can(Evr::I, "play"));
  g.act(Evr::I, "play");
  CHECK(g.try_act(Evr::I, "play") == "not_your_turn");
  g.act(Evr::R, "pass");
  CHECK(g.try_act(Evr::I, "play") == "illegal_action");
}

TEST_CASE("EVR-STRUGGLE-4 below capacity Han Solo does put a card into play", "[evr][struggle]") {
  Evr g(struggle("control-of-endor", {{"deck", {"reb.military-2"}}, {"inPlay", {"reb.han-solo"}}},
                 {{"inPlay", {"imp.recon-2"}}}));
  g.act(Evr::R, "force:reb.han-solo");
  REQUIRE(g.to_act() == std::vector<int>{Evr::R});
  g.act(Evr::R, "pick:reb.military-2");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.han-solo", "reb.military-2"});
  CHECK_FALSE(g.can(Evr::I, "pick:reb.military-2"));
}

TEST_CASE("OQ-EVR-06 capacity is checked against the current count: below it again, a player may play",
          "[evr][struggle]") {
  Evr g(struggle("control-of-endor", {{"deck", {"reb.force-4"}}, {"inPlay", {"reb.diplomacy-3", "reb.military-5"}}},
                 {{"inPlay", {"imp.recon-2"}}}));
  CHECK_FALSE(g.can(Evr::R, "play"));
  // Diplomacy discards one of the Rebel's own cards (itself allowed, EVR-FAQ-1).
  g.act(Evr::R, "force:reb.diplomacy-3");
  CHECK(sorted(g.ids(Evr::R)) == std::vector<std::string>{"pick:reb.diplomacy-3", "pick:reb.military-5"});
  g.act(Evr::R, "pick:reb.military-5");
  CHECK(g.discard(Evr::R) == std::vector<std::string>{"reb.military-5"});
  g.act(Evr::I, "pass");
  CHECK(g.can(Evr::R, "play"));
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.diplomacy-3", "reb.force-4"});
}

TEST_CASE("EVR-STRUGGLE-5 Use the Force exhausts an active card and resolves its ability, not again while exhausted",
          "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.military-3", "reb.force-2"}}},
                 {{"inPlay", {"imp.recon-4", "imp.force-5"}}}));
  g.act(Evr::R, "force:reb.military-3");
  CHECK(g.exhausted(Evr::R, "reb.military-3"));
  // Military: discard one of the opponent's cards; only the opponent's cards are offered.
  CHECK(sorted(g.ids(Evr::R)) == std::vector<std::string>{"pick:imp.force-5", "pick:imp.recon-4"});
  g.act(Evr::R, "pick:imp.force-5");
  CHECK(g.in_play(Evr::I) == std::vector<std::string>{"imp.recon-4"});
  CHECK(g.discard(Evr::I) == std::vector<std::string>{"imp.force-5"});
  g.act(Evr::I, "pass");
  std::vector<std::string> ids = g.ids(Evr::R);
  CHECK_FALSE(contains(ids, "force:reb.military-3"));
  CHECK(contains(ids, "force:reb.force-2"));
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "force:reb.military-3") == "illegal_action");
  CHECK(g.save() == before);
  // Opponent's cards can never be used.
  CHECK(g.try_act(Evr::R, "force:imp.recon-4") == "illegal_action");
}

TEST_CASE("EVR-STRUGGLE-6 an ability may target its own card and must be carried out once started",
          "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.diplomacy-2", "reb.military-4"}}},
                 {{"inPlay", {"imp.force-3"}}}));
  g.act(Evr::R, "force:reb.diplomacy-2");
  // Diplomacy: "discard this card or another": the card itself may be chosen;
  // there is no way to skip (no pass/done).
  CHECK(sorted(g.ids(Evr::R)) == std::vector<std::string>{"pick:reb.diplomacy-2", "pick:reb.military-4"});
  CHECK(g.try_act(Evr::R, "pass") == "illegal_action");
  CHECK(g.try_act(Evr::R, "done") == "illegal_action");
  g.act(Evr::R, "pick:reb.diplomacy-2");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.military-4"});
  CHECK(g.total(Evr::R) == 4);
}

TEST_CASE("EVR-STRUGGLE-6 OQ-EVR-07 a card may be exhausted when its power can do nothing, that is not a pass",
          "[evr][struggle]") {
  // The Imperial player has just passed. The Rebel's Force 2 would exhaust an
  // active card, but the only other card in play is already exhausted.
  json setup = struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}},
                        {{"inPlay", {{{"card", "imp.military-2"}, {"exhausted", true}}}}});
  setup["passes"] = 1;
  Evr g(setup);
  REQUIRE(g.view(-1)["passes"] == 1);
  g.act(Evr::R, "force:reb.force-2");
  CHECK(g.exhausted(Evr::R, "reb.force-2"));
  CHECK(g.phase() == "struggle");
  CHECK(g.view(-1)["passes"] == 0);  // the run of passes is broken
  g.act(Evr::I, "pass");
  CHECK(g.phase() == "struggle");  // one pass only
  g.act(Evr::R, "pass");
  CHECK(g.phase() != "struggle");

  // A character whose power cannot be carried out (Han Solo at capacity) may
  // still be exhausted, which lowers its value.
  Evr h(struggle("control-of-endor", {{"inPlay", {"reb.han-solo", "reb.force-2"}}}, {{"inPlay", {"imp.recon-2"}}}));
  int before = h.total(Evr::R);
  h.act(Evr::R, "force:reb.han-solo");
  CHECK(h.exhausted(Evr::R, "reb.han-solo"));
  json han = h.player(Evr::R)["inPlay"][0];
  CHECK(h.total(Evr::R) == before - han["value"].get<int>() + han["exhaustedValue"].get<int>());
  CHECK(h.total(Evr::R) < before);
}

TEST_CASE("EVR-STRUGGLE-7 spend influence: return a token to ready one of your exhausted cards", "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth",
                 {{"inPlay", {{{"card", "reb.military-3"}, {"exhausted", true}}, "reb.recon-2"}}, {"influence", 2}},
                 {{"inPlay", {{{"card", "imp.force-3"}, {"exhausted", true}}}}, {"influence", 0}}));
  std::vector<std::string> ids = g.ids(Evr::R);
  CHECK(contains(ids, "influence:reb.military-3"));
  CHECK_FALSE(contains(ids, "influence:reb.recon-2"));   // active: nothing to ready
  CHECK_FALSE(contains(ids, "influence:imp.force-3"));   // not the player's own card
  CHECK(g.try_act(Evr::R, "influence:imp.force-3") == "illegal_action");
  g.act(Evr::R, "influence:reb.military-3");
  CHECK(g.influence(Evr::R) == 1);
  CHECK_FALSE(g.exhausted(Evr::R, "reb.military-3"));
  // No token: the Empire cannot ready its exhausted card.
  CHECK_FALSE(g.can(Evr::I, "influence:imp.force-3"));
  CHECK(g.try_act(Evr::I, "influence:imp.force-3") == "illegal_action");
  g.act(Evr::I, "pass");
  // The readied card's ability can be used again this round.
  CHECK(g.can(Evr::R, "force:reb.military-3"));
  g.act(Evr::R, "force:reb.military-3");
  g.act(Evr::R, "pick:imp.force-3");
  CHECK(g.in_play(Evr::I).empty());
}

TEST_CASE("EVR-STRUGGLE-8 passing does not lock a player out of the struggle", "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"deck", {"reb.recon-3"}}, {"inPlay", {"reb.force-2"}}},
                 {{"inPlay", {"imp.force-3"}}}));
  g.act(Evr::R, "pass");
  g.act(Evr::I, "play");
  CHECK(g.phase() == "struggle");
  CHECK(contains(g.ids(Evr::R), "play"));
  CHECK(contains(g.ids(Evr::R), "force:reb.force-2"));
  g.act(Evr::R, "play");
  CHECK(g.in_play(Evr::R) == std::vector<std::string>{"reb.force-2", "reb.recon-3"});
}

TEST_CASE("EVR-STRUGGLE-9 a player with no card in play must play a card", "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth", {{"influence", 3}}, {{"inPlay", {"imp.military-4"}}}));
  CHECK(g.ids(Evr::R) == std::vector<std::string>{"play"});
  std::string before = g.save();
  CHECK(g.try_act(Evr::R, "pass") == "illegal_action");
  CHECK(g.save() == before);
  CHECK(g.view(Evr::R)["prompt"]["text"].get<std::string>().find("must play") != std::string::npos);
  g.act(Evr::R, "play");
  // Mid-struggle: after the Empire's Military discards the Rebel's only card,
  // the Rebel is forced to play again.
  g.act(Evr::I, "force:imp.military-4");
  g.act(Evr::I, g.ids(Evr::I).at(0));
  REQUIRE(g.in_play(Evr::R).empty());
  CHECK(g.ids(Evr::R) == std::vector<std::string>{"play"});
}

TEST_CASE("EVR-STRUGGLE-10 the struggle ends when a player passes right after the opponent's pass",
          "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth",
                 {{"inPlay", {"reb.force-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}},
                 {{"inPlay", {"imp.force-3"}}, {"strategy", {{"chosen", "bureaucracy"}}}}));
  g.act(Evr::R, "pass");
  CHECK(g.view(-1)["passes"] == 1);
  g.act(Evr::I, "play");  // any other action resets the sequence
  CHECK(g.view(-1)["passes"] == 0);
  g.act(Evr::R, "pass");
  CHECK(g.phase() == "struggle");
  g.act(Evr::I, "pass");
  // Struggle over: Dominance resolved the round (round 2 Planning).
  CHECK(g.phase() == "planning");
  CHECK(g.view(-1)["lastResult"]["round"] == 1);
}

TEST_CASE("EVR-STRUGGLE-11 the total is the sum of current values in play, exhausted characters at their lower value",
          "[evr][struggle]") {
  Evr g(struggle("battle-of-hoth",
                 {{"inPlay", {{{"card", "reb.yoda"}, {"exhausted", true}}, "reb.military-4", {{"card", "reb.force-3"}, {"exhausted", true}}}},
                  {"discard", {"reb.force-5"}},
                  {"strategy", {{"chosen", "bureaucracy"}}}},
                 {{"inPlay", {"imp.darth-vader", "imp.recon-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}}));
  json reb = g.player(Evr::R);
  int expected = 0;
  for (const json& c : reb["inPlay"])
    expected += c["exhausted"] == true ? c["exhaustedValue"].get<int>() : c["value"].get<int>();
  CHECK(expected == 1 + 4 + 3);
  CHECK(reb["total"] == expected);  // the discard pile, deck and reserve do not count
  CHECK(g.total(Evr::I) == 6 + 2);
  g.pass_out();
  json r = g.view(-1)["lastResult"];
  CHECK(r["totals"] == json::array({8, 8}));
  // Equal totals: the balance token (Rebel) wins the tie (EVR-DOM-7).
  CHECK(r["winner"] == Evr::R);
}

TEST_CASE("EVR-STRUGGLE-12 OQ-EVR-08 an empty deck is refilled from the discard pile when a card is needed",
          "[evr][struggle]") {
  // The Rebel's deck is empty: 15 cards in the discard pile, Force 2 in play.
  std::vector<std::string> rebel_discard = generic_except("reb.", {"reb.force-2"});
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}, {"discard", rebel_discard}},
                 {{"inPlay", {"imp.recon-3"}}}));
  REQUIRE(g.player(Evr::R)["deck"]["count"] == 0);
  CHECK(g.can(Evr::R, "play"));
  g.act(Evr::R, "play");
  json reb = g.player(Evr::R);
  CHECK(reb["discard"].empty());
  CHECK(reb["deck"]["count"] == 14);
  REQUIRE(reb["inPlay"].size() == 2);
  CHECK(contains(rebel_discard, reb["inPlay"][1]["id"].get<std::string>()));
  bool logged = false;
  for (const json& e : g.log(-1))
    if (e["type"] == "reshuffle") logged = true;
  CHECK(logged);
}

TEST_CASE("OQ-EVR-08 looking at an empty deck also refills it from the discard pile", "[evr][struggle]") {
  std::vector<std::string> imperial_discard = generic_except("imp.", {"imp.force-2"});
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.recon-3"}}},
                 {{"inPlay", {"imp.force-2"}}, {"discard", imperial_discard}}));
  REQUIRE(g.player(Evr::I)["deck"]["count"] == 0);
  g.act(Evr::R, "force:reb.recon-3");
  CHECK(contains(g.ids(Evr::R), "deck:imperial"));  // the empty deck can still be chosen
  g.act(Evr::R, "deck:imperial");
  std::vector<std::string> picks = g.ids(Evr::R);
  REQUIRE(picks.size() == 2);
  g.act(Evr::R, picks[0]);
  json imp = g.player(Evr::I);
  CHECK(imp["deck"]["count"] == 14);
  REQUIRE(imp["discard"].size() == 1);
  CHECK("pick:" + imp["discard"][0]["id"].get<std::string>() == picks[0]);
}
