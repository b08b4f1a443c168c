// Astromech Droid Upgrade: "Enhance a Vehicle unit. Enhanced unit gains one
// unit damage and one blast damage icon."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Astromech Droid Upgrade goes only on a Vehicle and gives it a unit damage and a blast damage icon", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"astromech-droid-upgrade"}},
                          {"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {"y-wing", "luke-skywalker"}}}}});
  const json before = t.unit(kLight, "Y-Wing")["icons"];
  t.act(kLight, "deploy:astromech-droid-upgrade");
  CHECK(t.offers(kLight, "attach:y-wing"));
  CHECK_FALSE(t.offers(kLight, "attach:luke-skywalker"));  // a Character, not a Vehicle (LCG-DEPLOY-5)
  t.act(kLight, "attach:y-wing");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  const json after = t.unit(kLight, "Y-Wing")["icons"];
  CHECK(after["ud"] == before["ud"].get<int>() + 1);
  CHECK(after["bd"] == before["bd"].get<int>() + 1);
  CHECK(after["t"] == before["t"]);
  CHECK(t.unit(kLight, "Y-Wing")["attachments"].size() == 1);
}

TEST_CASE("Astromech Droid Upgrade changes only the unit it enhances", "[lcg][card]") {
  Table bare(json{{"light", {{"units", {"y-wing", "x-wing"}}}}});
  Table up(json{{"light", {{"units", {{{"card", "y-wing"}, {"enhancements", {"astromech-droid-upgrade"}}}, "x-wing"}}}}});
  CHECK(up.unit(kLight, "X-Wing")["icons"] == bare.unit(kLight, "X-Wing")["icons"]);
  CHECK(up.unit(kLight, "Y-Wing")["icons"]["bd"] == bare.unit(kLight, "Y-Wing")["icons"]["bd"].get<int>() + 1);
}
