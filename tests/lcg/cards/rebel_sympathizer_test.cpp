// Rebel Sympathizer: "Action: sacrifice this unit: the next card you play
// this phase costs 1 less and ignores its resource match requirement."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Rebel Sympathizer, sacrificed, makes the next card cheaper and lifts its resource match", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"twilek-smuggler", "twilek-smuggler@15"}}, {"units", {"rebel-sympathizer"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  CHECK_FALSE(t.offers(kLight, "deploy:twilek-smuggler"));  // Smugglers and Spies: no matching resource
  t.act(kLight, "use:rebel-sympathizer");
  CHECK(t.unit(kLight, "Rebel Sympathizer").is_null());
  CHECK(t.card(kLight, "discard", "Rebel Sympathizer").is_object());
  REQUIRE(t.offers(kLight, "deploy:twilek-smuggler"));
  t.act(kLight, "deploy:twilek-smuggler");
  t.act(kLight, "generate:in-you-must-go");  // a Jedi resource: no match needed; 1 resource pays cost 2 - 1
  CHECK(t.unit(kLight, "Twi'lek Smuggler").is_object());
  CHECK(t.objective(kLight, "A Hero's Journey")["focus"] == 0);
  CHECK_FALSE(t.offers(kLight, "deploy:twilek-smuggler"));  // the next card only
}
