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

TEST_CASE("Fully Armed: the Light Side player left without a teammate in the game uses no common reserve: not the card "
          "in its own reserve, and it places none at its draw (MP-GEN-10: 'at least one teammate in the game', C10)",
          "[lcg][card][chal]") {
  json dark = {{"hand", {"fully-armed"}},
               {"objectives", {"along-the-sanctuary-pipeline", "lemelisks-ambition", "heightened-security", "jerjerrods-task",
                               "jerjerrods-task", "jerjerrods-task", "jerjerrods-task", "jerjerrods-task"}},
               {"units", {"lambda-class-shuttle", "death-star-ii"}}};
  json light2 = {{"units", {"red-two"}}, {"commonReserve", {"x-wing@13"}}};
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, dark,
                       {{"units", {"luke-skywalker"}}, {"objectives", {"a-heros-journey", "in-you-must-go"}}}, light2),
              jt_options());
  const std::string reserve_card = t.view(kLS2)["players"][kLS2]["commonReserve"][0]["id"].get<std::string>();
  t.act(kDS, "use:fully-armed");
  t.act(kDS, "autopay");
  play_on(t, [&] { return t.offers(kDS, "choose:"); }, 5);
  t.act(kDS, "choose:jedi");
  REQUIRE(t.view()["players"][kLS1]["eliminated"] == true);
  // On to the Light Side team's turn, now Light Side #2's alone, and through its Draw and Deployment phases.
  bool placement = false, reserve_deploy = false, deployment = false;
  play_on(t, [&] {
    placement = placement || t.offers(kLS2, "reserve:");
    reserve_deploy = reserve_deploy || t.offers(kLS2, "deploy:" + reserve_card);
    const json st = json::parse(t.m.status());
    deployment = deployment || (t.view()["active"] == kLS2 && st["phase"] == "deployment");
    return deployment && st["phase"] == "conflict";
  }, 120);
  CHECK(deployment);
  CHECK_FALSE(placement);
  CHECK_FALSE(reserve_deploy);
}
