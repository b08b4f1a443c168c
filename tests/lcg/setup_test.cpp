// LCG setup (LCG-SETUP), the mulligan (LCG-MULLIGAN) and the first turn
// (LCG-TURN-1), played from the real start of a match; and the setup-position
// schema the other rules tests rely on (bad input is a structured error).
#include <algorithm>
#include <fstream>
#include <sstream>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {

// The ids of the seat's objectives still to reveal (its own view).
std::vector<std::string> to_reveal(const Table& t, int seat) {
  std::vector<std::string> v;
  const json p = t.player(seat, seat);
  for (const json& c : p["objectivesToReveal"]) v.push_back(c["id"].get<std::string>());
  return v;
}

// docs/api.md, read from the source tree.
std::string api_md() {
  std::ifstream f(std::string(SW_TEST_DATA_DIR) + "/../docs/api.md", std::ios::binary);
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// The lines of `text` starting with `prefix`.
std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) out.push_back(line);
  return out;
}

}  // namespace

TEST_CASE("lcg setup: decks, Force, affiliation, Balance token and dial before the first turn (LCG-SETUP-1..7)",
          "[lcg][setup]") {
  Table t(json(), {{"dark", "sith"}, {"light", "rebel-alliance"}});
  for (int seat : {DS, LS}) {
    const json p = t.player(seat, seat);
    CHECK(p["forceAvailable"] == 3);                                     // LCG-SETUP-1, LCG-FORCE-3
    CHECK(p["affiliationCard"]["name"] == (seat == DS ? "Sith" : "Rebel Alliance"));  // LCG-SETUP-2/3
    CHECK(p["affiliationCard"]["type"] == "affiliation");
    // LCG-SETUP-5: 8 objective sets: the 8 objectives form the objective deck, the
    // 40 other cards the command deck; LCG-SETUP-8/9: 4 objectives and 6 cards drawn.
    CHECK(p["objectiveDeckCount"] == 4);
    CHECK(p["objectivesToRevealCount"] == 4);
    CHECK(p["handCount"] == 6);
    CHECK(p["deckCount"] == 34);
    for (const json& c : p["hand"]) CHECK(c["type"] != "objective");
    for (const json& c : p["objectivesToReveal"]) CHECK(c["type"] == "objective");
    CHECK(p["objectives"].empty());
  }
  CHECK(t.balance() == "light");  // LCG-SETUP-4
  CHECK(t.dial() == 0);           // LCG-SETUP-7
  CHECK(t.phase() == "setup");
}

TEST_CASE("lcg setup: both affiliation cards are revealed at once and stay in play, seen by everyone (LCG-SETUP-3)",
          "[lcg][setup]") {
  Table t(json(), {{"dark", "imperial-navy"}, {"light", "jedi"}});
  // Before anyone decides anything, the spectator and each opponent see both
  // affiliation cards face up in their owners' play areas.
  for (int viewer : {-1, DS, LS}) {
    CHECK(t.player(DS, viewer)["affiliationCard"]["name"] == "Imperial Navy");
    CHECK(t.player(LS, viewer)["affiliationCard"]["name"] == "Jedi");
  }
  // They stay in play (LCG-TERMS-4): still there once the first turn runs.
  t.act(DS, "bottom:");
  t.act(LS, "bottom:");
  for (int i = 0; i < 12 && t.phase() == "setup"; ++i) t.act(t.to_act()[0], t.ids(t.to_act()[0])[0]);
  REQUIRE(t.phase() != "setup");
  CHECK(t.player(DS, LS)["affiliationCard"]["name"] == "Imperial Navy");
  CHECK(t.player(LS, DS)["affiliationCard"]["name"] == "Jedi");
}

TEST_CASE("lcg setup: every token comes from one shared supply, no card starts with one (LCG-SETUP-6)",
          "[lcg][setup]") {
  Table t{json()};
  for (int seat : {DS, LS}) {
    const json p = t.player(seat, seat);
    CHECK(p.count("tokens") == 0);  // no player owns a token pool
    for (const char* zone : {"units", "objectives", "enhancements"})
      for (const json& c : p[zone]) {
        CHECK(c.value("damage", 0) == 0);
        CHECK(c.value("focus", 0) == 0);
        CHECK(c.value("shields", 0) == 0);
      }
  }
  // The supply is shared and has no limit: both sides may hold many tokens of
  // each kind at the same time.
  Table many({{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
              {"dark", {{"tookTurn", true}, {"units", {{{"card", "at-st"}, {"focus", 30}, {"shields", 1}}}}}},
              {"light", {{"tookTurn", true}, {"units", {{{"card", "obi-wan-kenobi"}, {"focus", 30}, {"damage", 2}}}}}}});
  CHECK(many.unit(DS, "AT-ST")["focus"] == 30);
  CHECK(many.unit(LS, "Obi-Wan Kenobi")["focus"] == 30);
  CHECK(many.unit(LS, "Obi-Wan Kenobi")["damage"] == 2);
  CHECK(many.unit(DS, "AT-ST")["shields"] == 1);
}

TEST_CASE("lcg setup: each player keeps 3 of 4 objectives in secret, the fourth goes to the bottom (LCG-SETUP-8)",
          "[lcg][setup]") {
  Table t{json()};
  // Both choose at once; neither sees the other's objectives.
  CHECK(t.to_act() == std::vector<int>{DS, LS});
  CHECK(t.player(LS, DS).count("objectivesToReveal") == 0);
  CHECK(t.player(DS, LS).count("objectivesToReveal") == 0);
  CHECK(t.player(DS, -1).count("objectivesToReveal") == 0);
  CHECK(t.count(DS, "bottom:") == 4);
  const std::vector<std::string> drawn = to_reveal(t, DS);
  t.act(DS, "bottom:" + drawn[2]);
  CHECK(t.player(DS)["objectivesToRevealCount"] == 3);
  CHECK(t.player(DS)["objectiveDeckCount"] == 5);
  const std::vector<std::string> kept = to_reveal(t, DS);
  CHECK(std::find(kept.begin(), kept.end(), drawn[2]) == kept.end());
  CHECK(t.to_act() == std::vector<int>{LS});  // the Dark Side waits for the Light Side
  t.act(LS, "bottom:");
  CHECK(t.player(LS)["objectivesToRevealCount"] == 3);
  CHECK(t.player(LS)["objectiveDeckCount"] == 5);
}

TEST_CASE("lcg setup: a mulligan shuffles the hand back and draws 6 that must be kept, the Dark Side decides first "
          "(LCG-MULLIGAN-1, LCG-SETUP-9)",
          "[lcg][setup][mulligan]") {
  Table t{json()};
  t.act(DS, "bottom:");
  t.act(LS, "bottom:");
  // OQ-6: the Dark Side decides first.
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(DS) == std::vector<std::string>{"mulligan", "keep"});
  t.act(DS, "mulligan");
  CHECK(t.logged("Dark Side takes a mulligan"));
  CHECK(t.hand_count(DS) == 6);
  CHECK(t.deck_count(DS) == 34);  // the old hand went back into the deck
  // Once only: the Light Side decides now and the Dark Side has nothing more to decide.
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(!t.offers(DS, "mulligan"));
  const std::vector<std::string> ls_hand = t.hand(LS);
  t.act(LS, "keep");
  CHECK(t.hand(LS) == ls_hand);
  // On to revealing objectives: no second mulligan for anyone.
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.offers(DS, "reveal:"));
  CHECK(!t.offers(DS, "mulligan"));
}

TEST_CASE("lcg setup: without the mulligan rule nobody is asked (LCG-MULLIGAN-1)", "[lcg][setup][mulligan]") {
  Table t(json(), {{"mulligan", false}});
  t.act(DS, "bottom:");
  t.act(LS, "bottom:");
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(!t.offers(DS, "mulligan"));
  CHECK(t.offers(DS, "reveal:"));
}

TEST_CASE("lcg setup: the Dark Side reveals its objectives one at a time in its order, then the Light Side, the Dark "
          "Side takes the first turn (LCG-SETUP-10, LCG-TURN-1)",
          "[lcg][setup]") {
  Table t(json(), {{"mulligan", false}});
  t.act(DS, "bottom:");
  t.act(LS, "bottom:");
  const std::vector<std::string> ds = to_reveal(t, DS);
  REQUIRE(ds.size() == 3);
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(LS).empty());  // the Light Side waits until all three Dark Side objectives are revealed
  t.act(DS, "reveal:" + ds[2]);
  CHECK(t.n_objectives(DS) == 1);
  CHECK(t.player(DS)["objectivesToRevealCount"] == 2);
  t.act(DS, "reveal:" + ds[0]);
  // The last one needs no choice; then the Light Side reveals.
  CHECK(t.n_objectives(DS) == 3);
  std::vector<std::string> order;
  const json objs = t.player(DS)["objectives"];
  for (const json& o : objs) order.push_back(o["id"].get<std::string>());
  CHECK(order == std::vector<std::string>{ds[2], ds[0], ds[1]});
  CHECK(t.to_act() == std::vector<int>{LS});
  CHECK(t.n_objectives(LS) == 0);
  const std::vector<std::string> ls = to_reveal(t, LS);
  t.act(LS, "reveal:" + ls[1]);
  t.act(LS, "reveal:" + ls[0]);
  CHECK(t.n_objectives(LS) == 3);
  // LCG-TURN-1: the game starts with the Dark Side's turn; its Balance phase moved the dial (LCG-BAL-2).
  const json v = t.view();
  CHECK(v["turn"] == 1);
  CHECK(v["active"] == DS);
  CHECK(t.dial() == 1);
  CHECK(t.log_index("Light Side reveals") > t.log_index("Dark Side reveals"));
  CHECK(t.log_index("Turn 1: the Dark Side") > t.log_index("Light Side reveals"));
}

TEST_CASE("lcg setup positions: bad input is a structured error, never a crash", "[lcg][setup][schema]") {
  using lcgt::start_fails;
  start_fails({{"bogus", 1}}, "bad_setup");
  start_fails({{"dark", {{"hand", {"no-such-card"}}}}}, "bad_setup");
  start_fails({{"dark", {{"hand", "darth-vader"}}}}, "bad_setup");
  start_fails({{"dark", {{"units", {"the-ultimate-power"}}}}}, "bad_setup");  // an objective is not a unit
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"damage", 4}}}}}}}, "bad_setup");  // capacity 4
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"focus", -1}}}}}}}, "bad_setup");
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"wings", 2}}}}}}}, "bad_setup");
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"force", 1}}}}}}}, "bad_setup");
  start_fails({{"dial", 12}}, "bad_setup");
  start_fails({{"balance", "grey"}}, "bad_setup");
  start_fails({{"phase", "lunch"}}, "bad_setup");
  start_fails({{"active", 0}}, "bad_setup");
  start_fails({{"light", {{"tookTurn", "yes"}}}}, "bad_setup");
  start_fails({{"engagement", {{"objective", 0}}}}, "bad_setup");  // needs the conflict phase
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}}}, "bad_setup");
  start_fails({{"light", {{"hand", {"jedi"}}}}}, "bad_setup");  // affiliation cards come from the options
}

TEST_CASE("lcg setup positions: what the rules could never reach is refused - attachments, Force cards, a game already won",
          "[lcg][setup][schema]") {
  using lcgt::start_fails;
  // LCG-DEPLOY-5: Defense Upgrade enhances an objective, not a unit, and needs one.
  start_fails({{"dark", {{"units", {{{"card", "darth-vader"}, {"enhancements", {"defense-upgrade"}}}}}}}}, "bad_setup");
  start_fails({{"dark", {{"enhancements", {"defense-upgrade"}}}}}, "bad_setup");
  Table upgraded(json{{"dark", {{"enhancements", {{{"card", "defense-upgrade"}, {"on", 0}}}}}}});  // on an objective: fine
  // LCG-FORCE-3: a side has three Force cards.
  const json one = {{"card", "tie-fighter"}, {"force", true}};
  start_fails({{"dark", {{"units", {one, one, one, one}}}}}, "bad_setup");
  Table three(json{{"dark", {{"units", {one, one, one}}}}});
  CHECK(three.player(DS)["forceAvailable"] == 0);
  // LCG-WIN-1: three Dark Side objectives in the Light Side's victory pile have won already.
  start_fails({{"light", {{"victory", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}}}, "bad_setup");
  Table two(json{{"light", {{"victory", {"fall-of-the-jedi", "counsel-of-the-sith"}}}}});
  CHECK(two.player(LS)["victory"].size() == 2);
}

TEST_CASE("LCG-TURN-4: a setup without tookTurn follows its turn number - turn 1 is the Dark Side's first turn, turn 2 the Light Side's",
          "[lcg][setup]") {
  const json vader = {{"units", {"darth-vader"}}};
  // Turn 3: the Dark Side's second turn, its Conflict phase is played.
  Table second(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"dark", vader}});
  CHECK(second.phase() == "conflict");
  CHECK(second.offers(DS, "engage:"));
  CHECK_FALSE(second.logged("The Dark Side's first turn"));
  // Turn 1, or tookTurn given false: its first turn, no Conflict phase (LCG-CONFLICT-2).
  Table first(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 1}, {"dark", vader}});
  CHECK(first.logged("The Dark Side's first turn: no Conflict phase (LCG-CONFLICT-2)."));
  json told = vader;
  told["tookTurn"] = false;
  Table given(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"dark", told}});
  CHECK(given.logged("The Dark Side's first turn: no Conflict phase (LCG-CONFLICT-2)."));
  // The Light Side's first turn (turn 2) skips Refresh step 1 (LCG-REFRESH-2); turn 4 does not.
  const json luke = {{"units", {{{"card", "luke-skywalker"}, {"focus", 2}}}}};
  Table ls_first(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 2}, {"light", luke}});
  CHECK(ls_first.unit(LS, "Luke Skywalker")["focus"] == 2);
  Table ls_later(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 4}, {"light", luke}});
  CHECK(ls_later.unit(LS, "Luke Skywalker")["focus"] == 1);
}

TEST_CASE("lcg setup positions: an objective's damage is checked against its capacity once its enhancements are attached (Defense Upgrade)",
          "[lcg][setup][schema]") {
  using lcgt::start_fails;
  // Shadows of Dathomir (capacity 5) with Defense Upgrade (+3) from the play
  // area holds 6 damage in play; the setup gives that position.
  auto with_upgrade = [](int damage) {
    return json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 4},
                {"dark", {{"tookTurn", true},
                          {"objectives", {{{"card", "shadows-of-dathomir"}, {"damage", damage}}, "imperial-command", "death-and-despayre"}},
                          {"enhancements", {{{"card", "defense-upgrade"}, {"on", 0}}}}}},
                {"light", {{"tookTurn", true}}}};
  };
  Table t(with_upgrade(6));
  const json o = t.objective(DS, "Shadows of Dathomir");
  REQUIRE(o.is_object());
  CHECK(o["capacity"] == 8);
  CHECK(o["damage"] == 6);
  CHECK(o["attachments"].size() == 1);
  // At or above the raised capacity, or without the upgrade, it is refused.
  start_fails(with_upgrade(8), "bad_setup");
  json plain = with_upgrade(6);
  plain["dark"].erase("enhancements");
  start_fails(plain, "bad_setup");
  start_fails(json{{"dark", {{"objectives", {{{"card", "shadows-of-dathomir"}, {"damage", 5}}}}}}}, "bad_setup");
}

TEST_CASE("lcg docs: the setup examples of docs/api.md start the phase they name and the Balance one lets the Light Side deal Balance damage",
          "[lcg][setup][docs]") {
  const std::string md = api_md();
  const size_t from = md.find("One example per phase (each a complete `setup`):");
  REQUIRE(from != std::string::npos);
  const std::string section = md.substr(from, md.find("\n\n", md.find("\n- ", from)) - from);
  const std::vector<std::string> examples = lines_starting(section, "- ");
  REQUIRE(examples.size() == 6);
  for (const std::string& line : examples) {
    INFO(line);
    const size_t a = line.find('`'), b = line.rfind('`');
    REQUIRE(a != std::string::npos);
    REQUIRE(b > a);
    const json setup = lcgt::parse(line.substr(a + 1, b - a - 1));
    Table t(setup);
    const int active = setup["active"] == "dark" ? DS : LS;
    if (line.rfind("- Refresh", 0) == 0) {
      // The Refresh phase asks nothing: it removes a focus token (LCG-REFRESH), then the Draw phase begins.
      CHECK(t.logged("Light Side: refresh phase."));
      CHECK(t.unit(LS, "Luke Skywalker")["focus"] == 1);
      CHECK(t.phase() == "draw");
      continue;
    }
    // The first decision is the active side's, in the phase named.
    CHECK(t.phase() == setup["phase"]);
    CHECK(t.to_act() == std::vector<int>{active});
    if (line.rfind("- Balance, the Light Side to deal Balance damage:", 0) == 0) {
      // LCG-BAL-4: the Light Side's Balance phase with the token on its side.
      CHECK(active == LS);
      CHECK(t.offers(LS, "damage:"));
      CHECK(t.dial() == 0);  // the Dark Side's Balance phase would turn the dial
    }
    if (line.rfind("- Deployment", 0) == 0) CHECK(t.offers(DS, "deploy:"));
  }
}

TEST_CASE("lcg docs: docs/api.md's setup action rows cite the setup step they are (LCG-SETUP-8, LCG-MULLIGAN-1)",
          "[lcg][setup][docs]") {
  const std::string md = api_md();
  const std::vector<std::string> bottom = lines_starting(md, "| `bottom:<objective>` | setup |");
  REQUIRE(bottom.size() == 1);
  // Objective selection: 4 drawn, 3 kept, the fourth to the bottom (LCG-SETUP-8, the rule
  // "lcg setup: each player keeps 3 of 4 objectives..." tests); LCG-SETUP-6 is the token supply.
  CHECK(bottom[0].find("(LCG-SETUP-8)") != std::string::npos);
  CHECK(bottom[0].find("LCG-SETUP-6") == std::string::npos);
  const std::vector<std::string> mulligan = lines_starting(md, "| `mulligan` / `keep` | setup |");
  REQUIRE(mulligan.size() == 1);
  CHECK(mulligan[0].find("(LCG-MULLIGAN-1)") != std::string::npos);
}

TEST_CASE("lcg setup positions: the affiliation card may start focused, as after paying with it (LCG-RES-2)", "[lcg][setup][schema]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dark", {{"affiliation", {{"focus", 1}}}}}});
  CHECK(t.player(DS)["affiliationCard"]["focus"] == 1);
  CHECK(t.player(LS)["affiliationCard"]["focus"] == 0);
  lcgt::start_fails({{"dark", {{"affiliation", {{"focus", -1}}}}}}, "bad_setup");
  lcgt::start_fails({{"dark", {{"affiliation", {{"exhausted", true}}}}}}, "bad_setup");
}
