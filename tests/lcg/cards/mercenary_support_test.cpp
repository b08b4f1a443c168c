// Mercenary Support: "Action: Focus this objective to put a Bounty Hunter or
// Mercenary unit into play from your hand, under a friendly player's control.
// If that unit is still in play at the end of the phase, discard it."
#include "card_table_options.h"
using namespace lcgcard;

TEST_CASE("Mercenary Support puts a Mercenary unit into play without paying, at the end of the phase it is "
          "discarded (LCG-TERMS-7, LCG-TERMS-8)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", {"mercenary-support", "imperial-command", "the-ultimate-power"}},
                         {"hand", {"trandoshan-security-team", "darth-vader", "tie-fighter@27"}},
                         {"tookTurn", true}}},
               {"light", {{"tookTurn", true}}}});
  t.act(kDark, "use:mercenary-support");
  CHECK_FALSE(t.offers(kDark, "choose:darth-vader"));  // neither a Bounty Hunter nor a Mercenary
  t.act(kDark, "choose:trandoshan-security-team");
  CHECK(t.unit(kDark, "Trandoshan Security Team")["controller"] == kDark);
  CHECK(t.objective(kDark, "Mercenary Support")["focus"] == 1);
  // The Deployment phase ends (the TIE Fighter, still playable, kept it open): the next one begins and the unit is
  // discarded.
  for (int i = 0; i < 6 && t.view()["phase"] == "deployment"; ++i) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.view()["phase"] != "deployment");
  CHECK(t.unit(kDark, "Trandoshan Security Team").is_null());
  CHECK(t.count(kDark, "discard", "Trandoshan Security Team") == 1);
}

TEST_CASE("Mercenary Support is not offered without a Bounty Hunter or Mercenary unit in hand (LCG-ABIL-5)",
          "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", {"mercenary-support", "imperial-command", "the-ultimate-power"}},
                         {"hand", {"darth-vader", "tie-fighter@27"}},
                         {"tookTurn", true}}},
               {"light", {{"tookTurn", true}}}});
  CHECK(t.offers(kDark, "deploy:tie-fighter"));  // the Dark Side has the window
  CHECK_FALSE(t.offers(kDark, "use:mercenary-support"));
}

TEST_CASE("Mercenary Support in 2v2 may give the unit to the teammate (MP-GEN-24)", "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1;
  TableWith t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"objectives", {"mercenary-support", "imperial-command", "the-ultimate-power"}},
                             {"hand", {"boba-fett", "tie-fighter@27"}},
                             {"tookTurn", true}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}}},
                   {"light2", {{"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kDS1, "use:mercenary-support");
  t.act(kDS1, "choose:boba-fett");
  CHECK(t.offers(kDS1, "choose:imperial-navy"));  // itself (its affiliation card)
  t.act(kDS1, "choose:sith");                         // the teammate
  CHECK(t.unit(kDS2, "Boba Fett")["controller"] == kDS2);
  CHECK(t.unit(kDS1, "Boba Fett").is_null());
}

TEST_CASE("Mercenary Support: a game saved while its player chooses the unit loads back (a save is never lost)",
          "[lcg][card][save]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", {"mercenary-support", "imperial-command", "the-ultimate-power"}},
                         {"hand", {"trandoshan-security-team", "tie-fighter@27"}},
                         {"tookTurn", true}}},
               {"light", {{"tookTurn", true}}}});
  t.act(kDark, "use:mercenary-support");
  REQUIRE(t.offers(kDark, "choose:trandoshan-security-team"));  // the choice waits
  const std::string save = t.m.save();
  sw::Match back{sw::builtin_registry()};
  const json r = json::parse(back.load(save));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(back.save() == save);
  std::string id;  // the loaded game goes on from the same choice
  for (const json& a : json::parse(back.legal_actions(kDark)))
    if (a["id"].get<std::string>().rfind("choose:trandoshan-security-team", 0) == 0) id = a["id"];
  REQUIRE(!id.empty());
  const json done = json::parse(back.apply(json{{"player", kDark}, {"id", id}}.dump()));
  CHECK(done["ok"] == true);
  t.act(kDark, id);  // the original game takes the same choice: both go on alike
  CHECK(t.unit(kDark, "Trandoshan Security Team")["controller"] == kDark);
  CHECK(back.save() == t.m.save());
}
