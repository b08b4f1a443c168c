// Stolen Plans: "Enhance an enemy objective. Reaction: after enhanced
// objective generates 1 or more resources, draw 1 card."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Stolen Plans draws a card when the enemy objective it enhances generates resources", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"hand", {"force-lightning"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"stolen-plans"}},
                          {"deck", {"y-wing", "red-two"}},
                          {"units", {{{"card", "x-wing"}, {"focus", 1}}}}}}});
  t.act(kLight, "deploy:stolen-plans");
  CHECK_FALSE(t.offers(kLight, "attach:fleeing-the-empire"));  // an enemy objective only
  t.act(kLight, "attach:fall-of-the-jedi");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.objective(kDark, "Fall of the Jedi")["attachments"].size() == 1);
  // Priority has moved to the Dark Side: it plays Force Lightning (cost 3) and pays by hand.
  t.act(kDark, "use:force-lightning");
  t.act(kDark, "target:x-wing");
  t.act(kDark, "generate:counsel-of-the-sith");
  CHECK_FALSE(t.offers(kLight, "use:stolen-plans"));  // another objective
  t.act(kDark, "generate:fall-of-the-jedi");
  REQUIRE(t.offers(kLight, "use:stolen-plans"));
  t.act(kLight, "use:stolen-plans");
  CHECK(t.count(kLight, "hand", "Y-Wing") == 1);
  CHECK_FALSE(t.offers(kLight, "use:stolen-plans"));
  // The payment goes on.
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
}
