// Entrenched Position (The Hunt for Skywalker, L01 44): "Enhance an objective
// you control. Action: If enhanced objective is engaged, focus it to deal 2
// damage to a target attacking unit. If you have the edge, deal 3 damage
// instead."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Entrenched Position: while its objective is engaged, focused, it deals 2 damage to an attacking unit, 3 "
          "with the edge (docs/rulings.md)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}}},
                        {{"units", {{{"card", "at-st"}, {"attacking", true}}}}}, json::object(),
                        {{"pyramid", hfs_pyramid("rebel-command", true)},
                         {"enhancements", {{{"card", "entrenched-position"}, {"on", 0}}}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:entrenched-position"); });
  REQUIRE(t.offers(kHLS, "use:entrenched-position"));
  const bool edge = t.view()["engagement"]["edgeWinner"] == kHLS;
  t.act(kHLS, "use:entrenched-position");
  if (t.offers(kHLS, "target:")) t.act(kHLS, "target:at-st");
  const json atst = t.unit(kHDS1, "AT-ST");
  if (atst.is_object()) CHECK(atst["damage"] == (edge ? 3 : 2));
  else CHECK(edge);  // 3 damage destroy it (capacity 3)
}
