// Rebel Honor Guard (The Hunt for Skywalker, L01 46): "Enhance a Character
// unit. Enhanced unit gains +2 damage capacity. Interrupt: When enhanced unit
// leaves play, you may enhance a different Character unit with this
// enhancement."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Rebel Honor Guard: +2 damage capacity to its Character unit, and it moves to another Character unit as "
          "that one is destroyed (LCG-ABIL-7)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "dark"}, {"activePlayer", 2}}, json::object(),
                        {{"hand", {"force-choke"}}},
                        {{"units", {{{"card", "rebel-sentry"}, {"damage", 3}, {"enhancements", {"rebel-honor-guard"}}},
                                    "tatooine-sympathizer"}}}),
              hfs_options());
  CHECK(t.unit(kHLS, "Rebel Sentry")["capacity"] == 4);
  t.act(kHDS2, "use:force-choke");
  t.act(kHDS2, "target:rebel-sentry");
  for (int i = 0; i < 6 && !t.offers(kHLS, "use:rebel-honor-guard"); ++i) t.act(t.to_act()[0], t.offers(t.to_act()[0], "autopay") ? "autopay" : "pass");
  REQUIRE(t.offers(kHLS, "use:rebel-honor-guard"));
  t.act(kHLS, "use:rebel-honor-guard");
  t.act(kHLS, "choose:tatooine-sympathizer");
  for (int i = 0; i < 6 && t.unit(kHLS, "Rebel Sentry").is_object(); ++i) t.act(t.to_act()[0], "pass");
  CHECK(t.unit(kHLS, "Rebel Sentry").is_null());
  CHECK(t.unit(kHLS, "Tatooine Sympathizer")["capacity"] == 4);
  CHECK(t.unit(kHLS, "Tatooine Sympathizer")["attachments"].size() == 1);
}
