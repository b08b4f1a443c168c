// The answer index of a Core board (Core::BoardSummary, engine::board_summary):
// which stats constant abilities of cards in play change and, per seat, which
// event kinds its cards in hand and play could answer. Derived data: it must
// follow every zone change, never change an answer, and a zone change that
// forgot board_changed() must be caught by check_core.
#include <catch2/catch.hpp>
#include <string>
#include "sw/engine.h"
#include "tg_state.h"

namespace {
int def_index(const char* key) {
  for (int d = 0; d < sw::tg::TgState::num_card_defs(); ++d)
    if (std::string(sw::tg::TgState::card_def(d).key) == key) return d;
  FAIL("no test card " << key);
  return -1;
}
bool answers(const sw::tg::TgState& g, int seat, uint8_t kind) { return sw::engine::seat_may_answer(g, seat, kind); }
}  // namespace

TEST_CASE("answer index: follows cards into and out of hand and play", "[core][index]") {
  sw::tg::TgState g;
  g.seats = 2;
  const sw::CardId trooper = g.add_card(def_index("trooper"), 0, sw::zone::kPlay);
  const sw::CardId medic = g.add_card(def_index("medic"), 1, sw::zone::kDeck);  // a reaction to damage
  const sw::CardId sergeant = g.add_card(def_index("sergeant"), 0, sw::zone::kDeck);  // +1 power to other friendly cards

  // Nothing of seat 1 can answer damage while the Medic is in the deck.
  CHECK_FALSE(answers(g, 1, sw::ev::kDamage));
  CHECK_FALSE(sw::engine::constant_in_play(g, sw::tg::kPower));
  CHECK(g.power(trooper) == 1);

  g.move_card(medic, sw::zone::kHand);  // in hand: its owner might use it (from-hand abilities)
  CHECK(answers(g, 1, sw::ev::kDamage));
  CHECK_FALSE(answers(g, 0, sw::ev::kDamage));
  g.move_card(medic, sw::zone::kDiscard);
  CHECK_FALSE(answers(g, 1, sw::ev::kDamage));

  g.move_card(sergeant, sw::zone::kPlay);  // a constant on power enters play: stat must see it
  CHECK(sw::engine::constant_in_play(g, sw::tg::kPower));
  CHECK(g.power(trooper) == 2);
  g.move_card(sergeant, sw::zone::kDiscard);
  CHECK_FALSE(sw::engine::constant_in_play(g, sw::tg::kPower));
  CHECK(g.power(trooper) == 1);
  CHECK(sw::engine::check_core(g).empty());
}

TEST_CASE("answer index: a zone change without board_changed() is caught by check_core", "[core][index]") {
  sw::tg::TgState g;
  g.seats = 2;
  g.add_card(def_index("trooper"), 0, sw::zone::kPlay);
  const sw::CardId medic = g.add_card(def_index("medic"), 1, sw::zone::kDeck);
  REQUIRE_FALSE(answers(g, 1, sw::ev::kDamage));  // the index is now current
  REQUIRE(sw::engine::check_core(g).empty());

  // Rearranging zones by hand (as a determinisation does) without telling the board.
  g.zone_of(1, sw::zone::kDeck).remove(medic);
  g.card(medic).zone = sw::zone::kHand;
  g.zone_of(1, sw::zone::kHand).put_bottom(medic);
  const std::string e = sw::engine::check_core(g);
  CHECK(e.find("answer index") != std::string::npos);

  g.board_changed();  // told: the next question rebuilds it
  CHECK(answers(g, 1, sw::ev::kDamage));
  CHECK(sw::engine::check_core(g).empty());
}

TEST_CASE("answer index: many cards entering at once, and sources leaving, keep it exact", "[core][index]") {
  sw::tg::TgState g;
  g.seats = 2;
  const sw::CardId trooper = g.add_card(def_index("trooper"), 0, sw::zone::kPlay);
  std::vector<sw::CardId> sergeants;
  for (int i = 0; i < 10; ++i) sergeants.push_back(g.add_card(def_index("sergeant"), 0, sw::zone::kDeck));
  REQUIRE(g.power(trooper) == 1);  // the index is current from here on
  // More cards enter play than the index notes one by one: it is rebuilt whole.
  for (sw::CardId s : sergeants) g.move_card(s, sw::zone::kPlay);
  CHECK(g.power(trooper) == 11);  // each Sergeant gives +1 power to other friendly cards
  CHECK(sw::engine::check_core(g).empty());
  // Sources leave one by one: each stops counting at once.
  for (int i = 0; i < 10; ++i) {
    g.move_card(sergeants[static_cast<size_t>(i)], sw::zone::kDiscard);
    CHECK(g.power(trooper) == 10 - i);
  }
  CHECK_FALSE(sw::engine::constant_in_play(g, sw::tg::kPower));
  CHECK(sw::engine::check_core(g).empty());
}

TEST_CASE("answer index: interrupts and reactions are told apart, so an event skips the side nobody answers",
          "[core][index]") {
  sw::tg::TgState g;
  g.seats = 2;
  const sw::CardId medic = g.add_card(def_index("medic"), 1, sw::zone::kDeck);  // Reaction: after damage
  const sw::CardId shield = g.add_card(def_index("shield-generator"), 0, sw::zone::kDeck);  // Interrupt: damage
  using sw::engine::kAfterKinds;
  using sw::engine::kBeforeKinds;

  g.move_card(medic, sw::zone::kHand);
  CHECK(sw::engine::seat_may_answer(g, 1, sw::ev::kDamage, kAfterKinds));
  CHECK_FALSE(sw::engine::seat_may_answer(g, 1, sw::ev::kDamage, kBeforeKinds));
  CHECK(sw::engine::answerable_now(g, sw::ev::kDamage, kAfterKinds));
  CHECK_FALSE(sw::engine::answerable_now(g, sw::ev::kDamage, kBeforeKinds));  // no interrupt window to open

  g.move_card(shield, sw::zone::kPlay);
  CHECK(sw::engine::seat_may_answer(g, 0, sw::ev::kDamage, kBeforeKinds));
  CHECK_FALSE(sw::engine::seat_may_answer(g, 0, sw::ev::kDamage, kAfterKinds));
  CHECK(sw::engine::answerable_now(g, sw::ev::kDamage, kBeforeKinds));

  g.move_card(medic, sw::zone::kDiscard);  // the index is loose until asked: a "yes" is checked on a rebuild
  CHECK_FALSE(sw::engine::answerable_now(g, sw::ev::kDamage, kAfterKinds));
  CHECK(sw::engine::answerable_now(g, sw::ev::kDamage, sw::engine::kTriggeredKinds));
  CHECK(sw::engine::check_core(g).empty());
}

TEST_CASE("an ability may answer a family of consecutive event kinds (or_through), each of them and no other",
          "[core][index]") {
  using A = sw::AbilityDef<sw::tg::TgState>;
  const A one = A::reaction(sw::ev::kMill);
  CHECK(one.answers_kind(sw::ev::kMill));
  CHECK_FALSE(one.answers_kind(sw::ev::kDraw));
  CHECK_FALSE(one.answers_kind(sw::ev::kDestroy));
  CHECK(one.last_on() == sw::ev::kMill);
  // "After a card is drawn, milled or destroyed": kDraw, kMill, kDestroy are consecutive kinds.
  const A family = A::reaction(sw::ev::kDraw).or_through(sw::ev::kDestroy);
  CHECK(family.last_on() == sw::ev::kDestroy);
  for (uint8_t k : {sw::ev::kDraw, sw::ev::kMill, sw::ev::kDestroy}) CHECK(family.answers_kind(k));
  for (uint8_t k : {sw::ev::kDamage, sw::ev::kExhaust, sw::ev::kUse}) CHECK_FALSE(family.answers_kind(k));
}
