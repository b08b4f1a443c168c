// TIE Attack Squadron: "In an engagement where you placed at least 1 fate
// card in your edge stack, this unit gains a Unit Damage icon and Targeted Strike."
#include <algorithm>
#include "card_table.h"
using namespace lcgcard;

namespace {
Table engagement(const json& dark_hand) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"tookTurn", true}, {"hand", dark_hand},
                              {"objectives", {"imperial-command", "the-endor-gambit", "death-and-despayre"}},
                              {"units", {{{"card", "tie-attack-squadron"}, {"attacking", true}}}}}},
                    {"light", {{"tookTurn", true}, {"hand", {"x-wing"}}, {"units", {{{"card", "luke-skywalker"}, {"defending", true}}, "x-wing"}}}}});
}
}  // namespace

TEST_CASE("TIE Attack Squadron gains Unit Damage and Targeted Strike once its fate card is revealed", "[lcg][card]") {
  Table t = engagement(json::array({"heat-of-battle@19"}));
  CHECK(t.unit(kDark, "TIE Attack Squadron")["icons"]["ud"] == 1);
  t.act(kDark, "edge:heat-of-battle");
  // Face down: nothing shows yet (hidden information).
  CHECK(t.unit(kDark, "TIE Attack Squadron")["icons"]["ud"] == 1);
  t.act(kLight, "pass");  // the Dark Side has no card left: both passed, the stacks are revealed
  t.act(kDark, "target:luke-skywalker");  // Heat of Battle's fate
  t.pass_until(kDark, "strike:", 20);
  const json tie = t.unit(kDark, "TIE Attack Squadron");
  CHECK(tie["icons"]["ud"] == 2);
  const json kws = tie["keywords"];
  CHECK(std::find(kws.begin(), kws.end(), "Targeted Strike") != kws.end());
  // LCG-KW-7: its unit damage may go to a unit that is not participating.
  t.act(kDark, "strike:tie-attack-squadron");
  if (t.offers(kDark, "icon.0")) t.act(kDark, "icon.0");
  CHECK(t.offers(kDark, "hit:x-wing"));
  t.act(kDark, "hit:x-wing");
  CHECK(t.unit(kLight, "X-Wing").is_null());  // 2 damage: destroyed
}

TEST_CASE("TIE Attack Squadron gains nothing without a fate card in its side's edge stack", "[lcg][card]") {
  Table t = engagement(json::array({"tallon-roll"}));
  t.act(kDark, "edge:tallon-roll");
  t.act(kLight, "pass");
  t.pass_until(kDark, "strike:", 20);
  const json tie = t.unit(kDark, "TIE Attack Squadron");
  CHECK(tie["icons"]["ud"] == 1);
  const json kws = tie["keywords"];
  CHECK(std::find(kws.begin(), kws.end(), "Targeted Strike") == kws.end());
  t.act(kDark, "strike:tie-attack-squadron");
  if (t.offers(kDark, "icon.0")) t.act(kDark, "icon.0");
  CHECK(t.offers(kDark, "hit:luke-skywalker"));
  CHECK_FALSE(t.offers(kDark, "hit:x-wing"));
}
