// Mara Jade (Dark Side unit, set 94): Targeted Strike; reaction after your
// turn ends: remove 1 focus token from this unit, then you may give control
// of this unit to another friendly player.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
json force_phase(const char* active, int mara_focus) {
  return json{{"phase", "force"}, {"active", active}, {"turn", 5},
              {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives},
                        {"units", {{{"card", "mara-jade"}, {"focus", mara_focus}}}}}},
              {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}}};
}
}  // namespace

TEST_CASE("Mara Jade: after her player's turn ends 1 focus token comes off her, in the two-player game there is no "
          "other friendly player to give her to (LCG-TURN-5, MP-GEN-24)",
          "[lcg][card]") {
  Table t(force_phase("dark", 2));
  t.act(kDark, "done");  // no Force committed; the struggle, the window, then the turn ends
  REQUIRE(t.offers(kDark, "use:mara-jade"));
  t.act(kDark, "use:mara-jade");
  CHECK(t.unit(kDark, "Mara Jade")["focus"] == 1);
  CHECK(t.unit(kDark, "Mara Jade")["controller"] == kDark);
  CHECK_FALSE(t.offers(kDark, "choose:"));
  CHECK(t.view()["active"] == kLight);  // the Light Side's turn goes on
}

TEST_CASE("Mara Jade is not offered after the opponent's turn ends, nor without a focus token on her", "[lcg][card]") {
  SECTION("the Light Side's turn ends") {
    Table t(force_phase("light", 1));
    // The Light Side has no unit to commit Force to: the turn ends, the Dark Side's begins.
    CHECK(t.view()["active"] == kDark);
    CHECK_FALSE(t.offers(kDark, "use:mara-jade"));
  }
  SECTION("her own turn ends, but she has no focus token") {
    Table t(force_phase("dark", 0));
    t.act(kDark, "done");
    CHECK(t.view()["active"] == kLight);
    CHECK_FALSE(t.offers(kDark, "use:mara-jade"));
  }
}

TEST_CASE("Mara Jade in 2v2: after her team's turn, once the focus token is off, her player may give her to his "
          "teammate, who takes control of her for good (MP-GEN-16, MP-GEN-24, LCG-TERMS-9)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1;
  TableWith t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 5},
                   {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives},
                             {"units", {{{"card", "mara-jade"}, {"focus", 1}}}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}},
                   {"light2", {{"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kDS1, "done");  // Dark Side #1 commits no Force; #2 has no unit
  REQUIRE(t.offers(kDS1, "use:mara-jade"));
  t.act(kDS1, "use:mara-jade");
  CHECK(t.unit(kDS1, "Mara Jade")["focus"] == 0);
  CHECK(t.offers(kDS1, "decline"));
  CHECK_FALSE(t.offers(kDS1, "choose:jedi"));  // an opponent is not a friendly player
  t.act(kDS1, "choose:sith");                  // Dark Side #2's affiliation card
  const json mara = t.unit(kDS2, "Mara Jade");
  REQUIRE_FALSE(mara.is_null());
  CHECK(mara["controller"] == kDS2);
  CHECK(mara["owner"] == kDS1);
  CHECK(t.unit(kDS1, "Mara Jade").is_null());
}
