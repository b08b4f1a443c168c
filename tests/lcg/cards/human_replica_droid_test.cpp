// Human Replica Droid: "Reaction: after you win an edge battle, put this unit into play from your hand, participating on
// your side."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Human Replica Droid joins the defence from hand when its side wins the edge, in the opponent's turn", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"hand", {"human-replica-droid"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}},
                         {"units", {{{"card", "at-st"}, {"defending", true}}}},
                         {"edge", {"tie-fighter"}}}},
               {"light", {{"units", {{{"card", "x-wing"}, {"attacking", true}}}}}}});
  t.pass_until(kDark, "use:human-replica-droid");
  t.act(kDark, "use:human-replica-droid");
  const json hrd = t.unit(kDark, "Human Replica Droid");
  REQUIRE(hrd.is_object());
  CHECK(hrd["role"] == "defender");
  CHECK(hrd["focus"] == 0);
  // Put into play: nothing was paid.
  CHECK(t.objective(kDark, "Imperial Command")["focus"] == 0);
  CHECK(t.view()["players"][kDark]["affiliationCard"]["focus"] == 0);
  // It strikes as a participating unit.
  t.pass_until(kDark, "strike:human-replica-droid");
}

TEST_CASE("Human Replica Droid stays in hand when the other side wins the edge", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"hand", {"human-replica-droid"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}},
                         {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
               {"light", {{"units", {{{"card", "x-wing"}, {"attacking", true}}}}, {"edge", {"x-wing"}}}}});
  for (int i = 0; i < 6 && !t.offers(kLight, "strike:"); ++i) {
    CHECK_FALSE(t.offers(kDark, "use:human-replica-droid"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(t.offers(kLight, "strike:x-wing"));
  CHECK(t.card(kDark, "hand", "Human Replica Droid").is_object());
}
