// The edge battle (LCG-EDGE, Edge (X) LCG-KW-1) and strikes (LCG-STRIKE,
// LCG-ICON, Targeted Strike LCG-KW-7), damage (LCG-DMG) and shields
// (LCG-SHIELD) during strikes.
#include "conflict_helpers.h"

using lcgt::conflict;
using lcgt::DS;
using lcgt::engage;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
std::string id(const json& card) { return card["id"].get<std::string>(); }
}  // namespace

// ------------------------------------------------------------ edge battle --

TEST_CASE("lcg edge: no defenders declared, the attacker wins the edge at once and strikes first (LCG-EDGE-3, "
          "LCG-EDGE-1, LCG-STRIKE-1)",
          "[lcg][edge]") {
  Table t(conflict("dark", {{"units", {"heavy-stormtrooper-squad"}}, {"hand", {"bounty-collection"}}},
                   {{"units", {"jedi-in-hiding"}}, {"hand", {"counter-stroke", "return-of-the-jedi"}}}));
  engage(t, DS, "a-heros-journey", {"heavy-stormtrooper-squad"}, {});
  // The attacker may still place cards; the defender, with no participating unit, may not (LCG-EDGE-2).
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "edge:bounty-collection"));
  t.act(DS, "pass");
  CHECK(t.view()["engagement"]["edgeWinner"] == DS);
  CHECK(t.logged("Dark Side 0, Light Side 0. The Dark Side wins the edge"));
  CHECK(t.player(LS, LS)["edge"].empty());
  CHECK(t.ids(DS) == std::vector<std::string>{"strike:" + id(t.unit(DS, "Heavy Stormtrooper Squad"))});
}

TEST_CASE("lcg edge: a tie goes to the defender, who strikes first (LCG-EDGE-9, LCG-STRIKE-1)", "[lcg][edge]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}}, {{"units", {"obi-wan-kenobi"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"obi-wan-kenobi"});
  CHECK(t.view()["engagement"]["edgeWinner"] == LS);
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.offers(LS, "strike:obi-wan-kenobi"));
  CHECK(!t.offers(LS, "pass"));  // LCG-STRIKE-2: no passing
}

TEST_CASE("lcg edge: cards are placed face down one at a time, the attacker first, until both pass in a row "
          "(LCG-EDGE-4, LCG-EDGE-5, LCG-EDGE-6, LCG-EDGE-9, LCG-EDGE-10, LCG-EDGE-12)",
          "[lcg][edge]") {
  Table t(conflict("dark",
                   {{"units", {"stormtrooper-elite"}}, {"hand", {"detained", "darth-vader", "bounty-collection"}}, {"discard", {"interrogation"}}},
                   {{"units", {"jedi-in-hiding"}}, {"hand", {"counter-stroke", "jedi-in-hiding"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"jedi-in-hiding"});
  CHECK(t.to_act() == std::vector<int>{DS});
  // Any card from hand, whatever its cost or type: Darth Vader costs 5 and nothing is ready to pay.
  CHECK(t.count(DS, "edge:") == 3);
  CHECK(t.offers(DS, "edge:darth-vader"));
  CHECK(t.offers(DS, "pass"));
  t.act(DS, "pass");
  CHECK(t.to_act() == std::vector<int>{LS});
  t.act(LS, "edge:counter-stroke");
  // Face down: the Dark Side sees a card, not which; its owner sees it.
  CHECK(t.player(LS, DS)["edgeCount"] == 1);
  CHECK(t.player(LS, DS).count("edge") == 0);
  CHECK(t.names(t.player(LS, LS)["edge"]) == std::vector<std::string>{"Counter-stroke"});
  CHECK(!t.logged("Counter-stroke"));
  // The Light Side placed after the Dark Side's pass: the Dark Side may place again.
  CHECK(t.to_act() == std::vector<int>{DS});
  t.act(DS, "edge:detained");
  t.act(LS, "pass");
  CHECK(t.to_act() == std::vector<int>{DS});
  t.act(DS, "edge:bounty-collection");
  t.act(LS, "edge:jedi-in-hiding");
  t.act(DS, "pass");  // the Light Side's hand is empty: it passes without a prompt
  // Revealed together: only Force icons count (Detained 3 + Bounty Collection 1 against 2 + 1).
  CHECK(t.logged("Dark Side's edge stack: Detained, Bounty Collection."));
  CHECK(t.logged("Light Side's edge stack: Counter-stroke, Jedi in Hiding."));
  CHECK(t.logged("Edge battle: Dark Side 4, Light Side 3. The Dark Side wins the edge."));
  CHECK(t.view()["engagement"]["edgeWinner"] == DS);
  // Each stack goes to its owner's discard pile.
  CHECK(t.player(DS)["edgeCount"] == 0);
  CHECK(t.player(LS)["edgeCount"] == 0);
  CHECK(t.discard_count(DS) == 3);
  CHECK(t.discard(LS).size() == 2);
  CHECK(t.hand(DS) == std::vector<std::string>{"Darth Vader"});
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "strike:stormtrooper-elite"));
}

TEST_CASE("lcg edge: a search bot's re-deal of what the Dark Side cannot see includes the Light Side's face-down edge "
          "stack, and leaves the Dark Side's own stack, the counts and the legal actions as they were (LCG-EDGE-4)",
          "[lcg][edge][resample]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}, {"hand", {"detained", "bounty-collection"}}},
                   {{"units", {"jedi-in-hiding"}},
                    {"hand", {"counter-stroke", "jedi-in-hiding", "luke-skywalker", "obi-wan-kenobi"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"jedi-in-hiding"});
  t.act(DS, "edge:detained");
  t.act(LS, "edge:counter-stroke");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  const sw::Game* g = sw::builtin_registry().find("lcg");
  REQUIRE(g != nullptr);
  auto st = g->state_from_json(lcgt::parse(t.m.save())["state"]);
  REQUIRE(st.ok());
  std::vector<sw::Action> before, after;
  st.value()->legal_actions(DS, before);
  REQUIRE(!before.empty());
  const json placed = st.value()->view(LS)["players"][LS]["edge"][0]["key"];  // Counter-stroke's key
  int redealt = 0;
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    std::unique_ptr<sw::State> c = st.value()->clone();
    sw::Rng rng(seed, 5);
    c->resample_hidden(DS, rng);
    CHECK(c->check_invariants() == "");
    CHECK(c->view(DS) == st.value()->view(DS));  // the Dark Side's stack, the counts: as they were
    c->legal_actions(DS, after);
    CHECK(after == before);
    const json edge = c->view(LS)["players"][LS]["edge"];
    REQUIRE(edge.size() == 1);
    if (edge[0]["key"] != placed) ++redealt;
  }
  CHECK(redealt > 0);  // the face-down card is one of the Light Side's unknown cards, not always Counter-stroke
}

TEST_CASE("lcg edge: fate cards with the same priority number resolve in the order the attacker chooses (LCG-EDGE-8)",
          "[lcg][edge][fate]") {
  // Two Heat of Battle of priority 6 (the Light Side's copy is the Dark Side printing, placed in its hand by
  // the position): equal numbers, different owners, so the attacker (the Light Side) orders them.
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}},
                     {"hand", {"heat-of-battle@29"}}, {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
           {"light", {{"tookTurn", true}, {"hand", {"heat-of-battle@19"}},
                      {"units", {{{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
  const std::string dark_copy = id(t.player(DS, DS)["hand"][0]);
  t.act(LS, "edge:heat-of-battle");
  CHECK(t.player(LS, DS).count("edge") == 0);  // face down (LCG-EDGE-4)
  t.act(DS, "edge:heat-of-battle");
  // Revealed (LCG-EDGE-6): each side sees the other's stack; the attacker picks which resolves first.
  CHECK(t.player(DS, LS)["edge"].size() == 1);
  CHECK(t.player(LS, DS)["edge"].size() == 1);
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "choose:") == 2);
  CHECK(t.ids(DS).empty());
  CHECK_FALSE(t.logged("Fate: Heat of Battle"));
  t.act(LS, "choose:" + dark_copy);  // the Dark Side's fate first
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "target:luke-skywalker");
  CHECK(t.unit(LS, "Luke Skywalker")["damage"] == 1);
  CHECK(t.unit(DS, "AT-ST")["damage"] == 0);
  // Then the other, with no second question.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(t.count(LS, "choose:") == 0);
  t.act(LS, "target:at-st");
  CHECK(t.unit(DS, "AT-ST")["damage"] == 1);
}

TEST_CASE("lcg edge: copies of one fate title in one edge stack resolve without a question (LCG-EDGE-8, rulings)",
          "[lcg][edge][fate]") {
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}},
                     {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
           {"light", {{"tookTurn", true}, {"hand", {"heat-of-battle@3", "heat-of-battle@9"}},
                      {"units", {{{"card", "luke-skywalker"}, {"attacking", true}}}}}}});
  t.act(LS, "edge:heat-of-battle");
  t.act(LS, "edge:heat-of-battle");
  for (int i = 0; i < 4 && !t.offers(LS, "target:"); ++i) t.act(t.to_act()[0], "pass");
  // Both priority 5, both the Light Side's: the first resolves at once (its target is the only question).
  CHECK(t.count(LS, "choose:") == 0);
  t.act(LS, "target:at-st");
  CHECK(t.count(LS, "choose:") == 0);
  t.act(LS, "target:at-st");
  CHECK(t.unit(DS, "AT-ST")["damage"] == 2);
}

TEST_CASE("lcg edge: an equal count of Force icons leaves the edge to the defender (LCG-EDGE-9)", "[lcg][edge]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}, {"hand", {"its-worse"}}},
                   {{"units", {"jedi-in-hiding"}}, {"hand", {"counter-stroke"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"jedi-in-hiding"});
  t.act(DS, "edge:its-worse");
  t.act(LS, "edge:counter-stroke");  // both hands are empty now: both pass without a prompt
  CHECK(t.logged("Edge battle: Dark Side 2, Light Side 2. The Light Side wins the edge."));
  CHECK(t.view()["engagement"]["edgeWinner"] == LS);
}

TEST_CASE("lcg edge: a participating unit with Edge (1) adds 1 to its side's total, from play and not from an edge "
          "stack (LCG-KW-1, OQ-27, C8)",
          "[lcg][edge][keyword]") {
  SECTION("Mon Mothma attacking wins an otherwise empty edge battle") {
    Table t(conflict("light", {{"units", {"death-star-trooper"}}}, {{"units", {"mon-mothma", "x-wing"}}}));
    engage(t, LS, "imperial-command", {"mon-mothma", "x-wing"}, {"death-star-trooper"});
    CHECK(t.logged("Edge battle: Light Side 1, Dark Side 0. The Light Side wins the edge."));
    CHECK(t.view()["engagement"]["edgeWinner"] == LS);
  }
  SECTION("without her the tie goes to the defender") {
    Table t(conflict("light", {{"units", {"death-star-trooper"}}}, {{"units", {"mon-mothma", "x-wing"}}}));
    engage(t, LS, "imperial-command", {"x-wing"}, {"death-star-trooper"});
    CHECK(t.view()["engagement"]["edgeWinner"] == DS);
  }
  SECTION("in the edge stack she counts her Force icons only") {
    Table t(conflict("light", {{"units", {"death-star-trooper"}}, {"hand", {"detained"}}},
                     {{"units", {"x-wing"}}, {"hand", {"mon-mothma"}}}));
    engage(t, LS, "imperial-command", {"x-wing"}, {"death-star-trooper"});
    t.act(LS, "edge:mon-mothma");
    t.act(DS, "edge:detained");
    CHECK(t.logged("Edge battle: Light Side 2, Dark Side 3. The Dark Side wins the edge."));
  }
}

// ----------------------------------------------------------------- strikes --

TEST_CASE("lcg strike: the edge winner strikes, then the players alternate, once one side has no ready participating "
          "unit the other strikes with all its own (LCG-STRIKE-1, LCG-STRIKE-3, LCG-STRIKE-4, LCG-STRIKE-5, "
          "LCG-STRIKE-6, LCG-TIMING-6)",
          "[lcg][strike]") {
  Table t(conflict("dark", {{"units", {"imperial-officer", "tie-fighter", "duty-officer"}}},
                   {{"units", {"c-3po", {{"card", "luke-skywalker"}, {"focus", 1}}}}}));
  engage(t, DS, "a-heros-journey", {"imperial-officer", "tie-fighter", "duty-officer"}, {"c-3po"});
  // Tie: the Light Side first. C-3PO has no combat icons but must strike (OQ-18).
  CHECK(t.ids(LS) == std::vector<std::string>{"strike:" + id(t.unit(LS, "C-3PO"))});
  t.act(LS, "strike:c-3po");
  CHECK(t.unit(LS, "C-3PO")["focus"] == 1);  // focused to strike
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "strike:") == 3);
  t.act(DS, "strike:duty-officer");  // no combat icons: nothing
  CHECK(t.unit(DS, "Duty Officer")["focus"] == 1);
  CHECK(t.unit(LS, "C-3PO")["focus"] == 1);
  // The Light Side has no ready participating unit left: the Dark Side strikes on.
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.count(DS, "strike:") == 2);
  t.act(DS, "strike:imperial-officer");
  t.act(DS, "hit:c-3po");
  CHECK(t.unit(LS, "C-3PO").is_null());
  t.act(DS, "strike:tie-fighter");
  // Every participating unit is exhausted: the bonus step.
  CHECK(t.ids(DS) == std::vector<std::string>{"bonus", "decline"});
}

TEST_CASE("lcg strike: a unit with committed Force gets two focus tokens when it strikes (LCG-FORCE-6, LCG-FOCUS-5)",
          "[lcg][strike][force]") {
  Table t(conflict("dark", {{"units", {{{"card", "imperial-officer"}, {"force", true}}}}}, json::object()));
  engage(t, DS, "a-heros-journey", {"imperial-officer"}, {});
  t.act(DS, "strike:imperial-officer");
  CHECK(t.unit(DS, "Imperial Officer")["focus"] == 2);
}

TEST_CASE("lcg strike: unit damage goes to one participating enemy unit, damage at capacity destroys it and the rest "
          "is lost (LCG-ICON-3, LCG-DMG-1, LCG-DMG-2, LCG-DMG-3)",
          "[lcg][strike][damage]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}},
                   {{"units", {"jedi-in-hiding", "believer-in-the-old-ways", "luke-skywalker"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"believer-in-the-old-ways", "jedi-in-hiding"});
  t.act(LS, "strike:jedi-in-hiding");
  t.act(LS, "hit:stormtrooper-elite");
  CHECK(t.unit(DS, "Stormtrooper Elite").is_null());  // 2 damage, capacity 2
  CHECK(t.discard(DS) == std::vector<std::string>{"Stormtrooper Elite"});
  t.act(LS, "strike:believer-in-the-old-ways");  // no enemy unit left to hit
  CHECK(!t.offers(LS, "hit:"));
}

TEST_CASE("lcg strike: unit damage may not go to a non-participating unit without Targeted Strike (LCG-ICON-3)",
          "[lcg][strike]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}},
                   {{"units", {"believer-in-the-old-ways", "jedi-in-hiding", "luke-skywalker"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"believer-in-the-old-ways"});
  t.act(LS, "strike:believer-in-the-old-ways");
  t.act(LS, "hit:stormtrooper-elite");
  t.act(DS, "strike:stormtrooper-elite");
  CHECK(t.ids(DS) == std::vector<std::string>{"hit:" + id(t.unit(LS, "Believer in the Old Ways"))});
  t.act(DS, "hit:believer-in-the-old-ways");
  CHECK(t.unit(LS, "Believer in the Old Ways").is_null());
  CHECK(t.unit(LS, "Jedi in Hiding")["damage"] == 0);
}

TEST_CASE("lcg strike: an attacker with Targeted Strike may deal its unit damage to a non-participating enemy unit, a "
          "defender may not (LCG-KW-7)",
          "[lcg][strike][keyword]") {
  SECTION("attacking") {
    Table t(conflict("light", {{"units", {"imperial-officer", "stormtrooper-elite"}}}, {{"units", {"luke-skywalker"}}}));
    engage(t, LS, "imperial-command", {"luke-skywalker"}, {"imperial-officer"});
    t.act(DS, "strike:imperial-officer");  // the tie: the Dark Side first
    t.act(DS, "hit:luke-skywalker");
    t.act(LS, "strike:luke-skywalker");
    t.act(LS, "icon.0");  // unit damage first (LCG-ICON-2), then blast
    CHECK(t.count(LS, "hit:") == 2);
    t.act(LS, "hit:stormtrooper-elite");
    CHECK(t.unit(DS, "Stormtrooper Elite").is_null());
    CHECK(t.objective(DS, "Imperial Command")["damage"] == 1);
  }
  SECTION("defending") {
    Table t(conflict("dark", {{"units", {"imperial-officer", "stormtrooper-elite"}}}, {{"units", {"luke-skywalker"}}}));
    engage(t, DS, "a-heros-journey", {"imperial-officer"}, {"luke-skywalker"});
    t.act(LS, "strike:luke-skywalker");
    CHECK(t.ids(LS) == std::vector<std::string>{"hit:" + id(t.unit(DS, "Imperial Officer"))});
  }
}

TEST_CASE("lcg strike: tactics place focus tokens on any enemy units, split as the striker likes (LCG-ICON-4, "
          "LCG-FOCUS-2)",
          "[lcg][strike]") {
  Table t(conflict("dark", {{"units", {"emperor-palpatine"}}},
                   {{"units", {"c-3po", "luke-skywalker", "jedi-in-hiding"}}}));
  engage(t, DS, "a-heros-journey", {"emperor-palpatine"}, {"c-3po"});
  t.act(LS, "strike:c-3po");
  t.act(DS, "strike:emperor-palpatine");
  // The edge lost: tactics 2, blast 1 (the edge-enabled ones do not count, LCG-ICON-6).
  CHECK(t.count(DS, "icon.") == 2);
  t.act(DS, "icon.1");
  CHECK(t.count(DS, "tactic:") == 3);  // participating or not
  t.act(DS, "tactic:luke-skywalker");
  t.act(DS, "tactic:luke-skywalker");
  CHECK(t.unit(LS, "Luke Skywalker")["focus"] == 2);
  CHECK(t.unit(LS, "Jedi in Hiding")["focus"] == 0);
  CHECK(t.objective(LS, "A Hero's Journey")["damage"] == 1);  // then the blast
}

TEST_CASE("lcg strike: blast damage hits the engaged objective, defenders cannot use blast icons (LCG-ICON-5)",
          "[lcg][strike]") {
  Table t(conflict("dark", {{"units", {"tie-bomber"}}, {"objectives", {"imperial-command"}}}, {{"units", {"red-five"}}}));
  engage(t, DS, "a-heros-journey", {"tie-bomber"}, {"red-five"});
  t.act(LS, "strike:red-five");  // 3 blast icons, unused in defence
  CHECK(t.objective(LS, "A Hero's Journey")["damage"] == 0);
  CHECK(t.objective(DS, "Imperial Command")["damage"] == 0);
  t.act(DS, "strike:tie-bomber");
  CHECK(t.objective(LS, "A Hero's Journey")["damage"] == 1);
}

TEST_CASE("lcg strike: edge-enabled icons count only for the edge winner: Obi-Wan Kenobi strikes with UD 1, T 2, B 1 "
          "or UD 1, T 1 (LCG-ICON-6, LCG-ICON-7, LCG-ICON-1, LCG-ICON-2)",
          "[lcg][strike]") {
  SECTION("the edge won") {
    Table t(conflict("light", {{"units", {"heavy-stormtrooper-squad", "death-star-trooper"}}},
                     {{"units", {"obi-wan-kenobi"}}, {"hand", {"counter-stroke"}}}));
    engage(t, LS, "imperial-command", {"obi-wan-kenobi"}, {"heavy-stormtrooper-squad"});
    t.act(LS, "edge:counter-stroke");  // nobody has a card left: the battle resolves
    t.act(LS, "strike:obi-wan-kenobi");
    CHECK(t.ids(LS) == std::vector<std::string>{"icon.0", "icon.1", "icon.2"});
    t.act(LS, "icon.2");
    CHECK(t.objective(DS, "Imperial Command")["damage"] == 1);
    t.act(LS, "icon.1");
    t.act(LS, "tactic:death-star-trooper");
    t.act(LS, "tactic:death-star-trooper");
    CHECK(t.unit(DS, "Death Star Trooper")["focus"] == 2);
    t.act(LS, "hit:heavy-stormtrooper-squad");  // the last type needs no choice
    CHECK(t.unit(DS, "Heavy Stormtrooper Squad")["damage"] == 1);
  }
  SECTION("the edge lost") {
    Table t(conflict("light", {{"units", {"heavy-stormtrooper-squad", "death-star-trooper"}}, {"hand", {"detained"}}},
                     {{"units", {"obi-wan-kenobi"}}}));
    engage(t, LS, "imperial-command", {"obi-wan-kenobi"}, {"heavy-stormtrooper-squad"});
    t.act(DS, "edge:detained");
    t.act(DS, "strike:heavy-stormtrooper-squad");
    t.act(DS, "hit:obi-wan-kenobi");
    CHECK(t.unit(LS, "Obi-Wan Kenobi")["damage"] == 2);  // the edge winner's edge-enabled icon counts
    t.act(LS, "strike:obi-wan-kenobi");
    CHECK(t.ids(LS) == std::vector<std::string>{"icon.0", "icon.1"});
    t.act(LS, "icon.1");
    CHECK(t.count(LS, "tactic:") == 2);
    t.act(LS, "tactic:death-star-trooper");
    t.act(LS, "hit:heavy-stormtrooper-squad");
    CHECK(t.unit(DS, "Death Star Trooper")["focus"] == 1);
    CHECK(t.objective(DS, "Imperial Command")["damage"] == 0);
  }
}

// ----------------------------------------------------------------- shields --

TEST_CASE("lcg shields: a shield stops one damage or one focus token from an enemy strike, never the unit's own focus "
          "(LCG-SHIELD-3, C5)",
          "[lcg][shield]") {
  Table t(conflict("dark", {{"units", {{{"card", "stormtrooper-elite"}, {"shields", 1}}, "interrogation-droid"}}},
                   {{"units", {{{"card", "believer-in-the-old-ways"}, {"shields", 1}},
                               {{"card", "luke-skywalker"}, {"shields", 1}}}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite", "interrogation-droid"}, {"believer-in-the-old-ways"});
  t.act(LS, "strike:believer-in-the-old-ways");
  // Its own focus token passes its shield (the controller's own token).
  CHECK(t.unit(LS, "Believer in the Old Ways")["focus"] == 1);
  CHECK(t.unit(LS, "Believer in the Old Ways")["shields"] == 1);
  t.act(LS, "hit:stormtrooper-elite");
  CHECK(t.unit(DS, "Stormtrooper Elite")["damage"] == 0);  // 1 damage, stopped
  CHECK(t.unit(DS, "Stormtrooper Elite")["shields"] == 0);
  CHECK(t.logged("Stormtrooper Elite's shield stops one damage."));
  t.act(DS, "strike:interrogation-droid");
  t.act(DS, "tactic:luke-skywalker");
  CHECK(t.unit(LS, "Luke Skywalker")["focus"] == 0);
  CHECK(t.unit(LS, "Luke Skywalker")["shields"] == 0);
  t.act(DS, "strike:stormtrooper-elite");
  t.act(DS, "hit:believer-in-the-old-ways");  // 3 damage, 1 stopped: 2 = capacity
  CHECK(t.unit(LS, "Believer in the Old Ways").is_null());
}

TEST_CASE("lcg damage: a destroyed unit goes face up on top of its owner's discard pile (LCG-DMG-3, LCG-DISCARD-1)",
          "[lcg][strike][damage]") {
  Table t(conflict("dark", {{"units", {"stormtrooper-elite"}}, {"discard", {"force-lightning", "tallon-roll"}}},
                   {{"units", {"jedi-in-hiding"}}, {"discard", {"counter-stroke"}}}));
  engage(t, DS, "a-heros-journey", {"stormtrooper-elite"}, {"jedi-in-hiding"});
  t.act(LS, "strike:jedi-in-hiding");
  t.act(LS, "hit:stormtrooper-elite");
  CHECK(t.discard(DS) == std::vector<std::string>{"Stormtrooper Elite", "Force Lightning", "Tallon Roll"});
  CHECK(t.discard(LS) == std::vector<std::string>{"Counter-stroke"});  // the owner's pile only
}
