// Dash Rendar: "Elite. Action: During an engagement, spend 1 resource to have
// this unit gain a [Unit Damage] icon until the end of the engagement. Any
// friendly player may initiate this effect."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Dash Rendar: during an engagement, 1 resource buys a unit damage icon until the engagement ends "
          "(LCG-RES-4, LCG-ICON-1)",
          "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"rendars-wrath", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "dash-rendar"}, {"attacking", true}}}},
                          {"hand", {"x-wing@13"}},
                          {"tookTurn", true}}}});
  const int ud = t.unit(kLight, "Dash Rendar")["icons"]["ud"];
  t.pass_until(kLight, "use:dash-rendar");
  t.act(kLight, "use:dash-rendar");
  t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Dash Rendar")["icons"]["ud"] == ud + 1);
  // The engagement ends (no defender: unopposed); the icon goes with it.
  for (int i = 0; i < 30 && t.view()["engagement"].is_object(); ++i) {
    const int who = t.to_act()[0];
    for (const char* a : {"strike:", "icon.", "bonus", "pass", "done", "decline"})
      if (t.offers(who, a)) {
        t.act(who, a);
        break;
      }
  }
  REQUIRE_FALSE(t.view()["engagement"].is_object());
  CHECK(t.unit(kLight, "Dash Rendar")["icons"]["ud"] == ud);
}

TEST_CASE("Dash Rendar's action is not offered outside an engagement (LCG-ABIL-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}}},
               {"light", {{"units", {"dash-rendar"}}, {"hand", {"x-wing@13"}}, {"tookTurn", true}}}});
  CHECK(t.offers(kLight, "deploy:x-wing"));
  CHECK_FALSE(t.offers(kLight, "use:dash-rendar"));
}
