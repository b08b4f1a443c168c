// The Emperor's Hand (Dark Side objective, set 94): limit 1 per objective
// deck; in the Force struggle each card in a Dark Side common reserve adds 1
// Force icon to your side.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
bool logged(const Table& t, const std::string& text) {
  for (const std::string& l : t.log())
    if (l.find(text) != std::string::npos) return true;
  return false;
}
}  // namespace

TEST_CASE("The Emperor's Hand in 2v2: each card in a Dark Side common reserve adds 1 Force icon to the Dark Side's "
          "struggle total, a Light Side reserve's card does not (MP-GEN-5, MP-GEN-14, C7)",
          "[lcg][card][mp]") {
  // Dark Side: a TIE Fighter's 1 icon and 2 reserve cards; Light Side: a Twi'lek Loyalist's 1 (its reserve card adds nothing).
  TableWith t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 5},
                   {"dark", {{"tookTurn", true}, {"objectives", {"the-emperors-hand", "counsel-of-the-sith", "the-emperors-web"}},
                             {"units", {{{"card", "tie-fighter"}, {"force", true}}}},
                             {"commonReserve", {"force-choke"}}}},
                   {"dark2", {{"tookTurn", true}, {"objectives", {"imperial-command", "the-ultimate-power", "defense-protocol"}},
                              {"commonReserve", {"tie-fighter"}}}},
                   {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                              {"units", {{{"card", "twilek-loyalist"}, {"force", true}}}},
                              {"commonReserve", {"jedi-mind-trick"}}}},
                   {"light2", {{"tookTurn", true}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  CHECK(logged(t, "The Force struggle: Dark Side 3, Light Side 1."));
  CHECK(t.view()["balance"] == "dark");
}

TEST_CASE("The Emperor's Hand in the two-player game adds nothing: no player has a common reserve (MP-GEN-10)",
          "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 5},
               {"dark", {{"tookTurn", true}, {"objectives", {"the-emperors-hand", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {{{"card", "tie-fighter"}, {"force", true}}}}, {"hand", {"force-choke"}}}},
               {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "twilek-loyalist"}, {"force", true}}}}}}});
  CHECK(logged(t, "The Force struggle: Dark Side 1, Light Side 1."));
  CHECK(t.view()["balance"] == "light");  // a tie leaves the token (LCG-FORCE-9)
}
