// A card-test table started with options, e.g. {"mode": "2v2"} (seats 0-1 the
// Dark Side #1/#2, 2-3 the Light Side #1/#2): the Table of card_table.h,
// started again with the options and the setup.
#pragma once
#include "card_table.h"

namespace lcgcard {

struct TableWith : Table {
  TableWith(const json& setup, const json& options, uint64_t seed = 1) : Table(json::object(), seed) {
    json cfg = {{"game", "lcg"}, {"seed", seed}, {"options", options}, {"setup", setup}};
    json r = json::parse(m.start(cfg.dump()));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
  }
};

}  // namespace lcgcard
