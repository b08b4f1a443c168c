// Force Stasis: "Action: target an enemy Character or Creature unit. That
// unit cannot be declared as an attacker or defender until the end of the phase."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"counsel-of-the-sith", "the-emperors-web", "fall-of-the-jedi"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
Table conflict(const char* active, json dark_hand) {
  return Table(json{{"phase", "conflict"}, {"active", active}, {"turn", 4},
                    {"dark", {{"tookTurn", true}, {"hand", dark_hand}, {"objectives", kDarkObjectives},
                              {"units", {"darth-vader"}}}},
                    {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                               {"units", {"luke-skywalker", "obi-wan-kenobi", "x-wing"}}}}});
}
void play_on_luke(Table& t) {
  t.pass_until(kDark, "use:force-stasis");
  t.act(kDark, "use:force-stasis");
  CHECK(t.offers(kDark, "target:obi-wan-kenobi"));
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));       // a Vehicle
  CHECK_FALSE(t.offers(kDark, "target:darth-vader"));  // not an enemy
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
}
}  // namespace

TEST_CASE("Force Stasis: the target cannot be declared as a defender this phase", "[lcg][card]") {
  Table t = conflict("dark", {"force-stasis"});
  play_on_luke(t);
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:darth-vader");
  t.act(kDark, "done");
  t.pass_until(kLight, "defender:obi-wan-kenobi");
  CHECK_FALSE(t.offers(kLight, "defender:luke-skywalker"));
  CHECK(t.offers(kLight, "defender:x-wing"));
}

TEST_CASE("Force Stasis: the target cannot be declared as an attacker this phase", "[lcg][card]") {
  Table t = conflict("light", {"force-stasis"});
  play_on_luke(t);
  t.pass_until(kLight, "engage:counsel-of-the-sith");
  t.act(kLight, "engage:counsel-of-the-sith");
  CHECK(t.offers(kLight, "attacker:obi-wan-kenobi"));
  CHECK_FALSE(t.offers(kLight, "attacker:luke-skywalker"));
}

TEST_CASE("Force Stasis lasts until the end of the phase only", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"hand", {"force-stasis"}}, {"objectives", kDarkObjectives},
                         {"units", {"darth-vader"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"luke-skywalker"}}}}});
  t.act(kDark, "use:force-stasis");
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // The Deployment phase ends; in the Conflict phase Luke may defend again.
  t.pass_until(kDark, "engage:a-heros-journey");
  t.act(kDark, "engage:a-heros-journey");
  t.act(kDark, "attacker:darth-vader");
  t.act(kDark, "done");
  t.pass_until(kLight, "defender:luke-skywalker");
}

TEST_CASE("Force Stasis in 2v2: a teammate's Character unit is not an enemy unit, each opponent's is (MP-GEN-24)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0;
  TableWith t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4},
                   {"dark", {{"tookTurn", true}, {"hand", {"force-stasis"}}, {"objectives", kDarkObjectives}}},
                   {"dark2", {{"tookTurn", true}, {"units", {"darth-vader"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"luke-skywalker"}}}},
                   {"light2", {{"tookTurn", true}, {"units", {"obi-wan-kenobi"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "jedi"}});
  t.pass_until(kDS1, "use:force-stasis");
  t.act(kDS1, "use:force-stasis");
  CHECK(t.offers(kDS1, "target:luke-skywalker"));   // Light Side player #1's
  CHECK(t.offers(kDS1, "target:obi-wan-kenobi"));   // Light Side player #2's
  CHECK_FALSE(t.offers(kDS1, "target:darth-vader"));  // the teammate's: friendly, never an enemy
}
