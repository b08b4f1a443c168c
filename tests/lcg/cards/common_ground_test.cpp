// Common Ground: "Attach to an objective. The resources the enhanced
// objective generates match every affiliation."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(int focus_on_enhanced) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"light", {{"hand", {"twilek-smuggler"}},
                               {"objectives", {{{"card", "a-heros-journey"}, {"focus", focus_on_enhanced}}, "in-you-must-go", "forgotten-heroes"}},
                               {"enhancements", {{{"card", "common-ground"}, {"on", 0}}}}}}});
}
}  // namespace

TEST_CASE("Common Ground: the enhanced objective's resources match any affiliation", "[lcg][card]") {
  Table t = deployment(0);
  REQUIRE(t.offers(kLight, "deploy:twilek-smuggler"));  // a Smugglers and Spies card, Jedi resources only
  t.act(kLight, "deploy:twilek-smuggler");
  CHECK(t.offers(kLight, "generate:a-heros-journey"));
  t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Twi'lek Smuggler").is_object());
  CHECK(t.objective(kLight, "A Hero's Journey")["focus"] > 0);  // the matching producer paid
}

TEST_CASE("Common Ground does not make other producers match", "[lcg][card]") {
  Table t = deployment(1);  // the enhanced objective is exhausted: it produces nothing
  CHECK_FALSE(t.offers(kLight, "deploy:twilek-smuggler"));
}
