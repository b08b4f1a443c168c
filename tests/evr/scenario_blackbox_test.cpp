// Black-box scenario tests for Empire vs Rebellion, written from the rules
// (seed 004, the digest shared/rules/evr.md, docs/rulings.md) and the public
// JSON API (docs/api.md) only. Every scenario sets up a position through the
// start config's "setup", acts through Match::apply and checks what the rule
// demands through status()/view()/legal_actions()/log()/save().
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>
#include "evr_fixture.h"

namespace bb {

using evrtest::Evr;
using evrtest::json;
using evrtest::parse;
using Ids = std::vector<std::string>;

constexpr int R = Evr::R;  // seat 0 (rebelSeat 0)
constexpr int I = Evr::I;  // seat 1

// An exhausted card in a setup's "inPlay".
json ex(const std::string& id) { return json{{"card", id}, {"exhausted", true}}; }

// One faction's setup: cards in play and the chosen strategy, plus extra fields.
json side(const json& in_play, const std::string& strategy, json extra = json::object()) {
  json j = std::move(extra);
  j["inPlay"] = in_play;
  if (!j.contains("strategy")) j["strategy"] = json::object();
  j["strategy"]["chosen"] = strategy;
  return j;
}

// A Struggle-phase position.
json struggle(const std::string& event, const std::string& balance, const json& rebel, const json& imperial,
              json extra = json::object()) {
  json j = std::move(extra);
  j["phase"] = "struggle";
  j["event"] = event;
  j["balance"] = balance;
  j["rebel"] = rebel;
  j["imperial"] = imperial;
  return j;
}

Ids strs(const json& a) {
  Ids v;
  for (const json& x : a) v.push_back(x.get<std::string>());
  return v;
}
Ids sorted(Ids v) {
  std::sort(v.begin(), v.end());
  return v;
}
std::vector<int> sorted_seats(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}
bool has(const Ids& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }
bool has_prefix(const Ids& v, const std::string& p) {
  for (const auto& s : v)
    if (s.rfind(p, 0) == 0) return true;
  return false;
}
Ids with_prefix(const Ids& v, const std::string& p) {
  Ids out;
  for (const auto& s : v)
    if (s.rfind(p, 0) == 0) out.push_back(s);
  return out;
}

json ev(const Evr& g) { return g.view(-1)["event"]; }
json last(const Evr& g) { return g.view(-1)["lastResult"]; }
std::string balance(const Evr& g) {
  json b = g.view(-1)["balance"];
  return b.is_null() ? std::string("null") : b.get<std::string>();
}
int deck_count(const Evr& g, int seat) { return g.player(seat)["deck"]["count"].get<int>(); }
int reserve_count(const Evr& g, int seat) { return g.player(seat)["reserve"]["count"].get<int>(); }
Ids won(const Evr& g, int seat) {
  Ids v;
  const json p = g.player(seat);
  for (const json& e : p["wonEvents"]) v.push_back(e["id"].get<std::string>());
  return v;
}
json strat(const Evr& g, int seat, int viewer) { return g.player(seat, viewer)["strategies"]; }
json card_in_play(const Evr& g, int seat, const std::string& id) {
  const json p = g.player(seat);
  for (const json& c : p["inPlay"])
    if (c["id"] == id) return c;
  FAIL("card " << id << " not in play");
  return json();
}
std::string log_text(const Evr& g, int seat) {
  std::string t;
  const json l = g.log(seat);
  for (const json& e : l) t += e.dump() + "\n";
  return t;
}
std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
bool text_has(const std::string& hay, const std::string& needle) {
  return lower(hay).find(lower(needle)) != std::string::npos;
}

// Ends a struggle by passing in turn order (two consecutive passes).
void pass_out(Evr& g) {
  for (int i = 0; i < 2 && g.phase() == "struggle"; ++i) {
    std::vector<int> t = g.to_act();
    REQUIRE(t.size() == 1);
    g.act(t[0], "pass");
  }
  REQUIRE(g.phase() != "struggle");
}

}  // namespace bb

using namespace bb;

// ---------------------------------------------------------------------------
// Struggle
// ---------------------------------------------------------------------------

TEST_CASE("EVR-STRUGGLE-1 + EVR-DOM-14: next round's first turn goes to the faction the re-set balance token shows",
          "[evr][blackbox]") {
  SECTION("Rebels at seat 1, Empire wins round 1 -> Rebels (fewer VP) start round 2") {
    const int reb = 1, imp = 0;
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.force-2"}, "bureaucracy"),
                   side({"imp.force-5", "imp.military-4"}, "bureaucracy"),
                   {{"eventDeck", {"heart-of-the-empire"}}}),
          {{"rebelSeat", 1}});
    CHECK(g.to_act() == std::vector<int>{imp});  // balance shows Imperial
    pass_out(g);
    REQUIRE(last(g)["winner"] == imp);
    CHECK(balance(g) == "rebel");
    REQUIRE(g.phase() == "planning");
    g.act(reb, "strategy:deception");
    g.act(imp, "strategy:deception");
    REQUIRE(g.phase() == "struggle");
    CHECK(g.to_act() == std::vector<int>{reb});
    CHECK(g.try_act(imp, "play") == "not_your_turn");
  }
  SECTION("Rebels at seat 0, Rebels win round 1 -> Empire (fewer VP) starts round 2") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-5", "reb.military-4"}, "bureaucracy"),
                   side({"imp.force-2"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
    CHECK(g.to_act() == std::vector<int>{R});
    pass_out(g);
    REQUIRE(last(g)["winner"] == R);
    CHECK(balance(g) == "imperial");
    g.act(R, "strategy:deception");
    g.act(I, "strategy:deception");
    REQUIRE(g.phase() == "struggle");
    CHECK(g.to_act() == std::vector<int>{I});
  }
}

TEST_CASE("EVR-STRUGGLE-9 forced play: nothing in play means the only legal action is play", "[evr][blackbox]") {
  SECTION("mid-struggle, second player has an empty play area but influence") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-2"}, "bureaucracy"),
                   side(json::array(), "bureaucracy", {{"influence", 3}})));
    g.act(R, "pass");
    CHECK(g.ids(I) == Ids{"play"});
    CHECK(g.try_act(I, "pass") == "illegal_action");
    g.act(I, "play");
    CHECK(g.phase() == "struggle");  // a play is not a pass: R's earlier pass does not end anything
    g.act(R, "pass");
    CHECK(has(g.ids(I), "pass"));
  }
  SECTION("start of the struggle from planning: both players are forced to play their first card") {
    Evr g(json{{"phase", "planning"}, {"eventDeck", {"diplomatic-freedom"}}, {"balance", "imperial"}});
    g.act(R, "strategy:bureaucracy");
    g.act(I, "strategy:direct-assault");
    REQUIRE(g.phase() == "struggle");
    REQUIRE(g.to_act() == std::vector<int>{I});
    CHECK(g.ids(I) == Ids{"play"});
    g.act(I, "play");
    CHECK(g.ids(R) == Ids{"play"});
    CHECK(g.try_act(R, "pass") == "illegal_action");
  }
}

TEST_CASE("EVR-STRUGGLE-4 capacity counts active and exhausted cards", "[evr][blackbox]") {
  Evr g(struggle("control-of-endor", "rebel",
                 side({"reb.force-2", ex("reb.yoda")}, "bureaucracy", {{"deck", {"reb.recon-2"}}}),
                 side({"imp.force-3"}, "bureaucracy", {{"deck", {"imp.recon-2"}}})));
  REQUIRE(ev(g)["capacity"] == 2);
  CHECK(g.player(R)["capacity"] == 2);
  // Rebel: 1 active + 1 exhausted = 2 = capacity.
  CHECK_FALSE(g.can(R, "play"));
  CHECK(g.try_act(R, "play") == "illegal_action");
  g.act(R, "pass");
  // Imperial: 1 card, below capacity.
  CHECK(g.can(I, "play"));
  g.act(I, "play");
  CHECK(g.in_play(I).size() == 2);
  g.act(R, "pass");
  CHECK_FALSE(g.can(I, "play"));
  CHECK(g.try_act(I, "play") == "illegal_action");
}

TEST_CASE("EVR-STRUGGLE-5 Use the Force only on own active cards, exhausting a character lowers its value",
          "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.yoda", ex("reb.military-3")}, "bureaucracy"),
                 side({"imp.force-4"}, "bureaucracy")));
  CHECK(with_prefix(g.ids(R), "force:") == Ids{"force:reb.yoda"});  // not the exhausted card, not the opponent's
  CHECK(g.try_act(R, "force:reb.military-3") == "illegal_action");
  CHECK(g.try_act(R, "force:imp.force-4") == "illegal_action");
  const json yoda = card_in_play(g, R, "reb.yoda");
  REQUIRE(yoda["character"] == true);
  const int active = yoda["value"].get<int>(), exhausted = yoda["exhaustedValue"].get<int>();
  CHECK(exhausted < active);  // EVR-COMP-3: a character is worth less exhausted
  CHECK(g.total(R) == active + 3);
  const int infl = g.influence(R);
  g.act(R, "force:reb.yoda");
  CHECK(g.exhausted(R, "reb.yoda"));
  CHECK(g.influence(R) == infl + 1);  // Yoda's printed power
  CHECK(g.total(R) == exhausted + 3);
  g.act(I, "pass");
  CHECK_FALSE(g.can(R, "force:reb.yoda"));
  CHECK(g.try_act(R, "force:reb.yoda") == "illegal_action");
}

TEST_CASE("EVR-STRUGGLE-7 spend influence needs a token and an exhausted card of your own", "[evr][blackbox]") {
  SECTION("no token: not offered") {
    Evr g(struggle("heart-of-the-empire", "rebel", side(json::array({ex("reb.yoda")}), "bureaucracy", {{"influence", 0}}),
                   side({"imp.force-4"}, "bureaucracy")));
    CHECK_FALSE(has_prefix(g.ids(R), "influence:"));
    CHECK(g.try_act(R, "influence:reb.yoda") == "illegal_action");
  }
  SECTION("tokens but only the opponent has an exhausted card: not offered") {
    Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.force-2"}, "bureaucracy", {{"influence", 3}}),
                   side(json::array({ex("imp.force-4")}), "bureaucracy")));
    CHECK_FALSE(has_prefix(g.ids(R), "influence:"));
    CHECK(g.try_act(R, "influence:imp.force-4") == "illegal_action");
  }
  SECTION("token + own exhausted card: readies it, costs 1 token, and the power can be used again") {
    Evr g(struggle("heart-of-the-empire", "rebel",
                   side({ex("reb.yoda"), ex("reb.recon-2")}, "bureaucracy", {{"influence", 1}}),
                   side({"imp.force-4"}, "bureaucracy", {{"influence", 2}})));
    CHECK(sorted(with_prefix(g.ids(R), "influence:")) == Ids{"influence:reb.recon-2", "influence:reb.yoda"});
    g.act(R, "influence:reb.yoda");
    CHECK_FALSE(g.exhausted(R, "reb.yoda"));
    CHECK(g.exhausted(R, "reb.recon-2"));
    CHECK(g.influence(R) == 0);
    CHECK(g.influence(I) == 2);
    CHECK(g.total(R) == card_in_play(g, R, "reb.yoda")["value"].get<int>() + 2);
    g.act(I, "pass");
    CHECK_FALSE(has_prefix(g.ids(R), "influence:"));  // no token left
    CHECK(g.can(R, "force:reb.yoda"));                 // ability usable again this round
    g.act(R, "force:reb.yoda");
    CHECK(g.influence(R) == 1);
  }
}

TEST_CASE("EVR-STRUGGLE-10 two consecutive passes end the struggle, any action in between resets", "[evr][blackbox]") {
  Evr g(struggle("battle-of-hoth", "rebel", side({"reb.force-2"}, "bureaucracy", {{"influence", 2}}),
                 side({"imp.grand-moff-tarkin", "imp.force-3"}, "bureaucracy", {{"deck", {"imp.recon-2"}}}),
                 {{"eventDeck", {"heart-of-the-empire"}}}));
  g.act(R, "pass");
  CHECK(g.view(-1)["passes"] == 1);
  g.act(I, "play");  // not a pass
  CHECK(g.phase() == "struggle");
  CHECK(g.view(-1)["passes"] == 0);
  g.act(R, "pass");
  CHECK(g.phase() == "struggle");
  g.act(I, "force:imp.grand-moff-tarkin");  // Use the Force is not a pass either
  CHECK(g.phase() == "struggle");
  CHECK(g.view(-1)["passes"] == 0);
  g.act(R, "pass");
  CHECK(g.phase() == "struggle");
  CHECK(g.view(-1)["passes"] == 1);
  g.act(I, "pass");
  CHECK(g.phase() != "struggle");
  CHECK(last(g)["round"] == 1);
}

TEST_CASE("EVR-STRUGGLE-8 a player who passed may act again later in the struggle", "[evr][blackbox]") {
  Evr g(struggle("battle-of-hoth", "rebel", side({"reb.force-2"}, "bureaucracy", {{"deck", {"reb.military-5"}}}),
                 side({"imp.force-3"}, "bureaucracy", {{"deck", {"imp.recon-2"}}})));
  g.act(R, "pass");
  g.act(I, "play");
  REQUIRE(g.can(R, "play"));
  g.act(R, "play");
  CHECK(g.in_play(R) == Ids{"reb.force-2", "reb.military-5"});
  g.act(I, "pass");
  g.act(R, "pass");
  CHECK(g.phase() != "struggle");
}

TEST_CASE("EVR-STRUGGLE-12 / EVR-FAQ-2 an empty deck is rebuilt from the discard pile when a card must be played",
          "[evr][blackbox]") {
  const json discard = {"reb.military-2", "reb.military-3", "reb.force-2", "reb.force-3", "reb.force-4",
                        "reb.force-5",    "reb.recon-2",    "reb.recon-3", "reb.recon-4", "reb.recon-5",
                        "reb.diplomacy-2", "reb.diplomacy-3", "reb.diplomacy-4", "reb.diplomacy-5"};
  Evr g(struggle("battle-of-hoth", "rebel",
                 side({"reb.military-4", "reb.military-5"}, "bureaucracy", {{"deck", json::array()}, {"discard", discard}}),
                 side({"imp.force-3"}, "bureaucracy")));
  REQUIRE(deck_count(g, R) == 0);
  REQUIRE(g.discard(R).size() == 14);
  REQUIRE(g.can(R, "play"));
  g.act(R, "play");
  const Ids ip = g.in_play(R);
  REQUIRE(ip.size() == 3);
  CHECK(has(strs(discard), ip[2]));  // the new card came from the old discard pile
  CHECK(g.discard(R).empty());
  CHECK(deck_count(g, R) == 13);
}

TEST_CASE("EVR-STRUGGLE-11 totals use exhausted values, an exhausted character can bring a total under the target",
          "[evr][blackbox]") {
  // Heart of the Empire: target 13. Luke active would make 6+5+3 = 14 (over).
  Evr g(struggle("heart-of-the-empire", "rebel",
                 side({ex("reb.luke-skywalker"), "reb.military-5", "reb.recon-3"}, "bureaucracy"),
                 side({"imp.force-5", "imp.recon-3"}, "bureaucracy")));
  REQUIRE(ev(g)["target"] == 13);
  const json luke = card_in_play(g, R, "reb.luke-skywalker");
  CHECK(luke["current"] == luke["exhaustedValue"]);
  const int rt = luke["exhaustedValue"].get<int>() + 8;
  REQUIRE(luke["value"].get<int>() + 8 > 13);  // the scenario only discriminates if active Luke is over
  CHECK(g.total(R) == rt);
  CHECK(g.total(I) == 8);
  pass_out(g);
  CHECK(last(g)["totals"] == json::array({rt, 8}));
  REQUIRE(rt != 8);  // no tie, so the expectation below is unambiguous
  CHECK(last(g)["winner"] == ((rt <= 13 && rt > 8) ? R : I));
}

// ---------------------------------------------------------------------------
// Winner determination
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-6 the higher total within the target wins", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                 side({"imp.military-4", "imp.force-5"}, "bureaucracy")));
  REQUIRE(ev(g)["target"] == 11);
  pass_out(g);
  CHECK(last(g)["totals"] == json::array({10, 9}));
  CHECK(last(g)["winner"] == R);
  CHECK(won(g, R) == Ids{"diplomatic-freedom"});
  CHECK(won(g, I).empty());
}

TEST_CASE("EVR-DOM-6 a total exactly equal to the target is allowed and wins", "[evr][blackbox]") {
  SECTION("Imperial exactly 11 beats Rebel 10 (token on Rebel, so no tie-break help)") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                   side({"imp.military-5", "imp.force-4", "imp.recon-2"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["totals"] == json::array({10, 11}));
    CHECK(last(g)["winner"] == I);
  }
  SECTION("Rebel exactly 11 beats Imperial 10") {
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-4", "reb.recon-2"}, "bureaucracy"),
                   side({"imp.military-5", "imp.force-5"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["winner"] == R);
  }
}

TEST_CASE("EVR-DOM-6 one player over the target: the other wins even with a much lower total", "[evr][blackbox]") {
  SECTION("Rebel 12 over 11, Imperial 2") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "bureaucracy"),
                   side({"imp.force-2"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["totals"] == json::array({12, 2}));
    CHECK(last(g)["winner"] == I);
    CHECK(g.vp(I) == 1);
    CHECK(g.vp(R) == 0);
  }
  SECTION("Imperial 14 over 11, Rebel 3; the balance token (Imperial) does not matter") {
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.force-3"}, "bureaucracy"),
                   side({"imp.military-5", "imp.force-5", "imp.recon-4"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["winner"] == R);
  }
}

TEST_CASE("EVR-DOM-7 equal totals within the target: the faction on the balance token wins", "[evr][blackbox]") {
  for (const char* tok : {"rebel", "imperial"}) {
    INFO("balance " << tok);
    Evr g(struggle("diplomatic-freedom", tok, side({"reb.military-5", "reb.force-4"}, "bureaucracy"),
                   side({"imp.recon-5", "imp.diplomacy-4"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["totals"] == json::array({9, 9}));
    CHECK(last(g)["winner"] == (std::string(tok) == "rebel" ? R : I));
  }
}

TEST_CASE("EVR-DOM-8 both over the target: nobody wins and the event goes to the bottom of the event deck",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "bureaucracy"),
                 side({"imp.military-5", "imp.force-5", "imp.recon-3"}, "bureaucracy"),
                 {{"eventDeck", {"heart-of-the-empire", "battle-of-yavin"}}}));
  const int count_before = g.view(-1)["eventDeck"]["count"].get<int>();
  pass_out(g);
  CHECK(last(g)["winner"].is_null());
  CHECK(g.vp(R) == 0);
  CHECK(g.vp(I) == 0);
  CHECK(won(g, R).empty());
  CHECK(won(g, I).empty());
  CHECK(g.influence(R) == 2);  // no influence reward, no Bureaucracy (nobody lost, and both are over)
  CHECK(g.influence(I) == 2);
  // Next round reveals the top card, not the unclaimed event.
  CHECK(g.status()["round"] == 2);
  CHECK(ev(g)["id"] == "heart-of-the-empire");
  // Face down at the bottom: one card left the top, one went under.
  CHECK(g.view(-1)["eventDeck"]["count"] == count_before);
  const json st = parse(g.save())["state"];
  REQUIRE(st.contains("eventDeck"));
  const Ids order = strs(st["eventDeck"]);
  REQUIRE(!order.empty());
  CHECK(order.front() == "battle-of-yavin");
  CHECK(order.back() == "diplomatic-freedom");
  // Nobody sees the event deck's order in a view.
  CHECK(g.view(R)["eventDeck"].size() == 1);
}

// ---------------------------------------------------------------------------
// Dominance: strategies
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-3 an over-target player's strategy has no effect (Bureaucracy of an over-target loser)",
          "[evr][blackbox]") {
  SECTION("over the target: the loser's Bureaucracy is cancelled") {
    Evr g(struggle("diplomatic-freedom", "rebel",
                   side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "bureaucracy"),
                   side({"imp.force-3"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["winner"] == I);
    CHECK(last(g)["cancelled"] == json::array({true, false}));
    CHECK(g.influence(R) == 2);
    CHECK(g.influence(I) == 2 + 2);  // the event's influence value
  }
  SECTION("control: within the target, the loser's Bureaucracy gives 2 tokens") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                   side({"imp.military-5", "imp.force-4", "imp.recon-2"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["winner"] == I);
    CHECK(last(g)["cancelled"] == json::array({false, false}));
    CHECK(g.influence(R) == 4);
  }
}

TEST_CASE("OQ-EVR-09 Direct Assault adds 2 when the winner is determined, and can push a total over the target",
          "[evr][blackbox]") {
  SECTION("+2 turns a loss into a win") {
    Evr g(struggle("heart-of-the-empire", "imperial", side({"reb.military-5", "reb.force-5"}, "direct-assault"),
                   side({"imp.military-5", "imp.force-4", "imp.recon-2"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["totals"] == json::array({10, 11}));
    CHECK(last(g)["finalTotals"] == json::array({12, 11}));
    CHECK(last(g)["winner"] == R);
  }
  SECTION("+2 pushes 12 over 13, so the lower Imperial total wins") {
    Evr g(struggle("heart-of-the-empire", "rebel",
                   side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "direct-assault"),
                   side({"imp.military-5", "imp.force-4"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["cancelled"] == json::array({false, false}));  // 12 <= 13 at reveal
    CHECK(last(g)["finalTotals"] == json::array({14, 9}));
    CHECK(last(g)["winner"] == I);
  }
}

TEST_CASE("EVR-DOM-5 / EVR-FAQ-8 Deception swaps the result, but two Deceptions cancel", "[evr][blackbox]") {
  SECTION("one Deception: the would-be loser wins; the real loser's Bureaucracy then pays") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                   side({"imp.military-4", "imp.force-4"}, "deception")));
    pass_out(g);
    CHECK(last(g)["totals"] == json::array({10, 8}));
    CHECK(last(g)["winner"] == I);
    CHECK(g.vp(I) == 1);
    CHECK(g.influence(R) == 4);  // Rebel lost: Bureaucracy
  }
  SECTION("both Deception: neither applies, the higher total wins") {
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-5"}, "deception"),
                   side({"imp.military-4", "imp.force-4"}, "deception")));
    pass_out(g);
    CHECK(last(g)["winner"] == R);
    CHECK(g.vp(R) == 1);
  }
}

TEST_CASE("EVR-DOM-9 / EVR-DOM-10 the winner takes the event, its VP and its influence value", "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel",
                 side({"reb.military-5", "reb.force-5"}, "bureaucracy", {{"won", {"battle-of-hoth"}}}),
                 side({"imp.force-2"}, "infiltration", {{"influence", 5}})));
  REQUIRE(g.vp(R) == 3);
  const json e = ev(g);
  REQUIRE(e["vp"] == 1);
  REQUIRE(e["influence"] == 2);
  pass_out(g);
  REQUIRE(last(g)["winner"] == R);
  CHECK(g.vp(R) == 4);
  CHECK(sorted(won(g, R)) == Ids{"battle-of-hoth", "heart-of-the-empire"});
  CHECK(g.influence(R) == 4);
  CHECK(g.vp(I) == 0);
  CHECK(g.influence(I) == 5);
  CHECK(g.status()["score"]["0"] == 4);
  CHECK(g.status()["score"]["1"] == 0);
}

TEST_CASE("EVR-DOM-11 / OQ-EVR-11 / EVR-FAQ-12 an event effect happens only when someone wins", "[evr][blackbox]") {
  // Acquire the Death Star Plans: the loser discards 2 influence tokens.
  SECTION("both over the target: nobody loses tokens") {
    Evr g(struggle("acquire-the-death-star-plans", "rebel",
                   side({"reb.military-5", "reb.force-5", "reb.recon-4"}, "deception", {{"influence", 3}}),
                   side({"imp.military-5", "imp.force-5", "imp.recon-5"}, "deception", {{"influence", 3}})));
    REQUIRE(ev(g)["target"] == 13);
    REQUIRE(ev(g)["timing"] == "resolution");
    pass_out(g);
    CHECK(last(g)["winner"].is_null());
    CHECK(g.influence(R) == 3);
    CHECK(g.influence(I) == 3);
  }
  SECTION("with a winner: the loser with 1 token discards all he has and no more") {
    Evr g(struggle("acquire-the-death-star-plans", "rebel",
                   side({"reb.military-5", "reb.force-5"}, "deception", {{"influence", 2}}),
                   side({"imp.force-3"}, "deception", {{"influence", 1}})));
    pass_out(g);
    REQUIRE(last(g)["winner"] == R);
    CHECK(g.influence(I) == 0);
    CHECK(g.influence(R) == 3);  // 2 + influence value 1
    CHECK(g.vp(R) == 2);
  }
  SECTION("rulings order: the loser's Bureaucracy (+2) comes before the event effect (-2)") {
    Evr g(struggle("acquire-the-death-star-plans", "rebel",
                   side({"reb.military-5", "reb.force-5"}, "direct-assault", {{"influence", 2}}),
                   side({"imp.force-3"}, "bureaucracy", {{"influence", 0}})));
    pass_out(g);
    REQUIRE(last(g)["winner"] == R);
    CHECK(g.influence(I) == 0);
  }
}

// ---------------------------------------------------------------------------
// Winning
// ---------------------------------------------------------------------------

TEST_CASE("EVR-WIN-1 / EVR-DOM-12 reaching 7 or more VP ends the game at once", "[evr][blackbox]") {
  SECTION("Rebel 6 VP + 1 = 7") {
    Evr g(struggle("diplomatic-freedom", "rebel",
                   side({"reb.military-5", "reb.force-5"}, "bureaucracy", {{"won", {"battle-of-hoth", "battle-of-yavin"}}}),
                   side({"imp.force-3"}, "bureaucracy")));
    REQUIRE(g.vp(R) == 6);
    pass_out(g);
    const json st = g.status();
    CHECK(st["terminal"] == true);
    CHECK(st["winners"] == json::array({R}));
    CHECK(g.vp(R) == 7);
    CHECK(g.view(-1)["phase"] == "over");
    CHECK(g.ids(R).empty());
    CHECK(g.ids(I).empty());
    CHECK(g.try_act(R, "strategy:deception") == "game_over");
  }
  SECTION("Imperial 6 VP + 2 = 8") {
    Evr g(struggle("acquire-the-death-star-plans", "rebel", side({"reb.force-3"}, "bureaucracy"),
                   side({"imp.military-5", "imp.force-5"}, "bureaucracy", {{"won", {"battle-of-hoth", "battle-of-yavin"}}})));
    pass_out(g);
    CHECK(g.status()["terminal"] == true);
    CHECK(g.status()["winners"] == json::array({I}));
  }
  SECTION("6 VP is not enough: the game goes on to the next round") {
    Evr g(struggle("diplomatic-freedom", "rebel",
                   side({"reb.military-5", "reb.force-5"}, "bureaucracy",
                        {{"won", {"battle-of-hoth", "destroy-the-shield-generator"}}}),
                   side({"imp.force-3"}, "bureaucracy")));
    REQUIRE(g.vp(R) == 5);
    pass_out(g);
    CHECK(g.vp(R) == 6);
    CHECK(g.status()["terminal"] == false);
    CHECK(g.phase() == "planning");
    CHECK(g.status()["round"] == 2);
  }
}

// ---------------------------------------------------------------------------
// Balance token
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-14 balance token shows the faction with fewer VP (even if that faction won the event)",
          "[evr][blackbox]") {
  // Rebel had 3 VP; the Empire wins a 1-VP event: 3 vs 1, the Empire has fewer.
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-3"}, "bureaucracy", {{"won", {"battle-of-hoth"}}}),
                 side({"imp.military-5", "imp.force-5"}, "bureaucracy")));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  CHECK(balance(g) == "imperial");
}

TEST_CASE("EVR-DOM-14 equal VP after the round: the token shows the loser of the event", "[evr][blackbox]") {
  SECTION("Rebel wins to equalise 1-1 -> Imperial (the loser)") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                   side({"imp.force-3"}, "bureaucracy", {{"won", {"heart-of-the-empire"}}})));
    pass_out(g);
    REQUIRE(last(g)["winner"] == R);
    REQUIRE(g.vp(R) == g.vp(I));
    CHECK(balance(g) == "imperial");
  }
  SECTION("Empire wins to equalise 1-1 -> Rebel (the loser)") {
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.force-3"}, "bureaucracy", {{"won", {"heart-of-the-empire"}}}),
                   side({"imp.military-5", "imp.force-5"}, "bureaucracy")));
    pass_out(g);
    REQUIRE(last(g)["winner"] == I);
    REQUIRE(g.vp(R) == g.vp(I));
    CHECK(balance(g) == "rebel");
  }
}

TEST_CASE("OQ-EVR-12 / EVR-DOM-14 nobody wins: equal VP leaves the token, unequal VP gives it to fewer VP",
          "[evr][blackbox]") {
  const json rOver = {"reb.military-5", "reb.force-5", "reb.recon-2"};
  const json iOver = {"imp.military-5", "imp.force-5", "imp.recon-3"};
  for (const char* tok : {"rebel", "imperial"}) {
    INFO("token " << tok << ", 0-0 VP");
    Evr g(struggle("diplomatic-freedom", tok, side(rOver, "bureaucracy"), side(iOver, "bureaucracy")));
    pass_out(g);
    REQUIRE(last(g)["winner"].is_null());
    CHECK(balance(g) == tok);
  }
  {
    INFO("token rebel, Rebel 3 VP vs Imperial 0 VP");
    Evr g(struggle("diplomatic-freedom", "rebel", side(rOver, "bureaucracy", {{"won", {"battle-of-hoth"}}}),
                   side(iOver, "bureaucracy")));
    pass_out(g);
    REQUIRE(last(g)["winner"].is_null());
    CHECK(balance(g) == "imperial");
  }
}

// ---------------------------------------------------------------------------
// Strategy recycling and resource reshuffle
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-15 / EVR-PLAN-4 a used strategy is face up and cannot be chosen until all five are used",
          "[evr][blackbox]") {
  SECTION("first use: deception becomes used (public) and is not offered next round") {
    Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "deception"),
                   side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
    pass_out(g);
    REQUIRE(g.phase() == "planning");
    CHECK(strs(strat(g, R, I)["used"]) == Ids{"deception"});  // the opponent sees it (face up)
    CHECK(strat(g, R, I)["faceDown"] == 4);
    const Ids opts = with_prefix(g.ids(R), "strategy:");
    CHECK(sorted(opts) == Ids{"strategy:bureaucracy", "strategy:direct-assault", "strategy:infiltration", "strategy:support"});
    CHECK(g.try_act(R, "strategy:deception") == "illegal_action");
  }
  SECTION("last unused card used: all five come back face down") {
    Evr g(struggle("diplomatic-freedom", "rebel",
                   side({"reb.military-5", "reb.force-5"}, "deception",
                        {{"strategy", {{"used", {"bureaucracy", "direct-assault", "infiltration", "support"}}}}}),
                   side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
    pass_out(g);
    REQUIRE(g.phase() == "planning");
    CHECK(strat(g, R, I)["used"].empty());
    CHECK(strat(g, R, I)["faceDown"] == 5);
    CHECK(with_prefix(g.ids(R), "strategy:").size() == 5);
    g.act(R, "strategy:deception");
  }
}

TEST_CASE("EVR-DOM-13 end of round: every resource card except the reserve is shuffled back into the deck",
          "[evr][blackbox]") {
  const json reserve = {"reb.leia-organa", "reb.lando-calrissian", "reb.obi-wan-kenobi", "reb.r2-d2-c-3po"};
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({ex("reb.han-solo"), "reb.military-5", ex("reb.force-2")}, "bureaucracy",
                      {{"deck", {"reb.yoda", "reb.luke-skywalker"}},
                       {"discard", {"reb.recon-2", "reb.chewbacca"}},
                       {"reserve", reserve}}),
                 side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  REQUIRE(reserve_count(g, R) == 4);
  REQUIRE(deck_count(g, R) + g.in_play(R).size() + g.discard(R).size() == 20);
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(g.in_play(R).empty());
  CHECK(g.discard(R).empty());
  CHECK(deck_count(g, R) == 20);
  CHECK(reserve_count(g, R) == 4);
  Ids res;
  const json p = g.player(R, R);
  for (const json& c : p["reserve"]["cards"]) res.push_back(c["id"].get<std::string>());
  CHECK(sorted(res) == sorted(strs(reserve)));
  CHECK(g.in_play(I).empty());
  CHECK(deck_count(g, I) == 16);
  // Next struggle: cards come out active.
  g.act(R, "strategy:deception");
  g.act(I, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  const int first = g.to_act()[0];
  g.act(first, "play");
  const json c = g.player(first)["inPlay"][0];
  CHECK(c["exhausted"] == false);
}

// ---------------------------------------------------------------------------
// Planning
// ---------------------------------------------------------------------------

TEST_CASE("EVR-PLAN-2 each round reveals the top card of the event deck", "[evr][blackbox]") {
  Evr g(json{{"phase", "planning"}, {"balance", "rebel"},
             {"eventDeck", {"heart-of-the-empire", "battle-of-yavin", "control-of-endor"}}});
  CHECK(ev(g)["id"] == "heart-of-the-empire");
  CHECK(g.view(-1)["eventDeck"]["count"] == 23);
  g.act(R, "strategy:bureaucracy");
  g.act(I, "strategy:bureaucracy");
  g.act(R, "play");
  g.act(I, "play");
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(g.status()["round"] == 2);
  CHECK(ev(g)["id"] == "battle-of-yavin");
  CHECK(g.view(-1)["eventDeck"]["count"] == 22);
}

TEST_CASE("EVR-PLAN-4 / EVR-COMP-9 strategies are chosen secretly and simultaneously", "[evr][blackbox]") {
  Evr g(json{{"phase", "planning"}, {"balance", "rebel"}, {"eventDeck", {"diplomatic-freedom"}}});
  CHECK(sorted_seats(g.to_act()) == std::vector<int>{R, I});
  g.act(R, "strategy:direct-assault");
  CHECK(g.phase() == "planning");
  CHECK(g.ids(R).empty());
  CHECK(g.to_act() == std::vector<int>{I});
  // Owner sees it, opponent and spectator only see that a choice was made.
  CHECK(strat(g, R, R)["chosen"] == "direct-assault");
  CHECK(strat(g, R, I)["chosen"].is_null());
  CHECK(strat(g, R, I)["hasChosen"] == true);
  CHECK(strat(g, R, -1)["chosen"].is_null());
  CHECK_FALSE(strat(g, R, I).contains("unused"));
  CHECK_FALSE(text_has(g.view(I)["players"][R].dump(), "direct-assault"));
  CHECK_FALSE(text_has(log_text(g, I), "direct"));
  CHECK_FALSE(text_has(log_text(g, -1), "direct"));
  // The Empire may pick the same card (each faction has its own five).
  CHECK(g.can(I, "strategy:direct-assault"));
  const json applied = g.act(I, "strategy:direct-assault");
  for (const json& e : applied["events"])
    if (e["actor"] == R) CHECK_FALSE(text_has(e.dump(), "direct"));
  REQUIRE(g.phase() == "struggle");
  CHECK(strat(g, I, R)["chosen"].is_null());
  CHECK(strat(g, R, I)["chosen"].is_null());
  CHECK_FALSE(text_has(g.view(I)["players"][R].dump(), "direct-assault"));
  CHECK_FALSE(text_has(g.view(R)["players"][I].dump(), "direct-assault"));
  // Revealed in Dominance.
  g.act(R, "play");
  g.act(I, "play");
  pass_out(g);
  CHECK(last(g)["strategies"] == json::array({"direct-assault", "direct-assault"}));
}

TEST_CASE("OQ-EVR-15 / EVR-PLAN-5 / EVR-FAQ-9 Infiltration: next round its player picks the opponent's card",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "infiltration"),
                 side({"imp.force-3"}, "bureaucracy", {{"strategy", {{"used", {"support"}}}}}),
                 {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  // The Empire has no choice of its own.
  CHECK_FALSE(has_prefix(g.ids(I), "strategy:"));
  CHECK(g.try_act(I, "strategy:deception") != "");
  // The Rebel chooses among the Empire's unused cards (support and bureaucracy are used).
  const Ids forOpp = sorted(with_prefix(g.ids(R), "strategy-for-opponent:"));
  CHECK(forOpp == Ids{"strategy-for-opponent:deception", "strategy-for-opponent:direct-assault",
                      "strategy-for-opponent:infiltration"});
  // Own choice excludes the used Infiltration.
  CHECK_FALSE(g.can(R, "strategy:infiltration"));
  g.act(R, "strategy-for-opponent:direct-assault");
  // EVR-FAQ-9: the owner may look at it; the spectator may not.
  CHECK(strat(g, I, I)["chosen"] == "direct-assault");
  CHECK(strat(g, I, -1)["chosen"].is_null());
  CHECK(g.ids(I).empty());
  if (g.phase() == "planning") g.act(R, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  CHECK(strat(g, R, I)["chosen"].is_null());  // the Rebel's own choice stays secret
}

TEST_CASE("EVR-DOM-3 + OQ-EVR-15 an over-target player's Infiltration gives no choice next round", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "infiltration"),
                 side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(last(g)["cancelled"][0] == true);
  CHECK_FALSE(has_prefix(g.ids(R), "strategy-for-opponent:"));
  CHECK(has_prefix(g.ids(I), "strategy:"));
  CHECK(sorted_seats(g.to_act()) == std::vector<int>{R, I});
}

TEST_CASE("EVR-FAQ-10 both Infiltration: each picks for the other, nobody looks until both have picked",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "infiltration"),
                 side({"imp.force-3"}, "infiltration"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(has_prefix(g.ids(R), "strategy-for-opponent:"));
  CHECK(has_prefix(g.ids(I), "strategy-for-opponent:"));
  CHECK_FALSE(has_prefix(g.ids(R), "strategy:"));
  CHECK_FALSE(has_prefix(g.ids(I), "strategy:"));
  g.act(R, "strategy-for-opponent:bureaucracy");
  // The Empire must not see its card yet; the Rebel chose it and may know it.
  CHECK(strat(g, I, I)["chosen"].is_null());
  g.act(I, "strategy-for-opponent:support");
  REQUIRE(g.phase() == "struggle");
  CHECK(strat(g, I, I)["chosen"] == "bureaucracy");
  CHECK(strat(g, R, R)["chosen"] == "support");
}

// ---------------------------------------------------------------------------
// FAQ items
// ---------------------------------------------------------------------------

TEST_CASE("EVR-FAQ-11 influence above the 16 physical tokens keeps growing", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({"reb.military-5", "reb.force-5"}, "bureaucracy", {{"influence", 30}}),
                 side({"imp.force-3"}, "bureaucracy", {{"influence", 20}})));
  pass_out(g);
  REQUIRE(last(g)["winner"] == R);
  CHECK(g.influence(R) == 32);
  CHECK(g.influence(I) == 22);  // Bureaucracy of the loser
}

TEST_CASE("EVR-FAQ-5 Support adds a character from the reserve secretly", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "support"),
                 side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  REQUIRE(reserve_count(g, R) == 8);
  pass_out(g);
  REQUIRE(g.phase() == "dominance");
  const Ids picks = with_prefix(g.ids(R), "pick:");
  CHECK(picks.size() == 8);
  REQUIRE(has(picks, "pick:reb.yoda"));
  g.act(R, "pick:reb.yoda");
  CHECK(reserve_count(g, R) == 7);
  CHECK(deck_count(g, R) == 17);  // 16 generics + Yoda after the end-of-round reshuffle
  CHECK_FALSE(text_has(log_text(g, I), "yoda"));
  CHECK_FALSE(text_has(g.view(I).dump(), "reb.yoda"));
  CHECK_FALSE(text_has(log_text(g, -1), "yoda"));
  // EVR-DOM-13 (derived): the added character stays in the deck at later reshuffles.
  REQUIRE(g.phase() == "planning");
  g.act(R, "strategy:bureaucracy");
  g.act(I, "strategy:deception");
  g.act(g.to_act()[0], "play");
  g.act(g.to_act()[0], "play");
  pass_out(g);
  while (g.phase() == "dominance") {
    const int s = g.to_act()[0];
    g.act(s, g.ids(s).front());
  }
  REQUIRE(g.phase() == "planning");
  CHECK(reserve_count(g, R) == 7);
  CHECK(deck_count(g, R) == 17);
}

TEST_CASE("EVR-FAQ-4 a power cannot put a card into play at capacity (Han Solo)", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.han-solo", "reb.force-2", "reb.recon-2"}, "bureaucracy"),
                 side({"imp.force-3"}, "bureaucracy")));
  REQUIRE(ev(g)["capacity"] == 3);
  REQUIRE(g.can(R, "force:reb.han-solo"));
  g.act(R, "force:reb.han-solo");
  // Whatever the prompt, nothing may enter play.
  while (!g.ids(R).empty() && g.to_act() == std::vector<int>{R} && !has(g.ids(R), "pass")) {
    const Ids ids = g.ids(R);
    g.act(R, has(ids, "done") ? "done" : ids.front());
  }
  CHECK(g.in_play(R).size() == 3);
  CHECK(g.exhausted(R, "reb.han-solo"));
}

TEST_CASE("EVR-FAQ-3 a character may be exhausted although its power can do nothing (Obi-Wan, empty discard)",
          "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.obi-wan-kenobi", "reb.military-5"}, "bureaucracy"),
                 side({"imp.force-3"}, "bureaucracy")));
  REQUIRE(g.discard(R).empty());
  const int before = g.total(R);
  REQUIRE(g.can(R, "force:reb.obi-wan-kenobi"));
  g.act(R, "force:reb.obi-wan-kenobi");
  CHECK(g.exhausted(R, "reb.obi-wan-kenobi"));
  CHECK(g.in_play(R).size() == 2);
  const json ob = card_in_play(g, R, "reb.obi-wan-kenobi");
  CHECK(g.total(R) == before - ob["value"].get<int>() + ob["exhaustedValue"].get<int>());
  CHECK(g.to_act() == std::vector<int>{I});
  CHECK(g.view(-1)["passes"] == 0);  // an action, not a pass
}

TEST_CASE("EVR-FAQ-1 a power may affect its own card unless it says 'another' (Diplomacy discards itself)",
          "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.diplomacy-3", "reb.military-4"}, "bureaucracy"),
                 side({"imp.force-3"}, "bureaucracy")));
  g.act(R, "force:reb.diplomacy-3");
  const Ids picks = with_prefix(g.ids(R), "pick:");
  CHECK(has(picks, "pick:reb.diplomacy-3"));
  CHECK(has(picks, "pick:reb.military-4"));
  CHECK_FALSE(has_prefix(picks, "pick:imp."));
  g.act(R, "pick:reb.diplomacy-3");
  CHECK(g.in_play(R) == Ids{"reb.military-4"});
  CHECK(g.discard(R) == Ids{"reb.diplomacy-3"});
}

TEST_CASE("EVR-FAQ-6 / OQ-EVR-14 Palpatine discards the last strategy card: all strategy cards come back",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "imperial",
                 side({"reb.military-5", "reb.force-5"}, "deception",
                      {{"strategy", {{"used", {"bureaucracy", "direct-assault", "infiltration", "support"}}}}}),
                 side({"imp.emperor-palpatine"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  g.act(I, "force:imp.emperor-palpatine");
  const Ids picks = sorted(with_prefix(g.ids(R), "pick-strategy:"));
  CHECK(picks == Ids{"pick-strategy:bureaucracy", "pick-strategy:deception", "pick-strategy:direct-assault",
                     "pick-strategy:infiltration", "pick-strategy:support"});
  REQUIRE(has(picks, "pick-strategy:direct-assault"));
  g.act(R, "pick-strategy:direct-assault");
  CHECK(strat(g, R, R)["chosen"] == "direct-assault");
  CHECK(strat(g, R, I)["chosen"].is_null());
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, R, I)["used"]) == Ids{"direct-assault"});
  CHECK(strat(g, R, I)["discarded"].empty());
}

// ---------------------------------------------------------------------------
// Learning game
// ---------------------------------------------------------------------------

TEST_CASE("EVR-SETUP-1..4 / EVR-LEARN-1 learning game: Escape from Tatooine, Rebels first, no characters",
          "[evr][blackbox]") {
  for (int rebelSeat : {0, 1}) {
    for (uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
      INFO("rebelSeat " << rebelSeat << " seed " << seed);
      Evr g(json(), {{"rebelSeat", rebelSeat}}, seed, "learning");
      const json v = g.view(-1);
      CHECK(v["event"]["id"] == "escape-from-tatooine");
      CHECK(v["phase"] == "struggle");
      CHECK(g.to_act() == std::vector<int>{rebelSeat});
      for (int s : {0, 1}) {
        CHECK(deck_count(g, s) == 16);
        CHECK(reserve_count(g, s) == 0);
        const json st = g.player(s, s)["strategies"];
        const bool has_unused = st.is_object() && st.contains("unused") && !st["unused"].empty();
        CHECK_FALSE(has_unused);  // EVR-SETUP-4: no strategy cards in the learning game
      }
      // Play up to capacity on both sides: never a character.
      for (int k = 0; k < 6 && g.phase() == "struggle"; ++k) {
        const int s = g.to_act()[0];
        if (g.can(s, "play")) g.act(s, "play");
        else g.act(s, "pass");
      }
      for (int s : {0, 1}) {
        const json p = g.player(s);
        for (const json& c : p["inPlay"]) CHECK(c["character"] == false);
      }
    }
  }
}

TEST_CASE("EVR-LEARN-2 no influence actions in the learning game", "[evr][blackbox]") {
  Evr g(json{{"rebel", {{"inPlay", {ex("reb.recon-3"), "reb.force-2"}}}}, {"imperial", {{"inPlay", {"imp.force-3"}}}}},
        json::object(), 1, "learning");
  REQUIRE(g.to_act() == std::vector<int>{R});
  CHECK_FALSE(has_prefix(g.ids(R), "influence:"));
  CHECK(g.influence(R) == 0);
  CHECK(g.try_act(R, "influence:reb.recon-3") == "illegal_action");
  CHECK(g.view(-1)["balance"].is_null());
}

TEST_CASE("EVR-LEARN-5/6 / OQ-EVR-03 learning game is one struggle: higher within target wins, tie is a draw",
          "[evr][blackbox]") {
  SECTION("tie within the target: draw") {
    Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.force-4"}}}},
               {"imperial", {{"inPlay", {"imp.recon-5", "imp.diplomacy-4"}}}}},
          json::object(), 1, "learning");
    pass_out(g);
    CHECK(g.status()["terminal"] == true);
    CHECK(g.status()["winners"].empty());
  }
  SECTION("Rebel over 11: the Empire wins with less") {
    Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.force-5", "reb.recon-2"}}}},
               {"imperial", {{"inPlay", {"imp.recon-2"}}}}},
          json::object(), 1, "learning");
    pass_out(g);
    CHECK(g.status()["terminal"] == true);
    CHECK(g.status()["winners"] == json::array({I}));
  }
  SECTION("both within: the higher wins, and the game ends after this single struggle") {
    Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.force-5"}}}},
               {"imperial", {{"inPlay", {"imp.recon-5", "imp.force-4"}}}}},
          json::object(), 1, "learning");
    pass_out(g);
    CHECK(g.status()["terminal"] == true);
    CHECK(g.status()["winners"] == json::array({R}));
    CHECK(g.ids(R).empty());
    CHECK(g.ids(I).empty());
  }
  SECTION("both over: nobody wins") {
    Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.force-5", "reb.recon-2"}}}},
               {"imperial", {{"inPlay", {"imp.recon-5", "imp.force-4", "imp.military-3"}}}}},
          json::object(), 1, "learning");
    pass_out(g);
    CHECK(g.status()["terminal"] == true);
    CHECK(g.status()["winners"].empty());
  }
}

// ---------------------------------------------------------------------------
// Hidden information
// ---------------------------------------------------------------------------

TEST_CASE("EVR-COMP-9 / EVR-SETUP-8 character picks, reserve, deck order and strategies stay hidden",
          "[evr][blackbox]") {
  Evr g(json(), json::object(), 7);  // default: choose characters
  REQUIRE(g.phase() == "setup");
  const Ids rPick = {"reb.yoda", "reb.han-solo", "reb.leia-organa", "reb.chewbacca"};
  const Ids iPick = {"imp.darth-vader", "imp.boba-fett", "imp.ig-88", "imp.general-veers"};
  for (size_t k = 0; k < 4; ++k) {
    g.act(R, "character:" + rPick[k]);
    g.act(I, "character:" + iPick[k]);
    if (k == 0) {
      CHECK_FALSE(text_has(g.view(I).dump(), "reb.yoda"));
      CHECK_FALSE(text_has(log_text(g, I), "yoda"));
    }
  }
  REQUIRE(g.phase() == "planning");
  const Ids rAll = {"reb.chewbacca", "reb.han-solo", "reb.lando-calrissian", "reb.leia-organa",
                    "reb.luke-skywalker", "reb.obi-wan-kenobi", "reb.r2-d2-c-3po", "reb.yoda"};
  const Ids iAll = {"imp.admiral-piett", "imp.boba-fett", "imp.darth-vader", "imp.emperor-palpatine",
                    "imp.general-veers", "imp.grand-moff-tarkin", "imp.ig-88", "imp.jabba-the-hutt"};
  const std::string vI = g.view(I).dump(), vR = g.view(R).dump(), vS = g.view(-1).dump();
  const std::string lI = log_text(g, I), lR = log_text(g, R), lS = log_text(g, -1);
  for (const auto& c : rAll) {
    CHECK_FALSE(text_has(vI, "\"" + c + "\""));  // neither the deck's characters nor the reserve
    CHECK_FALSE(text_has(vS, "\"" + c + "\""));
    CHECK_FALSE(text_has(lI, c));
    CHECK_FALSE(text_has(lS, c));
  }
  for (const auto& c : iAll) {
    CHECK_FALSE(text_has(vR, "\"" + c + "\""));
    CHECK_FALSE(text_has(vS, "\"" + c + "\""));
    CHECK_FALSE(text_has(lR, c));
    CHECK_FALSE(text_has(lS, c));
  }
  // Shapes: decks are a count only; the reserve's cards and unused strategies only for the owner.
  for (int viewer : {R, I, -1}) {
    const json v = g.view(viewer);
    for (int s : {0, 1}) {
      const json p = v["players"][static_cast<size_t>(s)];
      CHECK(p["deck"].size() == 1);
      CHECK(p["reserve"].contains("cards") == (viewer == s));
      CHECK(p["strategies"].contains("unused") == (viewer == s));
    }
  }
  CHECK(reserve_count(g, R) == 4);
  CHECK(deck_count(g, R) == 20);
  // The owner sees exactly the 4 unpicked characters in the reserve.
  Ids res;
  const json p = g.player(R, R);
  for (const json& c : p["reserve"]["cards"]) res.push_back(c["id"].get<std::string>());
  CHECK(sorted(res) == Ids{"reb.lando-calrissian", "reb.luke-skywalker", "reb.obi-wan-kenobi", "reb.r2-d2-c-3po"});
}

// ---------------------------------------------------------------------------
// Bad input
// ---------------------------------------------------------------------------

TEST_CASE("API: bad input is rejected and leaves save() byte-identical", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-2", ex("reb.yoda")}, "bureaucracy", {{"influence", 0}}),
                 side({"imp.force-3"}, "bureaucracy")));
  const std::string before = g.save();
  auto raw = [&](const std::string& s) {
    json r = parse(g.m.apply(s));
    INFO(s << " -> " << r.dump());
    CHECK(r["ok"] == false);
    CHECK(g.save() == before);
    return r.contains("error") ? r["error"]["code"].get<std::string>() : std::string();
  };
  CHECK(raw("{\"player\":0,\"id\":\"force:reb.yoda\"}") == "illegal_action");  // exhausted
  CHECK(raw("{\"player\":0,\"id\":\"influence:reb.yoda\"}") == "illegal_action");  // no tokens
  CHECK(raw("{\"player\":0,\"id\":\"force:imp.force-3\"}") == "illegal_action");  // not own
  CHECK(raw("{\"player\":0,\"id\":\"strategy:deception\"}") == "illegal_action");
  CHECK(raw("{\"player\":0,\"id\":\"nonsense\"}") == "illegal_action");
  CHECK(raw("{\"player\":1,\"id\":\"pass\"}") == "not_your_turn");
  CHECK(raw("{\"player\":2,\"id\":\"pass\"}") == "bad_player");
  CHECK(raw("{\"player\":-1,\"id\":\"pass\"}") == "bad_player");
  CHECK(raw("{\"player\":0,\"id\":\"pass\"") == "bad_json");
  CHECK(raw("{player:0,id:pass}") == "bad_json");
  CHECK(raw("") == "bad_json");
  CHECK(raw("[0,\"pass\"]") == "bad_request");
  CHECK(raw("{\"player\":\"0\",\"id\":\"pass\"}") == "bad_request");
  CHECK(raw("{\"player\":0,\"id\":7}") == "bad_request");
  CHECK(raw("{\"player\":0}") == "bad_request");
  // Loading garbage or an edited save changes nothing either.
  json lr = parse(g.m.load("{\"format\":\"swrules-save\""));
  CHECK(lr["ok"] == false);
  CHECK(g.save() == before);
  json edited = parse(before);
  edited["state"]["players"] = json::array();
  lr = parse(g.m.load(sw::dump(edited)));
  CHECK(lr["ok"] == false);
  CHECK(g.save() == before);
  // A failed start keeps the match.
  json sr = parse(g.m.start("{\"game\":\"evr\",\"seed\":1,\"setup\":{\"rebel\":{\"deck\":[\"reb.yoda\",\"reb.yoda\"]}}}"));
  CHECK(sr["ok"] == false);
  CHECK(g.save() == before);
  // And a legal action still works afterwards.
  g.act(R, "pass");
}

TEST_CASE("API: illegal planning choices (used strategy, second choice) leave save() unchanged", "[evr][blackbox]") {
  Evr g(json{{"phase", "planning"}, {"balance", "rebel"}, {"eventDeck", {"diplomatic-freedom"}},
             {"rebel", {{"strategy", {{"used", {"support"}}}}}}});
  std::string before = g.save();
  CHECK(g.try_act(R, "strategy:support") == "illegal_action");
  CHECK(g.save() == before);
  CHECK(g.try_act(R, "strategy-for-opponent:support") == "illegal_action");
  CHECK(g.save() == before);
  g.act(R, "strategy:deception");
  before = g.save();
  const std::string e = g.try_act(R, "strategy:bureaucracy");
  CHECK(e != "");
  CHECK(g.save() == before);
  CHECK(strat(g, R, R)["chosen"] == "deception");
}

// ---------------------------------------------------------------------------
// More interactions
// ---------------------------------------------------------------------------

TEST_CASE("OQ-EVR-09 Deception's condition uses the totals after Direct Assault", "[evr][blackbox]") {
  SECTION("Rebel 12 + Direct Assault = 14 > 13: the Rebel is over, so the Empire wins and Deception does not swap") {
    Evr g(struggle("heart-of-the-empire", "rebel",
                   side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "direct-assault"),
                   side({"imp.military-5", "imp.force-5"}, "deception")));
    pass_out(g);
    CHECK(last(g)["finalTotals"] == json::array({14, 10}));
    CHECK(last(g)["winner"] == I);
  }
  SECTION("Rebel 11 + 2 = 13 (exactly the target) vs Imperial Deception 12: nobody over, the would-be loser wins") {
    Evr g(struggle("heart-of-the-empire", "rebel",
                   side({"reb.military-5", "reb.force-4", "reb.recon-2"}, "direct-assault"),
                   side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "deception")));
    pass_out(g);
    CHECK(last(g)["finalTotals"] == json::array({13, 12}));
    CHECK(last(g)["winner"] == I);
  }
  SECTION("Deception against an over-target opponent does nothing: the Deception player simply wins") {
    Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-5"}, "deception"),
                   side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "bureaucracy")));
    pass_out(g);
    CHECK(last(g)["winner"] == R);
  }
}

TEST_CASE("OQ-EVR-09 both Direct Assaults push both totals over: nobody wins, event to the bottom", "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel",
                 side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "direct-assault"),
                 side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "direct-assault"),
                 {{"eventDeck", {"battle-of-yavin"}}}));
  pass_out(g);
  CHECK(last(g)["cancelled"] == json::array({false, false}));
  CHECK(last(g)["finalTotals"] == json::array({14, 14}));
  CHECK(last(g)["winner"].is_null());
  CHECK(g.vp(R) == 0);
  CHECK(g.vp(I) == 0);
  const Ids order = strs(parse(g.save())["state"]["eventDeck"]);
  REQUIRE(!order.empty());
  CHECK(order.back() == "heart-of-the-empire");
}

TEST_CASE("EVR-DOM-7 + Direct Assault: a tie created by +2 goes to the balance token", "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "imperial", side({"reb.military-5", "reb.force-4"}, "direct-assault"),
                 side({"imp.military-5", "imp.force-4", "imp.recon-2"}, "bureaucracy")));
  pass_out(g);
  CHECK(last(g)["finalTotals"] == json::array({11, 11}));
  CHECK(last(g)["winner"] == I);
}

TEST_CASE("EVR-DOM-5 Deception against a tie: the token's faction would win, so the other one wins", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-4"}, "bureaucracy"),
                 side({"imp.recon-5", "imp.diplomacy-4"}, "deception")));
  pass_out(g);
  CHECK(last(g)["winner"] == I);
}

TEST_CASE("EVR-DOM-14 equal VP after a Deception swap: the token shows the real loser", "[evr][blackbox]") {
  // Rebel had 1 VP. Rebel 10 > Imperial 8 but Imperial Deception: Imperial wins -> 1-1, Rebel lost.
  Evr g(struggle("diplomatic-freedom", "imperial",
                 side({"reb.military-5", "reb.force-5"}, "direct-assault", {{"won", {"heart-of-the-empire"}}}),
                 side({"imp.military-4", "imp.force-4"}, "deception")));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.vp(R) == 1);
  REQUIRE(g.vp(I) == 1);
  CHECK(balance(g) == "rebel");
}

TEST_CASE("EVR-DOM-3 an over-target player's Support gives no reserve pick", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "support"),
                 side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  CHECK(g.phase() == "planning");
  CHECK(reserve_count(g, R) == 8);
  CHECK(deck_count(g, R) == 16);
}

TEST_CASE("OQ-EVR-15 Infiltration works for its player even when that player loses the event", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-3"}, "infiltration"),
                 side({"imp.military-5", "imp.force-5"}, "bureaucracy",
                      {{"strategy", {{"used", {"deception", "direct-assault", "infiltration", "support"}}}}}),
                 {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.phase() == "planning");
  // The Empire used its last card and took all five back: the Rebel chooses among all five.
  CHECK(with_prefix(g.ids(R), "strategy-for-opponent:").size() == 5);
  CHECK(g.ids(I).empty());
  g.act(R, "strategy-for-opponent:support");
  g.act(R, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  // The card chosen for the Empire becomes used at the end of round 2.
  g.act(g.to_act()[0], "play");
  g.act(g.to_act()[0], "play");
  pass_out(g);
  while (g.phase() == "dominance") {  // Support's pick for the Empire, if any
    const int s = g.to_act()[0];
    g.act(s, g.ids(s).front());
  }
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, I, R)["used"]) == Ids{"support"});
  CHECK(strs(strat(g, R, I)["used"]) == Ids{"deception", "infiltration"});
}

TEST_CASE("EVR-STRUGGLE-7 spend influence on an own card exhausted by the opponent's Force", "[evr][blackbox]") {
  Evr g(struggle("battle-of-hoth", "imperial", side({"reb.military-5"}, "bureaucracy", {{"influence", 1}}),
                 side({"imp.force-3"}, "bureaucracy")));
  g.act(I, "force:imp.force-3");
  const Ids picks = with_prefix(g.ids(I), "pick:");
  REQUIRE(has(picks, "pick:reb.military-5"));
  g.act(I, "pick:reb.military-5");
  REQUIRE(g.exhausted(R, "reb.military-5"));
  CHECK(g.can(R, "influence:reb.military-5"));
  g.act(R, "influence:reb.military-5");
  CHECK_FALSE(g.exhausted(R, "reb.military-5"));
  CHECK(g.influence(R) == 0);
  CHECK(g.view(-1)["passes"] == 0);
}

TEST_CASE("OQ-EVR-06 / EVR-STRUGGLE-9 after a discard: below capacity again, and an empty area forces a play",
          "[evr][blackbox]") {
  SECTION("at capacity 2, Diplomacy discards itself: play is offered again") {
    Evr g(struggle("control-of-endor", "rebel", side({"reb.diplomacy-3", "reb.military-4"}, "bureaucracy"),
                   side({"imp.force-3"}, "bureaucracy")));
    REQUIRE_FALSE(g.can(R, "play"));
    g.act(R, "force:reb.diplomacy-3");
    g.act(R, "pick:reb.diplomacy-3");
    g.act(I, "pass");
    CHECK(g.can(R, "play"));
  }
  SECTION("the only card discards itself: next turn the player must play") {
    Evr g(struggle("control-of-endor", "rebel", side({"reb.diplomacy-3"}, "bureaucracy", {{"influence", 2}}),
                   side({"imp.force-3"}, "bureaucracy")));
    g.act(R, "force:reb.diplomacy-3");
    if (g.to_act() == std::vector<int>{R} && g.can(R, "pick:reb.diplomacy-3")) g.act(R, "pick:reb.diplomacy-3");
    REQUIRE(g.in_play(R).empty());
    g.act(I, "pass");
    CHECK(g.ids(R) == Ids{"play"});
  }
}

TEST_CASE("EVR-COMP-9 Recon: only the Recon player sees the looked-at cards", "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.recon-3"}, "bureaucracy"),
                 side({"imp.force-3"}, "bureaucracy", {{"deck", {"imp.boba-fett", "imp.diplomacy-2", "imp.military-5"}}})));
  g.act(R, "force:reb.recon-3");
  g.act(R, "deck:imperial");
  const json pk = g.view(R)["peek"];
  REQUIRE(pk.is_object());
  Ids seen;
  for (const json& c : pk["cards"]) seen.push_back(c["id"].get<std::string>());
  CHECK(sorted(seen) == Ids{"imp.boba-fett", "imp.diplomacy-2"});
  CHECK(g.view(I)["peek"].is_null());
  CHECK(g.view(-1)["peek"].is_null());
  CHECK_FALSE(text_has(g.view(I).dump(), "imp.diplomacy-2"));
  CHECK_FALSE(text_has(g.view(-1).dump(), "imp.diplomacy-2"));
  g.act(R, "pick:imp.boba-fett");  // discard Boba Fett, Diplomacy 2 stays on top
  CHECK(g.discard(I) == Ids{"imp.boba-fett"});
  CHECK_FALSE(text_has(g.view(I).dump(), "imp.diplomacy-2"));
  CHECK_FALSE(text_has(log_text(g, I), "diplomacy"));
  CHECK_FALSE(text_has(log_text(g, -1), "diplomacy"));
  g.act(I, "play");
  CHECK(g.in_play(I) == Ids{"imp.force-3", "imp.diplomacy-2"});
}

TEST_CASE("EVR-LEARN-1..3 learning game: forced first play and capacity 3", "[evr][blackbox]") {
  Evr g(json(), {{"rebelSeat", 1}}, 11, "learning");
  const int reb = 1, imp = 0;
  CHECK(g.ids(reb) == Ids{"play"});
  g.act(reb, "play");
  CHECK(g.ids(imp) == Ids{"play"});
  g.act(imp, "play");
  for (int k = 0; k < 4; ++k) g.act(g.to_act()[0], "play");
  CHECK(g.in_play(reb).size() == 3);
  CHECK(g.in_play(imp).size() == 3);
  CHECK_FALSE(g.can(reb, "play"));
  CHECK(g.phase() == "struggle");
}

TEST_CASE("API: replay() reproduces the same state and undo() restores the exact save", "[evr][blackbox]") {
  Evr g(struggle("heart-of-the-empire", "rebel", side({"reb.yoda", "reb.force-2"}, "bureaucracy"),
                 side({"imp.force-3"}, "support"), {{"eventDeck", {"battle-of-yavin"}}}));
  const std::string s0 = g.save();
  g.act(R, "force:reb.yoda");
  CHECK(parse(g.m.undo())["ok"] == true);
  CHECK(g.save() == s0);
  g.act(R, "play");
  g.act(I, "play");
  g.act(R, "pass");
  g.act(I, "pass");
  while (g.phase() == "dominance") {
    const int s = g.to_act()[0];
    g.act(s, g.ids(s).front());
  }
  const json rp = parse(g.m.replay());
  sw::Match m2{sw::builtin_registry()};
  json cfg = {{"game", rp["game"]}, {"seed", rp["seed"]}, {"options", rp["options"]}};
  if (rp.contains("setup")) cfg["setup"] = rp["setup"];
  REQUIRE(parse(m2.start(sw::dump(cfg)))["ok"] == true);
  for (const json& a : rp["actions"]) REQUIRE(parse(m2.apply(sw::dump(a)))["ok"] == true);
  CHECK(m2.save() == g.save());
  CHECK(m2.view(0) == g.m.view(0));
}

// ---------------------------------------------------------------------------
// Event effects inside the framework (OQ-EVR-04, OQ-EVR-07)
// ---------------------------------------------------------------------------

TEST_CASE("OQ-EVR-04 / OQ-EVR-07 an ongoing event blocks powers, the card may still be exhausted (not a pass)",
          "[evr][blackbox]") {
  Evr g(struggle("duel-on-cloud-city", "rebel",
                 side({"reb.yoda", "reb.luke-skywalker", "reb.force-3"}, "bureaucracy", {{"influence", 2}}),
                 side({"imp.military-5", "imp.force-3"}, "bureaucracy")));
  REQUIRE(ev(g)["timing"] == "ongoing");
  CHECK(card_in_play(g, R, "reb.yoda")["blocked"] == true);
  CHECK(card_in_play(g, R, "reb.luke-skywalker")["blocked"] == false);
  CHECK(card_in_play(g, R, "reb.force-3")["blocked"] == false);

  Evr h(struggle("duel-on-cloud-city", "rebel",
                 side({"reb.yoda", "reb.force-3"}, "bureaucracy", {{"influence", 2}}),
                 side({"imp.military-5", "imp.force-3"}, "bureaucracy")));
  h.act(R, "pass");
  h.act(I, "play");
  REQUIRE(h.can(R, "force:reb.yoda"));
  h.act(R, "force:reb.yoda");
  CHECK(h.exhausted(R, "reb.yoda"));
  CHECK(h.influence(R) == 2);  // Yoda's power did not happen
  CHECK(h.to_act() == std::vector<int>{I});
  CHECK(h.view(-1)["passes"] == 0);
}

TEST_CASE("Create a Diversion (event effect): the loser's next strategy is random, seen by its owner only",
          "[evr][blackbox]") {
  Evr g(struggle("create-a-diversion", "rebel", side({"reb.force-3"}, "bureaucracy"),
                 side({"imp.force-2"}, "direct-assault", {{"strategy", {{"used", {"support"}}}}}),
                 {{"eventDeck", {"heart-of-the-empire"}}}));
  // Rebel 3 vs Imperial 2+2 = 4 <= 5: the Empire wins; the Rebel lost.
  g.act(R, "pass");
  const json applied = g.act(I, "pass");  // events returned to the Empire
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.phase() == "planning");
  CHECK(g.ids(R).empty());  // no choice for the loser
  const json own = strat(g, R, R);
  REQUIRE(own["chosen"].is_string());
  const std::string c = own["chosen"].get<std::string>();
  CHECK(c != "bureaucracy");  // not a used card
  CHECK(strat(g, R, I)["chosen"].is_null());
  CHECK(strat(g, R, I)["hasChosen"] == true);
  CHECK(strat(g, R, -1)["chosen"].is_null());
  // Nothing in the Empire's log names the card drawn after round 1's reveal.
  const json l = g.log(I);
  for (const json& e : l) {
    if (e["round"] != 2) continue;
    CHECK_FALSE(text_has(e.dump(), c));
  }
  for (const json& e : applied["events"])
    if (e["round"] == 2) CHECK_FALSE(text_has(e.dump(), c));
  CHECK(g.can(I, "strategy:bureaucracy"));
}

TEST_CASE("Locate the Rebel Base (event effect): the loser chooses first and the card is revealed at once",
          "[evr][blackbox]") {
  Evr g(struggle("locate-the-rebel-base", "rebel", side({"reb.force-3"}, "bureaucracy"),
                 side({"imp.military-5", "imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{R});
  CHECK(g.ids(I).empty());
  g.act(R, "strategy:infiltration");
  CHECK(strat(g, R, I)["chosen"] == "infiltration");
  CHECK(strat(g, R, -1)["chosen"] == "infiltration");
  CHECK(g.to_act() == std::vector<int>{I});
  g.act(I, "strategy:deception");
  REQUIRE(g.phase() == "struggle");
  CHECK(strat(g, I, R)["chosen"].is_null());
}

TEST_CASE("Ultimate Power in the Universe: the winner takes back used strategies, this round's card becomes used",
          "[evr][blackbox]") {
  Evr g(struggle("ultimate-power-in-the-universe", "rebel",
                 side({"reb.force-3"}, "direct-assault", {{"strategy", {{"used", {"bureaucracy", "deception"}}}}}),
                 side({"imp.force-2"}, "bureaucracy", {{"strategy", {{"used", {"support"}}}}}),
                 {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == R);
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, R, I)["used"]) == Ids{"direct-assault"});
  CHECK(sorted(strs(strat(g, I, R)["used"])) == Ids{"bureaucracy", "support"});  // loser unaffected
}

// ---------------------------------------------------------------------------
// Seat independence: the same rules with the Rebels at seat 1
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-6..14 outcomes follow factions, not seats (rebelSeat 0 and 1)", "[evr][blackbox]") {
  for (int rs : {0, 1}) {
    const int reb = rs, imp = 1 - rs;
    const json opt = {{"rebelSeat", rs}};
    INFO("rebelSeat " << rs);
    {  // one over: the lower Rebel wins; the over-target Imperial's Bureaucracy is cancelled
      Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.force-3"}, "infiltration"),
                     side({"imp.military-5", "imp.force-5", "imp.recon-2"}, "bureaucracy")),
            opt);
      pass_out(g);
      const json lr = last(g);
      CHECK(lr["winner"] == reb);
      CHECK(lr["totals"][static_cast<size_t>(reb)] == 3);
      CHECK(lr["totals"][static_cast<size_t>(imp)] == 12);
      CHECK(lr["cancelled"][static_cast<size_t>(imp)] == true);
      CHECK(lr["strategies"][static_cast<size_t>(reb)] == "infiltration");
      CHECK(g.vp(reb) == 1);
      CHECK(g.vp(imp) == 0);
      CHECK(g.influence(reb) == 4);
      CHECK(g.influence(imp) == 2);
      CHECK(g.status()["score"][std::to_string(reb)] == 1);
      CHECK(balance(g) == "imperial");
      // Rebel's Infiltration: the Rebel seat chooses for the Imperial seat.
      CHECK(has_prefix(g.ids(reb), "strategy-for-opponent:"));
      CHECK(g.ids(imp).empty());
    }
    {  // 9 vs 9 + Imperial Direct Assault: the Imperial seat wins; the Rebel's Bureaucracy pays the Rebel seat
      Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-4"}, "bureaucracy"),
                     side({"imp.recon-5", "imp.diplomacy-4"}, "direct-assault")),
            opt);
      CHECK(g.to_act() == std::vector<int>{imp});
      pass_out(g);
      CHECK(last(g)["winner"] == imp);
      CHECK(g.influence(reb) == 4);
      CHECK(g.influence(imp) == 4);
      CHECK(balance(g) == "rebel");
    }
    {  // Imperial Deception swaps a Rebel win
      Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.military-5", "reb.force-5"}, "bureaucracy"),
                     side({"imp.recon-2"}, "deception")),
            opt);
      pass_out(g);
      CHECK(last(g)["winner"] == imp);
      CHECK(g.influence(reb) == 4);  // the Rebel lost: Bureaucracy
    }
    {  // loser discards 2 influence (Acquire the Death Star Plans) from the right seat
      Evr g(struggle("acquire-the-death-star-plans", "rebel",
                     side({"reb.military-5", "reb.force-5"}, "direct-assault", {{"influence", 5}}),
                     side({"imp.recon-2"}, "direct-assault", {{"influence", 5}})),
            opt);
      pass_out(g);
      REQUIRE(last(g)["winner"] == reb);
      CHECK(g.influence(reb) == 6);
      CHECK(g.influence(imp) == 3);
    }
    {  // 7 VP: winners lists the Imperial seat
      Evr g(struggle("battle-of-yavin", "rebel", side({"reb.force-2"}, "bureaucracy"),
                     side({"imp.military-5", "imp.force-5"}, "bureaucracy",
                          {{"won", {"battle-of-hoth", "heart-of-the-empire"}}})),
            opt);
      pass_out(g);
      CHECK(g.status()["terminal"] == true);
      CHECK(g.status()["winners"] == json::array({imp}));
    }
  }
}

TEST_CASE("OQ-EVR-03 learning game result by faction with the Rebels at seat 1", "[evr][blackbox]") {
  Evr g(json{{"rebel", {{"inPlay", {"reb.military-5", "reb.force-5"}}}},
             {"imperial", {{"inPlay", {"imp.recon-5", "imp.force-4"}}}}},
        {{"rebelSeat", 1}}, 1, "learning");
  CHECK(g.to_act() == std::vector<int>{1});
  pass_out(g);
  CHECK(g.status()["terminal"] == true);
  CHECK(g.status()["winners"] == json::array({1}));
}

TEST_CASE("EVR-STRUGGLE-10 a multi-step power (The Force with a target) is one action that resets the passes",
          "[evr][blackbox]") {
  Evr g(struggle("battle-of-hoth", "rebel", side({"reb.military-5"}, "bureaucracy"),
                 side({"imp.force-3", "imp.recon-2"}, "bureaucracy")));
  g.act(R, "pass");
  g.act(I, "force:imp.force-3");
  CHECK(g.phase() == "struggle");
  REQUIRE(g.to_act() == std::vector<int>{I});  // still choosing a target
  CHECK(g.try_act(R, "pass") == "not_your_turn");
  g.act(I, "pick:reb.military-5");
  CHECK(g.to_act() == std::vector<int>{R});
  g.act(R, "pass");
  CHECK(g.phase() == "struggle");
  g.act(I, "pass");
  CHECK(g.phase() != "struggle");
}

// ---------------------------------------------------------------------------
// Full setup and whole-game properties
// ---------------------------------------------------------------------------

TEST_CASE("EVR-SETUP-5..12 full setup: 4 of 8 characters, 20-card decks, 2 influence, random balance token",
          "[evr][blackbox]") {
  std::set<std::string> sides;
  std::set<int> rebelSeats;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    INFO("seed " << seed);
    sw::Match m{sw::builtin_registry()};
    json cfg = {{"game", "evr"}, {"seed", seed}, {"options", {{"variant", "full"}}}};  // rebelSeat -1 default
    REQUIRE(parse(m.start(sw::dump(cfg)))["ok"] == true);
    json v = parse(m.view(-1));
    REQUIRE(v["phase"] == "setup");
    CHECK(v["balance"].is_null());  // EVR-SETUP-11: set after the characters are chosen
    const int rseat = v["players"][0]["faction"] == "rebel" ? 0 : 1;
    rebelSeats.insert(rseat);
    for (int s : {0, 1}) {
      CHECK(v["players"][static_cast<size_t>(s)]["influence"] == 2);
      CHECK(v["players"][static_cast<size_t>(s)]["strategies"]["faceDown"] == 5);
    }
    CHECK(v["eventDeck"]["count"] == 24);
    // Each seat picks 4 characters; a 5th pick or a repeat is impossible.
    for (int s : {0, 1}) {
      for (int k = 0; k < 4; ++k) {
        const json acts = parse(m.legal_actions(s));
        REQUIRE(acts.size() == static_cast<size_t>(8 - k));
        const std::string id = acts[0]["id"].get<std::string>();
        REQUIRE(parse(m.apply(sw::dump(json{{"player", s}, {"id", id}})))["ok"] == true);
        if (k == 0) {
          const json again = parse(m.apply(sw::dump(json{{"player", s}, {"id", id}})));
          CHECK(again["ok"] == false);
        }
      }
    }
    v = parse(m.view(-1));
    REQUIRE(v["phase"] == "planning");
    sides.insert(v["balance"].get<std::string>());
    CHECK(v["round"] == 1);
    CHECK(v["eventDeck"]["count"] == 23);
    CHECK_FALSE(v["event"].is_null());
    for (int s : {0, 1}) {
      CHECK(v["players"][static_cast<size_t>(s)]["deck"]["count"] == 20);
      CHECK(v["players"][static_cast<size_t>(s)]["reserve"]["count"] == 4);
      CHECK(parse(m.legal_actions(s)).size() == 5);
    }
  }
  CHECK(sides.size() == 2);       // EVR-SETUP-11: random side
  CHECK(rebelSeats.size() == 2);  // OQ-EVR-02: random factions by default
}

TEST_CASE("EVR-COMP-9 property: across random bot games no view leaks a reserve, a deck or an unrevealed strategy",
          "[evr][blackbox]") {
  for (uint64_t seed : {3u, 17u, 99u}) {
    INFO("seed " << seed);
    sw::Match m{sw::builtin_registry()};
    json cfg = {{"game", "evr"}, {"seed", seed}, {"options", {{"variant", "full"}, {"rebelSeat", 0}}}};
    REQUIRE(parse(m.start(sw::dump(cfg)))["ok"] == true);
    int steps = 0;
    while (!parse(m.status())["terminal"].get<bool>() && steps < 1500) {
      const json st = parse(m.status());
      // Checks on every position.
      const json spect = parse(m.view(-1));
      for (int s : {0, 1}) {
        const json own = parse(m.view(s));
        const json opp = parse(m.view(1 - s));
        const json mine = own["players"][static_cast<size_t>(s)];
        const std::string oppDump = opp.dump(), spDump = spect.dump();
        if (mine["reserve"].contains("cards"))
          for (const json& c : mine["reserve"]["cards"]) {
            const std::string id = "\"" + c["id"].get<std::string>() + "\"";
            CHECK_FALSE(text_has(oppDump, id));
            CHECK_FALSE(text_has(spDump, id));
          }
        const json seen = opp["players"][static_cast<size_t>(s)];
        CHECK(seen["deck"].size() == 1);
        CHECK_FALSE(seen["reserve"].contains("cards"));
        CHECK_FALSE(seen["strategies"].contains("unused"));
        const json sp = spect["players"][static_cast<size_t>(s)]["strategies"];
        if (sp["revealed"] == false) CHECK(sp["chosen"].is_null());
      }
      // Step.
      const int seat = st["toAct"][0].get<int>();
      const std::string id = m.bot_action(seat, "{\"kind\":\"random\",\"seed\":" + std::to_string(seed * 1000 + steps) + "}");
      REQUIRE(id.size() > 0);
      REQUIRE(id[0] != '{');
      const json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
      INFO("step " << steps << " " << id << " -> " << r.dump());
      REQUIRE(r["ok"] == true);
      ++steps;
    }
    const json st = parse(m.status());
    CHECK(st["terminal"] == true);
    if (st["terminal"] == true) {
      REQUIRE(st["winners"].size() == 1);
      const int w = st["winners"][0].get<int>();
      CHECK(st["score"][std::to_string(w)].get<int>() >= 7);
    }
  }
}

// ---------------------------------------------------------------------------
// Strategy piles: used, discarded, recovered (EVR-DOM-15, EVR-FAQ-6, OQ-EVR-14)
// ---------------------------------------------------------------------------

TEST_CASE("EVR-DOM-15 a strategy cancelled by EVR-DOM-3 is still used this round", "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel",
                 side({"reb.military-5", "reb.force-5", "reb.recon-2"}, "direct-assault"),
                 side({"imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["cancelled"][0] == true);
  CHECK(strs(strat(g, R, I)["used"]) == Ids{"direct-assault"});
  CHECK_FALSE(g.can(R, "strategy:direct-assault"));
}

TEST_CASE("Display of Power + OQ-EVR-14: the loser's discarded unused card stays unavailable like a used one",
          "[evr][blackbox]") {
  Evr g(struggle("display-of-power", "rebel", side({"reb.force-3"}, "bureaucracy", {{"strategy", {{"used", {"deception"}}}}}),
                 side({"imp.military-5", "imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.phase() == "dominance");
  // The winner picks among the loser's unused cards (not the used one, not this round's card).
  CHECK(sorted(with_prefix(g.ids(I), "pick-strategy:")) ==
        Ids{"pick-strategy:direct-assault", "pick-strategy:infiltration", "pick-strategy:support"});
  CHECK(g.ids(R).empty());
  g.act(I, "pick-strategy:support");
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, R, -1)["discarded"]) == Ids{"support"});  // public
  CHECK(sorted(with_prefix(g.ids(R), "strategy:")) == Ids{"strategy:direct-assault", "strategy:infiltration"});
}

TEST_CASE("Display of Power on the loser's last unused card: everything comes back (EVR-FAQ-6)", "[evr][blackbox]") {
  Evr g(struggle("display-of-power", "rebel",
                 side({"reb.force-3"}, "bureaucracy",
                      {{"strategy", {{"used", {"deception", "direct-assault", "infiltration"}}}}}),
                 side({"imp.military-5", "imp.force-3"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.ids(I) == Ids{"pick-strategy:support"});
  g.act(I, "pick-strategy:support");
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, R, -1)["used"]) == Ids{"bureaucracy"});
  CHECK(strat(g, R, -1)["discarded"].empty());
  CHECK(sorted(with_prefix(g.ids(R), "strategy:")) ==
        Ids{"strategy:deception", "strategy:direct-assault", "strategy:infiltration", "strategy:support"});
}

TEST_CASE("EVR-FAQ-6 / OQ-EVR-14 Palpatine with unused cards left: the discarded card stays out until recycling",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "imperial", side({"reb.military-5", "reb.force-5"}, "deception"),
                 side({"imp.emperor-palpatine"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  g.act(I, "force:imp.emperor-palpatine");
  CHECK(sorted(with_prefix(g.ids(R), "pick-strategy:")) ==
        Ids{"pick-strategy:bureaucracy", "pick-strategy:direct-assault", "pick-strategy:infiltration",
            "pick-strategy:support"});
  g.act(R, "pick-strategy:bureaucracy");
  CHECK(strs(strat(g, R, I)["discarded"]) == Ids{"deception"});
  pass_out(g);
  REQUIRE(g.phase() == "planning");
  CHECK(strs(strat(g, R, I)["used"]) == Ids{"bureaucracy"});
  CHECK(strs(strat(g, R, I)["discarded"]) == Ids{"deception"});
  CHECK(sorted(with_prefix(g.ids(R), "strategy:")) ==
        Ids{"strategy:direct-assault", "strategy:infiltration", "strategy:support"});
}

TEST_CASE("Create a Diversion + OQ-EVR-15: the winner's Infiltration chooses instead of a random card", "[evr][blackbox]") {
  Evr g(struggle("create-a-diversion", "rebel", side({"reb.force-3"}, "infiltration"),
                 side({"imp.force-2"}, "bureaucracy"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == R);
  REQUIRE(g.phase() == "planning");
  CHECK(strat(g, I, I)["hasChosen"] == false);  // no random card drawn
  CHECK(has(g.ids(R), "strategy-for-opponent:support"));
  g.act(R, "strategy-for-opponent:support");
  CHECK(strat(g, I, I)["chosen"] == "support");
}

TEST_CASE("Locate the Rebel Base + Infiltration: the loser's card is chosen (by the Infiltrator) first and revealed",
          "[evr][blackbox]") {
  Evr g(struggle("locate-the-rebel-base", "rebel", side({"reb.force-3"}, "bureaucracy"),
                 side({"imp.military-5", "imp.force-3"}, "infiltration"), {{"eventDeck", {"heart-of-the-empire"}}}));
  pass_out(g);
  REQUIRE(last(g)["winner"] == I);
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{I});
  CHECK(with_prefix(g.ids(I), "strategy:").empty());  // the loser's card comes first
  g.act(I, "strategy-for-opponent:direct-assault");
  CHECK(strat(g, R, -1)["chosen"] == "direct-assault");  // revealed at once
  CHECK(strat(g, R, -1)["revealed"] == true);
  CHECK(g.can(I, "strategy:deception"));
  CHECK_FALSE(g.can(I, "strategy:infiltration"));  // used last round
}

TEST_CASE("API: other calls with bad input change nothing (undo with no history, bad seats, bot options)",
          "[evr][blackbox]") {
  Evr g(struggle("diplomatic-freedom", "rebel", side({"reb.force-2"}, "bureaucracy"), side({"imp.force-3"}, "bureaucracy")));
  const std::string before = g.save();
  CHECK(parse(g.m.undo())["ok"] == false);
  CHECK(g.save() == before);
  CHECK(parse(g.m.view(2)).value("ok", true) == false);
  CHECK(parse(g.m.legal_actions(7)).is_object());
  CHECK(parse(g.m.log(-5)).is_object());
  const std::string b = g.m.bot_action(0, "{\"kind\":\"nonsense\"}");
  CHECK(b.rfind("{", 0) == 0);
  const std::string b2 = g.m.bot_action(1, "{\"kind\":\"random\"}");  // seat 1 has nothing to decide
  CHECK(b2.rfind("{", 0) == 0);
  CHECK(g.save() == before);
  const std::string ok = g.m.bot_action(0, "");
  CHECK(g.can(R, ok));
  CHECK(g.save() == before);
}

TEST_CASE("EVR-FAQ-4 Leia Organa at capacity may only shuffle the character into the deck", "[evr][blackbox]") {
  Evr g(struggle("control-of-endor", "rebel", side({"reb.leia-organa", "reb.force-2"}, "bureaucracy"),
                 side({"imp.force-3"}, "bureaucracy")));
  REQUIRE(ev(g)["capacity"] == 2);
  const int deck0 = deck_count(g, R), reserve0 = reserve_count(g, R);
  g.act(R, "force:reb.leia-organa");
  REQUIRE(g.can(R, "pick:reb.yoda"));
  g.act(R, "pick:reb.yoda");
  // Whatever follows, "put it into play" must not be possible.
  for (int guard = 0; guard < 3 && g.to_act() == std::vector<int>{R} && !g.can(R, "pass"); ++guard) {
    CHECK_FALSE(g.can(R, "yes"));
    const Ids ids = g.ids(R);
    REQUIRE(!ids.empty());
    g.act(R, has(ids, "no") ? "no" : ids.front());
  }
  CHECK(g.in_play(R).size() == 2);
  CHECK(reserve_count(g, R) == reserve0 - 1);
  CHECK(deck_count(g, R) == deck0 + 1);
}

TEST_CASE("EVR-DOM-11/12 (rulings order) a won event's effect resolves, then 7 VP ends the game", "[evr][blackbox]") {
  Evr g(struggle("occupation-of-cloud-city", "rebel",
                 side({"reb.force-3"}, "bureaucracy", {{"won", {"battle-of-hoth", "battle-of-yavin"}}}),
                 side({"imp.force-2"}, "bureaucracy")));
  pass_out(g);
  REQUIRE(last(g)["winner"] == R);
  CHECK(g.vp(R) == 8);
  // "Winner may add 1 character": optional, so declining is offered.
  for (int guard = 0; guard < 3 && !g.status()["terminal"].get<bool>(); ++guard) {
    REQUIRE(g.to_act() == std::vector<int>{R});
    const Ids ids = g.ids(R);
    CHECK((has(ids, "done") || has(ids, "no")));
    g.act(R, has(ids, "done") ? "done" : "no");
  }
  CHECK(g.status()["terminal"] == true);
  CHECK(g.status()["winners"] == json::array({R}));
  CHECK(g.view(-1)["phase"] == "over");
}

TEST_CASE("OQ-EVR-07 a power with no possible target still exhausts the card (Military vs an empty area)",
          "[evr][blackbox]") {
  Evr g(struggle("battle-of-hoth", "rebel", side({"reb.military-5"}, "bureaucracy"),
                 side(json::array(), "bureaucracy")));
  REQUIRE(g.can(R, "force:reb.military-5"));
  g.act(R, "force:reb.military-5");
  CHECK(g.exhausted(R, "reb.military-5"));
  CHECK(g.to_act() == std::vector<int>{I});
  CHECK(g.ids(I) == Ids{"play"});  // forced play for the empty side
}
