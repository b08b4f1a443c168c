// Jedi Training: "This objective contributes 1 Force icon to your side during the Force struggle."
#include <algorithm>
#include "card_table.h"
using namespace lcgcard;

namespace {
// A Force phase of the Light Side with no units (nothing to commit): the struggle follows at once.
bool logged(const json& light_side, const std::string& line) {
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 2}, {"balance", "dark"}, {"light", light_side}});
  std::vector<std::string> l = t.log();
  return std::find(l.begin(), l.end(), line) != l.end();
}
}  // namespace

TEST_CASE("Jedi Training adds a Force icon to the Light Side's struggle total (LCG-FORCE-7)", "[lcg][card]") {
  const json with = {{"objectives", {"jedi-training", "in-you-must-go", "forgotten-heroes"}}};
  const json without = {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}};
  CHECK(logged(with, "The Force struggle: Dark Side 0, Light Side 1."));
  CHECK(logged(with, "The Balance of the Force turns to the Light Side."));
  CHECK(logged(without, "The Force struggle: Dark Side 0, Light Side 0."));
  CHECK_FALSE(logged(without, "The Balance of the Force turns to the Light Side."));
}
