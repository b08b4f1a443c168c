// Boba Fett: "Elite. Reaction: after this unit damages a Character unit, capture that unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Boba Fett attacks; the Dark Side's edge card wins the edge, so he strikes first with his edge icons.
json boba_setup(const json& defender) {
  return json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
              {"dark", {{"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}},
                        {"units", {{{"card", "boba-fett"}, {"attacking", true}}}},
                        {"edge", {"tie-fighter"}}}},
              {"light", {{"units", {defender}}}}};
}
void boba_hits(Table& t, const std::string& target) {
  t.pass_until(kDark, "strike:boba-fett");
  t.act(kDark, "strike:boba-fett");
  t.act(kDark, "icon.0");  // unit damage first
  t.act(kDark, "hit:" + target);
}
}  // namespace

TEST_CASE("Boba Fett captures the Character he damages", "[lcg][card]") {
  Table t(boba_setup({{"card", "luke-skywalker"}, {"defending", true}}));
  boba_hits(t, "luke-skywalker");
  REQUIRE(t.offers(kDark, "use:boba-fett"));
  t.act(kDark, "use:boba-fett");
  t.act(kDark, "choose:kuat-reinforcements");  // LCG-CAPTURE-2: his player picks the objective
  CHECK(t.unit(kLight, "Luke Skywalker").is_null());
  CHECK(t.objective(kDark, "Kuat Reinforcements")["captured"] == 1);
}

TEST_CASE("Boba Fett captures no Vehicle, and no Character his damage destroyed", "[lcg][card]") {
  Table vehicle(boba_setup({{"card", "redemption"}, {"defending", true}}));
  boba_hits(vehicle, "redemption");
  CHECK(vehicle.unit(kLight, "Redemption")["damage"] == 2);
  CHECK_FALSE(vehicle.offers(kDark, "use:boba-fett"));

  Table destroyed(boba_setup({{"card", "fleet-officer"}, {"defending", true}}));
  boba_hits(destroyed, "fleet-officer");
  CHECK(destroyed.unit(kLight, "Fleet Officer").is_null());
  CHECK(destroyed.card(kLight, "discard", "Fleet Officer").is_object());
  CHECK_FALSE(destroyed.offers(kDark, "use:boba-fett"));
}
