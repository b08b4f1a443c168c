// Fully Armed (Jerjerrod's Task, D01 56): "Play only if Death Star II is in
// play. Cannot be canceled or copied by light side card effects. Action:
// Eliminate a target player from the game and place his affiliation card
// under the Death Star II. (Cards he controls are discarded.)"
#include "jt_table.h"
using namespace lcgcard;

namespace {
json rich(bool death_star) {
  json dark = {{"hand", {"fully-armed"}},
               {"setAside", json::array()},
               {"objectives", {"along-the-sanctuary-pipeline", "lemelisks-ambition", "heightened-security", "jerjerrods-task",
                               "jerjerrods-task", "jerjerrods-task", "jerjerrods-task", "jerjerrods-task"}},
               {"units", {"lambda-class-shuttle"}}};
  if (death_star) dark["units"].push_back("death-star-ii");
  return jt_setup({{"phase", "deployment"}, {"active", "dark"}}, dark,
                  {{"hand", {"counter-stroke"}}, {"units", {"luke-skywalker"}}, {"objectives", {"a-heros-journey", "in-you-must-go"}}},
                  {{"units", {"x-wing@13"}}});
}
}  // namespace

TEST_CASE("Fully Armed: with Death Star II in play, a Light Side player is eliminated: its affiliation card goes "
          "under Death Star II, its cards in play are discarded, and its team plays on without it (C10, MP-JT-6)",
          "[lcg][card][chal]") {
  TableWith t(rich(true), jt_options());
  t.act(kDS, "use:fully-armed");
  t.act(kDS, "autopay");
  CHECK_FALSE(t.offers(kLS1, "use:counter-stroke"));  // cannot be canceled by Light Side cards
  play_on(t, [&] { return t.offers(kDS, "choose:"); }, 5);
  t.act(kDS, "choose:jedi");
  const json ls1 = t.view()["players"][kLS1];
  CHECK(ls1["eliminated"] == true);
  CHECK(ls1["affiliationCard"].is_null());
  CHECK(card_names(ls1["setAside"]) == std::vector<std::string>{"Jedi"});
  CHECK(ls1["units"].empty());
  CHECK(ls1["objectives"].empty());
  CHECK_FALSE(t.view()["over"].get<bool>());  // Light Side #2 keeps its affiliation card
  CHECK(t.view()["players"][kDS]["reserve"] == 7);  // Lemelisk's Ambition: one opponent left
  // The Light Side team's next turn is Light Side #2's alone.
  play_on(t, [&] { return t.view()["active"] != kDS; }, 40);
  CHECK(t.view()["active"] == kLS2);
  CHECK(t.view()["players"][kLS2]["number"] == 2);
}

TEST_CASE("Fully Armed: not without Death Star II in play", "[lcg][card][chal]") {
  TableWith t(rich(false), jt_options());
  CHECK_FALSE(t.offers(kDS, "use:fully-armed"));
}
