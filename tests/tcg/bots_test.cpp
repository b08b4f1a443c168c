// The core's bots play the TCG through the State interface (determinised
// clones via resample_hidden, the heuristic from what a seat sees).
#include <catch2/catch.hpp>
#include <memory>
#include <vector>
#include "sw/bot.h"
#include "sw/rng.h"
#include "tcg/tcg_game.h"

TEST_CASE("TCG: the heuristic bot beats random play", "[tcg]") {
  auto game = sw::tcg::make_game();
  auto opts = game->normalize_options(sw::json{{"maxTurns", 40}});
  REQUIRE(opts.ok());
  int bot_wins = 0, random_wins = 0;
  for (uint64_t g = 0; g < 24; ++g) {
    auto st = game->new_state(opts.value(), 500 + g, sw::json(), nullptr);
    REQUIRE(st.ok());
    std::unique_ptr<sw::State> s = std::move(st.value());
    const int bot_seat = static_cast<int>(g % 2);  // both sides in turn
    sw::HeuristicBot bot(2);
    sw::RandomBot rnd;
    sw::Rng rng(g + 1, 9);
    std::vector<int> seats;
    for (int i = 0; i < 5000 && !s->terminal(); ++i) {
      s->seats_to_act(seats);
      const int seat = seats[0];
      const sw::Action a = seat == bot_seat ? bot.choose(*s, seat, rng) : rnd.choose(*s, seat, rng);
      s->apply(seat, a, nullptr);
      REQUIRE(s->check_invariants().empty());
    }
    REQUIRE(s->terminal());
    const std::vector<int> w = s->winners();
    if (!w.empty()) (w[0] == bot_seat ? bot_wins : random_wins)++;
  }
  INFO("heuristic " << bot_wins << " random " << random_wins);
  CHECK(bot_wins > random_wins);
}
