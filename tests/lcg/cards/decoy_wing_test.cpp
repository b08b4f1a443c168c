// Decoy Wing (The Hunt for Skywalker, L01 31): "Protect unique unit. (If a
// unique unit you control would be damaged, you may place the damage on this
// unit instead.)"
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Decoy Wing: damage about to be placed on a unique unit of its player may go on it instead, not for a "
          "unit that is not unique (LCG-KW-5)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}}},
                        {{"units", {{{"card", "tie-bomber"}, {"attacking", true}}, {{"card", "darth-vader"}, {"attacking", true}}}}},
                        json::object(),
                        {{"pyramid", hfs_pyramid("rebel-command", true)},
                         {"units", {{{"card", "wedge-antilles"}, {"defending", true}, {"focus", 1}}, "decoy-wing"}}}),
              hfs_options());
  hfs_play_on(t, [&] { return t.offers(kHLS, "use:decoy-wing"); });
  REQUIRE(t.offers(kHLS, "use:decoy-wing"));  // Darth Vader's unit damage on Wedge Antilles (unique)
  t.act(kHLS, "use:decoy-wing");
  t.act(kHLS, "choose:decoy-wing");  // 1 of the damage
  CHECK(t.unit(kHLS, "Decoy Wing")["damage"] == 1);
}
