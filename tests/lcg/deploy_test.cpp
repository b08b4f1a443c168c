// The Deployment phase (LCG-DEPLOY), resources and resource match (LCG-RES),
// unique cards (LCG-UNIQUE), Limited (LCG-KW-3) and enhancements.
#include <algorithm>
#include "conflict_helpers.h"

using lcgt::DS;
using lcgt::engage;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {

std::string id(const json& card) { return card["id"].get<std::string>(); }

// `side` ("dark"/"light") in its Deployment phase with these cards; named
// objectives (Imperial Navy: 2 + 1 + 1 resources, Jedi: 2 + 1 + 1), and the
// affiliation card's 1: 5 resources each.
json deploying(const std::string& side, json dark, json light) {
  if (!dark.contains("objectives")) dark["objectives"] = lcgt::dark_objectives();
  if (!light.contains("objectives")) light["objectives"] = lcgt::light_objectives();
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  return {{"active", side}, {"phase", "deployment"}, {"dark", dark}, {"light", light}};
}

// Pays by focusing named resource cards (`generate:<card>.<n>`).
void generate(Table& t, int seat, const json& card, int n) { t.act(seat, "generate:" + id(card) + "." + std::to_string(n)); }

}  // namespace

TEST_CASE("lcg deploy: the active player plays a unit by focusing ready resource cards, one resource per focus token, "
          "it enters play face up in the player's area (LCG-DEPLOY-1, LCG-DEPLOY-2, LCG-DEPLOY-4, LCG-RES-1, "
          "LCG-RES-2, LCG-RES-4, LCG-RES-6, LCG-TIMING-5)",
          "[lcg][deploy][resources]") {
  Table t(deploying("dark", {{"hand", {"stormtrooper-elite"}}}, json::object()));
  CHECK(t.player(DS)["resources"] == 5);
  CHECK(t.ids(DS) == std::vector<std::string>{"pass", "deploy:" + id(t.player(DS, DS)["hand"][0])});
  t.act(DS, "deploy:stormtrooper-elite");
  CHECK(t.logged("Dark Side plays Stormtrooper Elite."));
  // Up to each card's value and no more than the cost still owed.
  CHECK(t.offers(DS, "generate:" + id(t.objective(DS, "Imperial Command")) + ".2"));
  generate(t, DS, t.objective(DS, "Imperial Command"), 2);
  CHECK(t.objective(DS, "Imperial Command")["focus"] == 2);
  CHECK(!t.offers(DS, "generate:" + id(t.objective(DS, "Imperial Command"))));  // exhausted now
  generate(t, DS, t.player(DS)["affiliationCard"], 1);
  CHECK(t.unit(DS, "Stormtrooper Elite")["focus"] == 0);
  CHECK(t.unit(DS, "Stormtrooper Elite")["controller"] == DS);
  CHECK(t.player(DS)["resources"] == 2);
  CHECK(t.hand_count(DS) == 0);
  CHECK(t.ids(LS).empty());  // only the active player deploys (LCG-DEPLOY-10)
}

TEST_CASE("lcg deploy: a card costing more than the ready resources cannot be played (LCG-RES-2, LCG-RES-6)",
          "[lcg][deploy][resources]") {
  Table t(deploying("dark", {{"hand", {"devastator", "stormtrooper-elite"}},
                             {"objectives", {{{"card", "imperial-command"}, {"focus", 1}}, "the-ultimate-power", "defense-protocol"}}},
                    json::object()));
  CHECK(t.player(DS)["resources"] == 3);  // the exhausted objective gives nothing
  CHECK(!t.offers(DS, "deploy:devastator"));  // cost 6
  CHECK(t.offers(DS, "deploy:stormtrooper-elite"));  // cost 3
}

TEST_CASE("lcg deploy: a resource card that gave part of its value is exhausted and gives no more, nothing is "
          "generated beyond the cost (LCG-RES-5, LCG-RES-7, OQ-12)",
          "[lcg][deploy][resources]") {
  Table t(deploying("dark", {{"hand", {"death-star-trooper", "imperial-officer"}}}, json::object()));
  t.act(DS, "deploy:death-star-trooper");
  CHECK(!t.offers(DS, "generate:" + id(t.objective(DS, "Imperial Command")) + ".2"));  // cost 1
  generate(t, DS, t.objective(DS, "Imperial Command"), 1);
  CHECK(t.unit(DS, "Death Star Trooper").is_object());
  CHECK(t.player(DS)["resources"] == 3);  // Imperial Command's second resource is lost
}

TEST_CASE("lcg deploy: resource match: one of the paying cards must share the played card's affiliation, neutral "
          "cards need none, neutral resources never match, cost 0 needs no match (LCG-RES-3)",
          "[lcg][deploy][resources]") {
  SECTION("no Sith resource: no Sith card") {
    Table t(deploying("dark", {{"hand", {"darth-vader", "dark-side-apprentice", "kuati-security-team"}},
                               {"enhancements", {"sith-library"}}},
                      json::object()));
    CHECK(t.player(DS)["resources"] == 6);
    CHECK(!t.offers(DS, "deploy:darth-vader"));            // Sith; Sith Library's resource is neutral
    CHECK(!t.offers(DS, "deploy:dark-side-apprentice"));   // Sith, cost 2
    CHECK(t.offers(DS, "deploy:kuati-security-team"));     // neutral
  }
  SECTION("a cost-0 card of another affiliation") {
    Table t(deploying("dark", {{"hand", {"intimidated"}}}, {{"units", {"luke-skywalker"}}}));
    CHECK(t.offers(DS, "deploy:intimidated"));  // Sith, cost 0
  }
  SECTION("a Sith objective pays the match") {
    Table t(deploying("dark", {{"hand", {"dark-side-apprentice"}}, {"objectives", {"imperial-command", "fall-of-the-jedi"}}},
                      json::object()));
    t.act(DS, "deploy:dark-side-apprentice");
    // Imperial Command's 2 would leave the match unpaid: only 1 from it, or the Sith objective.
    CHECK(!t.offers(DS, "generate:" + id(t.objective(DS, "Imperial Command")) + ".2"));
    generate(t, DS, t.objective(DS, "Imperial Command"), 1);
    CHECK(t.ids(DS) == std::vector<std::string>{"generate:" + id(t.objective(DS, "Fall of the Jedi")) + ".1", "autopay"});
    generate(t, DS, t.objective(DS, "Fall of the Jedi"), 1);
    CHECK(t.unit(DS, "Dark Side Apprentice").is_object());
  }
}

TEST_CASE("lcg deploy: a card in play is usable at once: a unit's resources pay for the next card (LCG-DEPLOY-3)",
          "[lcg][deploy][resources]") {
  Table t(deploying("dark", {{"hand", {"duty-officer", "imperial-officer"}},
                             {"objectives", {{{"card", "imperial-command"}, {"focus", 1}}}}},
                    json::object()));
  CHECK(t.player(DS)["resources"] == 1);
  CHECK(!t.offers(DS, "deploy:imperial-officer"));  // cost 2
  t.act(DS, "deploy:duty-officer");  // cost 1: the affiliation card pays
  t.act(DS, "autopay");
  CHECK(t.player(DS)["resources"] == 1);  // Duty Officer's own
  CHECK(!t.offers(DS, "deploy:imperial-officer"));
  CHECK(t.to_act() == std::vector<int>{DS});
}

TEST_CASE("lcg deploy: units and enhancements are played only in their controller's own Deployment phase "
          "(LCG-DEPLOY-10)",
          "[lcg][deploy]") {
  Table t(deploying("light", {{"hand", {"death-star-trooper", "imperial-officer"}}}, {{"hand", {"jedi-in-hiding"}}}));
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.ids(DS).empty());
  t.act(LS, "pass");
  CHECK(t.phase() != "deployment");
  CHECK(t.n_units(DS) == 0);
  CHECK(t.n_units(LS) == 0);
}

TEST_CASE("lcg deploy: the phase ends when the active player passes, deploying passes priority and comes back "
          "(LCG-DEPLOY-10, LCG-ABIL-5, LCG-ABIL-12)",
          "[lcg][deploy]") {
  Table t(deploying("dark", {{"hand", {"death-star-trooper", "imperial-officer"}}}, json::object()));
  t.act(DS, "deploy:death-star-trooper");
  t.act(DS, "autopay");
  CHECK(t.unit(DS, "Death Star Trooper").is_object());
  CHECK(t.to_act() == std::vector<int>{DS});  // the Light Side had nothing to do
  CHECK(t.offers(DS, "deploy:imperial-officer"));
  t.act(DS, "pass");
  CHECK(t.phase() == "conflict");
}

TEST_CASE("lcg unique: no card may be played while a unique card of that name is in play (LCG-UNIQUE-1, OQ-31)",
          "[lcg][deploy][unique]") {
  SECTION("the player's own") {
    Table t(deploying("dark", {{"hand", {"admiral-motti", "admiral-motti"}}}, json::object()));
    CHECK(t.count(DS, "deploy:admiral-motti") == 2);
    t.act(DS, "deploy:admiral-motti");
    t.act(DS, "autopay");
    CHECK(t.n_units(DS) == 1);
    CHECK(t.player(DS)["resources"] == 4);  // 5 - 3 + Motti's 2
    CHECK(!t.offers(DS, "deploy:admiral-motti"));
  }
  SECTION("a non-unique card of another name is not blocked") {
    Table t(deploying("dark", {{"hand", {"death-star-trooper"}}, {"units", {"death-star-trooper"}}}, json::object()));
    CHECK(t.offers(DS, "deploy:death-star-trooper"));
  }
}

TEST_CASE("lcg limited: one Limited card per player each turn (LCG-KW-3, OQ-28, C8)", "[lcg][deploy][keyword]") {
  SECTION("a second one is not offered") {
    Table t(deploying("dark", {{"hand", {"control-room", "sith-library", "death-star-trooper"}}}, json::object()));
    CHECK(t.offers(DS, "deploy:control-room"));
    CHECK(t.offers(DS, "deploy:sith-library"));
    t.act(DS, "deploy:sith-library");
    t.act(DS, "autopay");
    CHECK(t.player(DS)["enhancements"].size() == 1);  // it enhances the play area
    CHECK(!t.offers(DS, "deploy:control-room"));
    CHECK(t.offers(DS, "deploy:death-star-trooper"));
  }
  SECTION("one played already this turn") {
    json dark = {{"hand", {"control-room"}}};
    dark["limitedPlayed"] = true;
    Table t(deploying("dark", dark, json::object()));
    CHECK(!t.offers(DS, "deploy:control-room"));
  }
}

// ------------------------------------------------------------ enhancements --

TEST_CASE("lcg enhancements: attached to a card of the type and traits they enhance, any number on one card "
          "(LCG-DEPLOY-5, LCG-DEPLOY-7)",
          "[lcg][deploy][enhancement]") {
  Table t(deploying("light", json::object(),
                    {{"hand", {"jedi-lightsaber", "jedi-lightsaber"}}, {"units", {"luke-skywalker", "c-3po", "jedi-in-hiding"}}}));
  t.act(LS, "deploy:jedi-lightsaber");
  // Force Users and Force Sensitives only.
  CHECK(t.count(LS, "attach:") == 2);
  CHECK(!t.offers(LS, "attach:c-3po"));
  t.act(LS, "attach:luke-skywalker");
  if (t.offers(LS, "autopay")) t.act(LS, "autopay");  // In You Must Go: the turn's first enhancement costs 1 less
  t.act(LS, "deploy:jedi-lightsaber");
  t.act(LS, "attach:luke-skywalker");
  t.act(LS, "autopay");
  const json luke = t.unit(LS, "Luke Skywalker");
  REQUIRE(luke["attachments"].size() == 2);
  CHECK(luke["attachments"][0]["name"] == "Jedi Lightsaber");
  CHECK(luke["attachments"][0]["attachedTo"] == luke["id"]);
  CHECK(t.player(LS)["enhancements"].empty());
}

TEST_CASE("lcg enhancements: one cannot be played without a card in play it could attach to (LCG-DEPLOY-8)",
          "[lcg][deploy][enhancement]") {
  Table t(deploying("light", json::object(), {{"hand", {"jedi-lightsaber", "trust-your-feelings"}}, {"units", {"c-3po"}}}));
  CHECK(!t.offers(LS, "deploy:jedi-lightsaber"));   // no Force User or Force Sensitive
  CHECK(!t.offers(LS, "deploy:trust-your-feelings"));  // no Character
}

TEST_CASE("lcg enhancements: some go on an opponent's card and stay their owner's (LCG-DEPLOY-6, C4)",
          "[lcg][deploy][enhancement]") {
  Table t(deploying("dark", {{"hand", {"intimidated"}}, {"units", {"imperial-officer"}}}, {{"units", {"luke-skywalker", "c-3po"}}}));
  t.act(DS, "deploy:intimidated");
  // An enemy Character: Luke, not C-3PO (a Droid), not the Dark Side's own Imperial Officer.
  CHECK(t.ids(DS) == std::vector<std::string>{"attach:" + id(t.unit(LS, "Luke Skywalker"))});
  t.act(DS, "attach:luke-skywalker");
  const json att = t.unit(LS, "Luke Skywalker")["attachments"];
  REQUIRE(att.size() == 1);
  CHECK(att[0]["name"] == "Intimidated");
  CHECK(att[0]["owner"] == DS);
}

TEST_CASE("lcg enhancements: when a unit leaves play its enhancements go to their owners' discard piles and its Force "
          "card becomes available again (LCG-DEPLOY-9, LCG-DMG-3, LCG-FORCE-5, LCG-DISCARD-4, LCG-TERMS-6)",
          "[lcg][deploy][enhancement][damage]") {
  json dark = {{"hand", {"intimidated"}}, {"units", {"stormtrooper-elite", "imperial-officer"}}};
  json light = {{"units", {{{"card", "luke-skywalker"}, {"damage", 2}, {"force", true}, {"enhancements", {"jedi-lightsaber"}}}}}};
  Table t(deploying("dark", dark, light));
  CHECK(t.player(LS)["forceAvailable"] == 2);
  t.act(DS, "deploy:intimidated");
  t.act(DS, "attach:luke-skywalker");
  CHECK(t.phase() == "conflict");  // nothing more to deploy
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite", "imperial-officer"}, {"luke-skywalker"});
  t.act(LS, "strike:luke-skywalker");  // the tie: the Light Side first
  t.act(LS, "hit:imperial-officer");
  t.act(DS, "strike:stormtrooper-elite");
  t.act(DS, "hit:luke-skywalker");
  CHECK(t.unit(LS, "Luke Skywalker").is_null());
  std::vector<std::string> ls = t.discard(LS), ds = t.discard(DS);
  std::sort(ls.begin(), ls.end());
  std::sort(ds.begin(), ds.end());
  CHECK(ls == std::vector<std::string>{"Jedi Lightsaber", "Luke Skywalker"});
  CHECK(ds == std::vector<std::string>{"Imperial Officer", "Intimidated"});
  CHECK(t.discard(DS).front() == "Intimidated");  // discarded last, on top (LCG-DISCARD-1)
  CHECK(t.player(LS)["forceAvailable"] == 3);
  CHECK(t.player(LS)["enhancements"].empty());
  CHECK(t.player(DS)["enhancements"].empty());
}
