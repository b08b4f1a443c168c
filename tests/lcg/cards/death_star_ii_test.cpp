// Death Star II (Jerjerrod's Task, D01 1): set aside on its Setup side, paid
// for with its cost less the dial, then in play: it takes the affiliation card
// of a player whose objective leaves play, wins with every one of them, and
// when it focuses to strike each opponent destroys a unit or objective.
#include "jt_table.h"
using namespace lcgcard;

namespace {
json objectives6() { return {"along-the-sanctuary-pipeline", "lemelisks-ambition", "heightened-security", "jerjerrods-task"}; }
json attack_setup(json light, json light2) {
  return jt_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}, {"defender", "light"}}}},
                  {{"setAside", json::array()}, {"units", {{{"card", "death-star-ii"}, {"attacking", true}}}}}, light, light2);
}
}  // namespace

TEST_CASE("Death Star II: its Setup side costs 22 less one per point on the Death Star dial and is put into play "
          "from the set-aside zone (MP-JT-3, MP-JT-7)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}, {"dial", 16}}, {{"objectives", objectives6()}}), jt_options());
  REQUIRE(t.offers(kDS, "use:death-star-ii"));  // 22 - 16 = 6: the four objectives' 6 resources
  t.act(kDS, "use:death-star-ii");
  t.act(kDS, "autopay");
  CHECK_FALSE(t.unit(kDS, "Death Star II").is_null());
  CHECK(t.view()["players"][kDS]["setAside"].empty());
  // One point less on the dial: 7 is too much.
  TableWith poor(jt_setup({{"phase", "deployment"}, {"active", "dark"}, {"dial", 15}}, {{"objectives", objectives6()}}),
                 jt_options());
  CHECK_FALSE(poor.offers(kDS, "use:death-star-ii"));
}

TEST_CASE("Death Star II: when a Light Side objective is destroyed its player's affiliation card goes under Death "
          "Star II, and the game goes on while another opponent keeps its own (MP-JT-6, MP-JT-7, OQ-48, C10)",
          "[lcg][card][chal]") {
  TableWith t(attack_setup({{"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go"}}},
                           {{"units", {"x-wing@13"}}}),
              jt_options());
  play_on(t, [&] { return t.view()["players"][kLS1]["affiliationCard"].is_null(); });
  const json ls1 = t.view()["players"][kLS1];
  CHECK(ls1["affiliationCard"].is_null());
  CHECK(card_names(ls1["setAside"]) == std::vector<std::string>{"Jedi"});
  CHECK(t.view()["players"][kDS]["victory"].size() == 1);  // OQ-48: the solo player's pile,
  CHECK(t.view()["dial"] == 1);                            // and the dial advances by its size (MP-JT-7)
  CHECK_FALSE(t.view()["over"].get<bool>());
  CHECK_FALSE(t.view()["players"][kLS2]["affiliationCard"].is_null());
}

TEST_CASE("Death Star II: when it focuses to strike each opponent destroys a unit or objective of its own, and with "
          "every opponent's affiliation card under it the Dark Side wins (MP-JT-6, MP-GEN-23, C10)",
          "[lcg][card][chal]") {
  TableWith t(attack_setup({{"objectives", {"a-heros-journey", "in-you-must-go"}}, {"units", {"luke-skywalker"}}},
                           {{"objectives", {"mission-briefing"}}}),
              jt_options());
  t.pass_until(kDS, "strike:");
  t.act(kDS, "strike:death-star-ii");
  t.act(kDS, "use:death-star-ii");
  // Light Side #1 may give up a unit: no objective leaves play, so it keeps its affiliation card.
  REQUIRE(t.to_act() == std::vector<int>{kLS1});
  t.act(kLS1, "choose:luke-skywalker");
  CHECK(t.unit(kLS1, "Luke Skywalker").is_null());
  // Light Side #2 has only an objective: it goes, and so does its affiliation card.
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  t.act(kLS2, "choose:mission-briefing");
  CHECK(t.view()["players"][kLS2]["affiliationCard"].is_null());
  CHECK_FALSE(t.view()["over"].get<bool>());
  // The strike's blast damage destroys A Hero's Journey (capacity 4): the last card goes under it.
  play_on(t, [&] { return t.view()["over"].get<bool>(); });
  const json v = t.view();
  CHECK(v["over"] == true);
  CHECK(v["winner"] == kDS);
  CHECK(v["reason"] == "scenario");
}

TEST_CASE("Death Star II destroyed: the Light Side wins at once (MP-JT-5)", "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                       {{"setAside", json::array()}, {"units", {{{"card", "death-star-ii"}, {"damage", 20}}}}},
                       json::object(), {{"hand", {"rebel-assault"}}, {"objectives", {"mission-briefing", "draw-their-fire"}}}),
              jt_options());
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  t.act(kLS2, "use:rebel-assault");
  t.act(kLS2, "target:death-star-ii");
  t.act(kLS2, "autopay");
  play_on(t, [&] { return t.view()["over"].get<bool>(); }, 10);
  const json v = t.view();
  CHECK(v["over"] == true);
  CHECK((v["winner"] == kLS1 || v["winner"] == kLS2));
  CHECK(v["reason"] == "scenario");
}
