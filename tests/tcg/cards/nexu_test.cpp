// Nexu: "While Nexu is in the Character arena: activated abilities of your opponent's units cost 1 Force more to use."
#include "../tcg_fixture.h"

using namespace tcgt;

namespace {
std::string label_of(const Table& t, int seat, const std::string& prefix) {
  for (const json& a : parse(t.m.legal_actions(seat)))
    if (a["id"].get<std::string>().rfind(prefix, 0) == 0) return a["label"].get<std::string>();
  return "";
}
// The Light Side's build step: Jedi Patrol ([tap] → Draw 1, then discard 1; no Force cost) and `force` Force.
json patrol_position(const json& ds_arenas, int force, const json& ds_build = json::array()) {
  json ds = {{"arenas", ds_arenas}, {"build", ds_build}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-patrol"}}, {"hand", {"clone-squad"}}, {"force", force}, {"deck", {"clone-platoon", "clone-squad"}}};
  return json{{"seats", {ds, ls}}, {"start", "build"}};
}
}  // namespace

TEST_CASE("Nexu: a [tap] ability of the opponent's unit costs 1 Force while Nexu is in the Character arena (TCG-FORCE-3, TCG-ABIL-11)", "[tcg][tcg-cards]") {
  Table t(patrol_position(json{"nexu"}, 0));
  t.act(DS, "done");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(LS, "use:jedi-patrol"));  // 0 Force: the surcharge cannot be paid
  Table u(patrol_position(json{"nexu"}, 1));
  u.act(DS, "done");
  REQUIRE(u.offers(LS, "use:jedi-patrol"));
  CHECK(label_of(u, LS, "use:jedi-patrol").find("(Force cost 1: +1 for Nexu)") != std::string::npos);
  u.act(LS, "use:jedi-patrol");
  CHECK(u.player(LS)["force"] == 0);
  CHECK(u.logged("Light Side pays 1 Force (+1 for Nexu)."));
  CHECK(u.hand(LS).size() == 2);  // drew 1; now discards 1
  u.act(LS, "pick:clone-squad");
  CHECK(u.hand(LS).size() == 1);
}

TEST_CASE("Nexu: a Pay-Force ability of the opponent's unit costs 1 Force more (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  // Obi-Wan Kenobi (B) attacks the tapped Nexu: "Pay 2 Force → For this attack, Obi-Wan has Critical Hit 2" costs 3.
  auto position = [](const char* defender, int force) {
    json ds = {{"arenas", {{{"card", defender}, {"tapped", true}}}}, {"deck", {"geonosian-guard"}}};
    json ls = {{"arenas", {"obi-wan-kenobi-b"}}, {"force", force}, {"deck", {"clone-squad"}}};
    return json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}};
  };
  Table t(position("nexu", 3));
  t.act(LS, "target:nexu");
  REQUIRE(t.offers(LS, "use:obi-wan-kenobi-b"));
  CHECK(label_of(t, LS, "use:obi-wan-kenobi-b").find("(Force cost 3: +1 for Nexu)") != std::string::npos);
  t.act(LS, "use:obi-wan-kenobi-b");
  CHECK(t.logged("Light Side pays 3 Force (+1 for Nexu)."));
  // 2 Force: no window opens for it after the target (the attack rolls at once, the turn goes on).
  Table u(position("nexu", 2));
  u.act(LS, "target:nexu");
  CHECK_FALSE(u.offers(LS, "use:obi-wan-kenobi-b"));
  CHECK(u.logged("Obi-Wan Kenobi (B) rolls"));
  CHECK_FALSE(u.logged("Light Side pays"));
  // Against another Character, 2 Force pay it.
  Table c(position("geonosian-warrior", 2));
  c.act(LS, "target:geonosian-warrior");
  CHECK(c.offers(LS, "use:obi-wan-kenobi-b"));
}

TEST_CASE("Nexu: no surcharge on its own player's abilities, on Battle cards, or while it is out of the Character arena (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  // Its own player's Reek ([tap] → Draw 1, then discard 1) with 0 Force.
  json ds = {{"arenas", {"nexu", "reek"}}, {"hand", {"geonosian-guard"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  REQUIRE(t.offers(DS, "use:reek"));
  CHECK(label_of(t, DS, "use:reek").find("Force cost") == std::string::npos);
  // Retreated, Nexu adds nothing: Jedi Patrol is free again.
  Table r(patrol_position(json{"geonosian-guard"}, 0, json{{{"card", "nexu"}, {"retreated", true}}}));
  r.act(DS, "done");
  CHECK(r.offers(LS, "use:jedi-patrol"));
  // A Battle card is no unit's ability: Windu's Solution still costs 2.
  json ds2 = {{"arenas", {"droid-starfighter-dfs-4ct", "nexu"}}, {"deck", {"geonosian-guard"}}};
  json ls2 = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", 2}, {"deck", {"clone-squad"}}};
  Table w(json{{"seats", {ds2, ls2}}, {"start", "battle"}, {"arena", "space"}});
  REQUIRE(w.offers(LS, "use:windus-solution"));
  CHECK(label_of(w, LS, "use:windus-solution").find("Force cost") == std::string::npos);
  w.act(LS, "use:windus-solution");
  w.act(LS, "target:jedi-starfighter-3r3");
  CHECK(w.player(LS)["force"] == 0);
}
