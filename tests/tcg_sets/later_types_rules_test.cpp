// Locations, Equipment and Pilots under the later rules (TCG2-BUILD-1/2/4/6,
// TCG2-LOC-1/2, TCG2-EQUIP-1, TCG2-PILOT-1; OQ-TCG2-05/06/07), with the
// fixture cards of later_cards.cpp (games/tcg/later_sets.h).
#include <algorithm>
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

const json kLater = {{"rules", "later"}};

json seat(json arenas, json extra = json::object()) {
  json s = {{"arenas", std::move(arenas)}, {"deck", {"geonosian-guard", "battle-droid-squad"}}};
  for (auto it = extra.begin(); it != extra.end(); ++it) s[it.key()] = it.value();
  return s;
}

json position(json ds, json ls, const char* start = "build") { return {{"seats", {std::move(ds), std::move(ls)}}, {"start", start}}; }

bool any_id(const std::vector<std::string>& ids, const std::string& prefix) {
  for (const std::string& x : ids)
    if (x.rfind(prefix, 0) == 0) return true;
  return false;
}

// A Match that must refuse its setup document.
void bad_setup(const json& setup) {
  sw::Match m{registry()};
  json r = parse(m.start(sw::dump(config(setup, kLater))));
  INFO(r.dump());
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_setup");
}

}  // namespace

TEST_CASE("TCG2-BUILD-1, TCG2-BUILD-4, TCG2-BUILD-6, TCG2-LOC-1: later rules: a Location is built face down and when ready put into the arena its subtype names", "[tcg_sets]") {
  json ds = seat({"droid-starfighter-squadron"}, {{"hand", {"command-post"}}, {"build", {{{"card", "orbital-station"}, {"counters", 2}}}}, {"buildPoints", 1}});
  json ls = seat({"jedi-starfighter-3r3"});
  // TCG2-BUILD-1: buildable only under the later rules (TCG-BUILD-2: the 2002 rules build units and Missions only).
  Table v1(position(ds, ls));
  CHECK_FALSE(v1.offers(DS, "start:command-post"));
  Table t(position(ds, ls), kLater);
  CHECK(t.offers(DS, "start:command-post"));
  CHECK_FALSE(t.offers(DS, "buildnow:command-post"));  // TCG2-BUILD-3 deploys units and completes Missions only
  // Not ready yet (2 counters, cost 3): no place:; the opponent sees its counters only.
  CHECK_FALSE(t.offers(DS, "place:"));
  json seen = t.player(DS, LS)["build"][0];
  CHECK(seen["faceDown"] == true);
  CHECK(seen["counters"] == 2);
  CHECK_FALSE(seen.contains("name"));
  t.act(DS, "add:orbital-station");
  REQUIRE(t.offers(DS, "place:orbital-station"));
  CHECK_FALSE(t.offers(DS, "deploy:orbital-station"));
  CHECK_FALSE(t.offers(DS, "complete:orbital-station"));
  CHECK(t.offers(DS, "done"));  // TCG2-BUILD-6: never forced
  t.act(DS, "place:orbital-station");
  // Face up in the Space arena (its subtype), public, and not one of the arena's units.
  const json loc = t.player(DS, LS)["locations"];
  REQUIRE(loc.size() == 1);
  CHECK(loc[0]["name"] == "Orbital Station");
  CHECK(loc[0]["type"] == "Location");
  CHECK(loc[0]["arena"] == "Space");
  CHECK(t.arena(DS, "Space").size() == 1);
  CHECK(t.player(DS)["build"].empty());
  CHECK(t.logged("Dark Side puts Orbital Station into the Space arena."));
}

TEST_CASE("TCG2-BUILD-6, TCG2-LOC-1: later rules: a ready Location may stay face down in the build zone", "[tcg_sets]") {
  json ds = seat({"droid-starfighter-squadron"}, {{"build", {{{"card", "orbital-station"}, {"counters", 3}}}}});
  Table t(position(ds, seat({"jedi-starfighter-3r3"})), kLater);
  REQUIRE(t.offers(DS, "place:orbital-station"));
  t.act(DS, "done");
  const json b = t.player(DS, DS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["faceDown"] == true);
  CHECK(b[0]["ready"] == true);
  CHECK(t.player(DS)["locations"].empty());
}

TEST_CASE("TCG2-LOC-2, OQ-TCG2-05: a Location put where another is costs its build cost again and the old one is discarded", "[tcg_sets]") {
  json ls = seat({"clone-squad"}, {{"locations", {"training-grounds"}}});
  json ds = seat({"battle-droid-squad"}, {{"build", {{{"card", "jungle-outpost"}, {"counters", 4}}}}, {"buildPoints", 3}});
  // Jungle Outpost (cost 4) into the Ground arena, where the Light Side's Training Grounds is: 4 more build points.
  Table poor(position(ds, ls), kLater);
  CHECK_FALSE(poor.offers(DS, "place:jungle-outpost"));
  ds["buildPoints"] = 4;
  Table t(position(ds, ls), kLater);
  REQUIRE(t.offers(DS, "place:jungle-outpost"));
  t.act(DS, "place:jungle-outpost");
  CHECK(t.player(DS)["buildPoints"] == 0);
  CHECK(t.names(t.player(DS)["locations"]) == std::vector<std::string>{"Jungle Outpost"});
  CHECK(t.player(LS)["locations"].empty());
  CHECK(t.discard(LS) == std::vector<std::string>{"Training Grounds"});
  // An empty arena takes a Location for nothing more than its counters.
  json ds2 = seat({"battle-droid-squad"}, {{"build", {{{"card", "jungle-outpost"}, {"counters", 4}}}}, {"buildPoints", 0}});
  Table free(position(ds2, seat({"clone-squad"})), kLater);
  CHECK(free.offers(DS, "place:jungle-outpost"));
  // At most one Location per arena, both players counted: a setup with two is refused.
  bad_setup(position(seat({}, {{"locations", {"jungle-outpost"}}}), seat({}, {{"locations", {"training-grounds"}}})));
}

TEST_CASE("TCG2-LOC-1, OQ-TCG2-05, TCG-WIN-1, TCG-CMD-3: a Location is no unit for arena control nor for the +1 build point", "[tcg_sets]") {
  // The Dark Side has units in Space and Ground and a Location in the Character arena; nobody has a Character.
  json ds = seat({"droid-starfighter-squadron", "battle-droid-squad"}, {{"locations", {"command-post"}}});
  json ls = seat({"clone-squad"});
  Table t(position(ds, ls, "turn"), kLater);
  REQUIRE(t.step() == "build");
  const int roll = t.view()["buildRoll"].get<int>();
  REQUIRE(roll >= 1);
  CHECK(t.player(DS)["buildPoints"] == roll);  // no +1: not in every arena
  CHECK(t.player(DS)["controls"] == 1);        // Space only: the Character arena holds no unit
  // The same with a Character unit: +1 and two arenas (the test could fail).
  json ds2 = seat({"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"});
  Table u(position(ds2, ls, "turn"), kLater);
  CHECK(u.player(DS)["buildPoints"] == u.view()["buildRoll"].get<int>() + 1);
  CHECK(u.player(DS)["controls"] == 2);
}

TEST_CASE("TCG2-EQUIP-1, TCG2-BUILD-4: a ready Equipment is built face up and stays in the build zone", "[tcg_sets]") {
  json ls = seat({"clone-squad"}, {{"build", {{{"card", "blaster-rifle"}, {"counters", 2}}}}, {"buildPoints", 0}});
  Table t(position(seat({"battle-droid-squad"}), ls), kLater);
  t.act(DS, "done");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  REQUIRE(t.offers(LS, "equip:blaster-rifle"));
  CHECK_FALSE(t.offers(LS, "deploy:blaster-rifle"));
  CHECK_FALSE(t.offers(LS, "place:blaster-rifle"));
  t.act(LS, "equip:blaster-rifle");
  const json b = t.player(LS, DS)["build"];  // the opponent sees it now
  REQUIRE(b.size() == 1);
  CHECK(b[0]["name"] == "Blaster Rifle");
  CHECK(b[0]["built"] == true);
  CHECK(b[0]["attachCost"] == 1);
  CHECK_FALSE(b[0].contains("faceDown"));
  CHECK_FALSE(b[0].contains("counters"));
  CHECK(t.unit(LS, "Ground", "Clone Squad").count("attached") == 0);
  CHECK_FALSE(t.offers(LS, "attach:"));  // 0 build points, attach cost 1
  // Under the 2002 rules Equipment is not built at all (TCG-BUILD-2).
  json ls1 = seat({"clone-squad"}, {{"hand", {"blaster-rifle"}}, {"buildPoints", 3}});
  Table v1(position(seat({"battle-droid-squad"}), ls1));
  v1.act(DS, "done");
  CHECK_FALSE(v1.offers(LS, "start:blaster-rifle"));
}

TEST_CASE("TCG2-EQUIP-1, TCG2-BUILD-2, OQ-TCG2-06: attaching built Equipment pays its attach cost and it shows on the unit", "[tcg_sets]") {
  json ls = seat({"clone-squad", "jedi-starfighter-3r3"},
                 {{"build", {{{"card", "blaster-rifle"}, {"built", true}}, {{"card", "heavy-armor"}, {"built", true}}}}, {"buildPoints", 2}});
  Table t(position(seat({"battle-droid-squad"}), ls), kLater);
  CHECK_FALSE(t.offers(DS, "attach:"));  // not in the opponent's build step
  t.act(DS, "done");
  CHECK(t.offers(LS, "attach:blaster-rifle"));
  CHECK_FALSE(t.offers(LS, "attach:heavy-armor"));  // attach cost 3 > 2 build points
  t.act(LS, "attach:blaster-rifle");
  REQUIRE(t.step() == "attach");
  CHECK(t.count(LS, "onto:") == 2);  // its owner's units in the arenas
  CHECK(t.to_act() == std::vector<int>{LS});
  t.act(LS, "onto:clone-squad");
  REQUIRE(t.step() == "build");
  CHECK(t.player(LS)["buildPoints"] == 1);
  const json u = t.unit(LS, "Ground", "Clone Squad");
  REQUIRE(u["attached"].size() == 1);
  CHECK(u["attached"][0]["name"] == "Blaster Rifle");
  CHECK(t.names(t.player(LS)["build"]) == std::vector<std::string>{"Heavy Armor"});
  CHECK(t.logged("Light Side pays 1 build points and attaches Blaster Rifle to Clone Squad."));
  // The save keeps it (zones and the card's host).
  sw::Match m2{registry()};
  REQUIRE(parse(m2.load(t.m.save()))["ok"] == true);
  CHECK(parse(m2.view(-1)) == t.view());
  CHECK(m2.save() == t.m.save());
}

TEST_CASE("TCG2-EQUIP-1, OQ-TCG2-06, OQ-TCG2-07: Equipment and Pilots move with their unit and are discarded with it", "[tcg_sets]") {
  // The Light Side's Clone Squad carries a Blaster Rifle; it retreats and the rifle goes along.
  json ls = seat({json{{"card", "clone-squad"}, {"attached", {"blaster-rifle"}}}});
  Table r(position(seat({"battle-droid-squad"}), ls, "retreat"), kLater);
  r.act(DS, "done");
  r.act(LS, "retreat:clone-squad");
  const json b = r.player(LS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["retreated"] == true);
  CHECK(b[0]["attached"][0]["name"] == "Blaster Rifle");
  // A Jedi Starfighter with a Blaster Rifle and an Ace Pilot aboard is destroyed by an attack: all three are discarded.
  json ls2 = seat({json{{"card", "jedi-starfighter-3r3"}, {"damage", 2}, {"attached", {"blaster-rifle"}}, {"aboard", {"ace-pilot"}}}});
  json pos = position(seat({"droid-starfighter-squadron"}), ls2, "battle");
  pos["attack"] = {{"attacker", "droid-starfighter-squadron"}, {"defender", "jedi-starfighter-3r3"}, {"dice", {6, 6, 6}}};
  Table before(position(seat({"droid-starfighter-squadron"}), ls2), kLater);
  const json ship = before.unit(LS, "Space", "Jedi Starfighter 3R3");
  REQUIRE(ship["aboard"][0]["name"] == "Ace Pilot");
  REQUIRE(ship["attached"][0]["name"] == "Blaster Rifle");
  // Three hits on 1 health left (the roll needs no window: nobody can reroll).
  Table t(pos, kLater);
  for (int i = 0; i < 12 && t.unit(LS, "Space", "Jedi Starfighter 3R3").is_object(); ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], any_id(t.ids(who[0]), "pass") ? "pass" : t.ids(who[0])[0]);
  }
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3").is_null());
  std::vector<std::string> d = t.discard(LS);
  std::sort(d.begin(), d.end());
  CHECK(d == std::vector<std::string>{"Ace Pilot", "Blaster Rifle", "Jedi Starfighter 3R3"});
}

TEST_CASE("TCG2-PILOT-1, TCG2-BUILD-2, OQ-TCG2-07: in its owner's build step a Pilot moves aboard a Space unit, to another and back to the Character arena", "[tcg_sets]") {
  json ls = seat({json{{"card", "ace-pilot"}, {"damage", 1}}, "jedi-starfighter-3r3", "republic-cruiser", "veteran-pilot"});
  Table t(position(seat({"droid-starfighter-squadron", "geonosian-guard"}), ls), kLater);
  // Not in the opponent's build step.
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "pilot:"));
  t.act(DS, "done");
  CHECK(t.offers(LS, "pilot:ace-pilot"));
  CHECK(t.offers(LS, "pilot:veteran-pilot"));
  CHECK_FALSE(t.offers(LS, "pilot:jedi-starfighter-3r3"));
  t.act(LS, "pilot:ace-pilot");
  REQUIRE(t.step() == "pilot");
  CHECK(t.count(LS, "onto:") == 2);
  CHECK_FALSE(t.offers(LS, "ashore"));  // already in the Character arena
  t.act(LS, "onto:jedi-starfighter-3r3");
  const json ship = t.unit(LS, "Space", "Jedi Starfighter 3R3");
  REQUIRE(ship["aboard"].size() == 1);
  CHECK(ship["aboard"][0]["name"] == "Ace Pilot");
  CHECK(ship["aboard"][0]["damage"] == 1);  // it keeps its damage counters aboard
  CHECK(t.unit(LS, "Character", "Ace Pilot").is_null());
  // From aboard: to the other Space unit or back to the Character arena.
  t.act(LS, "pilot:ace-pilot");
  CHECK(t.offers(LS, "onto:republic-cruiser"));
  CHECK_FALSE(t.offers(LS, "onto:jedi-starfighter-3r3"));
  t.act(LS, "onto:republic-cruiser");
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3").count("aboard") == 0);
  CHECK(t.unit(LS, "Space", "Republic Cruiser")["aboard"][0]["name"] == "Ace Pilot");
  t.act(LS, "pilot:ace-pilot");
  t.act(LS, "ashore");
  const json back = t.unit(LS, "Character", "Ace Pilot");
  REQUIRE(back.is_object());
  CHECK(back["damage"] == 1);
  // Under the 2002 rules there is no such action.
  Table v1(position(seat({"droid-starfighter-squadron"}), ls));
  v1.act(DS, "done");
  CHECK_FALSE(v1.offers(LS, "pilot:"));
}

TEST_CASE("TCG2-PILOT-1, OQ-TCG2-07: moving Pilots is offered in no step but its owner's build step", "[tcg_sets]") {
  json ls = seat({"ace-pilot", "jedi-starfighter-3r3", json{{"card", "republic-cruiser"}, {"aboard", {"veteran-pilot"}}}});
  json ds = seat({"droid-starfighter-squadron", "geonosian-guard"});
  // The retreat steps.
  Table r(position(ds, ls, "retreat"), kLater);
  CHECK_FALSE(r.offers(DS, "pilot:"));
  r.act(DS, "done");
  REQUIRE(r.to_act() == std::vector<int>{LS});
  CHECK_FALSE(r.offers(LS, "pilot:"));
  // A battle step and an attack on the Light Side's ship.
  json pos = position(ds, ls, "battle");
  pos["attack"] = {{"attacker", "droid-starfighter-squadron"}, {"defender", "jedi-starfighter-3r3"}};
  Table b(pos, kLater);
  for (int i = 0; i < 20 && !b.view()["terminal"].get<bool>() && b.step() != "build"; ++i) {
    for (int s : {DS, LS}) CHECK_FALSE(b.offers(s, "pilot:"));
    const std::vector<int> who = b.to_act();
    REQUIRE(!who.empty());
    const std::vector<std::string> ids = b.ids(who[0]);
    b.act(who[0], any_id(ids, "pass") ? "pass" : any_id(ids, "decline") ? "decline" : any_id(ids, "done") ? "done" : ids[0]);
  }
  // A Pilot aboard is no unit of the Character arena (TCG-WIN-1): only Ace Pilot counts there.
  Table c(position(ds, ls), kLater);
  CHECK(c.arena(LS, "Character").size() == 1);
}

TEST_CASE("TCG2-BUILD-1, TCG2-OPT-1: a save made before the later sets' zones and card fields still loads", "[tcg_sets]") {
  Table t(position(seat({"battle-droid-squad"}, {{"build", {{{"card", "geonosian-warrior"}, {"counters", 1}}}}}), seat({"clone-squad"})), kLater);
  t.act(DS, "done");
  json save = parse(t.m.save());
  // The old form: three zones fewer per seat, five numbers per card.
  for (json& z : save["state"]["core"]["zones"]) {
    for (int i = 0; i < 3; ++i) {
      REQUIRE(z.back().empty());
      z.erase(z.size() - 1);
    }
  }
  for (json& x : save["state"]["extra"]) {
    REQUIRE(x.size() == 7);
    x.erase(6);
    x.erase(5);
  }
  sw::Match m2{registry()};
  json r = parse(m2.load(sw::dump(save)));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(m2.save() == t.m.save());
  // A wrong number of card fields is still refused.
  save["state"]["extra"][0].push_back(0);
  sw::Match m3{registry()};
  CHECK(parse(m3.load(sw::dump(save)))["ok"] == false);
}
