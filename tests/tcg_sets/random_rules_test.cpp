// "At random" (TCG-DICE-8): no player chooses, each card has the same chance,
// and the same seed gives the same choice. Sabotage Report (fixture set): its
// completion discards a card of the opponent's hand at random.
#include <map>
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// The Dark Side completes Sabotage Report (1 counter short of its cost 1:
// built in this build step) against a Light Side hand of three different cards.
std::string discarded_with_seed(uint64_t seed) {
  json ds = {{"arenas", {"battle-droid-squad"}}, {"hand", json::array()}, {"build", {{{"card", "sabotage-report"}, {"counters", 1}}}},
             {"buildPoints", 2}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"hand", {"clone-squad", "jedi-starfighter-3r3", "padme-amidala-a"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}}, json::object(), seed);
  REQUIRE(t.to_act() == std::vector<int>{DS});
  const std::string id = id_of(t.player(DS, DS)["build"], "sabotage-report");
  REQUIRE_FALSE(id.empty());
  t.act(DS, "complete");
  // Nobody was asked: the Dark Side is back in its build step, the Light Side decided nothing.
  CHECK(t.step() == "build");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.hand_count(LS) == 2);
  const std::vector<std::string> gone = t.discard(LS);
  REQUIRE(gone.size() == 1);
  CHECK(t.logged("discards"));
  return gone[0];
}

}  // namespace

TEST_CASE("TCG-DICE-8: a card discarded at random - no player chooses, every card of the hand can be the one, the same seed picks the same", "[tcg_sets]") {
  std::map<std::string, int> seen;
  for (uint64_t seed = 1; seed <= 60; ++seed) ++seen[discarded_with_seed(seed)];
  // Three cards, 60 games: each comes up (a uniform choice misses one with
  // probability about 3 * (2/3)^60, below 1e-10) and none dominates.
  CHECK(seen.size() == 3);
  for (const auto& [name, n] : seen) {
    INFO(name << ": " << n);
    CHECK(n >= 8);
    CHECK(n <= 35);
  }
  // Determinism: the same seed and actions, the same card.
  CHECK(discarded_with_seed(7) == discarded_with_seed(7));
  CHECK(discarded_with_seed(31) == discarded_with_seed(31));
}
