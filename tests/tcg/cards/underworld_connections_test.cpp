// Underworld Connections: "See your opponent's hand; then your Force goes up by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Underworld Connections: its owner alone sees the opponent's hand, then gains 1 Force (TCG-ZONE-3, TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"hand", {"surge-of-power", "nexu"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "underworld-connections"}, {"counters", 1}}}}, {"force", 2}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:underworld-connections");
  CHECK(t.player(LS)["force"] == 3);
  bool seen_by_ls = false, seen_by_ds = false;
  for (const json& e : parse(t.m.log(LS))) seen_by_ls = seen_by_ls || e["text"].get<std::string>().find("Surge of Power, Nexu") != std::string::npos;
  for (const json& e : parse(t.m.log(DS))) seen_by_ds = seen_by_ds || e["text"].get<std::string>().find("Nexu") != std::string::npos;
  CHECK(seen_by_ls);
  CHECK_FALSE(seen_by_ds);
}
