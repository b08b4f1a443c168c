// Weapons Upgrade: "Enhance a friendly Vehicle unit. Then, if you do not
// control that unit, draw 1 card. Enhanced unit gains [Blast Damage]."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
int hand_count(const Table& t, int seat) { return t.view(seat)["players"][seat]["handCount"]; }
}  // namespace

TEST_CASE("Weapons Upgrade on the player's own Vehicle unit: +1 blast damage icon, no card drawn (LCG-DEPLOY-5, "
          "LCG-ICON-1)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"weapons-upgrade"}}, {"deck", {"darth-vader", "tie-fighter@30"}},
                         {"units", {"tie-fighter@27", "emperors-royal-guard"}}, {"tookTurn", true}}},
               {"light", {{"units", {"x-wing@13"}}, {"tookTurn", true}}}});
  const int bd = t.unit(kDark, "TIE Fighter")["icons"]["bd"];
  t.act(kDark, "deploy:weapons-upgrade");
  CHECK_FALSE(t.offers(kDark, "attach:emperors-royal-guard"));  // not a Vehicle
  CHECK_FALSE(t.offers(kDark, "attach:x-wing"));               // not friendly
  t.act(kDark, "attach:tie-fighter");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "TIE Fighter")["icons"]["bd"] == bd + 1);
  CHECK(hand_count(t, kDark) == 0);  // its own unit: nothing drawn
}

TEST_CASE("Weapons Upgrade in 2v2 on a teammate's Vehicle unit: its player draws 1 card (MP-GEN-24)", "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"weapons-upgrade"}}, {"deck", {"darth-vader", "tie-fighter@30"}}, {"tookTurn", true}}},
               {"dark2", {{"units", {"tie-fighter@27"}}, {"tookTurn", true}}},
               {"light", {{"tookTurn", true}}},
               {"light2", {{"tookTurn", true}}}},
          json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  const int bd = t.unit(kDS2, "TIE Fighter")["icons"]["bd"];
  t.act(kDS1, "deploy:weapons-upgrade");
  t.act(kDS1, "attach:tie-fighter");
  t.act(kDS1, "autopay");
  CHECK(t.unit(kDS2, "TIE Fighter")["icons"]["bd"] == bd + 1);
  CHECK(hand_count(t, kDS1) == 1);
  CHECK(t.count(kDS1, "hand", "Darth Vader") == 1);
}
