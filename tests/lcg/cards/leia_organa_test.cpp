// Leia Organa: "If this unit leaves play, your opponent captures it at a
// Dark Side objective of their choice. Interrupt: when this unit leaves play,
// remove all focus tokens from all cards you control."
#include "card_table_options.h"
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

TEST_CASE("Leia Organa in 2v2: her player chooses the opponent who captures her, at a Dark Side objective of their "
          "choice (MP-GEN-23)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1, kLS1 = 2;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
                   {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                             {"hand", {"force-choke"}}}},
                   {"dark2", {{"tookTurn", true}, {"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                              {"units", {"leia-organa"}}}},
                   {"light2", {{"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark", "sith"}, {"dark2", "imperial-navy"}, {"light", "rebel-alliance"}, {"light2", "jedi"}});
  t.act(kDS1, "use:force-choke");
  t.act(kDS1, "target:leia-organa");
  if (t.offers(kDS1, "autopay")) t.act(kDS1, "autopay");
  // No focus token on her player's cards: her interrupt is not asked; her player picks the captor.
  REQUIRE(t.to_act() == std::vector<int>{kLS1});
  CHECK(t.offers(kLS1, "choose:sith"));
  CHECK(t.offers(kLS1, "choose:imperial-navy"));
  CHECK_FALSE(t.offers(kLS1, "choose:jedi"));  // the teammate is no opponent
  t.act(kLS1, "choose:imperial-navy");
  REQUIRE(t.to_act() == std::vector<int>{kDS2});
  CHECK(t.offers(kDS2, "choose:fall-of-the-jedi"));  // any Dark Side objective
  t.act(kDS2, "choose:kuat-reinforcements");
  CHECK(t.objective(kDS2, "Kuat Reinforcements")["captured"] == 1);
  CHECK(t.count(kLS1, "units", "Leia Organa") == 0);
}

TEST_CASE("Leia Organa, returned to hand (Fall Back!), leaves play too: she is captured instead", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"fall-back"}},
                          {"units", {"leia-organa", {{"card", "x-wing"}, {"focus", 1}}}}}}});
  t.act(kLight, "use:fall-back");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "target:leia-organa");
  REQUIRE(t.offers(kLight, "decline"));  // her interrupt: remove the focus tokens, before the capture
  t.act(kLight, "decline");
  t.act(kDark, "choose:fall-of-the-jedi");
  CHECK(t.objective(kDark, "Fall of the Jedi")["captured"] == 1);
  CHECK(t.count(kLight, "hand", "Leia Organa") == 0);
  CHECK(t.count(kLight, "units", "Leia Organa") == 0);
}
