// Subtle Assassination: "Your opponent discards a unit of theirs from the Character arena: one you choose among those with power 3 or less."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Subtle Assassination: you choose an opposing Character with power 3 or less, it is discarded (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"build", {{{"card", "subtle-assassination"}, {"counters", 3}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"naboo-security-guard", "obi-wan-kenobi-c", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "complete:subtle-assassination");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "pick:") == 1);  // power 2; not Obi-Wan (4), not the Ground unit
  CHECK_FALSE(t.offers(DS, "done"));
  t.act(DS, "pick:naboo-security-guard");
  CHECK(t.discard(LS) == std::vector<std::string>{"Naboo Security Guard"});
  ls["arenas"] = {"obi-wan-kenobi-c"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "complete:subtle-assassination");
  CHECK(u.step() == "build");  // none qualifies: nothing happens
  CHECK(u.arena(LS, "Character").size() == 1);
}
