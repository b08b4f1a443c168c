// Looking for Droids: "You may ignore resource match when you play cards from your hand."
#include "card_table_options.h"
using namespace lcgcard;

TEST_CASE("Looking for Droids lets its player pay without resource match", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"outer-rim-hunter"}},
                         {"objectives", {"looking-for-droids", "imperial-command", "kuat-reinforcements"}}}}});
  REQUIRE(t.offers(kDark, "deploy:outer-rim-hunter"));
  t.act(kDark, "deploy:outer-rim-hunter");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Outer Rim Hunter").is_object());
}

TEST_CASE("Without Looking for Droids in play the match still applies", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"outer-rim-hunter", "looking-for-droids"}},
                         {"objectives", {"the-ultimate-power", "imperial-command", "kuat-reinforcements"}}}}});
  CHECK_FALSE(t.offers(kDark, "deploy:outer-rim-hunter"));
}

TEST_CASE("Looking for Droids in 2v2: a card played from its player's common reserve, as if from hand, is paid "
          "without resource match, as its play was offered (MP-GEN-7, LCG-RES-3)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"commonReserve", {"outer-rim-hunter"}},
                             {"objectives", {"looking-for-droids", "imperial-command", "kuat-reinforcements"}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}}},
                   {"light2", {{"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  REQUIRE(t.view()["active"] == kDS1);
  REQUIRE(t.offers(kDS1, "deploy:outer-rim-hunter"));
  t.act(kDS1, "deploy:outer-rim-hunter");
  REQUIRE(t.offers(kDS1, "autopay"));  // the payment ignores the match too (it waited for ever before)
  t.act(kDS1, "autopay");
  CHECK(t.unit(kDS1, "Outer Rim Hunter").is_object());
}
