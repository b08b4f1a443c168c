// AT-ST Commander: "Action: while an engagement is under way, spend 1
// resource to put 1 shield on a participating Vehicle unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kNavy = {"imperial-command", "the-endor-gambit", "death-and-despayre"};
// The Dark Side attacks the Light Side's first objective; the edge battle is next.
Table engagement(json dark, json light) {
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  dark["objectives"] = kNavy;
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", dark}, {"light", light}});
}
}  // namespace

TEST_CASE("AT-ST Commander shields a participating Vehicle for 1 resource during an engagement", "[lcg][card]") {
  Table t = engagement(json{{"units", {{{"card", "at-st"}, {"attacking", true}}, "tie-fighter",
                                       {{"card", "at-st-commander"}, {"attacking", true}}}}},
                       json{{"units", {{{"card", "x-wing"}, {"defending", true}}}}});
  t.pass_until(kDark, "use:at-st-commander");  // the window after the edge battle
  const int resources = t.view()["players"][kDark]["resources"];
  t.act(kDark, "use:at-st-commander");
  CHECK(t.offers(kDark, "target:at-st."));
  CHECK(t.offers(kDark, "target:x-wing"));           // any participating Vehicle
  CHECK_FALSE(t.offers(kDark, "target:tie-fighter"));  // not participating
  CHECK_FALSE(t.offers(kDark, "target:at-st-commander"));  // not a Vehicle
  t.act(kDark, "target:at-st.");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "AT-ST")["shields"] == 1);
  CHECK(t.view()["players"][kDark]["resources"] == resources - 1);
  // LCG-SHIELD-2: the shielded AT-ST is no longer a choice.
  t.pass_until(kDark, "use:at-st-commander");
  t.act(kDark, "use:at-st-commander");
  CHECK_FALSE(t.offers(kDark, "target:at-st."));
}

TEST_CASE("AT-ST Commander has no action outside an engagement", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", kNavy}, {"units", {"at-st", "at-st-commander"}}}}});
  CHECK_FALSE(t.offers(kDark, "use:at-st-commander"));
}
