// Card registration: every card, power and effect is wired up through the one
// list of powers (games/evr/powers/power_list.h), checked against the card data.
#include <catch2/catch.hpp>
#include <string>
#include "evr/effects.h"

using namespace sw::evr;

TEST_CASE("EvR registry: every resource card has a registered power with its text in its own file",
          "[evr][registry]") {
  for (int c = 0; c < kNumResourceCards; ++c) {
    INFO(card_id(c));
    const ResourceCardDef& d = resource_def(c);
    REQUIRE(d.power != PowerId::None);
    REQUIRE(d.power < PowerId::Count);
    const PowerDef& p = power_def(d.power);
    CHECK(p.start != nullptr);
    REQUIRE(p.text != nullptr);  // the card has text: its file says it
    CHECK(std::string(p.text).size() > 10);
    CHECK(std::string(power_text(d.power)) == p.text);
  }
}

TEST_CASE("EvR registry: every PowerId has a complete definition, and only powers that ask have the optional hooks",
          "[evr][registry]") {
  for (int id = 1; id < static_cast<int>(PowerId::Count); ++id) {
    INFO("power " << id);
    const PowerDef& p = power_def(static_cast<PowerId>(id));
    CHECK(p.start != nullptr);
    // The table is total: every entry has every function.
    CHECK(p.options != nullptr);
    CHECK(p.choose != nullptr);
    CHECK(p.prompt != nullptr);
    CHECK(p.peek != nullptr);
    // Optional hooks belong to powers that ask.
    if (!power_asks(static_cast<PowerId>(id))) {
      CHECK(p.label == nullptr);
      CHECK(p.peek_events == nullptr);
      CHECK(p.valid == nullptr);
    }
  }
  // Outside the list: no power.
  CHECK(power_def(PowerId::None).text == nullptr);
  CHECK(std::string(power_text(PowerId::None)).empty());
}
