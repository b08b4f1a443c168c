// The specification of the core's event windows, written as rules scenarios
// on the test game through the public Match API. Each scenario cites the
// LCG / TCG rule it pins down; the LCG and TCG modules rely on this
// behaviour of sw/engine.h.
#include <catch2/catch.hpp>
#include "tg_fixture.h"

using tgt::json;
using tgt::seats;
using tgt::Table;

TEST_CASE("test game: an interrupt cancels the event it interrupts (LCG-ABIL-7)", "[testgame][windows]") {
  // Seat 0 plays Scavenger on seat 1's Trooper; seat 1's Shield Generator
  // interrupts the damage and cancels it.
  Table t(seats({"scavenger"}, json::array()), seats(json::array(), {"trooper", "shield-generator"}),
          seats({"trooper", "trooper"}, {"trooper"}));
  int hand_before = t.hand_count(0);
  t.act(0, "use:scavenger");
  t.act(0, "target:trooper");
  // The active seat has no interrupt and passes without a prompt; seat 1 has
  // priority in the interrupt window.
  CHECK(t.to_act() == std::vector<int>{1});
  CHECK(t.offers(1, "pass"));
  t.act(1, "use:shield-generator");
  CHECK(t.in_play(1, "Trooper")["damage"] == 0);
  CHECK(t.in_play(1, "Shield Generator")["exhausted"] == true);  // the cost was paid
  // LCG-TERMS-9: the damage did not resolve, so "then draw 1" did not run.
  CHECK(t.hand_count(0) == hand_before - 1);
  CHECK(t.to_act() == std::vector<int>{0});
  CHECK(t.offers(0, "end"));
}

TEST_CASE("test game: \"then\" runs when the first part resolved (LCG-TERMS-9)", "[testgame][windows]") {
  Table t(seats({"scavenger"}, json::array()), seats(json::array(), {"trooper"}),
          seats({"trooper", "trooper"}, {"trooper"}));
  int hand_before = t.hand_count(0);
  t.act(0, "use:scavenger");
  t.act(0, "target:trooper");
  CHECK(t.in_play(1, "Trooper")["damage"] == 1);
  CHECK(t.hand_count(0) == hand_before);  // Scavenger left, one card drawn
  CHECK(t.deck_count(0) == 0);
}

TEST_CASE("test game: a forced interrupt that reduces the damage to 0 makes the \"then\" fail", "[testgame][windows]") {
  // Walker's armour (a forced interrupt, LCG-ABIL-9) takes 1 off: 0 damage
  // is no damage, so Scavenger's draw does not happen.
  Table t(seats({"scavenger"}, json::array()), seats(json::array(), {"walker"}),
          seats({"trooper", "trooper"}, {"trooper"}));
  int hand_before = t.hand_count(0);
  t.act(0, "use:scavenger");
  t.act(0, "target:walker");
  CHECK(t.in_play(1, "Walker")["damage"] == 0);
  CHECK(t.hand_count(0) == hand_before - 1);
}

TEST_CASE("test game: an interrupt to an interrupt cancels the first interrupt (LCG-ABIL-7)", "[testgame][windows]") {
  // Initiating an ability is an event: Jammer interrupts Shield Generator's
  // initiation, so the damage goes through.
  Table t(seats({"scavenger"}, json::array()), seats({"jammer"}, {"trooper", "shield-generator"}),
          seats({"trooper"}, {"trooper"}));
  t.act(0, "use:scavenger");
  t.act(0, "target:trooper");
  CHECK(t.to_act() == std::vector<int>{1});
  t.act(1, "use:shield-generator");
  // The interrupt window for the initiation: the active seat (0) first.
  CHECK(t.to_act() == std::vector<int>{0});
  t.act(0, "use:jammer");
  CHECK(t.in_play(0, "Jammer")["exhausted"] == true);
  CHECK(t.in_play(1, "Shield Generator")["exhausted"] == true);  // its cost stays paid
  CHECK(t.in_play(1, "Trooper")["damage"] == 1);
  CHECK(t.log_index("is cancelled") >= 0);
  CHECK(t.to_act() == std::vector<int>{0});
}

TEST_CASE("test game: a reaction resolves at most once per triggering event (LCG-ABIL-8)", "[testgame][windows]") {
  Table t(seats({"scavenger", "scavenger"}, json::array()), seats(json::array(), {"walker", "medic", "medic"}),
          seats({"trooper", "trooper"}, {"trooper"}));
  // Target the first Medic: it takes 1 damage; each Medic may react once.
  t.act(0, "use:scavenger");
  t.act(0, "target:medic");
  CHECK(t.in_play(1, "Medic", 0)["damage"] == 1);
  CHECK(t.to_act() == std::vector<int>{1});
  std::vector<std::string> before = t.ids(1);
  CHECK(before.size() == 3);  // pass + each Medic's reaction
  t.act(1, "use:medic");
  CHECK(t.in_play(1, "Medic", 0)["damage"] == 0);
  // Priority went round (seat 0 passed without a prompt); the Medic that
  // reacted cannot react again to this event, the other one still can.
  REQUIRE(t.to_act() == std::vector<int>{1});
  CHECK(t.ids(1).size() == 2);
  t.act(1, "pass");
  // Every seat passed in a row: the window closed.
  CHECK(t.to_act() == std::vector<int>{0});
  // A new event: the same Medic may react again.
  t.act(0, "use:scavenger");
  t.act(0, "target:medic");
  CHECK(t.ids(1).size() == 3);
}

TEST_CASE("test game: simultaneous forced reactions resolve in the order the active player chooses (OQ-26)",
          "[testgame][windows]") {
  // Seat 0's Trooper (power 2 with the Sergeant) destroys seat 1's Trooper;
  // Recorder and Avenger both trigger.
  Table t(seats(json::array(), json::array()), seats({"trooper", "sergeant"}, {"trooper", "recorder", "avenger"}),
          seats({"trooper"}, {"trooper", "trooper"}));
  t.act(0, "attack:trooper");
  t.act(0, "defender:trooper");
  // The active seat orders them, although they are seat 1's abilities.
  REQUIRE(t.to_act() == std::vector<int>{0});
  CHECK(t.offers(0, "order:recorder"));
  CHECK(t.offers(0, "order:avenger"));
  t.act(0, "order:avenger");
  CHECK(t.to_act() == std::vector<int>{0});  // the last one resolved without a prompt
  int avenger = t.log_index("Avenger (seat 1): Forced");
  int recorder = t.log_index("Recorder (seat 1): Forced");
  REQUIRE(avenger >= 0);
  REQUIRE(recorder >= 0);
  CHECK(avenger < recorder);
  CHECK(t.in_play(0, "Trooper")["damage"] == 1);  // Avenger hit the destroyer
  CHECK(t.deck_count(1) == 1);                    // Recorder drew a card
}

TEST_CASE("test game: a lasting effect expires at the end of the phase (LCG/TCG durations)", "[testgame][windows]") {
  Table t(seats({"rally"}, json::array()), seats({"trooper"}, json::array()), seats({"trooper"}, {"trooper"}));
  CHECK(t.in_play(0, "Trooper")["power"] == 1);
  t.act(0, "use:rally");
  t.act(0, "target:trooper");
  CHECK(t.in_play(0, "Trooper")["power"] == 3);
  CHECK(t.view()["lasting"].size() == 1);
  t.act(0, "end");  // end of seat 0's main phase
  CHECK(t.in_play(0, "Trooper")["power"] == 1);
  CHECK(t.view()["lasting"].empty());
}

TEST_CASE("test game: a constant ability is derived when queried", "[testgame][windows]") {
  Table t(seats({"sergeant"}, json::array()), seats({"trooper"}, json::array()), seats({"trooper"}, {"trooper"}));
  CHECK(t.in_play(0, "Trooper")["power"] == 1);
  t.act(0, "play:sergeant");
  CHECK(t.in_play(0, "Trooper")["power"] == 2);
  CHECK(t.in_play(0, "Sergeant")["power"] == 1);  // "other" friendly cards only
}

TEST_CASE("test game: a per-attack limit and \"for this attack\" (TCG-ABIL-6)", "[testgame][windows]") {
  Table t(seats(json::array(), json::array()), seats({"trooper", "trooper", "gunner"}, json::array()),
          seats({"trooper"}, {"trooper"}));
  t.act(0, "attack:trooper");
  t.act(0, "defender:base");
  // The attack window admits only "attack actions": Gunner.
  REQUIRE(t.to_act() == std::vector<int>{0});
  CHECK(t.ids(0).size() == 2);  // pass, Gunner
  t.act(0, "use:gunner");
  t.act(0, "target:trooper");
  // Once per attack: the window closed with everyone passing, 2 damage dealt.
  CHECK(t.in_play(1, "Base")["damage"] == 2);
  CHECK(t.in_play(0, "Trooper", 0)["power"] == 1);  // "for this attack" is over
  // The next attack: Gunner may be used again.
  t.act(0, "attack:trooper");
  t.act(0, "defender:base");
  REQUIRE(t.offers(0, "use:gunner"));
  t.act(0, "use:gunner");
  t.act(0, "target:trooper");
  CHECK(t.in_play(1, "Base")["damage"] == 4);
}

TEST_CASE("test game: with three seats a window alternates through all of them, active seat first",
          "[testgame][windows]") {
  Table t(json::array({json::array({"scavenger"}), json::array(), json::array()}),
          json::array({json::array({"jammer"}), json::array({"trooper", "shield-generator"}), json::array({"jammer"})}),
          json::array({json::array({"trooper"}), json::array({"trooper"}), json::array({"trooper"})}), 3);
  t.act(0, "use:scavenger");
  t.act(0, "target:trooper");
  t.act(1, "use:shield-generator");
  // Both other seats' Jammers may interrupt; seat 0 (active) decides first.
  REQUIRE(t.to_act() == std::vector<int>{0});
  t.act(0, "pass");
  // Seat 1 has nothing and passes without a prompt; seat 2 decides.
  REQUIRE(t.to_act() == std::vector<int>{2});
  t.act(2, "use:jammer");
  // Seat 2's Jammer is itself an interrupt being initiated: seat 0's Jammer
  // could interrupt it in turn (a third level); seat 0 passes.
  REQUIRE(t.to_act() == std::vector<int>{0});
  CHECK(t.offers(0, "use:jammer"));
  t.act(0, "pass");
  CHECK(t.in_play(1, "Trooper")["damage"] == 1);
  CHECK(t.in_play(2, "Jammer")["exhausted"] == true);
  CHECK(t.in_play(0, "Jammer")["exhausted"] == false);
}

TEST_CASE("test game: a reaction used from its owner's discard pile (AbilityDef::from_discard)", "[testgame][windows]") {
  // Seat 0's Scavenger destroys seat 1's Phoenix (health 1): it lies in seat
  // 1's discard pile, and no card in a hand or play area answers damage.
  Table t(seats({"scavenger"}, json::array()), seats({"trooper"}, {"phoenix"}), seats({"trooper"}, {"trooper"}));
  t.act(0, "use:scavenger");
  t.act(0, "target:phoenix");
  REQUIRE(t.in_play(1, "Phoenix").is_null());
  REQUIRE(t.view()["players"][1]["discard"].size() == 1);
  t.act(0, "attack:trooper");
  t.act(0, "defender:base");
  // The damage to seat 1's Base opens a reaction window for the card in the discard pile.
  REQUIRE(t.to_act() == std::vector<int>{1});
  t.act(1, "use:phoenix");
  CHECK(t.in_play(1, "Phoenix")["damage"] == 0);
  CHECK(t.view()["players"][1]["discard"].empty());
  CHECK(t.in_play(1, "Base")["damage"] == 1);
}

TEST_CASE("test game: a discard-pile reaction is not offered while its card is in play", "[testgame][windows]") {
  Table t(seats(json::array(), json::array()), seats({"trooper"}, {"phoenix"}), seats({"trooper"}, {"trooper"}));
  t.act(0, "attack:trooper");
  t.act(0, "defender:base");
  CHECK(t.in_play(1, "Base")["damage"] == 1);
  CHECK(t.to_act() == std::vector<int>{0});  // no window: back to seat 0's main phase
  CHECK_FALSE(t.offers(1, "use:phoenix"));
}

TEST_CASE("test game: a reaction also usable from another zone (AbilityDef::also_usable_in) answers from that zone and "
          "from play, never from hand",
          "[testgame][windows][core]") {
  SECTION("from the discard pile") {
    // Seat 0's Scavenger destroys seat 1's Echo (health 1): it lies in seat 1's discard pile.
    Table t(seats({"scavenger"}, json::array()), seats({"trooper"}, {"echo"}), seats({"trooper"}, {"trooper"}));
    t.act(0, "use:scavenger");
    t.act(0, "target:echo");
    REQUIRE(t.in_play(1, "Echo").is_null());
    REQUIRE(t.view()["players"][1]["discard"].size() == 1);
    t.act(0, "attack:trooper");
    t.act(0, "defender:base");
    REQUIRE(t.to_act() == std::vector<int>{1});
    t.act(1, "use:echo");
    CHECK(t.in_play(1, "Base")["damage"] == 0);
    CHECK(t.view()["players"][1]["discard"].size() == 1);  // it stays where it is
  }
  SECTION("in play") {
    Table t(seats(json::array(), json::array()), seats({"trooper"}, {"echo"}), seats({"trooper"}, {"trooper"}));
    t.act(0, "attack:trooper");
    t.act(0, "defender:base");
    REQUIRE(t.offers(1, "use:echo"));
    t.act(1, "use:echo");
    CHECK(t.in_play(1, "Base")["damage"] == 0);
  }
  SECTION("not from hand") {
    Table t(seats(json::array(), {"echo"}), seats({"trooper"}, json::array()), seats({"trooper"}, {"trooper"}));
    t.act(0, "attack:trooper");
    t.act(0, "defender:base");
    CHECK_FALSE(t.offers(1, "use:echo"));
    CHECK(t.in_play(1, "Base")["damage"] == 1);
  }
}
