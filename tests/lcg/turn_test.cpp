// The LCG turn: its six phases in order (LCG-TURN), the Balance phase and
// the Death Star dial (LCG-BAL), Refresh (LCG-REFRESH), Draw (LCG-DRAW,
// LCG-DISCARD) and the ways a turn can win the game (LCG-WIN).
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {

// Six Dark Side events and fates: nothing the Dark Side could deploy
// (LCG-DEPLOY-1), and no action it could take without units in play.
json ds_events() {
  return {"heat-of-battle@19", "tallon-roll", "death-from-above", "twist-of-fate@20", "target-of-opportunity@21", "detained"};
}
json ls_events() {
  return {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection", "return-of-the-jedi",
          "force-rejuvenation"};
}

}  // namespace

// ---------------------------------------------------------------- the turn --

TEST_CASE("lcg turn: Balance, Refresh, Draw, Deployment, Conflict, Force, then the opponent's turn "
          "(LCG-TURN-2, LCG-TURN-3, LCG-TURN-5, LCG-TIMING-1)",
          "[lcg][turn]") {
  Table t({{"active", "dark"},
           {"dark", {{"hand", ds_events()}, {"tookTurn", true}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
  // The Draw phase's optional discard is the Dark Side's first decision.
  CHECK(t.phase() == "draw");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(LS).empty());  // LCG-TURN-3: only the active player performs the phase steps
  t.act(DS, "done");
  // Nothing to deploy, no unit to engage with, no unit to commit Force to:
  // the turn runs to its end and the Light Side's Balance phase asks (LCG-BAL-4).
  CHECK(t.view()["active"] == LS);
  CHECK(t.view()["turn"] == 2);
  CHECK(t.phase() == "balance");
  CHECK(t.to_act() == std::vector<int>{LS});
  const char* phases[] = {"Dark Side: balance phase", "Dark Side: refresh phase", "Dark Side: draw phase",
                          "Dark Side: deployment phase", "Dark Side: conflict phase", "Dark Side: force phase",
                          "Turn 2: the Light Side"};
  int last = -1;
  for (const char* p : phases) {
    INFO(p);
    const int i = t.log_index(p);
    CHECK(i > last);
    last = i;
  }
}

// ----------------------------------------------------------------- Balance --

TEST_CASE("lcg balance: the Dark Side's Balance phase turns the dial by 1 while the token shows the Light Side "
          "(LCG-BAL-1, LCG-BAL-2, LCG-TIMING-2)",
          "[lcg][balance]") {
  Table t({{"active", "dark"}, {"dial", 3}, {"balance", "light"}, {"dark", {{"hand", ds_events()}, {"tookTurn", true}}}});
  CHECK(t.dial() == 4);
  CHECK(t.phase() == "draw");  // LCG-BAL-6: no action window, on to Refresh and Draw
}

TEST_CASE("lcg balance: by 2 while the token shows the Dark Side (LCG-BAL-2)", "[lcg][balance]") {
  Table t({{"active", "dark"}, {"dial", 3}, {"balance", "dark"}, {"dark", {{"hand", ds_events()}, {"tookTurn", true}}}});
  CHECK(t.dial() == 5);
}

TEST_CASE("lcg balance: the dial reaching 12 wins for the Dark Side at once (LCG-BAL-3, LCG-WIN-2, LCG-WIN-4)",
          "[lcg][balance][win]") {
  SECTION("from 11") {
    Table t({{"active", "dark"}, {"dial", 11}, {"dark", {{"hand", ds_events()}}}});
    CHECK(t.dial() == 12);
    CHECK(t.over());
    CHECK(t.winner() == DS);
    CHECK(t.view()["reason"] == "dial");
    CHECK(t.status()["terminal"] == true);
    CHECK(t.to_act().empty());
    CHECK(!t.logged("refresh phase"));  // LCG-WIN-4: nothing else resolves
  }
  SECTION("from 10 with the token on the Dark Side") {
    Table t({{"active", "dark"}, {"dial", 10}, {"balance", "dark"}, {"dark", {{"hand", ds_events()}}}});
    CHECK(t.dial() == 12);
    CHECK(t.winner() == DS);
  }
}

TEST_CASE("lcg balance: the Light Side may deal 1 damage to a Dark Side objective while the token shows the Light "
          "Side (LCG-BAL-4)",
          "[lcg][balance]") {
  Table t({{"active", "light"},
           {"dial", 5},
           {"dark", {{"objectives", {"imperial-command", "the-ultimate-power", "defense-protocol"}}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
  CHECK(t.dial() == 5);  // the dial only turns in the Dark Side's turn
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "damage:") == 3);
  CHECK(t.offers(LS, "decline"));
  t.act(LS, "damage:the-ultimate-power");
  CHECK(t.objective(DS, "The Ultimate Power")["damage"] == 1);
  CHECK(t.objective(DS, "Imperial Command")["damage"] == 0);
  CHECK(t.phase() == "draw");
}

TEST_CASE("lcg balance: the Light Side may decline (LCG-BAL-4)", "[lcg][balance]") {
  Table t({{"active", "light"},
           {"dark", {{"objectives", {"imperial-command", "the-ultimate-power"}}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
  t.act(LS, "decline");
  const json objs = t.player(DS)["objectives"];
  for (const json& o : objs) CHECK(o["damage"] == 0);
  CHECK(t.phase() == "draw");
}

TEST_CASE("lcg balance: nothing in the Light Side's Balance phase while the token shows the Dark Side (LCG-BAL-4)",
          "[lcg][balance]") {
  Table t({{"active", "light"},
           {"balance", "dark"},
           {"dark", {{"objectives", {"imperial-command"}}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
  CHECK(t.phase() == "draw");
  CHECK(!t.offers(LS, "damage:"));
  CHECK(t.objective(DS, "Imperial Command")["damage"] == 0);
}

TEST_CASE("lcg balance: Balance damage that destroys an objective puts it in the Light Side's victory pile, a third "
          "one wins (LCG-BAL-5, LCG-WIN-1, LCG-DMG-6)",
          "[lcg][balance][win]") {
  SECTION("the first") {
    Table t({{"active", "light"},
             {"dark", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}, "the-ultimate-power"}}}},
             {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
    t.act(LS, "damage:imperial-command");
    CHECK(t.objective(DS, "Imperial Command").is_null());
    CHECK(t.names(t.player(LS)["victory"]) == std::vector<std::string>{"Imperial Command"});
    CHECK(t.status()["score"]["1"] == 1);
    CHECK(!t.over());
    CHECK(t.n_objectives(DS) == 1);  // LCG-DMG-8: no replacement until the Dark Side's own Refresh
  }
  SECTION("the third") {
    Table t({{"active", "light"},
             {"dark", {{"objectives", {{{"card", "imperial-command"}, {"damage", 4}}}}}},
             {"light", {{"hand", ls_events()}, {"victory", {"the-ultimate-power", "defense-protocol"}}, {"tookTurn", true}}}});
    t.act(LS, "damage:imperial-command");
    CHECK(t.victory_count(LS) == 3);
    CHECK(t.over());
    CHECK(t.winner() == LS);
    CHECK(t.view()["reason"] == "objectives");
    CHECK(t.status()["winners"] == json::array({LS}));
    CHECK(!t.logged("Light Side: refresh phase"));  // LCG-WIN-4
  }
}

TEST_CASE("lcg balance: a shield on the Dark Side objective stops the Balance damage (OQ-7, LCG-SHIELD-3)",
          "[lcg][balance][shield]") {
  Table t({{"active", "light"},
           {"dark", {{"objectives", {{{"card", "imperial-command"}, {"shields", 1}}}}}},
           {"light", {{"hand", ls_events()}, {"tookTurn", true}}}});
  t.act(LS, "damage:imperial-command");
  CHECK(t.objective(DS, "Imperial Command")["damage"] == 0);
  CHECK(t.objective(DS, "Imperial Command")["shields"] == 0);
}

// ----------------------------------------------------------------- Refresh --

TEST_CASE("lcg refresh: one focus token off each of the active player's cards, two off an Elite card, all its "
          "shields go, the opponent's cards keep theirs (LCG-REFRESH-1, LCG-REFRESH-3, LCG-KW-2, LCG-SHIELD-4, "
          "LCG-FOCUS-4, LCG-FOCUS-5, LCG-TIMING-3)",
          "[lcg][refresh]") {
  Table t({{"active", "dark"},
           {"phase", "refresh"},
           {"dark",
            {{"hand", ds_events()},
             {"tookTurn", true},
             {"objectives", {{{"card", "imperial-command"}, {"focus", 1}, {"shields", 1}}}},
             {"units",
              {{{"card", "stormtrooper-elite"}, {"focus", 2}, {"shields", 1}},
               {{"card", "imperial-officer"}, {"focus", 1}},
               {{"card", "darth-vader"}, {"focus", 3}},
               {{"card", "grand-moff-tarkin"}, {"focus", 1}}}}}},
           {"light",
            {{"units", {{{"card", "luke-skywalker"}, {"focus", 1}, {"shields", 1}}}},
             {"objectives", {{{"card", "a-heros-journey"}, {"focus", 2}, {"shields", 1}}}}}}});
  CHECK(t.phase() == "draw");
  CHECK(t.unit(DS, "Stormtrooper Elite")["focus"] == 1);  // LCG-FOCUS-5: still exhausted
  CHECK(t.unit(DS, "Imperial Officer")["focus"] == 0);
  CHECK(t.unit(DS, "Darth Vader")["focus"] == 1);         // Elite: 3 - 2
  CHECK(t.unit(DS, "Grand Moff Tarkin")["focus"] == 0);   // Elite: no lower than 0
  CHECK(t.objective(DS, "Imperial Command")["focus"] == 0);
  CHECK(t.unit(DS, "Stormtrooper Elite")["shields"] == 0);
  CHECK(t.objective(DS, "Imperial Command")["shields"] == 0);
  CHECK(t.unit(LS, "Luke Skywalker")["focus"] == 1);
  CHECK(t.unit(LS, "Luke Skywalker")["shields"] == 1);
  CHECK(t.objective(LS, "A Hero's Journey")["focus"] == 2);
  CHECK(t.objective(LS, "A Hero's Journey")["shields"] == 1);
}

TEST_CASE("lcg refresh: the Light Side's first turn removes no focus tokens, but shields still go "
          "(LCG-REFRESH-2, LCG-TURN-4, LCG-TIMING-8)",
          "[lcg][refresh]") {
  const bool took = GENERATE(false, true);
  Table t({{"active", "light"},
           {"phase", "refresh"},
           {"light",
            {{"hand", ls_events()},
             {"tookTurn", took},
             {"units", {{{"card", "luke-skywalker"}, {"focus", 1}, {"shields", 1}}}}}}});
  CHECK(t.unit(LS, "Luke Skywalker")["focus"] == (took ? 0 : 1));
  CHECK(t.unit(LS, "Luke Skywalker")["shields"] == 0);
  CHECK(t.logged("no focus tokens are removed") == !took);
}

TEST_CASE("lcg refresh: missing objectives are replaced from the top of the objective deck until 3 are in play "
          "(LCG-REFRESH-4, LCG-REFRESH-5, LCG-TERMS-5)",
          "[lcg][refresh]") {
  Table t({{"active", "dark"},
           {"phase", "refresh"},
           {"dark",
            {{"hand", ds_events()},
             {"tookTurn", true},
             {"objectives", {"imperial-command"}},
             {"objectiveDeck", {"the-ultimate-power", "defense-protocol", "the-endor-gambit"}}}}});
  CHECK(t.names(t.player(DS)["objectives"]) ==
        std::vector<std::string>{"Imperial Command", "The Ultimate Power", "Defense Protocol"});
  CHECK(t.player(DS)["objectiveDeckCount"] == 1);
  CHECK(t.log_index("Dark Side reveals The Ultimate Power") < t.log_index("Dark Side reveals Defense Protocol"));
}

TEST_CASE("lcg refresh: an empty objective deck is no loss, the player stops replacing (C3, OQ-24, LCG-WIN-3)",
          "[lcg][refresh][win]") {
  Table t({{"active", "dark"},
           {"phase", "refresh"},
           {"dark", {{"hand", ds_events()}, {"tookTurn", true}, {"objectives", {"imperial-command"}}, {"objectiveDeck", json::array()}}}});
  CHECK(!t.over());
  CHECK(t.n_objectives(DS) == 1);
  CHECK(t.phase() == "draw");
}

// -------------------------------------------------------------------- Draw --

TEST_CASE("lcg draw: an optional discard first, then draw up to the reserve value of 6 from the command deck "
          "(LCG-DRAW-1, LCG-DRAW-2, LCG-DRAW-3, LCG-DRAW-5, LCG-DISCARD-1, LCG-TIMING-4)",
          "[lcg][draw]") {
  Table t({{"active", "dark"},
           {"phase", "draw"},
           {"dark",
            {{"hand", {"heat-of-battle@19", "tallon-roll", "death-from-above"}},
             {"deck", {"twist-of-fate@20", "target-of-opportunity@21", "detained", "bounty-collection", "its-worse"}},
             {"discard", {"force-lightning"}},
             {"tookTurn", true}}}});
  CHECK(t.player(DS)["reserve"] == 6);
  CHECK(t.count(DS, "discard:") == 3);
  CHECK(t.offers(DS, "done"));
  t.act(DS, "discard:tallon-roll");
  // The discarded card lies face up on top of the discard pile.
  CHECK(t.discard(DS) == std::vector<std::string>{"Tallon Roll", "Force Lightning"});
  // 2 left in hand: 4 drawn, from the top of the command deck.
  CHECK(t.hand(DS) == std::vector<std::string>{"Heat of Battle", "Death from Above", "Twist of Fate", "Target of Opportunity",
                                               "Detained", "Bounty Collection"});
  CHECK(t.deck_count(DS) == 1);
  CHECK(t.logged("Dark Side: deployment phase"));
}

TEST_CASE("lcg draw: without the optional discard the hand is drawn up to 6 (LCG-DRAW-2)", "[lcg][draw]") {
  Table t({{"active", "light"},
           {"phase", "draw"},
           {"light", {{"hand", {"counter-stroke"}}, {"tookTurn", true}}}});
  const int deck = t.deck_count(LS);
  t.act(LS, "done");
  CHECK(t.hand_count(LS) == 6);
  CHECK(t.deck_count(LS) == deck - 5);
}

TEST_CASE("lcg draw: a hand above the reserve value is discarded down to it, cards of the player's choice (LCG-DRAW-2)",
          "[lcg][draw]") {
  json hand = ls_events();
  hand.push_back("heat-of-battle");
  hand.push_back("fall-back");
  Table t({{"active", "light"}, {"phase", "draw"}, {"light", {{"hand", hand}, {"tookTurn", true}}}});
  const int deck = t.deck_count(LS);
  t.act(LS, "done");  // no optional discard
  CHECK(t.hand_count(LS) == 8);
  CHECK(!t.offers(LS, "done"));  // must discard now
  CHECK(t.count(LS, "discard:") == 8);
  t.act(LS, "discard:fall-back");
  CHECK(t.phase() == "draw");
  t.act(LS, "discard:counter-stroke");
  CHECK(t.hand_count(LS) == 6);
  CHECK(t.deck_count(LS) == deck);  // nothing drawn
  CHECK(t.discard(LS) == std::vector<std::string>{"Counter-stroke", "Fall Back!"});
  CHECK(t.logged("Light Side: deployment phase"));
}

TEST_CASE("lcg draw: a card's \"draw 2\" from a command deck of 1 loses the game, like the Draw phase's (LCG-WIN-3, "
          "LCG-DRAW-5)",
          "[lcg][draw][win]") {
  const json objectives = {"fall-of-the-jedi", "shadows-of-dathomir", "the-emperors-web"};
  SECTION("one card short: the player loses") {
    Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 5},
             {"dark", {{"tookTurn", true}, {"hand", {"dark-precognition"}}, {"deck", {"duty-officer"}}, {"objectives", objectives}}},
             {"light", {{"tookTurn", true}}}},
            {{"dark", "sith"}});
    t.act(DS, "use:dark-precognition");
    for (int i = 0; i < 4 && !t.over() && t.offers(DS, "autopay"); ++i) t.act(DS, "autopay");
    CHECK(t.over());
    CHECK(t.winner() == LS);
    CHECK(t.view()["reason"] == "deck");
    CHECK(t.logged("must draw 2 but the command deck holds 1"));
  }
  SECTION("exactly enough: no loss") {
    Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 5},
             {"dark", {{"tookTurn", true}, {"hand", {"dark-precognition"}}, {"deck", {"duty-officer", "force-choke"}}, {"objectives", objectives}}},
             {"light", {{"tookTurn", true}}}},
            {{"dark", "sith"}});
    t.act(DS, "use:dark-precognition");
    for (int i = 0; i < 4 && t.offers(DS, "autopay"); ++i) t.act(DS, "autopay");
    CHECK(!t.over());
    CHECK(t.deck_count(DS) == 0);
  }
}

TEST_CASE("lcg draw: a player who must draw and cannot loses (LCG-WIN-3, LCG-DRAW-5)", "[lcg][draw][win]") {
  SECTION("two cards short") {
    Table t({{"active", "light"},
             {"phase", "draw"},
             {"light", {{"hand", {"counter-stroke", "jedi-mind-trick"}}, {"deck", {"double-strike", "lightsaber-deflection"}}, {"tookTurn", true}}}});
    t.act(LS, "done");
    CHECK(t.over());
    CHECK(t.winner() == DS);
    CHECK(t.view()["reason"] == "deck");
  }
  SECTION("exactly enough: no loss") {
    Table t({{"active", "light"},
             {"phase", "draw"},
             {"light", {{"hand", {"counter-stroke", "jedi-mind-trick", "double-strike", "lightsaber-deflection"}},
                        {"deck", {"return-of-the-jedi", "force-rejuvenation"}},
                        {"tookTurn", true}}}});
    t.act(LS, "done");
    CHECK(!t.over());
    CHECK(t.hand_count(LS) == 6);
    CHECK(t.deck_count(LS) == 0);
  }
  SECTION("the Dark Side loses the same way") {
    Table t({{"active", "dark"}, {"phase", "draw"}, {"dark", {{"deck", json::array()}, {"tookTurn", true}}}});
    CHECK(t.over());
    CHECK(t.winner() == LS);
    CHECK(t.view()["reason"] == "deck");
  }
}
