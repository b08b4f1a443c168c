// Jedi Council Summons: "You may find a Jedi card in your deck, reveal it and add it to your hand. Shuffle your deck afterwards, and your Force goes up by 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Jedi Council Summons: a prompt lists the Jedi cards of the deck, hidden from the opponent, the one taken is revealed (TCG-GLOSS-13, TCG-GLOSS-10, TCG-ZONE-2)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "jedi-council-summons"}, {"counters", 2}}}}, {"force", 0},
             {"deck", {"clone-squad", "yoda-b", "naboo-cruiser", "obi-wan-kenobi-c", "jedi-patrol"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:jedi-council-summons");
  CHECK(t.step() == "choice");
  CHECK(t.view(LS)["prompt"]["secret"] == true);
  CHECK(t.view(DS)["prompt"].is_null());
  CHECK(t.count(LS, "pick:") == 3);  // Yoda, Obi-Wan, Jedi Patrol (a Jedi Knight); not the Clone Squad or the Cruiser
  CHECK_FALSE(t.offers(LS, "pick:clone-squad"));
  CHECK(t.offers(LS, "done"));  // "you may"
  t.act(LS, "pick:obi-wan-kenobi-c");
  CHECK(t.hand(LS) == std::vector<std::string>{"Obi-Wan Kenobi"});
  CHECK(t.deck_count(LS) == 4);
  CHECK(t.player(LS)["force"] == 1);
  CHECK(t.logged("takes Obi-Wan Kenobi (C) from their deck"));
}

TEST_CASE("Jedi Council Summons: choosing nothing still shuffles and gives the Force (TCG-GLOSS-14)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "jedi-council-summons"}, {"counters", 2}}}}, {"force", 0},
             {"deck", {"clone-squad", "yoda-b"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:jedi-council-summons");
  t.act(LS, "done");
  CHECK(t.hand_count(LS) == 0);
  CHECK(t.deck_count(LS) == 2);
  CHECK(t.player(LS)["force"] == 1);
  CHECK(t.step() == "build");
}
