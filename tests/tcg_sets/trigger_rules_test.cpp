// Triggers at the start of the Command phase and of a side's build or draw
// step (TCG-CMD-1, TCG2-DRAW-2..4, OQ-TCG2-01..03), with the fixture cards
// of trigger_cards.cpp.
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

const json kLater = {{"rules", "later"}};

// The index of the first log line containing `needle` (-1: none).
int line_of(const Table& t, const std::string& needle) {
  const std::vector<json> log = t.log_entries();
  for (size_t i = 0; i < log.size(); ++i)
    if (log[i]["text"].get<std::string>().find(needle) != std::string::npos) return static_cast<int>(i);
  return -1;
}

json seats(const json& ds, const json& ls, const char* start) { return json{{"seats", {ds, ls}}, {"start", start}}; }

}  // namespace

TEST_CASE("TCG-CMD-1, TCG-ABIL-9: when the command phase starts triggers resolve before the roll for build points, the Dark Side's first", "[tcg_sets]") {
  json ds = {{"arenas", {"imperial-adjutant", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"rebel-quartermaster", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"));
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 5);  // 4 (TCG-READY-3) + 1
  CHECK(t.player(LS)["force"] == 6);  // 4 + 2
  const int dark = line_of(t, "Dark Side gains 1 Force.");
  const int light = line_of(t, "Light Side gains 2 Force.");
  const int roll = line_of(t, "rolls");
  const int drew = line_of(t, "Light Side draws a card.");
  REQUIRE(dark >= 0);
  REQUIRE(light >= 0);
  REQUIRE(roll >= 0);
  CHECK(drew < dark);   // after the Ready phase's draw step
  CHECK(dark < light);  // TCG-ABIL-9: the Dark Side's first
  CHECK(light < roll);  // then the roll step begins
  CHECK(t.view()["phase"] == "command");
}

TEST_CASE("TCG-CMD-1, TCG-ABIL-9: two Dark Side command phase triggers resolve in the order the Dark Side chooses, before the Light Side's", "[tcg_sets]") {
  json ds = {{"arenas", {"imperial-adjutant", "imperial-adjutant"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"rebel-quartermaster"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"));
  REQUIRE(t.step() == "order");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "order:imperial-adjutant") == 2);
  CHECK(t.player(LS)["force"] == 4);  // the Light Side's trigger waits
  CHECK(line_of(t, "rolls") < 0);     // no roll yet
  t.act(DS, "order:imperial-adjutant");
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 6);
  CHECK(t.player(LS)["force"] == 6);
  CHECK(line_of(t, "Light Side gains 2 Force.") < line_of(t, "rolls"));
}

TEST_CASE("TCG-CMD-1, OQ-TCG2-01: later rules: command phase triggers resolve once the build points are granted, before the Dark Side's build step starts", "[tcg_sets]") {
  json ds = {{"arenas", {"imperial-adjutant", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"rebel-quartermaster", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"), kLater);
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 5);
  CHECK(t.player(LS)["force"] == 6);
  const int roll = line_of(t, "rolls");
  const int points = line_of(t, "Light Side gets");
  const int dark = line_of(t, "Dark Side gains 1 Force.");
  const int light = line_of(t, "Light Side gains 2 Force.");
  const int drew = line_of(t, "Dark Side draws a card.");
  REQUIRE(roll >= 0);
  REQUIRE(points >= 0);
  REQUIRE(drew >= 0);
  CHECK(roll < dark);   // the roll is the Ready phase's (TCG2-READY-3)
  CHECK(points < dark);
  CHECK(dark < light);  // the Dark Side's first
  CHECK(light < drew);  // before the Dark Side's build step and its draw
}

TEST_CASE("TCG2-DRAW-2, OQ-TCG2-02, OQ-TCG2-03: later rules: the build step's draw is one of its start triggers - a trigger may resolve before the draw", "[tcg_sets]") {
  json ds = {{"arenas", {"upkeep-droid", "battle-droid-squad"}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}, {"buildPoints", 3}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "build"), kLater);
  REQUIRE(t.step() == "step-start");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(DS).size() == 2);
  CHECK(t.offers(DS, "draw"));
  CHECK(t.offers(DS, "order:upkeep-droid"));
  CHECK(t.view(DS)["prompt"]["text"].get<std::string>().find("in the order you choose") != std::string::npos);
  CHECK(t.hand_count(DS) == 0);
  t.refused(LS, "draw");
  t.act(DS, "order:upkeep-droid");
  // Only the draw was left: it happened without a prompt, after the Upkeep.
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 1);
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior"});
  const int upkeep = line_of(t, "Dark Side gains 1 Force.");
  const int drew = line_of(t, "Dark Side draws a card.");
  REQUIRE(upkeep >= 0);
  CHECK(upkeep < drew);
  CHECK_FALSE(t.offers(DS, "draw"));
}

TEST_CASE("TCG2-DRAW-2: later rules: drawing first leaves the build step's other trigger, which then resolves by itself", "[tcg_sets]") {
  json ds = {{"arenas", {"upkeep-droid", "battle-droid-squad"}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}, {"buildPoints", 3}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "build"), kLater);
  REQUIRE(t.step() == "step-start");
  // A save taken while the choice waits loads and goes on the same.
  const std::string saved = t.m.save();
  sw::Match m2(registry());
  const json loaded = parse(m2.load(saved));
  INFO(loaded.dump());
  REQUIRE(loaded["ok"] == true);
  CHECK(m2.save() == saved);
  t.act(DS, "draw");
  REQUIRE(t.step() == "build");
  CHECK(t.hand_count(DS) == 1);
  CHECK(t.player(DS)["force"] == 1);
  CHECK(line_of(t, "Dark Side draws a card.") < line_of(t, "Dark Side gains 1 Force."));
  REQUIRE(parse(m2.apply(sw::dump(json{{"player", DS}, {"id", "draw"}})))["ok"] == true);
  CHECK(m2.save() == t.m.save());
}

TEST_CASE("TCG2-DRAW-2, OQ-TCG2-03: later rules: a start of build step trigger whose unit left the arena meanwhile does not resolve", "[tcg_sets]") {
  json ds = {{"arenas", {"bounty-collector", "upkeep-droid", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}, {"buildPoints", 3}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "build"), kLater);
  REQUIRE(t.step() == "step-start");
  CHECK(t.count(DS, "order:") == 2);
  t.act(DS, "order:bounty-collector");
  t.act(DS, "target:upkeep-droid");  // the Bounty discards the Upkeep Droid
  REQUIRE(t.step() == "build");
  CHECK(t.unit(DS, "Ground", "Upkeep Droid").is_null());
  CHECK(t.discard(DS) == std::vector<std::string>{"Upkeep Droid"});
  CHECK(t.player(DS)["force"] == 0);  // its Upkeep never resolved
  CHECK(t.hand_count(DS) == 1);       // the draw, the only trigger left, without a prompt
}

TEST_CASE("OQ-TCG2-03: 2002 rules: a when your build step starts trigger resolves as the build step starts, with no draw there (TCG-READY-4)", "[tcg_sets]") {
  json ds = {{"arenas", {"upkeep-droid", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}, {"buildPoints", 3}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "build"));
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 1);
  CHECK(t.hand_count(DS) == 0);
  CHECK_FALSE(t.offers(DS, "draw"));
  // Once per build step: not again while the step goes on.
  t.act(DS, "done");
  CHECK(t.player(DS)["force"] == 1);
}

TEST_CASE("TCG2-DRAW-3, TCG-READY-4: 2002 rules: an at the start of your draw step trigger resolves in the Ready phase, before its side draws", "[tcg_sets]") {
  json ds = {{"arenas", {"draw-step-scout", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"));
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 5);
  CHECK(t.player(LS)["force"] == 4);
  const int scout = line_of(t, "Dark Side gains 1 Force.");
  const int drew = line_of(t, "Dark Side draws a card.");
  const int roll = line_of(t, "rolls");
  REQUIRE(scout >= 0);
  CHECK(scout < drew);
  CHECK(drew < line_of(t, "Light Side draws a card."));
  CHECK(drew < roll);
}

TEST_CASE("TCG2-DRAW-3: later rules: a draw step trigger joins the build step's start triggers, in the order its player chooses", "[tcg_sets]") {
  json ds = {{"arenas", {"draw-step-scout", "battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"), kLater);
  REQUIRE(t.step() == "step-start");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.player(DS)["force"] == 4);  // not in the Ready phase
  CHECK(t.offers(DS, "draw"));
  CHECK(t.offers(DS, "order:draw-step-scout"));
  CHECK(t.view()["phase"] == "command");
  t.act(DS, "draw");
  REQUIRE(t.step() == "build");
  CHECK(t.player(DS)["force"] == 5);
  CHECK(t.hand_count(DS) == 1);
}

TEST_CASE("TCG2-DRAW-4: 2002 rules: a when you draw a card during your draw step trigger answers its own side's Ready phase draw", "[tcg_sets]") {
  json ds = {{"arenas", {"battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"holonet-courier"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"));
  REQUIRE(t.step() == "build");
  CHECK(t.player(LS)["force"] == 5);  // once: the Dark Side's draw is not the Light Side's
  CHECK(t.player(DS)["force"] == 4);
  const int drew = line_of(t, "Light Side draws a card.");
  const int courier = line_of(t, "Light Side gains 1 Force.");
  REQUIRE(drew >= 0);
  CHECK(drew < courier);
  CHECK(courier < line_of(t, "rolls"));
  // No card to draw: no draw, nothing to answer (OQ-TCG-05).
  ls["deck"] = json::array();
  Table u(seats(ds, ls, "turn"));
  CHECK(u.player(LS)["force"] == 4);
}

TEST_CASE("TCG2-DRAW-4: later rules: a when you draw a card during your draw step trigger answers the build step's draw", "[tcg_sets]") {
  json ds = {{"arenas", {"battle-droid-squad"}}, {"deck", {"geonosian-warrior"}}};
  json ls = {{"arenas", {"holonet-courier"}}, {"deck", {"clone-squad"}}};
  Table t(seats(ds, ls, "turn"), kLater);
  REQUIRE(t.step() == "build");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK(t.player(LS)["force"] == 4);  // the Dark Side drew; the Light Side has not yet
  t.act(DS, "done");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.hand_count(LS) == 1);
  CHECK(t.player(LS)["force"] == 5);
  CHECK(line_of(t, "Light Side draws a card.") < line_of(t, "Light Side gains 1 Force."));
}
