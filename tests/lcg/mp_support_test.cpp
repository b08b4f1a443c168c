// The LCG's 2v2 attack support and defense support (Balance of the Force,
// MP-GEN-12/13, C8): after declaring one of its own units, a player may ask
// each teammate for one ready unit; the teammate agrees or not; the unit is
// controlled by the player for the engagement and goes back when it ends.
// Seats: 0 = Dark Side #1, 1 = Dark Side #2, 2 = Light Side #1, 3 = Light
// Side #2 (docs/api.md); DS #1 faces LS #2.
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {

constexpr int DS1 = 0, DS2 = 1, LS1 = 2, LS2 = 3;

json mp() { return {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}}; }

// DS #1's Conflict phase (turn 3): it may engage LS #2's The Defense of Yavin 4.
Table conflict_table() {
  return Table({{"phase", "conflict"},
                {"active", "dark"},
                {"turn", 3},
                {"dark", {{"tookTurn", true}, {"units", {"tie-advanced"}}}},
                {"dark2", {{"tookTurn", true}, {"units", {"darth-vader", {{"card", "at-st"}, {"focus", 1}}}}}},
                {"light", {{"tookTurn", true}, {"units", {"luke-skywalker", "han-solo"}}}},
                {"light2", {{"tookTurn", true}, {"objectives", {"the-defense-of-yavin-4"}}, {"units", {"x-wing@13"}}}}},
               mp());
}

// Passes every window until `seat` is offered `prefix` (at most n actions).
void until(Table& t, int seat, const std::string& prefix, int n = 8) {
  for (int i = 0; i < n && !t.offers(seat, prefix); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(seat, prefix));
}

}  // namespace

TEST_CASE("lcg 2v2 support: after declaring an own attacker the player may ask its teammate for one ready unit, with "
          "the teammate's consent the unit attacks under the player's control for the engagement and goes back "
          "when it ends (MP-GEN-13, C8)",
          "[lcg][mp][support]") {
  Table t = conflict_table();
  until(t, DS1, "engage:the-defense-of-yavin-4");
  t.act(DS1, "engage:the-defense-of-yavin-4");
  until(t, DS1, "attacker:");
  // No support before an own attacker is declared.
  CHECK(!t.offers(DS1, "support:"));
  t.act(DS1, "attacker:tie-advanced");
  // The teammate's ready unit is offered, not its focused one, never an opponent's.
  CHECK(t.offers(DS1, "support:darth-vader"));
  CHECK(!t.offers(DS1, "support:at-st"));
  CHECK(!t.offers(DS1, "support:luke-skywalker"));
  t.act(DS1, "support:darth-vader");
  // An explicit question to DS #2, who alone decides now.
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  CHECK(t.offers(DS2, "agree:darth-vader"));
  CHECK(t.offers(DS2, "decline"));
  REQUIRE(t.raw_view(DS2)["prompt"].is_object());
  CHECK(t.raw_view(DS2)["prompt"]["text"].get<std::string>().find("Lend Darth Vader") == 0);
  t.act(DS2, "agree:darth-vader");
  // Control taken: Vader is DS #1's participating attacker now; DS #2 owns it.
  const json vader = t.unit(DS1, "Darth Vader");
  REQUIRE(!vader.is_null());
  CHECK(vader["controller"] == DS1);
  CHECK(vader["owner"] == DS2);
  CHECK(vader["role"] == "attacker");
  CHECK(vader["lentBy"] == DS2);
  CHECK(t.unit(DS2, "Darth Vader").is_null());
  // Up to one unit per teammate: no second request.
  CHECK(!t.offers(DS1, "support:"));
  t.act(DS1, "done");
  // The engagement runs on; at its end Vader goes back to DS #2.
  for (int i = 0; i < 40 && !t.view()["engagement"].is_null() && !t.over(); ++i) {
    const int s = t.to_act().front();
    if (t.offers(s, "pass")) t.act(s, "pass");
    else if (t.offers(s, "done")) t.act(s, "done");
    else if (t.offers(s, "decline")) t.act(s, "decline");
    else t.act(s, "");
  }
  REQUIRE(t.view()["engagement"].is_null());
  const json back = t.unit(DS2, "Darth Vader");
  REQUIRE(!back.is_null());
  CHECK(back["controller"] == DS2);
  CHECK(!back.contains("lentBy"));
  CHECK(!back.contains("role"));
  CHECK(back["focus"].get<int>() >= 1);  // it struck for DS #1 and stays focused
  CHECK(t.logged("Darth Vader returns to the Dark Side #2"));
}

TEST_CASE("lcg 2v2 support: the teammate may refuse, the unit stays its own and the player is not offered it again "
          "in this declaration (MP-GEN-13)",
          "[lcg][mp][support]") {
  Table t = conflict_table();
  until(t, DS1, "engage:the-defense-of-yavin-4");
  t.act(DS1, "engage:the-defense-of-yavin-4");
  until(t, DS1, "attacker:");
  t.act(DS1, "attacker:tie-advanced");
  t.act(DS1, "support:darth-vader");
  t.act(DS2, "decline");
  CHECK(t.unit(DS2, "Darth Vader")["controller"] == DS2);
  CHECK(!t.unit(DS2, "Darth Vader").contains("role"));
  REQUIRE(t.to_act() == std::vector<int>{DS1});
  CHECK(!t.offers(DS1, "support:"));
  CHECK(t.offers(DS1, "done"));
}

TEST_CASE("lcg 2v2 support: the engaged player may ask its teammate for one ready unit as a supporting defender "
          "after declaring one of its own (MP-GEN-12, C8)",
          "[lcg][mp][support]") {
  Table t = conflict_table();
  until(t, DS1, "engage:the-defense-of-yavin-4");
  t.act(DS1, "engage:the-defense-of-yavin-4");
  until(t, DS1, "attacker:");
  t.act(DS1, "attacker:tie-advanced");
  t.act(DS1, "done");
  until(t, LS2, "defender:");
  CHECK(!t.offers(LS2, "support:"));  // an own defender first
  t.act(LS2, "defender:x-wing");
  CHECK(t.offers(LS2, "support:luke-skywalker"));
  CHECK(t.offers(LS2, "support:han-solo"));
  CHECK(!t.offers(LS2, "support:darth-vader"));
  t.act(LS2, "support:luke-skywalker");
  REQUIRE(t.to_act() == std::vector<int>{LS1});
  t.act(LS1, "agree:luke-skywalker");
  const json luke = t.unit(LS2, "Luke Skywalker");
  REQUIRE(!luke.is_null());
  CHECK(luke["controller"] == LS2);
  CHECK(luke["owner"] == LS1);
  CHECK(luke["role"] == "defender");
  CHECK(!t.offers(LS2, "support:han-solo"));  // one unit per teammate
  t.act(LS2, "done");
  // A save in the middle of the engagement holds the lent unit and loads back equal.
  const std::string save = t.m.save();
  sw::Match m2{sw::builtin_registry()};
  json r = lcgt::parse(m2.load(save));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(m2.save() == save);
}

TEST_CASE("lcg support: the two-player game has no supporting units (MP-GEN-12, MP-GEN-13: teammates only)",
          "[lcg][mp][support]") {
  Table t({{"phase", "conflict"},
           {"active", "dark"},
           {"turn", 3},
           {"dark", {{"tookTurn", true}, {"units", {"tie-advanced", "darth-vader"}}}},
           {"light", {{"tookTurn", true}, {"objectives", {"the-defense-of-yavin-4"}}, {"units", {"x-wing@13"}}}}});
  until(t, 0, "engage:the-defense-of-yavin-4");
  t.act(0, "engage:the-defense-of-yavin-4");
  until(t, 0, "attacker:");
  t.act(0, "attacker:tie-advanced");
  CHECK(!t.offers(0, "support:"));
}
