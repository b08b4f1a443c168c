// Leia Organa: "If this unit leaves play, your opponent captures it at a
// Dark Side objective of their choice. Interrupt: when this unit leaves play,
// remove all focus tokens from all cards you control."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Leia Organa, sacrificed, clears her side's focus tokens and is captured where the Dark Side picks", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {{{"card", "tie-fighter"}, {"focus", 1}}}}}},
               {"light", {{"objectives", {"fleeing-the-empire", {{"card", "mission-briefing"}, {"focus", 1}}, "the-rebel-fleet"}},
                          {"hand", {"youre-my-only-hope"}},
                          {"deck", {"y-wing", "red-two", "home-one"}},
                          {"units", {"leia-organa", {{"card", "x-wing"}, {"focus", 2}}}}}}});
  t.act(kLight, "use:youre-my-only-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:leia-organa");
  // Her interrupt, while she is still in play.
  REQUIRE(t.offers(kLight, "choose:leia-organa"));
  CHECK(t.offers(kLight, "decline"));
  t.act(kLight, "choose:leia-organa");
  CHECK(t.unit(kLight, "X-Wing")["focus"] == 0);
  CHECK(t.objective(kLight, "Mission Briefing")["focus"] == 0);
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 1);  // not the enemy's cards
  // The Dark Side picks one of its objectives.
  CHECK(t.to_act() == std::vector<int>{kDark});
  CHECK(t.offers(kDark, "choose:imperial-command"));
  CHECK_FALSE(t.offers(kDark, "choose:fleeing-the-empire"));
  t.act(kDark, "choose:kuat-reinforcements");
  CHECK(t.objective(kDark, "Kuat Reinforcements")["captured"] == 1);
  CHECK_FALSE(t.card(kLight, "discard", "Leia Organa").is_object());
  CHECK(t.count(kLight, "units", "Leia Organa") == 0);
  // She left play: the sacrifice was made, the two cards are drawn.
  CHECK(t.count(kLight, "hand", "Y-Wing") == 1);
}

TEST_CASE("Leia Organa, destroyed, is captured too, her interrupt may be declined", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"hand", {"force-choke"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {"leia-organa", {{"card", "x-wing"}, {"focus", 1}}}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:leia-organa");
  REQUIRE(t.offers(kLight, "decline"));
  t.act(kLight, "decline");
  CHECK(t.unit(kLight, "X-Wing")["focus"] == 1);
  t.act(kDark, "choose:fall-of-the-jedi");
  CHECK(t.objective(kDark, "Fall of the Jedi")["captured"] == 1);
  CHECK_FALSE(t.card(kLight, "discard", "Leia Organa").is_object());
}
