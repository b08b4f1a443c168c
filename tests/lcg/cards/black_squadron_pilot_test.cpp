// Black Squadron Pilot: "This card may enter play as an enhancement on any
// Fighter unit you control, with the text: 'Enhanced unit gains [Unit Damage]
// [Blast Damage].'"
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(json units) {
  return Table(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"hand", {"black-squadron-pilot"}},
                              {"objectives", {"counsel-of-the-sith", "the-emperors-web", "the-heart-of-the-empire"}},
                              {"units", units}}},
                    {"light", {{"tookTurn", true}, {"units", {"x-wing"}}}}});
}
}  // namespace

TEST_CASE("Black Squadron Pilot enters play as an enhancement on a Fighter unit its player controls", "[lcg][card]") {
  Table t = deployment({"tie-fighter", "darth-vader"});
  const json before = t.unit(kDark, "TIE Fighter")["icons"];
  t.act(kDark, "deploy:black-squadron-pilot");
  CHECK(t.offers(kDark, "attach:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "attach:darth-vader"));  // not a Fighter
  CHECK_FALSE(t.offers(kDark, "attach:x-wing"));       // not controlled by its player
  CHECK(t.offers(kDark, "decline"));                   // or as a unit
  t.act(kDark, "attach:tie-fighter");
  t.act(kDark, "autopay");
  const json tie = t.unit(kDark, "TIE Fighter");
  REQUIRE(tie["attachments"].size() == 1);
  CHECK(tie["attachments"][0]["type"] == "enhancement");
  CHECK(tie["icons"]["ud"] == before["ud"].get<int>() + 1);
  CHECK(tie["icons"]["bd"] == before["bd"].get<int>() + 1);
  CHECK(t.unit(kDark, "Black Squadron Pilot").is_null());  // not a unit while attached
}

TEST_CASE("Black Squadron Pilot may still be played as a unit", "[lcg][card]") {
  Table t = deployment({"tie-fighter"});
  const json before = t.unit(kDark, "TIE Fighter")["icons"];
  t.act(kDark, "deploy:black-squadron-pilot");
  t.act(kDark, "decline");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Black Squadron Pilot").is_object());
  CHECK(t.unit(kDark, "TIE Fighter")["icons"] == before);
  CHECK(t.unit(kDark, "TIE Fighter")["attachments"].empty());
}

TEST_CASE("Black Squadron Pilot without a friendly Fighter is played as a unit at once", "[lcg][card]") {
  Table t = deployment({"darth-vader"});
  t.act(kDark, "deploy:black-squadron-pilot");
  CHECK_FALSE(t.offers(kDark, "attach:"));
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Black Squadron Pilot").is_object());
}
