// Admiral Piett (Jerjerrod's Task, D01 38): "Reaction: After a phase begins,
// remove 1 focus token from this unit."
#include "jt_table.h"
#include "lcg/state.h"
using namespace lcgcard;

TEST_CASE("Admiral Piett: after a phase begins, in any player's turn, 1 focus token comes off him",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                       {{"units", {{{"card", "admiral-piett"}, {"focus", 3}}}}}),
              jt_options());
  // The Light Side team's Deployment ends, its Conflict phase begins.
  t.pass_until(kDS, "use:admiral-piett");
  t.act(kDS, "use:admiral-piett");
  CHECK(t.unit(kDS, "Admiral Piett")["focus"] == 2);
}

TEST_CASE("Admiral Piett answers each phase's beginning: one event kind per phase (a family of kinds)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                       {{"units", {{{"card", "admiral-piett"}, {"focus", 3}}}}}),
              jt_options());
  t.pass_until(kDS, "use:admiral-piett");  // the setup starts as the Deployment phase begins
  CHECK(t.view()["phase"] == "deployment");
  t.act(kDS, "use:admiral-piett");
  CHECK(t.unit(kDS, "Admiral Piett")["focus"] == 2);
  t.pass_until(kDS, "use:admiral-piett");  // the Conflict phase: another kind of event, the same reaction
  CHECK(t.view()["phase"] == "conflict");
  t.act(kDS, "use:admiral-piett");
  CHECK(t.unit(kDS, "Admiral Piett")["focus"] == 1);
  // The answer index: Piett answers every phase's beginning; Fall of the Jedi only the draw phase's.
  const auto& ix = sw::engine::trigger_index<sw::lcg::LcgState>();
  const int piett = sw::lcg::find_def("admiral-piett"), fall = sw::lcg::find_def("fall-of-the-jedi");
  REQUIRE(piett >= 0);
  REQUIRE(fall >= 0);
  using sw::lcg::Phase;
  for (Phase p : {Phase::Balance, Phase::Refresh, Phase::Draw, Phase::Deployment, Phase::Conflict, Phase::Force}) {
    CHECK(ix.answers(piett, sw::lcg::phase_begins(p)));
    CHECK(ix.answers(fall, sw::lcg::phase_begins(p)) == (p == Phase::Draw));
  }
}
