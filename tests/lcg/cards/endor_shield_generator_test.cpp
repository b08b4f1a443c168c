// Endor Shield Generator (Jerjerrod's Task, D01 48): "Enhance your play area.
// Discard this enhancement from play if it has 7 or more damage on it. Forced
// Interrupt: When another card you control would be damaged, place that damage
// on this enhancement instead."
#include "jt_table.h"
using namespace lcgcard;

namespace {
json assault(int esg_damage) {
  return jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                  {{"enhancements", {{{"card", "endor-shield-generator"}, {"damage", esg_damage}}}}}, json::object(),
                  {{"hand", {"rebel-assault"}}, {"objectives", {"mission-briefing", "draw-their-fire"}}});
}
json esg(const Table& t) { return t.card(kDS, "enhancements", "Endor Shield Generator"); }
}  // namespace

TEST_CASE("Endor Shield Generator: damage to another card of its player goes on it instead, always",
          "[lcg][card][chal]") {
  TableWith t(assault(0), jt_options());
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:lemelisks-ambition");
  t.act(kLS2, "autopay");
  play_on(t, [&] { return esg(t)["damage"] == 2; }, 10);
  CHECK(esg(t)["damage"] == 2);
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"] == 0);
}

TEST_CASE("Endor Shield Generator: with 7 or more damage on it, it is discarded from play", "[lcg][card][chal]") {
  TableWith t(assault(5), jt_options());
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:lemelisks-ambition");
  t.act(kLS2, "autopay");
  play_on(t, [&] { return esg(t).is_null(); }, 10);
  CHECK(esg(t).is_null());
  CHECK(card_names(t.view()["players"][kDS]["discard"]) == std::vector<std::string>{"Endor Shield Generator"});
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["damage"] == 0);
}
