// Trandoshan Security Team: "During an engagement against a dark side
// objective, this unit may strike in combat even if it is not participating
// in the engagement."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Trandoshan Security Team strikes while a Dark Side objective is engaged, though it does not defend "
          "(LCG-STRIKE-1, LCG-ICON-3)",
          "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {"trandoshan-security-team@96"}},
                         {"tookTurn", true}}},
               {"light", {{"units", {{{"card", "x-wing@13"}, {"attacking", true}}}}, {"tookTurn", true}}}});
  CHECK(t.unit(kDark, "Trandoshan Security Team")["role"].is_null());  // not participating
  // The X-Wing strikes first (no defender: the attacker wins the edge, LCG-STRIKE-1).
  for (int i = 0; i < 20 && !t.offers(kDark, "strike:trandoshan-security-team"); ++i) {
    const int who = t.to_act()[0];
    for (const char* a : {"strike:x-wing", "icon.", "pass", "done", "decline"})
      if (t.offers(who, a)) {
        t.act(who, a);
        break;
      }
  }
  t.act(kDark, "strike:trandoshan-security-team");
  for (int i = 0; i < 4 && !t.offers(kDark, "hit:x-wing"); ++i) t.act(kDark, t.offers(kDark, "icon.0") ? "icon.0" : "pass");
  t.act(kDark, "hit:x-wing");
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 1);
  CHECK(t.unit(kDark, "Trandoshan Security Team")["focus"] == 1);  // focused to strike
}

TEST_CASE("Trandoshan Security Team does not strike when a Light Side objective is engaged and it does not attack "
          "(LCG-STRIKE-1)",
          "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 5}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "tie-fighter@27"}, {"attacking", true}}, "trandoshan-security-team@96"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}, {"tookTurn", true}}}});
  t.pass_until(kDark, "strike:", 30);
  CHECK(t.offers(kDark, "strike:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "strike:trandoshan-security-team"));
}
