// Advanced terms (LCG-TERMS): in play and out of play, the affiliation card,
// put into play, "when" and "after", cancel.
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {
const json kNavy = {"imperial-command", "death-and-despayre", "the-endor-gambit"};
const json kJedi = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
json deployment(const char* active, json dark, json light) {
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  if (!dark.contains("objectives")) dark["objectives"] = kNavy;
  if (!light.contains("objectives")) light["objectives"] = kJedi;
  return {{"phase", "deployment"}, {"active", active}, {"turn", 3}, {"dark", dark}, {"light", light}};
}
}  // namespace

TEST_CASE("lcg terms: card effects reach only cards in play, hand, discard pile and decks are out of play "
          "(LCG-TERMS-2, LCG-TERMS-3)",
          "[lcg][terms]") {
  Table t(deployment("dark", {{"hand", {"force-choke"}}},
                     {{"units", {"luke-skywalker"}}, {"hand", {"obi-wan-kenobi"}}, {"discard", {"yoda"}}}));
  t.act(DS, "use:force-choke");
  // LCG-TERMS-2: the unit in the Light Side's play area is in play, a target.
  CHECK(t.offers(DS, "target:luke-skywalker"));
  // LCG-TERMS-3: the Characters in hand and in the discard pile are not.
  CHECK_FALSE(t.offers(DS, "target:obi-wan-kenobi"));
  CHECK_FALSE(t.offers(DS, "target:yoda"));
}

TEST_CASE("lcg terms: the affiliation card is always in play: it gives resources and no effect removes it "
          "(LCG-TERMS-4)",
          "[lcg][terms]") {
  // Every objective exhausted: only the affiliation card (1 resource) pays for Force Choke... and it can
  // be neither damaged nor destroyed by an effect that targets objectives or units.
  Table t(deployment("dark",
                     {{"hand", {"superlaser-blast"}},
                      {"objectives", {{{"card", "imperial-command"}, {"focus", 1}}, {{"card", "death-and-despayre"}, {"focus", 1}},
                                      {{"card", "the-endor-gambit"}, {"focus", 1}}}}},
                     json::object()));
  const json aff = t.player(DS)["affiliationCard"];
  REQUIRE(aff.is_object());
  CHECK(aff["name"] == "Imperial Navy");
  CHECK(t.player(DS)["resources"] == 1);  // LCG-RES-2: a ready card in play with a resource value
  // Superlaser Blast (destroy a target objective) cannot be paid here; with the resources of a fresh
  // position it targets objectives only, never an affiliation card.
  Table u(deployment("dark", {{"hand", {"superlaser-blast"}}}, json::object()));
  u.act(DS, "use:superlaser-blast");
  CHECK_FALSE(u.offers(DS, "target:jedi."));
  CHECK_FALSE(u.offers(DS, "target:imperial-navy."));
  CHECK(u.offers(DS, "target:a-heros-journey"));
  CHECK(u.player(LS)["affiliationCard"]["name"] == "Jedi");
}

TEST_CASE("lcg terms: an objective revealed in the Refresh phase is put into play without paying anything "
          "(LCG-TERMS-5, LCG-TERMS-7)",
          "[lcg][terms]") {
  Table t({{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "death-and-despayre"}},
                     {"objectiveDeck", {"the-endor-gambit"}}}},
           {"light", {{"tookTurn", true}, {"objectives", kJedi}}}});
  CHECK(t.n_objectives(DS) == 3);
  CHECK(t.objective(DS, "The Endor Gambit").is_object());
  // Nothing was focused to pay for it: every resource card is still ready.
  CHECK(t.player(DS)["resources"] == 2 + 2 + 1 + 1);
}

TEST_CASE("lcg terms: an interrupt answers \"when\" before the event finishes, a reaction answers \"after\" it "
          "finished (LCG-TERMS-10, LCG-TERMS-11, LCG-ABIL-7, LCG-ABIL-8)",
          "[lcg][terms][abilities]") {
  // Kuat Reinforcements: "when you play a Vehicle unit" -- the cost is still to be paid, and the
  // interrupt lowers it. AT-ST: "after this unit enters play" -- it is in play when the reaction comes.
  Table t(deployment("dark",
                     {{"hand", {"at-st", "tallon-roll", "force-choke"}}, {"deck", {"detained"}},
                      {"objectives", {"kuat-reinforcements", "imperial-command", "death-and-despayre"}}},
                     json::object()));
  const int before = t.player(DS)["resources"];
  t.act(DS, "deploy:at-st");
  REQUIRE(t.offers(DS, "use:kuat-reinforcements"));
  CHECK(t.unit(DS, "AT-ST").is_null());  // LCG-TERMS-10: the play is not finished
  CHECK(t.player(DS)["resources"] == before);  // nothing paid yet
  t.act(DS, "use:kuat-reinforcements");
  t.act(DS, "discard:tallon-roll");
  t.act(DS, "done");
  t.act(DS, "generate:kuat-reinforcements");
  t.act(DS, "generate:imperial-command");  // 3 - 1 = 2 left: 1 + 1
  REQUIRE(t.offers(DS, "use:at-st"));
  CHECK(t.unit(DS, "AT-ST").is_object());  // LCG-TERMS-11: it has entered play
  t.act(DS, "use:at-st");
  CHECK(t.hand(DS) == std::vector<std::string>{"Force Choke", "Detained"});
}

TEST_CASE("lcg terms: a cancelled event has no effect, but its costs stay paid and it is discarded (LCG-TERMS-14)",
          "[lcg][terms]") {
  Table t(deployment("dark", {{"hand", {"superlaser-blast"}}}, {{"hand", {"counter-stroke"}}}));
  const int before = t.player(DS)["resources"];
  t.act(DS, "use:superlaser-blast");
  t.act(DS, "target:a-heros-journey");
  t.act(DS, "autopay");
  // Counter-stroke answers the play of the event.
  REQUIRE(t.offers(LS, "use:counter-stroke"));
  t.act(LS, "use:counter-stroke");
  if (t.offers(LS, "autopay")) t.act(LS, "autopay");
  CHECK(t.objective(LS, "A Hero's Journey").is_object());  // not destroyed
  CHECK(t.player(DS)["resources"].get<int>() <= before - 4);  // the 4 resources are spent
  CHECK(t.discard(DS) == std::vector<std::string>{"Superlaser Blast"});
  CHECK(t.discard(LS) == std::vector<std::string>{"Counter-stroke"});
}
