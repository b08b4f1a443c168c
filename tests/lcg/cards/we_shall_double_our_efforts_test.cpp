// We Shall Double Our Efforts (Jerjerrod's Task, D01 52): "Interrupt: When a
// card generates 1 or more resources, it generates 1 additional resource for
// each focus token placed on it."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("We Shall Double Our Efforts: a card of its player generating resources generates twice as many",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"hand", {"tie-interceptor", "we-shall-double-our-efforts"}},
                        {"objectives", {"lemelisks-ambition", "heightened-security"}}}),
              jt_options());
  t.act(kDS, "deploy:tie-interceptor");  // cost 2
  t.act(kDS, "generate:lemelisks-ambition");
  t.act(kDS, "use:we-shall-double-our-efforts");
  // Lemelisk's Ambition's 1 resource became 2: paid, Heightened Security stays ready.
  CHECK_FALSE(t.unit(kDS, "TIE Interceptor").is_null());
  CHECK(t.objective(kDS, "Heightened Security")["focus"] == 0);
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["focus"] == 1);
}

TEST_CASE("We Shall Double Our Efforts: played during a payment, nothing with a cost may answer it (no payment "
          "within a payment: Signal Jam is not offered)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"hand", {"tie-interceptor", "we-shall-double-our-efforts", "signal-jam"}},
                        {"objectives", {"lemelisks-ambition", "heightened-security"}}}),
              jt_options());
  t.act(kDS, "deploy:tie-interceptor");
  t.act(kDS, "generate:lemelisks-ambition");
  CHECK_FALSE(t.offers(kDS, "use:signal-jam"));  // an interrupt to the generation costing 1: not during the payment
  t.act(kDS, "use:we-shall-double-our-efforts");
  CHECK_FALSE(t.offers(kDS, "use:signal-jam"));  // nor to its initiation
  CHECK_FALSE(t.unit(kDS, "TIE Interceptor").is_null());
  CHECK(t.view(kDS)["players"][kDS]["hand"].size() == 1);  // Signal Jam stays in hand
}
