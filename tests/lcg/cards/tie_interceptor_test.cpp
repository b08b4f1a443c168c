// TIE Interceptor (Jerjerrod's Task, D01 23): "Edge (1). Shielding." Card data
// only (vanilla): the printed keywords.
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("TIE Interceptor: a vanilla unit whose printed keywords are Edge (1) and Shielding (LCG-KW-1, LCG-KW-6)",
          "[lcg][card][chal]") {
  const json list = json::parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})"));
  json card;
  for (const json& c : list["cards"])
    if (c["key"] == "tie-interceptor") card = c;
  REQUIRE(card.is_object());
  CHECK(card["keywords"] == json({"Shielding", "Edge (1)"}));
  CHECK(card["implemented"] == true);
  CHECK(card["challengeCopies"] == 5);
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, {{"units", {"tie-interceptor"}}}), jt_options());
  CHECK(t.unit(kDS, "TIE Interceptor")["damage"] == 0);
}
