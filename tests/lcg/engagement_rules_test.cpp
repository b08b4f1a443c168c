// The engagement's steps (LCG-CONFLICT-4), fate cards only in edge stacks
// (LCG-EDGE-11) and captured cards rescued when their objective is destroyed (LCG-DMG-7).
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
const json kNavy = {"imperial-command", "death-and-despayre", "the-endor-gambit"};
const json kJedi = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}

TEST_CASE("lcg engagement: target, attackers, defenders, edge battle, strikes, unopposed bonus, in that order "
          "(LCG-CONFLICT-4)",
          "[lcg][conflict]") {
  Table t({{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", kNavy}, {"units", {"at-st"}}, {"hand", {"tallon-roll"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"units", {"luke-skywalker"}}, {"hand", {"yoda"}}}}});
  t.act(DS, "engage:a-heros-journey");            // (1) the target
  CHECK(t.offers(DS, "attacker:at-st"));          // (2) attackers
  t.act(DS, "attacker:at-st");
  t.act(DS, "done");
  CHECK(t.to_act() == std::vector<int>{LS});      // (3) defenders
  CHECK(t.offers(LS, "defender:luke-skywalker"));
  t.act(LS, "done");                               // none
  CHECK(t.offers(DS, "edge:tallon-roll"));         // (4) the edge battle
  t.act(DS, "pass");
  CHECK(t.offers(DS, "strike:at-st"));             // (5) strikes
  t.act(DS, "strike:at-st");
  for (int i = 0; i < 3 && !t.offers(DS, "bonus"); ++i) {
    const int who = t.to_act()[0];
    if (t.offers(who, "icon.")) t.act(who, "icon.");
    else t.act(who, "pass");
  }
  CHECK(t.offers(DS, "bonus"));                    // (6) unopposed
  t.act(DS, "bonus");
  CHECK(t.view()["engagement"].is_null());
}

TEST_CASE("lcg edge: a fate card cannot be played, its only use is the edge stack (LCG-EDGE-11)", "[lcg][edge]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", kNavy}, {"hand", {"heat-of-battle@19"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"units", {"luke-skywalker"}}}}});
  CHECK_FALSE(t.offers(DS, "use:heat-of-battle"));
  CHECK_FALSE(t.offers(DS, "deploy:heat-of-battle"));
}

TEST_CASE("lcg damage: the cards captured under a destroyed objective go back to their owner's hand "
          "(LCG-DMG-7, LCG-BAL-5)",
          "[lcg][damage]") {
  Table t({{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
           {"dark", {{"tookTurn", true},
                     {"objectives", {{{"card", "imperial-command"}, {"damage", 4}, {"captured", {"luke-skywalker"}}},
                                     "death-and-despayre", "the-endor-gambit"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"hand", json::array()}}}});
  t.act(LS, "damage:imperial-command");
  CHECK(t.victory_count(LS) == 1);
  const std::vector<std::string> hand = t.hand(LS);
  CHECK(std::find(hand.begin(), hand.end(), "Luke Skywalker") != hand.end());
}
