// Death from Above: "Action: choose up to 2 target attacking Vehicle units.
// Until the engagement ends, each gains a Blast Damage icon."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kNavy = {"imperial-command", "the-endor-gambit", "death-and-despayre"};
Table engagement(json dark, json light) {
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  dark["objectives"] = kNavy;
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", dark}, {"light", light}});
}
// Plays on until the engagement is over: strikes, passes, no bonus.
void finish_engagement(Table& t) {
  for (int i = 0; i < 60 && !t.view()["engagement"].is_null(); ++i) {
    std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    for (const char* p : {"strike:", "icon.", "hit:", "tactic:", "decline", "pass", "done"})
      if (t.offers(who[0], p)) {
        t.act(who[0], p);
        break;
      }
  }
  REQUIRE(t.view()["engagement"].is_null());
}
}  // namespace

TEST_CASE("Death from Above gives up to two attacking Vehicles a Blast Damage icon until the engagement ends",
          "[lcg][card]") {
  Table t = engagement(json{{"hand", {"death-from-above"}},
                            {"units", {{{"card", "at-st"}, {"attacking", true}}, {{"card", "tie-fighter"}, {"attacking", true}},
                                       {{"card", "at-st-commander"}, {"attacking", true}}, "tie-attack-squadron"}}},
                       json{{"units", {{{"card", "x-wing"}, {"defending", true}}}}});
  t.pass_until(kDark, "use:death-from-above");
  t.act(kDark, "use:death-from-above");
  CHECK(t.offers(kDark, "target:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "target:at-st-commander"));   // not a Vehicle
  CHECK_FALSE(t.offers(kDark, "target:tie-attack-squadron"));  // not attacking
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));             // defending
  t.act(kDark, "target:at-st.");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // The second target: another attacking Vehicle, or none.
  CHECK(t.offers(kDark, "choose:tie-fighter"));
  CHECK(t.offers(kDark, "decline"));
  CHECK_FALSE(t.offers(kDark, "choose:at-st."));  // already chosen
  CHECK_FALSE(t.offers(kDark, "choose:at-st-commander"));
  t.act(kDark, "choose:tie-fighter");
  CHECK(t.unit(kDark, "AT-ST")["icons"]["bd"] == 2);
  CHECK(t.unit(kDark, "TIE Fighter")["icons"]["bd"] == 1);
  CHECK(t.unit(kDark, "TIE Attack Squadron")["icons"]["bd"] == 1);  // unchanged
  CHECK(t.card(kDark, "discard", "Death from Above").is_object());
  finish_engagement(t);
  CHECK(t.unit(kDark, "AT-ST")["icons"]["bd"] == 1);  // the engagement ended
  CHECK(t.unit(kDark, "TIE Fighter")["icons"]["bd"] == 0);
}

TEST_CASE("Death from Above may stop at one target, and needs an attacking Vehicle", "[lcg][card]") {
  Table t = engagement(json{{"hand", {"death-from-above"}}, {"units", {{{"card", "at-st"}, {"attacking", true}}}}},
                       json{{"units", {{{"card", "x-wing"}, {"defending", true}}}}});
  t.pass_until(kDark, "use:death-from-above");
  t.act(kDark, "use:death-from-above");
  t.act(kDark, "target:at-st.");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK_FALSE(t.offers(kDark, "choose:"));  // no second attacking Vehicle: done at once
  CHECK(t.unit(kDark, "AT-ST")["icons"]["bd"] == 2);

  Table u = engagement(json{{"hand", {"death-from-above"}}, {"units", {{{"card", "at-st-commander"}, {"attacking", true}}}}},
                       json{{"units", {{{"card", "x-wing"}, {"defending", true}}}}});
  for (int i = 0; i < 4 && !u.to_act().empty() && !u.view()["engagement"].is_null(); ++i) {
    CHECK_FALSE(u.offers(kDark, "use:death-from-above"));  // LCG-TERMS-12: no legal target
    const int who = u.to_act()[0];
    if (!u.offers(who, "pass")) break;
    u.act(who, "pass");
  }
}
