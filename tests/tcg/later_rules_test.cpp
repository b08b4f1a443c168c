// The later rules (seed 003) as the option "rules":"later" (TCG2-OPT-1).
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

json turn_position() {
  json ds = {{"arenas", {"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"}},
             {"hand", {"destroyer-droid-squad", "dark-rendezvous"}},
             {"deck", {"geonosian-warrior", "battle-droid-squad"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3", "clone-squad", "naboo-security-guard"}}, {"deck", {"clone-platoon", "clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "turn"}};
}

}  // namespace

TEST_CASE("TCG2-VER-1, TCG2-TURN-1, TCG2-TURN-2, TCG2-READY-2, TCG2-DRAW-1, TCG2-READY-3: later rules: no Ready draw - each side draws as its build step starts", "[tcg]") {
  Table v1(turn_position());
  CHECK(v1.hand_count(DS) == 3);  // drew in the Ready phase (TCG-READY-4)
  CHECK(v1.hand_count(LS) == 1);
  Table t(turn_position(), {{"rules", "later"}});
  // DS is in its build step (DS first, TCG2-TURN-2) and has drawn; LS has not drawn yet.
  REQUIRE(t.step() == "build");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.player(DS)["force"] == 4);  // TCG2-READY-2
  CHECK(t.player(LS)["force"] == 4);
  CHECK(t.hand_count(DS) == 3);
  CHECK(t.hand_count(LS) == 0);
  CHECK(t.view()["buildRoll"].get<int>() >= 1);
  t.act(DS, "done");
  // The Light Side's build step starts with its draw.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.hand_count(LS) == 1);
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon"});
}

TEST_CASE("TCG2-BUILD-3, T3: later rules: a card may be paid in full and deployed or completed at once", "[tcg]") {
  json pos = turn_position();
  pos["start"] = "build";
  pos["seats"][0]["buildPoints"] = 5;
  Table t(pos, {{"rules", "later"}});
  // Destroyer Droid Squad costs 5, Dark Rendezvous 4: both can be built at once.
  CHECK(t.offers(DS, "buildnow:destroyer-droid-squad"));
  CHECK(t.offers(DS, "buildnow:dark-rendezvous"));
  t.act(DS, "buildnow:destroyer-droid-squad");
  CHECK(t.unit(DS, "Ground", "Destroyer Droid Squad").is_object());
  CHECK(t.player(DS)["buildPoints"] == 0);
  CHECK(t.player(DS)["build"].empty());
  // Not under the 2002 rules (T3: a card is started with counters).
  Table u(pos);
  CHECK_FALSE(u.offers(DS, "buildnow:"));
  CHECK(u.offers(DS, "start:destroyer-droid-squad"));
}

TEST_CASE("TCG2-OPT-1: the rules option takes \"2002\" or \"later\" only", "[tcg]") {
  sw::Match m{registry()};
  json r = parse(m.start(sw::dump(config(json(nullptr), {{"rules", "2003"}}))));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
}

TEST_CASE("TCG2-BUILD-5, OQ-TCG2-04: later rules: a deployed unit may stay in the build zone as a retreated unit", "[tcg]") {
  json pos = turn_position();
  pos["start"] = "build";
  pos["seats"][0]["build"] = {{{"card", "destroyer-droid-squad"}, {"counters", 5}}};
  Table t(pos, {{"rules", "later"}});
  t.act(DS, "hold:destroyer-droid-squad");
  json b = t.player(DS, LS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["name"] == "Destroyer Droid Squad");  // face up: the opponent sees it
  CHECK(b[0]["retreated"] == true);
  CHECK(b[0]["tapped"] == false);
  CHECK(t.arena(DS, "Ground").size() == 1);
  // It may be sent into battle in this build step already (derived).
  t.act(DS, "return:destroyer-droid-squad");
  CHECK(t.unit(DS, "Ground", "Destroyer Droid Squad").is_object());
  // Not under the 2002 rules.
  Table u(pos);
  CHECK_FALSE(u.offers(DS, "hold:"));
  CHECK(u.offers(DS, "deploy:destroyer-droid-squad"));
}
