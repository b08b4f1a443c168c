// You're My Only Hope: "Action: sacrifice a unit to draw 2 cards. Then your
// opponent picks a card of their hand and discards it, if they can."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(const json& light_units, const json& dark_hand) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", {"tie-fighter"}},
                              {"hand", dark_hand}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"hand", {"youre-my-only-hope"}},
                               {"deck", {"y-wing", "red-two", "home-one"}},
                               {"units", light_units}}}});
}
}  // namespace

TEST_CASE("You're My Only Hope sacrifices a unit of its player, draws 2, then the opponent discards a card of their choice", "[lcg][card]") {
  Table t = deployment(json{"x-wing", "leia-organa"}, json{"force-choke", "darth-vader"});
  t.act(kLight, "use:youre-my-only-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.offers(kLight, "choose:x-wing"));
  CHECK_FALSE(t.offers(kLight, "choose:tie-fighter"));  // not the opponent's unit
  CHECK_FALSE(t.offers(kLight, "pass"));
  t.act(kLight, "choose:x-wing");
  CHECK(t.count(kLight, "units", "X-Wing") == 0);
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
  CHECK(t.count(kLight, "hand", "Y-Wing") == 1);
  CHECK(t.count(kLight, "hand", "Red Two") == 1);
  // The Dark Side picks its discard.
  CHECK(t.to_act() == std::vector<int>{kDark});
  CHECK(t.offers(kDark, "discard:force-choke"));
  CHECK(t.offers(kDark, "discard:darth-vader"));
  t.act(kDark, "discard:darth-vader");
  CHECK(t.card(kDark, "discard", "Darth Vader").is_object());
  CHECK(t.view(kDark)["players"][kDark]["handCount"] == 1);
  CHECK(t.card(kLight, "discard", "You're My Only Hope").is_object());
}

TEST_CASE("You're My Only Hope needs a unit to sacrifice, the opponent with no hand discards nothing", "[lcg][card]") {
  Table none = deployment(json::array(), json{"force-choke"});
  CHECK_FALSE(none.offers(kLight, "use:youre-my-only-hope"));

  Table t = deployment(json{"x-wing"}, json::array());
  t.act(kLight, "use:youre-my-only-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:x-wing");
  CHECK(t.count(kLight, "hand", "Y-Wing") == 1);
  CHECK(t.offers(kLight, "pass"));  // back in the deployment window: nothing waits for the Dark Side
}
