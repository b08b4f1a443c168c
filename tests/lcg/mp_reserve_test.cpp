// The LCG's 2v2 common reserve (Balance of the Force, MP-GEN-4..11): one
// card placed face down at the end of a player's draw, seen by the teammate,
// usable by both as if in hand, counted as its owner's hand when drawing,
// out of reach of hand effects. Seats: 0 = Dark Side #1, 1 = Dark Side #2,
// 2 = Light Side #1, 3 = Light Side #2 (docs/api.md).
#include <functional>
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {

constexpr int DS1 = 0, DS2 = 1, LS1 = 2, LS2 = 3;

json mp() { return {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}}; }
json ls_events() { return {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection"}; }
// A Light Side command deck to draw from.
json ls_deck() { return {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection", "rebel-assault", "counter-stroke@2"}; }

json reserve_of(const Table& t, int seat, int viewer) { return t.raw_view(viewer)["players"][seat]["commonReserve"]; }
int reserve_count(const Table& t, int seat) { return t.raw_view(-1)["players"][seat]["commonReserveCount"].get<int>(); }

}  // namespace

TEST_CASE("lcg 2v2 reserve: at the end of its draw the active player may place one card from hand face down in its own "
          "common reserve, the teammate sees it, the opponents and spectators see only that there is one, the "
          "teammate's reserve does not count for the teammate's draw (MP-GEN-5, MP-GEN-6, MP-GEN-4, MP-GEN-11, MP-GEN-19)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "draw"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"hand", {"twist-of-fate", "counter-stroke"}}, {"deck", ls_deck()}}},
           {"light2", {{"tookTurn", true}, {"hand", {"x-wing@13", "rebel-assault", "jedi-mind-trick"}}, {"deck", ls_deck()}}}},
          mp());
  CHECK(reserve_count(t, LS1) == 0);
  t.act(LS1, "done");  // no optional discard
  CHECK(t.hand_count(LS1) == 6);
  // MP-GEN-6: after drawing, LS #1 (active) may place one card; nobody else decides now.
  REQUIRE(t.to_act() == std::vector<int>{LS1});
  CHECK(t.count(LS1, "reserve:") == 6);
  CHECK(t.offers(LS1, "done"));
  t.act(LS1, "reserve:twist-of-fate");
  CHECK(t.hand_count(LS1) == 5);
  CHECK(reserve_count(t, LS1) == 1);
  CHECK(t.logged("places a card face down in the common reserve"));
  CHECK(!t.logged("Twist of Fate"));  // face down: the log does not name it
  // At most one card per turn: the turn moves on to LS #2's draw.
  REQUIRE(t.to_act() == std::vector<int>{LS2});
  CHECK(!t.offers(LS1, "reserve:"));
  // MP-GEN-4: the owner and the teammate see the card; the Dark Side and a spectator do not.
  for (int viewer : {LS1, LS2}) {
    INFO("viewer " << viewer);
    REQUIRE(reserve_of(t, LS1, viewer).size() == 1);
    CHECK(reserve_of(t, LS1, viewer)[0]["key"] == "twist-of-fate@5");
  }
  for (int viewer : {-1, DS1, DS2}) {
    INFO("viewer " << viewer);
    CHECK(!t.raw_view(viewer)["players"][LS1].contains("commonReserve"));
    CHECK(t.raw_view(viewer)["players"][LS1]["commonReserveCount"] == 1);
  }
  // MP-GEN-11: Kris (LS #2) holds 3 and draws 3 to reach 6; Tom's reserve card does not count for him.
  t.act(LS2, "done");
  CHECK(t.hand_count(LS2) == 6);
  t.act(LS2, "done");  // LS #2 keeps its reserve empty
  CHECK(reserve_count(t, LS2) == 0);
}

TEST_CASE("lcg 2v2 reserve: the card in a player's own reserve counts toward its hand when drawing to the reserve "
          "value: one card in hand and one in the reserve draw 4, not 5 (MP-GEN-8, MP-GEN-11)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "draw"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"hand", {"counter-stroke"}}, {"commonReserve", {"twist-of-fate"}}, {"deck", ls_deck()}}},
           {"light2", {{"tookTurn", true}, {"hand", ls_events()}, {"deck", ls_deck()}}}},
          mp());
  t.act(LS1, "done");
  CHECK(t.hand_count(LS1) == 5);  // 1 + 4 drawn; with the reserve card, 6 = the reserve value
  CHECK(t.deck_count(LS1) == 2);
  CHECK(reserve_count(t, LS1) == 1);
}

TEST_CASE("lcg 2v2 reserve: placing a card when the reserve already holds one discards the old card first, with hand "
          "and reserve above the reserve value the reserve's card may be the one discarded (MP-GEN-6, MP-GEN-8, OQ-34)",
          "[lcg][mp][reserve]") {
  SECTION("a new card replaces the old one, which is discarded") {
    Table t({{"phase", "draw"},
             {"active", "light"},
             {"dark", {{"tookTurn", true}}},
             {"dark2", {{"tookTurn", true}}},
             {"light", {{"tookTurn", true}, {"hand", {"counter-stroke", "jedi-mind-trick"}}, {"commonReserve", {"twist-of-fate"}}, {"deck", ls_deck()}}},
             {"light2", {{"tookTurn", true}, {"hand", ls_events()}, {"deck", ls_deck()}}}},
            mp());
    t.act(LS1, "done");
    CHECK(t.hand_count(LS1) == 5);
    t.act(LS1, "reserve:jedi-mind-trick");
    CHECK(t.discard(LS1) == std::vector<std::string>{"Twist of Fate"});
    REQUIRE(reserve_of(t, LS1, LS1).size() == 1);
    CHECK(reserve_of(t, LS1, LS1)[0]["key"] == "jedi-mind-trick@3");
    CHECK(t.hand_count(LS1) == 4);
  }
  SECTION("six in hand and one in the reserve: one card is discarded, the reserve's card may be it") {
    Table t({{"phase", "draw"},
             {"active", "light"},
             {"dark", {{"tookTurn", true}}},
             {"dark2", {{"tookTurn", true}}},
             {"light", {{"tookTurn", true}, {"hand", ls_deck()}, {"commonReserve", {"twist-of-fate"}}}},
             {"light2", {{"tookTurn", true}, {"hand", ls_events()}, {"deck", ls_deck()}}}},
            mp());
    t.act(LS1, "done");
    // 7 count as the hand: discard one, the reserve's card among the choices.
    CHECK(t.count(LS1, "discard:") == 7);
    t.act(LS1, "discard:twist-of-fate");
    CHECK(reserve_count(t, LS1) == 0);
    CHECK(t.hand_count(LS1) == 6);
    CHECK(t.discard(LS1) == std::vector<std::string>{"Twist of Fate"});
    CHECK(t.offers(LS1, "reserve:"));  // then the placement, as usual
  }
}

TEST_CASE("lcg 2v2 reserve: a player may deploy a unit from its teammate's common reserve as if from hand: it enters "
          "play under that player, paid by that player, its owner keeps owning it, an opponent cannot use the reserve "
          "(MP-GEN-7, MP-GEN-20)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"activePlayer", 2},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"commonReserve", {"x-wing@13"}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  REQUIRE(t.view()["active"] == LS2);
  REQUIRE(t.offers(LS2, "deploy:x-wing"));
  const int resources = t.player(LS2)["resources"].get<int>();
  const int ls1_resources = t.player(LS1)["resources"].get<int>();
  t.act(LS2, "deploy:x-wing");
  if (t.offers(LS2, "autopay")) t.act(LS2, "autopay");
  const json xw = t.unit(LS2, "X-Wing");
  REQUIRE(!xw.is_null());
  CHECK(xw["owner"] == LS1);
  CHECK(xw["controller"] == LS2);
  CHECK(t.unit(LS1, "X-Wing").is_null());
  CHECK(reserve_count(t, LS1) == 0);
  CHECK(t.player(LS2)["resources"].get<int>() < resources);  // LS #2 paid
  CHECK(t.player(LS1)["resources"].get<int>() == ls1_resources);
}

TEST_CASE("lcg 2v2 reserve: a player plays an event from its teammate's reserve in an action window, it goes to its "
          "owner's discard pile, the Dark Side is never offered the Light Side's reserve (MP-GEN-7)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}, {"commonReserve", {"force-choke"}}, {"units", {"tie-advanced"}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"units", {"luke-skywalker"}}}},
           {"light2", {{"tookTurn", true}, {"commonReserve", {"our-most-desperate-hour"}}}}},
          mp());
  REQUIRE(t.view()["active"] == LS1);
  REQUIRE(t.offers(LS1, "use:our-most-desperate-hour"));
  t.act(LS1, "use:our-most-desperate-hour");
  t.act(LS1, "target:luke-skywalker");
  if (t.offers(LS1, "autopay")) t.act(LS1, "autopay");
  CHECK(t.unit(LS1, "Luke Skywalker")["shields"] == 1);
  CHECK(t.discard(LS2) == std::vector<std::string>{"Our Most Desperate Hour"});
  CHECK(reserve_count(t, LS2) == 0);
  // The Dark Side's own reserve stays its own: the Light Side is never offered Force Choke.
  CHECK(!t.offers(LS1, "use:force-choke"));
  CHECK(!t.offers(LS2, "use:force-choke"));
}

TEST_CASE("lcg 2v2 reserve: an interrupt event in the teammate's reserve answers as if from hand: Light Side #1 "
          "cancels a Dark Side event with the Counter-stroke its teammate keeps there (MP-GEN-7)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "deployment"},
           {"active", "dark"},
           {"dark", {{"tookTurn", true}, {"hand", {"force-lightning"}},
                     {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                      {"units", {{{"card", "luke-skywalker"}, {"focus", 1}}}}}},
           {"light2", {{"tookTurn", true}, {"commonReserve", {"counter-stroke"}}}}},
          mp());
  t.act(DS1, "use:force-lightning");  // destroy a target exhausted unit
  t.act(DS1, "target:luke-skywalker");
  if (t.offers(DS1, "autopay")) t.act(DS1, "autopay");
  // The event is being played: the interrupt window reaches the Light Side players.
  for (int i = 0; i < 4 && !t.offers(LS1, "use:counter-stroke"); ++i) {
    REQUIRE(!t.to_act().empty());
    REQUIRE(t.to_act() != std::vector<int>{LS1});
    t.act(t.to_act().front(), "pass");
  }
  REQUIRE(t.offers(LS1, "use:counter-stroke"));
  CHECK(!t.offers(DS1, "use:counter-stroke"));
  t.act(LS1, "use:counter-stroke");
  if (t.offers(LS1, "autopay")) t.act(LS1, "autopay");
  CHECK(t.unit(LS1, "Luke Skywalker").is_object());  // the event's effect was cancelled
  CHECK(t.discard(LS2) == std::vector<std::string>{"Counter-stroke"});
  CHECK(reserve_count(t, LS2) == 0);
}

TEST_CASE("lcg 2v2 reserve: an opponent's hand effect never reaches the reserve: Interrogation looks at and discards "
          "from the hand only (MP-GEN-9)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "deployment"},
           {"active", "dark"},
           {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", {"interrogation"}},
                     {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"hand", {"luke-skywalker"}}, {"commonReserve", {"counter-stroke"}}}},
           {"light2", {{"tookTurn", true}, {"commonReserve", {"jedi-mind-trick"}}}}},
          mp());
  t.act(DS1, "use:interrogation");
  if (t.offers(DS1, "autopay")) t.act(DS1, "autopay");
  for (int i = 0; i < 4 && !t.offers(DS1, "choose:"); ++i) t.act(t.to_act().front(), "pass");
  // Only LS #1 holds a hand card (LS #2's reserve is no hand): no choice of opponent; the peek shows the hand only.
  const json peek = t.view(DS1)["peek"];
  REQUIRE(peek.is_object());
  REQUIRE(peek["cards"].size() == 1);
  CHECK(peek["cards"][0]["key"] == "luke-skywalker");
  CHECK(t.count(DS1, "choose:") == 1);
  t.act(DS1, "choose:luke-skywalker");
  CHECK(t.discard(LS1) == std::vector<std::string>{"Luke Skywalker"});
  CHECK(reserve_count(t, LS1) == 1);
  CHECK(reserve_count(t, LS2) == 1);
}

TEST_CASE("lcg 2v2 reserve: a player may put the card in its own reserve in its edge stack (MP-GEN-7)",
          "[lcg][mp][reserve][edge]") {
  // DS #1 engages LS #2 (across); LS #2 defends with an empty hand and a card in its reserve.
  Table t({{"phase", "conflict"},
           {"active", "dark"},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "tie-advanced"}, {"attacking", true}}}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}, {"commonReserve", {"jedi-mind-trick"}},
                       {"units", {{{"card", "x-wing@13"}, {"defending", true}}}}}},
           {"engagement", {{"objective", 0}}}},
          mp());
  for (int i = 0; i < 4 && !t.offers(LS2, "edge:"); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(LS2, "edge:jedi-mind-trick"));
  t.act(LS2, "edge:jedi-mind-trick");
  CHECK(reserve_count(t, LS2) == 0);
  // Nobody else has a card to place: the stacks are revealed at once, and its Force icon wins the edge.
  CHECK(t.logged("Light Side #2's edge stack: Jedi Mind Trick."));
  CHECK(t.view()["engagement"]["edgeWinner"] == LS2);
}

TEST_CASE("lcg 2v2 reserve: a player may put the card in its teammate's reserve in its own edge stack: it counts for "
          "that player's edge, stays hidden from the opponents until revealed, and goes to its owner's discard pile "
          "(MP-GEN-7)",
          "[lcg][mp][reserve][edge]") {
  // DS #1 engages LS #2 (across); LS #2 defends with an empty hand and an empty reserve, LS #1's reserve holds a card.
  Table t({{"phase", "conflict"},
           {"active", "dark"},
           {"dark", {{"tookTurn", true}, {"hand", {"force-lightning"}}, {"units", {{{"card", "tie-advanced"}, {"attacking", true}}}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"commonReserve", {"jedi-mind-trick"}}}},
           {"light2", {{"tookTurn", true}, {"units", {{{"card", "x-wing@13"}, {"defending", true}}}}}},
           {"engagement", {{"objective", 0}}}},
          mp());
  for (int i = 0; i < 6 && !t.offers(LS2, "edge:"); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(LS2, "edge:jedi-mind-trick"));
  CHECK_FALSE(t.offers(LS1, "edge:"));  // LS #1 takes no part in this edge battle
  t.act(LS2, "edge:jedi-mind-trick");
  CHECK(reserve_count(t, LS1) == 0);
  // In LS #2's stack, face down: the attacker sees one card there and not which.
  REQUIRE(t.offers(DS1, "edge:"));
  const json ls2 = t.raw_view(DS1)["players"][LS2];
  CHECK(ls2["edgeCount"] == 1);
  CHECK_FALSE(ls2.contains("edge"));
  CHECK(t.raw_view(DS1)["players"][LS1]["edgeCount"] == 0);
  CHECK(t.raw_view(LS2)["players"][LS2]["edge"].size() == 1);
  t.reloads_equal();  // a save holds it there
  t.act(DS1, "pass");
  // Revealed in LS #2's stack; its Force icon wins LS #2 the edge; discarded to its owner, LS #1.
  CHECK(t.logged("Light Side #2's edge stack: Jedi Mind Trick."));
  CHECK(t.view()["engagement"]["edgeWinner"] == LS2);
  CHECK(t.discard(LS1) == std::vector<std::string>{"Jedi Mind Trick"});
  CHECK(t.discard(LS2).empty());
}

TEST_CASE("lcg reserve: a player without a teammate has no common reserve: the two-player game never offers it and "
          "setup refuses one (MP-GEN-10)",
          "[lcg][mp][reserve]") {
  Table t({{"phase", "draw"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"hand", {"counter-stroke"}}, {"deck", ls_deck()}}}});
  t.act(1, "done");
  CHECK(t.hand_count(1) == 6);
  CHECK(!t.offers(1, "reserve:"));
  CHECK(!t.raw_view(1)["players"][1].contains("commonReserveCount"));
  lcgt::start_fails({{"light", {{"commonReserve", {"counter-stroke"}}}}}, "bad_setup");
  // In 2v2 at most one card.
  lcgt::start_fails({{"light", {{"commonReserve", {"counter-stroke", "twist-of-fate"}}}}}, "bad_setup", mp());
}

TEST_CASE("lcg 2v2 reserve: a save holds the reserve and loads back equal, a save from before the reserve (one zone "
          "fewer per seat) still loads (MP-GEN-5)",
          "[lcg][mp][reserve][save]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"commonReserve", {"x-wing@13"}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  const std::string save = t.m.save();
  sw::Match m2{sw::builtin_registry()};
  json r = lcgt::parse(m2.load(save));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(m2.save() == save);
  CHECK(lcgt::parse(m2.view(LS2))["players"][LS1]["commonReserve"][0]["key"] == "x-wing@13");
  // The same position with an empty reserve, saved the old way (eight zones per seat).
  Table e({{"phase", "deployment"},
           {"active", "light"},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  const std::string esave = e.m.save();
  json old = lcgt::parse(esave);
  json* zones = nullptr;
  // Find the zones array wherever the save nests the state.
  std::function<void(json&)> find = [&](json& j) {
    if (!j.is_object() && !j.is_array()) return;
    if (j.is_object() && j.contains("core") && j["core"].is_object() && j["core"].contains("zones")) zones = &j["core"]["zones"];
    for (auto& x : j) find(x);
  };
  find(old);
  REQUIRE(zones != nullptr);
  for (json& seat : *zones) {
    REQUIRE(seat.back().empty());
    seat.erase(seat.size() - 1);
  }
  sw::Match m3{sw::builtin_registry()};
  json r3 = lcgt::parse(m3.load(old.dump()));
  INFO(r3.dump());
  REQUIRE(r3["ok"] == true);
  CHECK(m3.save() == esave);
}
