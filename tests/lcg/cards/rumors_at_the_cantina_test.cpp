// Rumors at the Cantina: "When you play cards from your hand, you may ignore
// their resource match requirement."
#include "card_table.h"
using namespace lcgcard;

namespace {
// A Jedi affiliation (the default Light Side deck) with Jedi objectives: no
// Smugglers and Spies resource for Twi'lek Smuggler (cost 2, LCG-RES-3).
Table deployment(const char* objective) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"light", {{"hand", {"twilek-smuggler"}}, {"objectives", {objective, "a-heros-journey", "in-you-must-go"}}}}});
}
}  // namespace

TEST_CASE("Rumors at the Cantina lets its player play a card without a resource match", "[lcg][card]") {
  Table t = deployment("rumors-at-the-cantina");
  REQUIRE(t.offers(kLight, "deploy:twilek-smuggler"));
  t.act(kLight, "deploy:twilek-smuggler");
  t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Twi'lek Smuggler").is_object());
}

TEST_CASE("Without Rumors at the Cantina the resource match still holds (LCG-RES-3)", "[lcg][card]") {
  Table t = deployment("forgotten-heroes");
  CHECK_FALSE(t.offers(kLight, "deploy:twilek-smuggler"));
}
