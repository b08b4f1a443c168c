// Rescue Mission: "Action: rescue 1 captured card. If it is a unit, you may
// put it into play under its owner's control." (LCG-CAPTURE-6: choose a Dark
// Side objective holding captured cards, take one of them at random.)
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(json captured) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"light", {{"hand", {"rescue-mission"}}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}}}},
                    {"dark", {{"objectives", {{{"card", "fall-of-the-jedi"}, {"captured", captured}}, "the-emperors-web", "imperial-command"}}}}});
}
}  // namespace

TEST_CASE("Rescue Mission rescues a captured unit and may put it into play", "[lcg][card]") {
  Table t = deployment(json{"x-wing"});
  CHECK(t.objective(kDark, "Fall of the Jedi")["captured"] == 1);
  t.act(kLight, "use:rescue-mission");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK_FALSE(t.offers(kLight, "choose:the-emperors-web"));  // holds no captured card
  t.act(kLight, "choose:fall-of-the-jedi");
  CHECK(t.objective(kDark, "Fall of the Jedi")["captured"] == 0);
  CHECK(t.offers(kLight, "decline"));  // "may"
  t.act(kLight, "choose:x-wing");
  CHECK(t.unit(kLight, "X-Wing").is_object());
  CHECK(t.unit(kLight, "X-Wing")["controller"] == kLight);
  CHECK(t.card(kLight, "discard", "Rescue Mission").is_object());
}

TEST_CASE("Rescue Mission: a rescued card not put into play stays in hand", "[lcg][card]") {
  Table t = deployment(json{"x-wing"});
  t.act(kLight, "use:rescue-mission");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:fall-of-the-jedi");
  t.act(kLight, "decline");
  CHECK(t.count(kLight, "hand", "X-Wing") == 1);
  CHECK(t.unit(kLight, "X-Wing").is_null());
}

TEST_CASE("Rescue Mission puts no rescued non-unit into play, and needs a captured card", "[lcg][card]") {
  Table t = deployment(json{"fall-back"});
  t.act(kLight, "use:rescue-mission");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:fall-of-the-jedi");
  CHECK(t.count(kLight, "hand", "Fall Back!") == 1);
  CHECK_FALSE(t.offers(kLight, "decline"));

  Table none = deployment(json::array());
  CHECK_FALSE(none.offers(kLight, "use:rescue-mission"));
}
