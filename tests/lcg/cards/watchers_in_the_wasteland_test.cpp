// Watchers in the Wasteland (Light Side objective, set 91): limit 1 per
// objective deck; in the Force struggle each card in a Light Side common
// reserve adds 1 Force icon to your side.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
bool logged(const Table& t, const std::string& text) {
  for (const std::string& l : t.log())
    if (l.find(text) != std::string::npos) return true;
  return false;
}
}  // namespace

TEST_CASE("Watchers in the Wasteland in 2v2: each card in a Light Side common reserve, its player's or his "
          "teammate's, adds 1 Force icon to the Light Side's struggle total (MP-GEN-5, MP-GEN-14, C7)",
          "[lcg][card][mp]") {
  // Light Side: Luke's 3 icons and 2 reserve cards; Dark Side: Darth Vader's 4 (its reserve card adds nothing).
  TableWith t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4}, {"balance", "dark"},
                   {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "the-ultimate-power", "defense-protocol"}},
                             {"units", {{{"card", "darth-vader"}, {"force", true}}}}}},
                   {"dark2", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                              {"commonReserve", {"force-choke"}}}},
                   {"light", {{"tookTurn", true},
                              {"objectives", {"watchers-in-the-wasteland", "in-you-must-go", "forgotten-heroes"}},
                              {"units", {{{"card", "luke-skywalker"}, {"force", true}}}},
                              {"commonReserve", {"jedi-mind-trick"}}}},
                   {"light2", {{"tookTurn", true}, {"objectives", {"a-heros-journey"}}, {"commonReserve", {"twist-of-fate"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  CHECK(logged(t, "The Force struggle: Dark Side 4, Light Side 5."));
  CHECK(t.view()["balance"] == "light");
}

TEST_CASE("Watchers in the Wasteland in the two-player game adds nothing: no player has a common reserve (MP-GEN-10)",
          "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "the-ultimate-power", "defense-protocol"}},
                         {"units", {{{"card", "darth-vader"}, {"force", true}}}}}},
               {"light", {{"tookTurn", true},
                          {"objectives", {"watchers-in-the-wasteland", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"force", true}}}},
                          {"hand", {"jedi-mind-trick"}}}}});
  CHECK(logged(t, "The Force struggle: Dark Side 4, Light Side 3."));
  CHECK(t.view()["balance"] == "dark");
}
