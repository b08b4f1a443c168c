// Shistavanen Wolfman (Light Side unit, set 91): Edge (1); reaction after you
// win a Force struggle by 3 or more Force icons: put this unit into play
// from your discard pile.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"imperial-command", "the-ultimate-power", "defense-protocol"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
json force_phase(const json& dark_units, const json& light_units) {
  return json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
              {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", dark_units}}},
              {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", light_units},
                         {"discard", {"shistavanen-wolfman"}}}}};
}
}  // namespace

TEST_CASE("Shistavanen Wolfman comes back into play from its discard pile when the Light Side wins the Force "
          "struggle by 3 Force icons (LCG-FORCE-9, LCG-TERMS-7)",
          "[lcg][card]") {
  // Light Side 4 (Luke 3, Twi'lek Loyalist 1) against 1 (a TIE Fighter).
  Table t(force_phase({{{"card", "tie-fighter"}, {"force", true}}},
                      {{{"card", "luke-skywalker"}, {"force", true}}, {{"card", "twilek-loyalist"}, {"force", true}}}));
  REQUIRE(t.offers(kLight, "use:shistavanen-wolfman"));
  CHECK_FALSE(t.offers(kDark, "use:shistavanen-wolfman"));
  t.act(kLight, "use:shistavanen-wolfman");
  const json w = t.unit(kLight, "Shistavanen Wolfman");
  REQUIRE_FALSE(w.is_null());
  CHECK(w["controller"] == kLight);
  CHECK(w["focus"] == 0);
  CHECK(t.count(kLight, "discard", "Shistavanen Wolfman") == 0);
}

TEST_CASE("Shistavanen Wolfman stays in the discard pile after a struggle won by 2, or lost", "[lcg][card]") {
  SECTION("won by 2: Light Side 3 against 1") {
    Table t(force_phase({{{"card", "tie-fighter"}, {"force", true}}}, {{{"card", "luke-skywalker"}, {"force", true}}}));
    CHECK(t.view()["balance"] == "light");
    CHECK_FALSE(t.offers(kLight, "use:shistavanen-wolfman"));
    CHECK(t.count(kLight, "discard", "Shistavanen Wolfman") == 1);
  }
  SECTION("lost by 4: the Dark Side's win is not the Light Side's") {
    Table t(force_phase({{{"card", "darth-vader"}, {"force", true}}}, json::array()));
    CHECK(t.view()["balance"] == "dark");
    CHECK_FALSE(t.offers(kLight, "use:shistavanen-wolfman"));
    CHECK(t.count(kLight, "discard", "Shistavanen Wolfman") == 1);
  }
}

TEST_CASE("Shistavanen Wolfman in 2v2: the team's struggle won by 3 is its owner's win, it comes into play under "
          "the teammate who owns it (MP-GEN-22)",
          "[lcg][card][mp]") {
  constexpr int kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
                   {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                              {"units", {{{"card", "luke-skywalker"}, {"force", true}}}}}},
                   {"light2", {{"tookTurn", true}, {"discard", {"shistavanen-wolfman"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  // Light Side #1 has nothing to use (not his card) and passes without a prompt.
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  CHECK_FALSE(t.offers(kLS1, "use:shistavanen-wolfman"));
  REQUIRE(t.offers(kLS2, "use:shistavanen-wolfman"));
  t.act(kLS2, "use:shistavanen-wolfman");
  CHECK(t.unit(kLS2, "Shistavanen Wolfman")["controller"] == kLS2);
  CHECK(t.unit(kLS1, "Shistavanen Wolfman").is_null());
}
