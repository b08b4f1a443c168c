// Join Me (Dark Side event, set 94): play only during your deployment phase.
// Action: take control of a target non-unique Character unit.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
const json kSithObjectives = {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Join Me: in its player's deployment phase he takes control of a target non-unique Character unit "
          "(LCG-ABIL-5, LCG-TERMS-12)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"join-me"}},
                         {"units", {"death-star-trooper"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {"twilek-loyalist", "luke-skywalker", "x-wing@13"}}}}});
  t.act(kDark, "use:join-me");
  CHECK(t.offers(kDark, "target:twilek-loyalist"));
  CHECK_FALSE(t.offers(kDark, "target:luke-skywalker"));     // unique
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));             // not a Character
  CHECK_FALSE(t.offers(kDark, "target:death-star-trooper"));  // already his
  t.act(kDark, "target:twilek-loyalist");
  t.act(kDark, "autopay");
  const json u = t.unit(kDark, "Twi'lek Loyalist");
  REQUIRE_FALSE(u.is_null());
  CHECK(u["controller"] == kDark);
  CHECK(u["owner"] == kLight);
  CHECK(t.unit(kLight, "Twi'lek Loyalist").is_null());
  CHECK(t.count(kDark, "discard", "Join Me") == 1);
}

TEST_CASE("Join Me is not offered outside its player's deployment phase", "[lcg][card]") {
  // The Dark Side's own Conflict phase: its first action window passes (nothing to do), the engagement choice waits.
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"join-me"}},
                         {"units", {"death-star-trooper"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"twilek-loyalist"}}}}});
  REQUIRE(t.offers(kDark, "engage:"));
  CHECK_FALSE(t.offers(kDark, "use:join-me"));
}

TEST_CASE("Join Me: a unit that changes sides leaves its committed Force card to its own side (LCG-GEN-2, "
          "MP-GEN-14)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"join-me"}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "twilek-loyalist"}, {"force", true}}}}}}});
  CHECK(t.view()["players"][kLight]["forceAvailable"] == 2);
  t.act(kDark, "use:join-me");
  t.act(kDark, "target:twilek-loyalist");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Twi'lek Loyalist")["forceCommitted"] == false);
  CHECK(t.view()["players"][kLight]["forceAvailable"] == 3);
  CHECK(t.view()["players"][kDark]["forceAvailable"] == 3);
}

TEST_CASE("Join Me in 2v2: Dark Side #2 plays it in #1's part of the team's deployment phase, a unit of either "
          "opponent, or of the teammate, may be taken (MP-GEN-16, MP-GEN-20, C8)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1, kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "the-ultimate-power", "defense-protocol"}},
                             {"units", {"death-star-trooper"}}}},
                   {"dark2", {{"tookTurn", true}, {"objectives", kSithObjectives}, {"hand", {"join-me"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"twilek-loyalist"}}}},
                   {"light2", {{"tookTurn", true}, {"units", {"rebel-trooper"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  REQUIRE(t.view()["active"] == kDS1);  // Dark Side #1's part of the phase
  t.pass_until(kDS2, "use:join-me");
  REQUIRE(t.view()["active"] == kDS1);
  t.act(kDS2, "use:join-me");
  CHECK(t.offers(kDS2, "target:twilek-loyalist"));
  CHECK(t.offers(kDS2, "target:rebel-trooper"));
  CHECK(t.offers(kDS2, "target:death-star-trooper"));
  t.act(kDS2, "target:rebel-trooper");
  t.act(kDS2, "autopay");
  CHECK(t.unit(kDS2, "Rebel Trooper")["controller"] == kDS2);
  CHECK(t.unit(kLS2, "Rebel Trooper").is_null());
  CHECK(t.unit(kLS1, "Twi'lek Loyalist")["controller"] == kLS1);
}
