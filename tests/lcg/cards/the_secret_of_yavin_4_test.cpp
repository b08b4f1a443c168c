// The Secret of Yavin 4: "Interrupt: when another of your objectives is engaged, your opponent
// engages this objective instead. Limit once per turn."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
Table yavin() {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2},
                    {"dark", {{"units", {"tie-fighter", "darth-vader"}}, {"tookTurn", true},
                              {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
                    {"light", {{"objectives", {"the-secret-of-yavin-4", "in-you-must-go", "forgotten-heroes"}}}}});
}
// Plays on (declining, passing, striking) until the Dark Side may engage again.
void finish_engagement(Table& t) {
  for (int i = 0; i < 40 && !t.offers(kDark, "engage:"); ++i) {
    const int s = t.to_act()[0];
    bool done = false;
    // One attacker (done once one is declared): the other unit stays ready for a second engagement.
    for (const char* p : {"done", "attacker:", "pass", "decline", "strike:", "icon", "hit:", "bonus"})
      if (t.offers(s, p)) {
        t.act(s, p);
        done = true;
        break;
      }
    REQUIRE(done);
  }
}
}  // namespace

TEST_CASE("The Secret of Yavin 4 redirects an engagement of another of its player's objectives to itself", "[lcg][card]") {
  Table t = yavin();
  t.pass_until(kDark, "engage:");
  t.act(kDark, "engage:in-you-must-go");
  REQUIRE(t.offers(kLight, "use:the-secret-of-yavin-4"));
  t.act(kLight, "use:the-secret-of-yavin-4");
  const std::string id = t.objective(kLight, "The Secret of Yavin 4")["id"];
  CHECK(t.view()["engagement"]["objective"] == id);
  CHECK(t.objective(kLight, "The Secret of Yavin 4")["engaged"] == true);
  CHECK(t.objective(kLight, "In You Must Go")["engaged"] != true);
  // The engagement goes on at Yavin 4: the attackers are declared against it.
  CHECK(t.offers(kDark, "attacker:"));
}

TEST_CASE("The Secret of Yavin 4 does not answer its own engagement, and only once per turn", "[lcg][card]") {
  Table t = yavin();
  t.pass_until(kDark, "engage:");
  t.act(kDark, "engage:forgotten-heroes");
  REQUIRE(t.offers(kLight, "use:the-secret-of-yavin-4"));
  t.act(kLight, "use:the-secret-of-yavin-4");
  finish_engagement(t);
  // A second engagement this turn (Yavin 4 was engaged already, and the limit is spent).
  t.act(kDark, "engage:in-you-must-go");
  CHECK_FALSE(t.offers(kLight, "use:the-secret-of-yavin-4"));
  CHECK(t.objective(kLight, "In You Must Go")["engaged"] == true);
}

TEST_CASE("The Secret of Yavin 4 is not offered when it is the objective engaged", "[lcg][card]") {
  Table t = yavin();
  t.pass_until(kDark, "engage:");
  t.act(kDark, "engage:the-secret-of-yavin-4");
  CHECK_FALSE(t.offers(kLight, "use:the-secret-of-yavin-4"));
  CHECK(t.offers(kDark, "attacker:"));
}

TEST_CASE("The Secret of Yavin 4 in 2v2: a teammate's objective is not one of 'your' objectives (MP-GEN-24, MP-2V2-3)",
          "[lcg][card][mp]") {
  // Dark Side #1 (seat 0) engages Light Side #2 (seat 3, across). Light Side #1's
  // Secret of Yavin 4 could only move the engagement to a player not across.
  constexpr int kDS1 = 0, kLS1 = 2;
  const json k2v2 = {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}};
  TableWith t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3},
                   {"dark", {{"tookTurn", true}, {"units", {"darth-vader"}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"objectives", {"the-secret-of-yavin-4", "a-heros-journey", "in-you-must-go"}}}},
                   {"light2", {{"tookTurn", true}, {"objectives", {"draw-their-fire", "mobilize-the-squadrons", "rumors-at-the-cantina"}}}}},
              k2v2);
  t.pass_until(kDS1, "engage:");
  t.act(kDS1, "engage:draw-their-fire");
  CHECK_FALSE(t.offers(kLS1, "use:the-secret-of-yavin-4"));
  CHECK(t.view()["engagement"]["defender"] == 3);
  CHECK(t.view()["engagement"]["objective"].get<std::string>().rfind("draw-their-fire", 0) == 0);
}
