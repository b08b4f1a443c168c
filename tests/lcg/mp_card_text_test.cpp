// The LCG's 2v2 card texts and team decisions (Balance of the Force):
// "your opponent" is one opponent the player chooses (MP-GEN-23), the Dark
// Side decides the victory pile of a Light Side objective a Light Side
// effect destroyed (MP-2V2-8), card-defined loss conditions are a team's
// (MP-GEN-25). Seats: 0 = Dark Side #1, 1 = Dark Side #2, 2 = Light Side
// #1, 3 = Light Side #2 (docs/api.md).
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {

constexpr int DS1 = 0, DS2 = 1, LS1 = 2, LS2 = 3;

json mp() { return {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}}; }
json rebel_objectives() { return {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}; }

}  // namespace

TEST_CASE("lcg 2v2: a Light Side objective destroyed by its own player's effect goes to the victory pile the Dark Side "
          "chooses (its player #1 decides), and the dial advances by that pile (MP-2V2-8, MP-2V2-7, OQ-38)",
          "[lcg][mp][win]") {
  // Questionable Contacts (capacity 5, 4 damage) damages itself as its reaction's cost.
  Table t({{"phase", "refresh"},
           {"active", "light"},
           {"turn", 4},
           {"dark", {{"tookTurn", true}, {"units", {{{"card", "at-st"}, {"damage", 1}}}}, {"victory", {"a-heros-journey"}}}},
           {"dark2", {{"tookTurn", true}, {"victory", {"in-you-must-go", "forgotten-heroes"}}}},
           {"light", {{"tookTurn", true},
                      {"objectives", {{{"card", "questionable-contacts"}, {"damage", 4}}, "a-journey-to-dagobah", "jedi-training"}},
                      {"units", {{{"card", "x-wing"}, {"damage", 1}}}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  for (int i = 0; i < 6 && !t.offers(LS1, "use:questionable-contacts"); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(LS1, "use:questionable-contacts"));
  t.act(LS1, "use:questionable-contacts");
  t.act(LS1, "target:x-wing");
  // Destroyed by its own player's card: Dark Side #1 alone decides, between the two Dark Side piles.
  REQUIRE(t.to_act() == std::vector<int>{DS1});
  CHECK(t.count(DS1, "choose:") == 2);
  CHECK(t.offers(DS1, "choose:imperial-navy"));
  CHECK(t.offers(DS1, "choose:sith"));
  CHECK(t.dial() == 0);
  t.act(DS1, "choose:sith");
  CHECK(t.victory_count(DS2) == 3);
  CHECK(t.names(t.player(DS2)["victory"]).back() == "Questionable Contacts");
  CHECK(t.victory_count(DS1) == 1);
  CHECK(t.dial() == 3);  // DS #2's pile of 3 (MP-2V2-7)
  CHECK(t.logged("The Dark Side puts Questionable Contacts in the Dark Side #2's victory pile."));
}

TEST_CASE("lcg 2v2: a card's own loss condition is its team's: The Heart of the Empire destroyed by Balance damage "
          "makes the whole Light Side team win (MP-GEN-25, MP-GEN-17)",
          "[lcg][mp][win]") {
  Table t({{"phase", "balance"},
           {"active", "light"},
           {"turn", 4},
           {"balance", "light"},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}, {"objectives", {{{"card", "the-heart-of-the-empire"}, {"damage", 9}}}}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  REQUIRE(t.offers(LS1, "damage:the-heart-of-the-empire"));
  t.act(LS1, "damage:the-heart-of-the-empire");
  REQUIRE(t.over());
  CHECK(t.view()["reason"] == "card");
  const int w = t.winner();
  CHECK((w == LS1 || w == LS2));
  const json st = t.status();
  INFO(st.dump());
  CHECK(t.to_act().empty());
}

TEST_CASE("lcg 2v2: Heavy Blaster Emplacement's \"your opponent\" is one opponent its player chooses, only that opponent "
          "then picks its unit (MP-GEN-23, MP-GEN-24)",
          "[lcg][mp][card]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"turn", 4},
           {"dark", {{"tookTurn", true}, {"units", {"tie-fighter"}}}},
           {"dark2", {{"tookTurn", true}, {"units", {"darth-vader"}}}},
           {"light", {{"tookTurn", true}, {"enhancements", {"heavy-blaster-emplacement"}}, {"units", {"x-wing"}}}},
           {"light2", {{"tookTurn", true}, {"units", {"y-wing"}}}}},
          mp());
  t.act(LS1, "use:heavy-blaster-emplacement");
  // Two opponents control units: Light Side #1 chooses one (never its teammate).
  REQUIRE(t.to_act() == std::vector<int>{LS1});
  CHECK(t.count(LS1, "choose:") == 2);
  CHECK(t.offers(LS1, "choose:imperial-navy"));
  CHECK(t.offers(LS1, "choose:sith"));
  CHECK(!t.offers(LS1, "choose:rebel-alliance"));
  t.act(LS1, "choose:sith");
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  CHECK(t.offers(DS2, "choose:darth-vader"));
  CHECK(!t.offers(DS2, "choose:tie-fighter"));
  t.act(DS2, "choose:darth-vader");
  CHECK(t.unit(DS2, "Darth Vader")["damage"] == 1);
  CHECK(t.unit(DS1, "TIE Fighter")["damage"] == 0);
}

TEST_CASE("lcg 2v2: Heavy Blaster Emplacement with only one opponent controlling a unit needs no choice "
          "(MP-GEN-23)",
          "[lcg][mp][card]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"turn", 4},
           {"dark", {{"tookTurn", true}}},
           {"dark2", {{"tookTurn", true}, {"units", {"darth-vader"}}}},
           {"light", {{"tookTurn", true}, {"enhancements", {"heavy-blaster-emplacement"}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  t.act(LS1, "use:heavy-blaster-emplacement");
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  t.act(DS2, "choose:darth-vader");
  CHECK(t.unit(DS2, "Darth Vader")["damage"] == 1);
}

TEST_CASE("lcg 2v2: X-Wing Escort's \"your opponent\" is one opponent with a Vehicle, chosen by its player, that "
          "opponent sacrifices (MP-GEN-23)",
          "[lcg][mp][card]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"turn", 4},
           {"dark", {{"tookTurn", true}, {"units", {"tie-fighter"}}}},
           {"dark2", {{"tookTurn", true}, {"units", {"tie-advanced", "darth-vader"}}}},
           {"light", {{"tookTurn", true}, {"objectives", rebel_objectives()}, {"hand", {"youre-my-only-hope"}},
                      {"units", {"x-wing-escort", "x-wing"}}}},
           {"light2", {{"tookTurn", true}}}},
          mp());
  t.act(LS1, "use:youre-my-only-hope");
  if (t.offers(LS1, "autopay")) t.act(LS1, "autopay");
  t.act(LS1, "choose:x-wing-escort");
  REQUIRE(t.offers(LS1, "use:x-wing-escort"));
  t.act(LS1, "use:x-wing-escort");
  REQUIRE(t.to_act() == std::vector<int>{LS1});
  CHECK(t.count(LS1, "choose:") == 2);
  t.act(LS1, "choose:sith");
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  CHECK(t.offers(DS2, "choose:tie-advanced"));
  CHECK(!t.offers(DS2, "choose:darth-vader"));  // not a Vehicle
  t.act(DS2, "choose:tie-advanced");
  CHECK(t.unit(DS2, "TIE Advanced").is_null());
  CHECK(!t.unit(DS1, "TIE Fighter").is_null());
}

TEST_CASE("lcg 2v2: You're My Only Hope's \"your opponent\" is one opponent holding cards, chosen by its player, that "
          "opponent discards (MP-GEN-23)",
          "[lcg][mp][card]") {
  Table t({{"phase", "deployment"},
           {"active", "light"},
           {"turn", 4},
           {"dark", {{"tookTurn", true}, {"hand", {"force-choke"}}}},
           {"dark2", {{"tookTurn", true}, {"hand", {"force-lightning", "darth-vader"}}}},
           {"light", {{"tookTurn", true}, {"objectives", rebel_objectives()}, {"hand", {"youre-my-only-hope"}},
                      {"units", {"x-wing"}}}},
           {"light2", {{"tookTurn", true}, {"hand", {"counter-stroke"}}}}},
          mp());
  t.act(LS1, "use:youre-my-only-hope");
  if (t.offers(LS1, "autopay")) t.act(LS1, "autopay");
  t.act(LS1, "choose:x-wing");
  REQUIRE(t.to_act() == std::vector<int>{LS1});
  CHECK(t.count(LS1, "choose:") == 2);  // the two Dark Side players, never the teammate
  CHECK(!t.offers(LS1, "choose:rebel-alliance"));
  t.act(LS1, "choose:sith");
  REQUIRE(t.to_act() == std::vector<int>{DS2});
  CHECK(t.count(DS2, "discard:") == 2);
  t.act(DS2, "discard:darth-vader");
  CHECK(t.discard(DS2) == std::vector<std::string>{"Darth Vader"});
  CHECK(t.hand_count(DS1) == 1);
  CHECK(t.hand_count(LS2) == 1);
}

TEST_CASE("lcg 2v2: Take Them Prisoner's \"an opponent's deck\" is the deck of the opponent its player chooses "
          "(MP-GEN-23)",
          "[lcg][mp][card]") {
  Table t({{"phase", "refresh"},
           {"active", "dark"},
           {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "kuat-reinforcements"}},
                     {"objectiveDeck", {"take-them-prisoner", "the-ultimate-power"}}}},
           {"dark2", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"deck", {"yoda", "obi-wan-kenobi", "luke-skywalker"}}}},
           {"light2", {{"tookTurn", true}, {"deck", {"x-wing", "a-wing", "y-wing", "han-solo"}}}}},
          mp());
  REQUIRE(t.offers(DS1, "use:take-them-prisoner"));
  t.act(DS1, "use:take-them-prisoner");
  CHECK(t.count(DS1, "choose:") == 2);
  CHECK(!t.offers(DS1, "choose:sith"));  // never the teammate
  t.act(DS1, "choose:rebel-alliance");
  // Light Side #2's top three, not Light Side #1's.
  CHECK(t.offers(DS1, "choose:x-wing"));
  CHECK(t.offers(DS1, "choose:y-wing"));
  CHECK(!t.offers(DS1, "choose:yoda"));
  CHECK(!t.offers(DS1, "choose:han-solo"));
  t.act(DS1, "choose:a-wing");
  CHECK(t.objective(DS1, "Take Them Prisoner")["captured"] == 1);
  CHECK(t.deck_count(LS2) == 3);
  CHECK(t.deck_count(LS1) == 3);
}
