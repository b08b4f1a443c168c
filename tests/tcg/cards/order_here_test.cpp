// Order Here: "For the rest of the turn, playing a Battle card costs 3 Force more (3 Force for one that has no Force cost)."
#include "../tcg_fixture.h"

using namespace tcgt;

namespace {
// The Dark Side's build step with Order Here ready to complete (2 counters), a
// Space unit each; the Light Side holds Windu's Solution (Pay 2 Force).
json position(int ds_force, int ls_force, const json& ds_hand) {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"build", {{{"card", "order-here"}, {"counters", 2}}}}, {"hand", ds_hand},
             {"force", ds_force}, {"deck", {"geonosian-guard", "geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", ls_force},
             {"deck", {"clone-squad", "clone-squad", "clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
// Both build steps and both retreat steps end: the Space battle step.
void to_battle(Table& t) {
  for (int k = 0; k < 8 && (t.step() == "build" || t.step() == "retreat"); ++k) t.act(t.to_act()[0], "done");
}
std::string label_of(const Table& t, int seat, const std::string& prefix) {
  for (const json& a : parse(t.m.legal_actions(seat)))
    if (a["id"].get<std::string>().rfind(prefix, 0) == 0) return a["label"].get<std::string>();
  return "";
}
}  // namespace

TEST_CASE("Order Here: completed, it makes a Battle card cost 3 Force more this turn, and the label says so (TCG-BUILD-7, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(position(0, 5, json::array()));
  t.act(DS, "complete:order-here");
  CHECK(t.discard(DS) == std::vector<std::string>{"Order Here"});
  to_battle(t);
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(label_of(t, LS, "use:windus-solution").find("(Force cost 5: +3 for Order Here)") != std::string::npos);
  t.act(LS, "use:windus-solution");
  t.act(LS, "target:jedi-starfighter-3r3");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.logged("Light Side pays 5 Force (+3 for Order Here)."));
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["power"] == 5);
}

TEST_CASE("Order Here: a Battle card whose cost with the 3 more cannot be paid is not offered (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(position(0, 4, json::array()));
  t.act(DS, "complete:order-here");
  to_battle(t);
  CHECK(t.step() == "attack");  // no window: nobody could play anything
  CHECK_FALSE(t.offers(LS, "use:"));
  // Without Order Here, 4 Force pay Windu's Solution at its own cost.
  Table u(position(0, 4, json::array()));
  to_battle(u);
  REQUIRE(u.step() == "window");
  CHECK(u.offers(LS, "use:windus-solution"));
  CHECK(label_of(u, LS, "use:windus-solution").find("Force cost") == std::string::npos);
}

TEST_CASE("Order Here: a Battle card without a Force cost costs 3, its own player's too, and only for the rest of the turn (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  // Dark Speed (no Force cost) in the Dark Side's hand, 3 Force: paid in full.
  Table t(position(3, 0, json{"dark-speed"}));
  t.act(DS, "complete:order-here");
  to_battle(t);
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(label_of(t, DS, "use:dark-speed").find("(Force cost 3: +3 for Order Here)") != std::string::npos);
  t.act(DS, "use:dark-speed");
  t.act(DS, "target:droid-starfighter-dfs-4ct");
  CHECK(t.player(DS)["force"] == 0);
  // 2 Force: not offered this turn; in the next turn (Ready: +4 Force) it is free again.
  Table u(position(2, 0, json{"dark-speed"}));
  u.act(DS, "complete:order-here");
  to_battle(u);
  CHECK(u.step() == "attack");
  for (int k = 0; k < 40 && !(u.view()["turn"] == 2 && u.offers(DS, "use:dark-speed")); ++k) {
    const int who = u.to_act()[0];
    u.act(who, u.offers(who, "decline") ? "decline" : u.offers(who, "pass") ? "pass" : "done");
  }
  REQUIRE(u.offers(DS, "use:dark-speed"));
  CHECK(label_of(u, DS, "use:dark-speed").find("Force cost") == std::string::npos);
  const int force = u.player(DS)["force"].get<int>();
  u.act(DS, "use:dark-speed");
  u.act(DS, "target:droid-starfighter-dfs-4ct");
  CHECK(u.player(DS)["force"] == force);
}
