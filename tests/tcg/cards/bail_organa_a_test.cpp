// Bail Organa (A): "[tap] → Your opponent chooses one of their units in the Character arena; unless they pay 3 Force, it becomes tapped. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Bail Organa (A): the opponent chooses a Character of theirs, then pays 3 Force or it is tapped (TCG-ABIL-4, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"bail-organa-a"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "use:bail-organa-a");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "pick:") == 2);
  t.act(DS, "pick:geonosian-warrior");
  CHECK(t.count(DS, "pick:geonosian-warrior") == 2);  // tapped, or pay 3 Force
  // A save made while the opponent decides loads back to the same decision.
  const std::string saved = t.m.save();
  CHECK(parse(t.m.load(saved))["ok"] == true);
  CHECK(t.m.save() == saved);
  t.act(DS, "pick:geonosian-warrior");               // option 0: it becomes tapped
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["tapped"] == true);
  CHECK(t.player(DS)["force"] == 3);
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "done");
  u.act(LS, "use:bail-organa-a");
  u.act(DS, "pick:geonosian-guard");
  u.act(DS, u.ids(DS)[1]);  // pay 3 Force
  CHECK(u.player(DS)["force"] == 0);
  CHECK(u.unit(DS, "Character", "Geonosian Guard")["tapped"] == false);
  // Without 3 Force there is no paying.
  ds["force"] = 2;
  Table v(json{{"seats", {ds, ls}}, {"start", "build"}});
  v.act(DS, "done");
  v.act(LS, "use:bail-organa-a");
  v.act(DS, "pick:geonosian-guard");
  CHECK(v.count(DS, "pick:") == 1);
}
