// Darth Sidious (A): "When the battle phase ends: +1 Force for you if Sidious is in the Character arena. While Sidious
// is in the Character arena, your opponent builds with cards face up; they still count as face-down cards.
// Pay 2 Force → Evade 3."
#include <memory>
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
json with_build(json ds_arenas, json ds_build = json::array()) {
  json ds = {{"arenas", ds_arenas}, {"build", ds_build}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-5-373"}}, {"build", {json{{"card", "yoda-b"}, {"counters", 2}}}}, {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "character"}};
}
}  // namespace

TEST_CASE("Darth Sidious (A): while he is in the Character arena the opponent's face-down cards are seen, and still face down (TCG-ZONE-4, TCG-BUILD-5, TCG-ABIL-11)", "[tcg][tcg-cards]") {
  Table t(with_build({"darth-sidious-a"}));
  for (int viewer : {DS, -1}) {
    const json b = t.player(LS, viewer)["build"][0];
    CHECK(b["name"] == "Yoda");
    CHECK(b["faceDown"] == true);
    CHECK(b["counters"] == 2);
  }
  // Retreated (out of the arena): hidden again.
  Table u(with_build({"geonosian-guard"}, {json{{"card", "darth-sidious-a"}, {"retreated", true}}}));
  const json b = u.player(LS, DS)["build"][0];
  CHECK_FALSE(b.contains("name"));
  CHECK(b["counters"] == 2);
}

TEST_CASE("Darth Sidious (A): a determinisation for his side keeps the seen cards in place (hidden information)", "[tcg][tcg-cards]") {
  auto game = sw::tcg::make_game();
  auto opts = game->normalize_options(json::object());
  REQUIRE(opts.ok());
  auto st = game->new_state(opts.value(), 3, with_build({"darth-sidious-a"}), nullptr);
  REQUIRE(st.ok());
  for (uint64_t k = 0; k < 10; ++k) {
    std::unique_ptr<sw::State> c = st.value()->clone();
    sw::Rng rng(5 + k, 1);
    c->resample_hidden(DS, rng);
    REQUIRE(c->check_invariants().empty());
    CHECK(c->view(DS)["players"][LS]["build"][0]["name"] == "Yoda");
  }
}

TEST_CASE("Darth Sidious (A): when the battle phase ends, +1 Force for you while he is in the Character arena (TCG-ABIL-7)", "[tcg][tcg-cards]") {
  Table t(with_build({"darth-sidious-a"}));
  while (t.view()["turn"] == 1) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(force(t, DS) == 5);
  CHECK(force(t, LS) == 4);
}

TEST_CASE("Darth Sidious (A): pay 2 Force, Evade 3 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(DS, "darth-sidious-a", "Darth Sidious", 2, 3, 1);
}
