// Run Luke! Run! (The Hunt for Skywalker, L01 52): "Interrupt: When an
// Action, Reaction, or Interrupt is initiated, cancel its effect. Then, you
// may spend 1 resource to shuffle this event card into your deck."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Run Luke! Run!: it cancels an enemy action, then its player may spend 1 resource to shuffle it into the "
          "deck (LCG-ABIL-7)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "dark"}, {"activePlayer", 2}}, json::object(),
                        {{"hand", {"force-choke"}}},
                        {{"hand", {"run-luke-run"}}, {"units", {"r2-d2-hfs", "tatooine-sympathizer", "rebel-sentry"}}}),
              hfs_options());
  t.act(kHDS2, "use:force-choke");
  if (t.offers(kHDS2, "target:")) t.act(kHDS2, "target:rebel-sentry");
  for (int i = 0; i < 4 && !t.offers(kHLS, "use:run-luke-run"); ++i) t.act(t.to_act()[0], t.offers(t.to_act()[0], "autopay") ? "autopay" : "pass");
  REQUIRE(t.offers(kHLS, "use:run-luke-run"));
  t.act(kHLS, "use:run-luke-run");
  for (int i = 0; i < 4 && !t.offers(kHLS, "choose:run-luke-run"); ++i) t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : "generate:");
  REQUIRE(t.offers(kHLS, "choose:run-luke-run"));
  const int deck = t.view()["players"][kHLS]["deckCount"].get<int>();
  t.act(kHLS, "choose:run-luke-run");
  for (int i = 0; i < 4 && t.offers(kHLS, "generate:"); ++i) t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : "generate:");
  CHECK(t.view()["players"][kHLS]["deckCount"] == deck + 1);
  CHECK(t.unit(kHLS, "Rebel Sentry")["damage"] == 0);  // Force Choke's damage was cancelled
}
