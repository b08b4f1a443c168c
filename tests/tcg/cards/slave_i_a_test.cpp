// Slave I (A): "While Slave I is in the Space arena: in their retreat step, your opponent can't retreat a Space unit that has damage counters on it."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Slave I (A): the opponent cannot retreat a damaged Space unit (TCG-RETREAT-1, TCG-GEN-3, TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"slave-i-a", {{"card", "droid-starfighter-dfs-4ct"}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {{{"card", "jedi-starfighter-3r3"}, {"damage", 1}}, "republic-cruiser", {{"card", "clone-squad"}, {"damage", 1}}}},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.offers(DS, "retreat:slave-i-a"));  // its own side is not restricted
  t.act(DS, "retreat:droid-starfighter-dfs-4ct");
  t.act(DS, "done");
  CHECK_FALSE(t.offers(LS, "retreat:jedi-starfighter-3r3"));
  CHECK(t.offers(LS, "retreat:republic-cruiser"));  // undamaged
  CHECK(t.offers(LS, "retreat:clone-squad"));       // not a Space unit
  // Slave I retreated: no restriction.
  Table u(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  u.act(DS, "retreat:slave-i-a");
  u.act(DS, "done");
  CHECK(u.offers(LS, "retreat:jedi-starfighter-3r3"));
}
