// Zones listed under a card's controller (CoreLimits::kControlledZones): the
// play area always; a game may add its own. The LCG adds its edge stacks, so
// a card a player places there from a teammate's common reserve is in the
// player's stack (MP-GEN-7) and goes back to its owner when it leaves.
#include <catch2/catch.hpp>
#include "sw/engine.h"

namespace {
constexpr uint8_t kStack = sw::zone::kNumCore;  // a game zone: an edge stack

struct StackLimits : sw::CoreLimits {
  static constexpr int kSeats = 2;
  static constexpr int kZones = sw::zone::kNumCore + 1;
  static constexpr uint32_t kControlledZones = (1u << sw::zone::kPlay) | (1u << kStack);
};
struct StackBoard : sw::Core<StackLimits> {};

struct PlainBoard : sw::Core<sw::CoreLimits> {};
}  // namespace

TEST_CASE("core zones: a card in a zone the game lists under the controller sits in its controller's list, and goes "
          "back to its owner when it moves on (MP-GEN-7)",
          "[core][zones]") {
  StackBoard b;
  b.seats = 2;
  const sw::CardId c = b.add_card(0, 1, sw::zone::kHand);  // seat 1's card
  b.card(c).controller = 0;                                 // seat 0 places it
  b.move_card(c, kStack);
  CHECK(b.area_of(c) == 0);
  CHECK(b.zone_of(0, kStack).size() == 1);
  CHECK(b.zone_of(1, kStack).empty());
  CHECK(b.zone_of(1, sw::zone::kHand).empty());
  b.move_card(c, sw::zone::kDiscard, true);
  CHECK(b.zone_of(0, kStack).empty());
  CHECK(b.card(c).controller == 1);
  CHECK(b.zone_of(1, sw::zone::kDiscard).size() == 1);
  CHECK(b.zone_of(0, sw::zone::kDiscard).empty());
}

TEST_CASE("core zones: by default only the play area is listed under the controller, and a card leaving play returns to "
          "its owner",
          "[core][zones]") {
  STATIC_REQUIRE(PlainBoard::controlled_zone(sw::zone::kPlay));
  STATIC_REQUIRE_FALSE(PlainBoard::controlled_zone(sw::zone::kHand));
  STATIC_REQUIRE_FALSE(PlainBoard::controlled_zone(sw::zone::kDiscard));
  PlainBoard b;
  b.seats = 2;
  const sw::CardId c = b.add_card(0, 1, sw::zone::kHand);
  b.card(c).controller = 0;  // played by seat 0 (as a teammate would from a common reserve)
  b.move_card(c, sw::zone::kPlay);
  CHECK(b.zone_of(0, sw::zone::kPlay).size() == 1);
  b.move_card(c, sw::zone::kDiscard, true);
  CHECK(b.card(c).controller == 1);
  CHECK(b.zone_of(1, sw::zone::kDiscard).size() == 1);
}
