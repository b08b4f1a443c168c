// Card abilities (LCG-ABIL), focus (LCG-FOCUS-3) and the golden rule (LCG-GEN-1).
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
const json kNavy = {"imperial-command", "death-and-despayre", "the-endor-gambit"};
const json kJedi = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
json position(const char* phase, const char* active, json dark, json light) {
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  if (!dark.contains("objectives")) dark["objectives"] = kNavy;
  if (!light.contains("objectives")) light["objectives"] = kJedi;
  return {{"phase", phase}, {"active", active}, {"turn", 4}, {"dark", dark}, {"light", light}};
}
}  // namespace

TEST_CASE("lcg abilities: an action may be used in the opponent's turn, an event is paid, resolves and is "
          "discarded (LCG-ABIL-2, LCG-ABIL-3, LCG-ABIL-5)",
          "[lcg][abilities]") {
  // The Light Side's Deployment phase: the Dark Side chokes Luke in the window.
  Table t(position("deployment", "light", {{"hand", {"force-choke"}}}, {{"units", {"luke-skywalker"}}}));
  // LCG-ABIL-5: the active player first (the Light Side has nothing to do here and passes at once).
  if (t.to_act() == std::vector<int>{LS}) t.act(LS, "pass");
  REQUIRE(t.offers(DS, "use:force-choke"));
  t.act(DS, "use:force-choke");
  t.act(DS, "target:luke-skywalker");
  CHECK(t.unit(LS, "Luke Skywalker")["damage"] == 1);
  CHECK(t.discard(DS) == std::vector<std::string>{"Force Choke"});
  CHECK(t.hand(DS).empty());
}

TEST_CASE("lcg abilities: a constant effect works while its card is in play (LCG-ABIL-4, LCG-ABIL-1)",
          "[lcg][abilities]") {
  Table with(position("deployment", "dark", {{"objectives", {"reconnaissance-mission", "imperial-command", "death-and-despayre"}}},
                      json::object()));
  CHECK(with.player(DS)["reserve"] == 7);  // "your reserve value is increased by 1"
  Table without(position("deployment", "dark", json::object(), json::object()));
  CHECK(without.player(DS)["reserve"] == 6);
}

TEST_CASE("lcg abilities: traits have no effect of their own, other cards refer to them (LCG-ABIL-6)",
          "[lcg][abilities]") {
  // Tallon Roll: "remove 1 focus token from a target Fighter unit".
  Table t(position("deployment", "dark",
                   {{"hand", {"tallon-roll"}},
                    {"units", {{{"card", "tie-fighter"}, {"focus", 1}}, {{"card", "at-st"}, {"focus", 1}}}}},
                   json::object()));
  t.act(DS, "use:tallon-roll");
  CHECK(t.offers(DS, "target:tie-fighter"));  // a Fighter
  CHECK_FALSE(t.offers(DS, "target:at-st"));  // a Walker: same focus, no Fighter trait
}

TEST_CASE("lcg abilities: a keyword works by its full rule, whatever the card's text says (LCG-ABIL-10)",
          "[lcg][abilities][keywords]") {
  // Superlaser Engineer's Shielding (LCG-KW-6) offers its shield when it is declared an attacker.
  Table t({{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", kNavy}, {"units", {"superlaser-engineer", "at-st"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}}}});
  t.act(DS, "engage:a-heros-journey");
  t.act(DS, "attacker:superlaser-engineer");
  t.act(DS, "attacker:at-st");
  t.act(DS, "done");
  CHECK(t.offers(DS, "choose:at-st"));
  t.act(DS, "choose:at-st");
  CHECK(t.unit(DS, "AT-ST")["shields"] == 1);
}

TEST_CASE("lcg abilities: windows give the active player priority first, then alternate, fate cards resolve by "
          "priority number, lowest first (LCG-ABIL-11, LCG-EDGE-8)",
          "[lcg][abilities][edge]") {
  // The Light Side attacks; the Dark Side defends. Each places a fate card: Heat of Battle (priority 6,
  // the Dark Side's) and Heat of Battle (priority 5, the Light Side's).
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"objectives", kNavy}, {"hand", {"heat-of-battle@19"}},
                     {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"hand", {"heat-of-battle@3"}},
                      {"units", {{{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
  CHECK(t.to_act() == std::vector<int>{LS});  // LCG-EDGE-4: the attacker places first
  t.act(LS, "edge:heat-of-battle");
  t.act(DS, "edge:heat-of-battle");  // then neither has a card left: both pass, the stacks are revealed
  // The Light Side's fate (priority 5) resolves before the Dark Side's (priority 6).
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "target:at-st");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "target:luke-skywalker");
  CHECK(t.unit(DS, "AT-ST")["damage"] == 1);
  CHECK(t.unit(LS, "Luke Skywalker")["damage"] == 1);
}

TEST_CASE("lcg focus: a card is exhausted once the focus of its effect is on it: a resource card that paid "
          "cannot pay again, a unit that struck cannot strike again (LCG-FOCUS-3, LCG-TERMS-13)",
          "[lcg][focus]") {
  Table t(position("deployment", "dark", {{"hand", {"tie-fighter", "tie-fighter@30"}},
                                          {"objectives", {"the-endor-gambit", {{"card", "imperial-command"}, {"focus", 1}},
                                                          {{"card", "death-and-despayre"}, {"focus", 1}}}}},
                   json::object()));
  // The Endor Gambit (1) and the affiliation card (1): two TIE Fighters (cost 1 each).
  t.act(DS, "deploy:tie-fighter");
  t.act(DS, "generate:the-endor-gambit");
  CHECK(t.objective(DS, "The Endor Gambit")["focus"] == 1);
  t.act(DS, "deploy:tie-fighter");
  CHECK_FALSE(t.offers(DS, "generate:the-endor-gambit"));  // exhausted: no more resources
  CHECK(t.offers(DS, "generate:imperial-navy"));
}

TEST_CASE("lcg general: card text beats the rules: \"Backstabber\" enters play outside its controller's "
          "Deployment phase (LCG-GEN-1, LCG-DEPLOY-10, digest C12)",
          "[lcg][abilities]") {
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"objectives", kNavy}, {"hand", {"backstabber"}},
                     {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}, {"units", {{{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
  CHECK_FALSE(t.offers(DS, "deploy:backstabber"));  // LCG-DEPLOY-10: no deploying in the enemy's turn
  for (int i = 0; i < 6 && !t.offers(DS, "use:backstabber"); ++i) t.act(t.to_act()[0], "pass");
  t.act(DS, "use:backstabber");
  t.act(DS, "autopay");
  CHECK(t.unit(DS, "\"Backstabber\"").is_object());
}
