// Construction Droid (Jerjerrod's Task, D01 12): "Action: Focus this unit to
// look at the top 2 cards of your deck. Place one of those cards on the
// bottom of your deck, and the other on the top."
#include <algorithm>
#include "jt_table.h"
using namespace lcgcard;

namespace {
bool in_hand(const Table& t, const std::string& name) {
  const std::vector<std::string> h = card_names(t.view(kDS)["players"][kDS]["hand"]);
  return std::find(h.begin(), h.end(), name) != h.end();
}
}  // namespace

TEST_CASE("Construction Droid: focused, its player sees the top 2 cards and puts the chosen one on the bottom, "
          "the other stays on top",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"units", {"construction-droid"}}, {"hand", {"jerjerrods-task"}},
                        {"deck", {"signal-jam", "fleet-ambush", "fully-armed"}}}),
              jt_options());
  t.act(kDS, "use:construction-droid");
  CHECK(t.unit(kDS, "Construction Droid")["focus"] == 1);
  const json peek = t.view(kDS)["peek"];
  REQUIRE(peek.is_object());
  CHECK(peek["cards"].size() == 2);
  CHECK(t.view(kLS1)["peek"].is_null());             // only its player looks
  CHECK_FALSE(t.offers(kDS, "choose:fully-armed"));  // the third card is not looked at
  t.act(kDS, "choose:signal-jam");
  // Signal Jam went to the bottom: the next card drawn is Fleet Ambush (Jerjerrod's Task draws 1).
  t.act(kDS, "use:jerjerrods-task");
  t.act(kDS, "autopay");
  CHECK(in_hand(t, "Fleet Ambush"));
  CHECK_FALSE(in_hand(t, "Signal Jam"));
  CHECK_FALSE(t.offers(kDS, "use:construction-droid"));  // focused: no second look
}
