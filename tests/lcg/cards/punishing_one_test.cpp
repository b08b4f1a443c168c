// Punishing One: "Reaction: After your deployment phase begins, move 1
// captured card from an objective to a different dark side objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
json dark_side(bool captured, bool hand = false) {
  json first = {{"card", "imperial-command"}};
  if (captured) first["captured"] = {"luke-skywalker"};
  return {{"objectives", {first, "kuat-reinforcements", "the-ultimate-power"}},
          {"units", {"punishing-one"}},
          {"hand", hand ? json{"tie-fighter@27"} : json::array()},
          {"tookTurn", true}};
}
}  // namespace

TEST_CASE("Punishing One moves a captured card to another Dark Side objective when its deployment phase begins "
          "(LCG-CAPTURE-2, LCG-ABIL-8)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", dark_side(true)},
               {"light", {{"tookTurn", true}}}});
  t.act(kDark, "use:punishing-one");
  CHECK_FALSE(t.offers(kDark, "choose:kuat-reinforcements"));  // nothing under it to move
  t.act(kDark, "choose:imperial-command");
  CHECK_FALSE(t.offers(kDark, "choose:imperial-command"));  // a different objective
  t.act(kDark, "choose:the-ultimate-power");
  CHECK(t.objective(kDark, "Imperial Command")["captured"] == 0);
  CHECK(t.objective(kDark, "The Ultimate Power")["captured"] == 1);
}

TEST_CASE("Punishing One is not offered without a captured card, nor in the opponent's deployment phase "
          "(LCG-ABIL-8)",
          "[lcg][card]") {
  Table none(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", dark_side(false, true)},
                  {"light", {{"tookTurn", true}}}});
  CHECK(none.offers(kDark, "deploy:tie-fighter"));  // the deployment window, without the reaction
  CHECK_FALSE(none.offers(kDark, "use:punishing-one"));
  Table other(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4}, {"dark", dark_side(true)},
                   {"light", {{"tookTurn", true}, {"hand", {"x-wing@13"}}}}});
  CHECK(other.to_act() == std::vector<int>{kLight});  // no reaction window for the Dark Side
  for (int i = 0; i < 4 && other.view()["active"] == kLight; ++i) {
    CHECK_FALSE(other.offers(kDark, "use:punishing-one"));
    const int who = other.to_act()[0];
    other.act(who, other.offers(who, "pass") ? "pass" : "done");
  }
}
