// Windu's Solution: "Pay 2 Force → Choose a unit of yours: +30 speed and +2 power until the battle phase ends."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Windu's Solution: pay 2 Force, a unit of yours gets +30 speed and +2 power until the battle phase ends (TCG-PLAY-1, TCG-PLAY-2, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's DFS-4CT (speed 50) would attack before the Jedi Starfighter (50; ties to DS).
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", 2}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}});
  // The window before the first attack (TCG-BATTLE-4): the Dark Side has nothing to play and passes
  // without a prompt; the Light Side may play the card or pass.
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "use:windus-solution"));
  CHECK(t.offers(LS, "pass"));
  t.act(LS, "use:windus-solution");
  t.act(LS, "target:jedi-starfighter-3r3");
  // Paid and discarded; the unit is faster and stronger, so it attacks first now (TCG-BATTLE-3).
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{"Windu's Solution"});
  const json js = t.unit(LS, "Space", "Jedi Starfighter 3R3");
  CHECK(js["speed"] == 80);
  CHECK(js["power"] == 5);
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("jedi-starfighter-3r3", 0) == 0);
  // Until the battle phase ends: back to printed numbers in the next turn.
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  const json after = t.unit(LS, "Space", "Jedi Starfighter 3R3");
  REQUIRE(after.is_object());  // 2 dice cannot deal its 3 health
  CHECK(after["speed"] == 50);
  CHECK(after["power"] == 3);
}

TEST_CASE("Windu's Solution: not without 2 Force, and not in a build step (TCG-FORCE-3, TCG-PLAY-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"windus-solution"}}, {"force", 1}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}});
  CHECK(t.step() == "attack");  // no window: nobody could play anything
  CHECK(t.to_act() == std::vector<int>{DS});
  ls["force"] = 5;
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "decline");
  u.act(DS, "done");
  CHECK_FALSE(u.offers(LS, "use:"));
}

TEST_CASE("Windu's Solution: re-dealing hidden cards while it waits for its target leaves it in hand (determinisation)", "[tcg][tcg-cards]") {
  auto game = sw::tcg::make_game();
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct"}}, {"deck", {"geonosian-guard", "geonosian-warrior"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3"}}, {"hand", {"clone-squad", "windus-solution", "clone-platoon"}}, {"force", 2},
             {"deck", {"clone-squad", "naboo-cruiser", "clone-warrior-5-373"}}};
  auto opts = game->normalize_options(json::object());
  REQUIRE(opts.ok());
  auto st = game->new_state(opts.value(), 3, json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "space"}}, nullptr);
  REQUIRE(st.ok());
  sw::State& s = *st.value();
  auto act = [&](int seat, const std::string& prefix) {
    std::vector<sw::Action> acts;
    s.legal_actions(seat, acts);
    for (sw::Action a : acts)
      if (s.action_id(seat, a).rfind(prefix, 0) == 0) {
        s.apply(seat, a, nullptr);
        return;
      }
    FAIL("no action " << prefix);
  };
  act(LS, "use:windus-solution");
  for (int k = 0; k < 20; ++k) {
    const int viewer = k % 2 ? DS : -1;
    std::unique_ptr<sw::State> c = s.clone();
    sw::Rng rng(17 + static_cast<uint64_t>(k), 1);
    c->resample_hidden(viewer, rng);
    REQUIRE(c->check_invariants().empty());
    CHECK(c->view(viewer) == s.view(viewer));
    bool in_hand = false;
    const json hand = c->view(LS)["players"][LS]["hand"];  // a range-for over a temporary's member would dangle
    for (const json& x : hand) in_hand = in_hand || x["name"] == "Windu's Solution";
    CHECK(in_hand);
    // The card being played is still the one in hand: its target choice goes on.
    std::vector<sw::Action> acts;
    c->legal_actions(LS, acts);
    REQUIRE(!acts.empty());
    c->apply(LS, acts[0], nullptr);
    CHECK(c->view(-1)["players"][LS]["discard"][0]["name"] == "Windu's Solution");
  }
}
