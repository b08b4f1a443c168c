// A card whose damage capacity drops to or below the damage it has is
// destroyed at once (LCG-DMG-2, OQ-21), not only when damage is placed.
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
const json kDarkObjectives = {"imperial-command", "kuat-reinforcements", "the-ultimate-power"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};

// Plays Tear This Ship Apart on the card `target` and pays for it.
void tear_away(Table& t, const std::string& target) {
  t.act(DS, "use:tear-this-ship-apart");
  if (t.offers(DS, "target:")) t.act(DS, "target:" + target);
  if (t.offers(DS, "autopay")) t.act(DS, "autopay");
}
}  // namespace

TEST_CASE("lcg damage: a unit whose capacity drops to its damage is destroyed at once: Boba Fett with 4 damage "
          "loses Mandalorian Armor (LCG-DMG-2, OQ-21)",
          "[lcg][damage]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 4},
           {"dark", {{"tookTurn", true}, {"hand", {"tear-this-ship-apart"}}, {"objectives", kDarkObjectives},
                     {"units", {{{"card", "boba-fett"}, {"damage", 4}, {"enhancements", {"mandalorian-armor"}}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  REQUIRE(t.unit(DS, "Boba Fett").is_object());  // capacity 2 + 3 from the armor
  tear_away(t, "mandalorian-armor");
  CHECK(t.unit(DS, "Boba Fett").is_null());
  const std::vector<std::string> discard = t.discard(DS);
  CHECK(std::count(discard.begin(), discard.end(), "Boba Fett") == 1);
  CHECK(std::count(discard.begin(), discard.end(), "Mandalorian Armor") == 1);
  CHECK(t.logged("damage capacity of 2"));
}

TEST_CASE("lcg damage: a unit whose capacity drops but stays above its damage stays in play (LCG-DMG-2, OQ-21)",
          "[lcg][damage]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 4},
           {"dark", {{"tookTurn", true}, {"hand", {"tear-this-ship-apart"}}, {"objectives", kDarkObjectives},
                     {"units", {{{"card", "boba-fett"}, {"damage", 1}, {"enhancements", {"mandalorian-armor"}}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  tear_away(t, "mandalorian-armor");
  REQUIRE(t.unit(DS, "Boba Fett").is_object());
  CHECK(t.unit(DS, "Boba Fett")["damage"] == 1);
}

TEST_CASE("lcg damage: an objective whose capacity drops to its damage is destroyed and goes to the enemy's victory "
          "pile: Defense Upgrade discarded from an objective with 6 damage (LCG-DMG-2, LCG-DMG-4, OQ-21)",
          "[lcg][damage]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 4},
           {"dark", {{"tookTurn", true}, {"hand", {"tear-this-ship-apart"}},
                     {"objectives", {{{"card", "shadows-of-dathomir"}, {"damage", 6}}, "imperial-command", "death-and-despayre"}},
                     {"enhancements", {{{"card", "defense-upgrade"}, {"on", 0}}}}}},
           {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}});
  REQUIRE(t.objective(DS, "Shadows of Dathomir").is_object());
  CHECK(t.victory_count(LS) == 0);
  tear_away(t, "defense-upgrade");
  CHECK(t.objective(DS, "Shadows of Dathomir").is_null());
  CHECK(t.victory_count(LS) == 1);
}
