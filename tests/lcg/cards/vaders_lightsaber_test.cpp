// Vader's Lightsaber: "Enhance a Force User or Force Sensitive unit. Enhanced
// unit gains one unit damage icon. If enhanced unit is Darth Vader, he also
// gains Targeted Strike."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Vader's Lightsaber gives one unit damage icon, Darth Vader also gains Targeted Strike", "[lcg][card]") {
  Table bare(json{{"dark", {{"objectives", kDarkObjectives}, {"units", {"darth-vader", "nightsister"}}}}});
  Table armed(json{{"dark", {{"objectives", kDarkObjectives},
                             {"units", {{{"card", "darth-vader"}, {"enhancements", {"vaders-lightsaber"}}},
                                        {{"card", "nightsister"}, {"enhancements", {"vaders-lightsaber"}}}}}}}});
  const json vader = armed.unit(kDark, "Darth Vader"), sister = armed.unit(kDark, "Nightsister");
  CHECK(vader["icons"]["ud"] == bare.unit(kDark, "Darth Vader")["icons"]["ud"].get<int>() + 1);
  CHECK(sister["icons"]["ud"] == bare.unit(kDark, "Nightsister")["icons"]["ud"].get<int>() + 1);
  CHECK(vader["icons"]["bd"] == bare.unit(kDark, "Darth Vader")["icons"]["bd"]);
  auto has = [](const json& c, const char* k) {
    for (const json& x : c["keywords"]) if (x == k) return true;
    return false;
  };
  CHECK(has(vader, "Targeted Strike"));
  CHECK_FALSE(has(sister, "Targeted Strike"));  // only Darth Vader gains it
  CHECK_FALSE(has(bare.unit(kDark, "Darth Vader"), "Targeted Strike"));
}

TEST_CASE("Vader's Lightsaber goes only on a Force User or Force Sensitive unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"vaders-lightsaber"}}, {"objectives", kDarkObjectives},
                         {"units", {"darth-vader", "tie-fighter"}}}},
               {"light", {{"units", {"luke-skywalker"}}}}});
  t.act(kDark, "deploy:vaders-lightsaber");
  CHECK(t.offers(kDark, "attach:darth-vader"));
  CHECK_FALSE(t.offers(kDark, "attach:tie-fighter"));  // a Vehicle, no Force trait
  t.act(kDark, "attach:darth-vader");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Darth Vader")["attachments"].size() == 1);
}

TEST_CASE("With Vader's Lightsaber, attacking Darth Vader's unit damage reaches a unit that is not participating",
          "[lcg][card]") {
  for (bool saber : {true, false}) {
    json vader = {{"card", "darth-vader"}, {"attacking", true}};
    if (saber) vader["enhancements"] = {"vaders-lightsaber"};
    Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                 {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {vader}}}},
                 {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", {"luke-skywalker"}}}}});
    t.pass_until(kDark, "strike:darth-vader");
    t.act(kDark, "strike:darth-vader");
    if (t.offers(kDark, "icon.0")) t.act(kDark, "icon.0");
    INFO("saber " << saber);
    CHECK(t.offers(kDark, "hit:luke-skywalker") == saber);  // LCG-KW-7
  }
}
