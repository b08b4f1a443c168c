// Agent of the Hand (Dark Side unit, set 94): reaction after you take control
// of a unit or play a card from another player's common reserve: remove 1
// focus token from this unit.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
constexpr int kDS1 = 0, kDS2 = 1;
const json kSithObjectives = {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
const json k2v2 = {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}};
int focus_of_agent(const Table& t, int seat) { return t.unit(seat, "Agent of the Hand")["focus"].get<int>(); }
}  // namespace

TEST_CASE("Agent of the Hand: after its player takes control of a unit with Join Me, 1 focus token comes off it",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"join-me"}},
                         {"units", {{{"card", "agent-of-the-hand"}, {"focus", 1}}}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"twilek-loyalist"}}}}});
  t.act(kDark, "use:join-me");
  t.act(kDark, "target:twilek-loyalist");
  t.act(kDark, "autopay");
  REQUIRE(t.offers(kDark, "use:agent-of-the-hand"));
  t.act(kDark, "use:agent-of-the-hand");
  CHECK(focus_of_agent(t, kDark) == 0);
  CHECK(t.unit(kDark, "Twi'lek Loyalist")["controller"] == kDark);
}

TEST_CASE("Agent of the Hand in 2v2 answers a unit played from the teammate's common reserve, not one played from "
          "its player's own hand (MP-GEN-7)",
          "[lcg][card][mp]") {
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"nightsister"}},
                             {"units", {{{"card", "agent-of-the-hand"}, {"focus", 2}}}}}},
                   {"dark2", {{"tookTurn", true}, {"commonReserve", {"tie-fighter"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}},
                   {"light2", {{"tookTurn", true}}}},
              k2v2);
  t.act(kDS1, "deploy:tie-fighter");
  t.act(kDS1, "autopay");
  CHECK(t.unit(kDS1, "TIE Fighter")["owner"] == kDS2);
  REQUIRE(t.offers(kDS1, "use:agent-of-the-hand"));
  t.act(kDS1, "use:agent-of-the-hand");
  CHECK(focus_of_agent(t, kDS1) == 1);
  t.pass_until(kDS1, "deploy:nightsister");  // priority went round the table after the play
  t.act(kDS1, "deploy:nightsister");
  t.act(kDS1, "autopay");
  CHECK_FALSE(t.unit(kDS1, "Nightsister").is_null());
  CHECK_FALSE(t.offers(kDS1, "use:agent-of-the-hand"));
  CHECK(focus_of_agent(t, kDS1) == 1);
}

TEST_CASE("Agent of the Hand in 2v2: Join Me played from the teammate's common reserve is both a unit taken and a "
          "card played from another player's reserve: a focus token comes off for each (MP-GEN-7, LCG-ABIL-8)",
          "[lcg][card][mp]") {
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives},
                             {"units", {{{"card", "agent-of-the-hand"}, {"focus", 2}}}}}},
                   {"dark2", {{"tookTurn", true}, {"commonReserve", {"join-me"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"twilek-loyalist"}}}},
                   {"light2", {{"tookTurn", true}}}},
              k2v2);
  t.act(kDS1, "use:join-me");
  t.act(kDS1, "target:twilek-loyalist");
  t.act(kDS1, "autopay");
  REQUIRE(t.offers(kDS1, "use:agent-of-the-hand"));  // the unit taken
  t.act(kDS1, "use:agent-of-the-hand");
  CHECK(focus_of_agent(t, kDS1) == 1);
  REQUIRE(t.offers(kDS1, "use:agent-of-the-hand"));  // the event played, once it resolved
  t.act(kDS1, "use:agent-of-the-hand");
  CHECK(focus_of_agent(t, kDS1) == 0);
  CHECK(t.count(kDS2, "discard", "Join Me") == 1);  // its owner's discard pile
}

TEST_CASE("Agent of the Hand in 2v2: a supporting attacker lent by the teammate is a unit its player takes control "
          "of, the unit going back when the engagement ends is not (MP-GEN-13, C8)",
          "[lcg][card][mp]") {
  TableWith t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"units", {"tie-advanced", {{"card", "agent-of-the-hand"}, {"focus", 1}}}}}},
                   {"dark2", {{"tookTurn", true}, {"units", {"darth-vader", {{"card", "agent-of-the-hand"}, {"focus", 1}}}}}},
                   {"light", {{"tookTurn", true}}},
                   {"light2", {{"tookTurn", true}, {"objectives", {"the-defense-of-yavin-4"}}}}},
              k2v2);
  t.pass_until(kDS1, "engage:the-defense-of-yavin-4");
  t.act(kDS1, "engage:the-defense-of-yavin-4");
  t.pass_until(kDS1, "attacker:");
  t.act(kDS1, "attacker:tie-advanced");
  t.act(kDS1, "support:darth-vader");
  t.act(kDS2, "agree:darth-vader");
  REQUIRE(t.offers(kDS1, "use:agent-of-the-hand"));
  CHECK_FALSE(t.offers(kDS2, "use:agent-of-the-hand"));
  t.act(kDS1, "use:agent-of-the-hand");
  CHECK(focus_of_agent(t, kDS1) == 0);
  t.act(kDS1, "done");
  // The engagement runs to its end; Darth Vader goes back to Dark Side #2,
  // whose focused Agent of the Hand is never offered its reaction.
  for (int i = 0; i < 60 && !t.view()["engagement"].is_null(); ++i) {
    CHECK_FALSE(t.offers(kDS2, "use:agent-of-the-hand"));
    const int s = t.to_act().front();
    if (t.offers(s, "pass")) t.act(s, "pass");
    else if (t.offers(s, "done")) t.act(s, "done");
    else if (t.offers(s, "decline")) t.act(s, "decline");
    else t.act(s, "");
  }
  REQUIRE(t.view()["engagement"].is_null());
  CHECK_FALSE(t.offers(kDS2, "use:agent-of-the-hand"));
  CHECK(t.unit(kDS2, "Darth Vader")["controller"] == kDS2);
  CHECK(focus_of_agent(t, kDS2) == 1);
}
