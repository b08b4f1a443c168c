// Shu Mai (A): "[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Shu Mai (A): draw 1, then discard 1 of your choice, in a secret prompt (TCG-ABIL-4, TCG-ZONE-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"shu-mai-a"}}, {"hand", {"geonosian-warrior"}}, {"deck", {"geonosian-guard", "battle-droid-squad"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:shu-mai-a");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior", "Geonosian Guard"});
  CHECK(t.step() == "choice");
  CHECK(t.view(DS)["prompt"]["secret"] == true);
  CHECK(t.count(DS, "pick:") == 2);
  CHECK_FALSE(t.offers(DS, "done"));  // the discard is not optional
  CHECK(t.ids(LS).empty());
  t.act(DS, "pick:geonosian-warrior");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard"});
  CHECK(t.discard(DS) == std::vector<std::string>{"Geonosian Warrior"});
  CHECK(t.step() == "build");
  CHECK_FALSE(t.offers(DS, "use:"));  // tapped
}
