// Capture and rescue (LCG-CAPTURE-1..5), through setup positions and the
// public API: the capturing cards of the core set (Boba Fett, Take Them
// Prisoner) and the Balance damage that destroys an objective holding
// captured cards. (LCG-CAPTURE-6, a rescue by a Light Side card, is Rescue
// Mission's: its card test.)
#include <algorithm>
#include "lcg_fixture.h"

using namespace lcgt;

namespace {
// Boba Fett attacks the Light Side's first objective; the Dark Side's edge
// card wins the edge, so he strikes first with his edge icons (2 unit damage).
json boba_attacks(const json& dark_objectives, const json& defender, const json& light_extra = json::object()) {
  json light = {{"units", {defender}}};
  for (auto it = light_extra.begin(); it != light_extra.end(); ++it) light[it.key()] = it.value();
  return json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
              {"dark", {{"objectives", dark_objectives},
                        {"units", {{{"card", "boba-fett"}, {"attacking", true}}}},
                        {"edge", {"tie-fighter"}}}},
              {"light", light}};
}
void boba_hits(Table& t, const std::string& target) {
  for (int i = 0; i < 6 && !t.offers(DS, "strike:boba-fett"); ++i) t.act(t.to_act()[0], "pass");
  t.act(DS, "strike:boba-fett");
  t.act(DS, "icon.0");
  t.act(DS, "hit:" + target);
  t.act(DS, "use:boba-fett");
}
}  // namespace

TEST_CASE("LCG-CAPTURE-1: only Light Side cards are captured, only Dark Side objectives hold them", "[lcg][capture]") {
  start_fails(json{{"dark", {{"objectives", {{{"card", "imperial-command"}, {"captured", {"darth-vader"}}}}}}}}, "bad_setup");
  start_fails(json{{"light", {{"objectives", {{{"card", "a-heros-journey"}, {"captured", {"x-wing"}}}}}}}}, "bad_setup");
  Table t(json{{"dark", {{"objectives", {{{"card", "imperial-command"}, {"captured", {"x-wing", "luke-skywalker"}}}}}}}});
  CHECK(t.objective(DS, "Imperial Command")["captured"] == 2);
}

TEST_CASE("LCG-CAPTURE-2: a capture not caused by an objective goes under the Dark Side objective its player picks", "[lcg][capture]") {
  Table t(boba_attacks({"imperial-command", "the-ultimate-power", "kuat-reinforcements"},
                       {{"card", "luke-skywalker"}, {"defending", true}}));
  boba_hits(t, "luke-skywalker");
  CHECK(t.ids(LS).empty());  // the Dark Side chooses
  CHECK(t.count(DS, "choose:") == 3);
  CHECK_FALSE(t.offers(DS, "choose:a-heros-journey"));  // a Light Side objective
  t.act(DS, "choose:the-ultimate-power");
  CHECK(t.objective(DS, "The Ultimate Power")["captured"] == 1);
  CHECK(t.objective(DS, "Imperial Command")["captured"] == 0);
  CHECK(t.unit(LS, "Luke Skywalker").is_null());
  CHECK(t.logged("Luke Skywalker is captured under The Ultimate Power"));
}

TEST_CASE("LCG-CAPTURE-2: with one Dark Side objective there is nothing to choose", "[lcg][capture]") {
  Table t(boba_attacks({"kuat-reinforcements"}, {{"card", "luke-skywalker"}, {"defending", true}}));
  boba_hits(t, "luke-skywalker");
  CHECK_FALSE(t.offers(DS, "choose:"));
  CHECK(t.objective(DS, "Kuat Reinforcements")["captured"] == 1);
}

TEST_CASE("LCG-CAPTURE-2: a capture caused by a Dark Side objective goes under that objective", "[lcg][capture]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "kuat-reinforcements"}},
                         {"objectiveDeck", {"take-them-prisoner"}}}},
               {"light", {{"tookTurn", true}, {"deck", {"yoda", "x-wing", "obi-wan-kenobi", "luke-skywalker"}}}}});
  t.act(DS, "use:take-them-prisoner");
  t.act(DS, "choose:yoda");
  CHECK(t.objective(DS, "Take Them Prisoner")["captured"] == 1);  // no objective to pick
  CHECK(t.objective(DS, "Imperial Command")["captured"] == 0);
  CHECK(t.deck_count(LS) == 3);
  // Face down: the log names no card taken from the deck.
  CHECK(t.logged("A card is captured under Take Them Prisoner"));
  CHECK_FALSE(t.logged("Yoda"));
}

TEST_CASE("LCG-CAPTURE-3: a captured unit's tokens and enhancements are discarded, its Force card freed", "[lcg][capture]") {
  Table t(boba_attacks({"imperial-command", "the-ultimate-power", "kuat-reinforcements"},
                       {{"card", "luke-skywalker"}, {"defending", true}, {"force", true}, {"shields", 1},
                        {"damage", 1}, {"enhancements", {"jedi-lightsaber"}}}));
  CHECK(t.player(LS)["forceAvailable"] == 2);
  boba_hits(t, "luke-skywalker");  // the shield stops 1 of the 2 damage (LCG-SHIELD-3)
  t.act(DS, "choose:imperial-command");
  CHECK(t.n_units(LS) == 0);
  CHECK(t.player(LS)["forceAvailable"] == 3);  // LCG-DISCARD-4
  std::vector<std::string> d = t.discard(LS);
  CHECK(std::find(d.begin(), d.end(), "Jedi Lightsaber") != d.end());
  CHECK(std::find(d.begin(), d.end(), "Luke Skywalker") == d.end());
  CHECK(t.objective(DS, "Imperial Command")["captured"] == 1);
}

TEST_CASE("LCG-CAPTURE-4: a captured card is out of play and does nothing", "[lcg][capture]") {
  // Luke Skywalker's reaction (the Dark Side's turn begins) needs him in play.
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", {{{"card", "imperial-command"}, {"captured", {"luke-skywalker"}}},
                                                             "the-ultimate-power", "kuat-reinforcements"}}}},
               {"light", {{"tookTurn", true}}}});
  CHECK_FALSE(t.offers(LS, "use:luke-skywalker"));
  CHECK(t.n_units(LS) == 0);
  CHECK(t.hand_count(LS) == 0);
  // Seen from either side, the card is only counted (face down).
  CHECK(t.view(LS).dump().find("Luke") == std::string::npos);
  CHECK(t.view(DS).dump().find("Luke") == std::string::npos);
}

TEST_CASE("LCG-CAPTURE-5: destroying the objective rescues every card under it to its owner's hand", "[lcg][capture]") {
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
               {"dark", {{"tookTurn", true},
                         {"objectives", {{{"card", "the-ultimate-power"}, {"damage", 4}, {"captured", {"luke-skywalker", "x-wing"}}},
                                         {{"card", "imperial-command"}, {"captured", {"yoda"}}}, "kuat-reinforcements"}}}},
               {"light", {{"tookTurn", true}}}});
  t.act(LS, "damage:the-ultimate-power");  // LCG-BAL-4: the Balance damage destroys it
  CHECK(t.objective(DS, "The Ultimate Power").is_null());
  CHECK(t.victory_count(LS) == 1);
  std::vector<std::string> h = t.hand(LS);
  CHECK(std::find(h.begin(), h.end(), "Luke Skywalker") != h.end());
  CHECK(std::find(h.begin(), h.end(), "X-Wing") != h.end());
  CHECK(h.size() == 2);
  CHECK(t.objective(DS, "Imperial Command")["captured"] == 1);  // only the destroyed objective's
}
