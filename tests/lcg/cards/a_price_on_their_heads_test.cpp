// A Price on Their Heads: "Action: Target up to 2 units, each controlled by a
// different light side player. Capture each targeted unit."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
// 7 resources, a Scum and Villainy one among them (Mercenary Support): the event costs 6 (LCG-RES-3).
json dark_side(const json& extra = json::object()) {
  json d = {{"objectives", {"mercenary-support", "imperial-command", "the-ultimate-power"}},
            {"enhancements", {"control-room@28", "sith-library@20"}},
            {"hand", {"a-price-on-their-heads"}},
            {"tookTurn", true}};
  for (auto it = extra.begin(); it != extra.end(); ++it) d[it.key()] = it.value();
  return d;
}
}  // namespace

TEST_CASE("A Price on Their Heads captures a target Light Side unit under a Dark Side objective (LCG-CAPTURE-1, "
          "LCG-CAPTURE-2)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", dark_side()},
               {"light", {{"units", {"x-wing@13", "luke-skywalker"}}, {"tookTurn", true}}}});
  t.act(kDark, "use:a-price-on-their-heads");
  CHECK_FALSE(t.offers(kDark, "target:mercenary-support"));  // units only
  t.act(kDark, "target:x-wing");
  t.act(kDark, "autopay");
  CHECK_FALSE(t.offers(kDark, "choose:luke-skywalker"));  // one Light Side player: one unit
  t.act(kDark, "choose:imperial-command");
  CHECK(t.unit(kLight, "X-Wing").is_null());
  CHECK_FALSE(t.unit(kLight, "Luke Skywalker").is_null());
  CHECK(t.objective(kDark, "Imperial Command")["captured"] == 1);
}

TEST_CASE("A Price on Their Heads is not offered without a Light Side unit to capture (LCG-ABIL-5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", dark_side()},
               {"light", {{"units", json::array()}, {"tookTurn", true}}}});
  CHECK_FALSE(t.offers(kDark, "use:a-price-on-their-heads"));
}

TEST_CASE("A Price on Their Heads in 2v2 captures one unit of each Light Side player (MP-GEN-23)", "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", dark_side()},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"units", {"x-wing@13", "luke-skywalker"}}, {"tookTurn", true}}},
                   {"light2", {{"units", {"y-wing"}}, {"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kDS1, "use:a-price-on-their-heads");
  t.act(kDS1, "target:x-wing");
  t.act(kDS1, "autopay");
  CHECK_FALSE(t.offers(kDS1, "choose:luke-skywalker"));  // the same player's
  t.act(kDS1, "choose:y-wing");
  t.act(kDS1, "choose:imperial-command");
  t.act(kDS1, "choose:the-ultimate-power");
  CHECK(t.unit(kLS1, "X-Wing").is_null());
  CHECK(t.unit(kLS2, "Y-Wing").is_null());
  CHECK(t.objective(kDS1, "Imperial Command")["captured"] == 1);
  CHECK(t.objective(kDS1, "The Ultimate Power")["captured"] == 1);
}
