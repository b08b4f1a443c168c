// Lama Su (A): "While Lama is in the Character arena: deploying a Clone takes 1 build counter fewer." (Every
// Clone, either side's: the printed card says "each Clone".)
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Lama Su (A): a Clone of yours is ready with 1 build counter fewer (TCG-BUILD-6, TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"lama-su-a"}},
             {"build", {{{"card", "clone-platoon"}, {"counters", 3}}, {{"card", "jedi-patrol"}, {"counters", 2}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  CHECK(t.offers(LS, "deploy:clone-platoon"));  // cost 4, 3 counters
  CHECK_FALSE(t.offers(LS, "deploy:jedi-patrol"));  // cost 3, 2 counters: not a Clone
  t.act(LS, "deploy:clone-platoon");
  CHECK(t.unit(LS, "Ground", "Clone Platoon").is_object());
  // Without Lama in an arena, 3 counters are not enough.
  json ls2 = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "clone-platoon"}, {"counters", 3}}, {{"card", "lama-su-a"}, {"retreated", true}}}},
              {"deck", {"clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "build"}});
  u.act(DS, "done");
  CHECK_FALSE(u.offers(LS, "deploy:clone-platoon"));
}

TEST_CASE("Lama Su (A): the opponent's Clones cost 1 fewer too, and with a Lama on each side 2 fewer (printed: each Clone)",
          "[tcg][tcg-cards]") {
  // The Dark Side's Lama: the Light Side's Clone Squad (cost 3) is ready with 2 counters.
  json ds = {{"arenas", {"lama-su-a"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"naboo-security-guard"}}, {"buildPoints", 0}, {"build", {{{"card", "clone-squad"}, {"counters", 2}}}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  CHECK(t.offers(LS, "deploy:clone-squad"));
  // A Lama on each side: Clone Platoon (cost 4) is ready with 2 counters.
  json ls2 = {{"arenas", {"lama-su-a"}}, {"buildPoints", 0}, {"build", {{{"card", "clone-platoon"}, {"counters", 2}}}}, {"deck", {"clone-squad"}}};
  Table u(json{{"seats", {ds, ls2}}, {"start", "build"}});
  u.act(DS, "done");
  CHECK(u.offers(LS, "deploy:clone-platoon"));
  // One Lama: 2 counters are not enough for Clone Platoon.
  Table v(json{{"seats", {{{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}}, ls2}}, {"start", "build"}});
  v.act(DS, "done");
  CHECK_FALSE(v.offers(LS, "deploy:clone-platoon"));
}
