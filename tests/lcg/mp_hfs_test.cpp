// The Hunt for Skywalker (option "mode": "hunt-for-skywalker", MP-HFS): the
// solo Light Side player's pyramid of face-down objectives, vulnerability,
// turning objectives face up, reinforcements, Influence, Luke Skywalker, the
// Balance of the Force and the victory conditions (the shared challenge
// rules are in mp_chal_test.cpp, the L01 cards in tests/lcg/cards/). Seats:
// 0 = Dark Side #1, 1 = Dark Side #2, 2 = the solo Light Side player.
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {
constexpr int DS1 = 0, DS2 = 1, LS = 2;

json hfs(json extra = json::object()) {
  json o = {{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}};
  for (auto it = extra.begin(); it != extra.end(); ++it) o[it.key()] = it.value();
  return o;
}
// A position: every player has had a turn unless its side says otherwise.
json at(json top, json dark, json dark2, json light) {
  for (json* s : {&dark, &dark2, &light})
    if (!s->contains("tookTurn")) (*s)["tookTurn"] = true;
  top["dark"] = dark;
  top["dark2"] = dark2;
  top["light"] = light;
  if (!top.contains("turn")) top["turn"] = 5;
  return top;
}
// The nine objectives face down in their block order (setup's default).
const char* const kNine[] = {"the-mines", "the-final-ship", "dagobah-refuge", "the-coruscant-rescue", "rebel-command",
                             "the-ruins-of-alderaan", "front-line-reinforcements", "mission-at-kothlis",
                             "return-to-tatooine"};
json nine() {
  json p = json::array();
  for (const char* k : kNine) p.push_back(k);
  return p;
}
// An engagement by Dark Side #1's attacking TIE Bomber (1 blast damage, 1
// more with the edge) at the Light Side's objective `index` (in pyramid order).
json engagement_at(int index, json light, json dark_units = json()) {
  if (dark_units.is_null()) dark_units = json::array({{{"card", "tie-bomber"}, {"attacking", true}}});
  return at({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", index}}}},
            {{"units", dark_units}}, json::object(), light);
}
// Plays on (strikes, icons and hits as offered, windows passed, prompts
// answered with done / decline) until `stop` holds.
template <class Stop>
void play_on(Table& t, Stop&& stop, int guard = 60) {
  for (int i = 0; i < guard && !stop(); ++i) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) return;
    bool acted = false;
    for (const char* p : {"strike:", "icon.", "hit:", "tactic:", "bonus", "pass", "decline", "done"})
      if (t.offers(who[0], p)) {
        t.act(who[0], p);
        acted = true;
        break;
      }
    if (!acted) return;
  }
}
// Passes the Conflict phase's first window until Dark Side #1 may engage.
void to_engage(Table& t) {
  for (int i = 0; i < 10 && !t.offers(DS1, "engage:") && !t.to_act().empty(); ++i) t.act(t.to_act().front(), "pass");
}
json objective_at(const Table& t, int position, int viewer = -1) {
  const json objs = t.player(LS, viewer)["objectives"];
  for (const json& o : objs)
    if (o.contains("position") && o["position"] == position) return o;
  return json();
}
}  // namespace

// ------------------------------------------------------------------ setup --

TEST_CASE("lcg Hunt for Skywalker: at setup the solo Light Side player places its nine objectives face down in the "
          "pyramid, one position after another, with Luke Skywalker set aside: the Dark Side sees only the shared "
          "face (MP-HFS-1, MP-HFS-4, MP-HFS-5, MP-HFS-6)",
          "[lcg][mp][hfs][setup]") {
  Table t(json(), hfs());
  t.act(DS1, "bottom:");
  t.act(DS2, "bottom:");
  int placed = 0;
  for (int guard = 0; guard < 40 && t.phase() == "setup"; ++guard) {
    const int s = t.to_act().front();
    if (s == LS && t.offers(s, "reveal:")) ++placed;
    t.act(s, t.offers(s, "keep") ? "keep" : t.offers(s, "reveal:") ? "reveal:" : "pass");
  }
  REQUIRE(t.phase() != "setup");
  CHECK(placed == 8);  // the ninth takes the last place by itself
  CHECK(t.logged("places an objective face down at position 9"));
  const json own = t.player(LS, LS);
  const json seen = t.player(LS, DS1);
  REQUIRE(own["objectives"].size() == 9);
  REQUIRE(seen["objectives"].size() == 9);
  std::vector<std::string> names;
  for (const json& o : own["objectives"]) {
    CHECK(o["faceDown"] == true);
    names.push_back(o["name"].get<std::string>());  // its owner may look at them
  }
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"Dagobah Refuge", "Front Line Reinforcements", "Mission at Kothlis",
                                          "Rebel Command", "Return to Tatooine", "The Coruscant Rescue",
                                          "The Final Ship", "The Mines", "The Ruins of Alderaan"});
  std::vector<int> positions;
  for (const json& o : seen["objectives"]) {
    CHECK(o["faceDown"] == true);
    CHECK(!o.contains("key"));
    CHECK(o["name"] == "The Hunt for Skywalker");
    CHECK(o["id"].get<std::string>().rfind("the-hunt-for-skywalker.", 0) == 0);
    positions.push_back(o["position"].get<int>());
  }
  std::sort(positions.begin(), positions.end());
  CHECK(positions == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9});
  CHECK(own["affiliationCard"].is_null());
  CHECK(own["setAside"].size() == 1);
  CHECK(own["setAside"][0]["name"] == "Luke Skywalker");
  // Nothing a Dark Side player sees names a face-down objective: neither its view nor the log.
  const std::string dump = t.raw_view(DS1).dump() + json(t.log()).dump();
  for (const char* k : kNine) CHECK(dump.find(k) == std::string::npos);
}

TEST_CASE("lcg Hunt for Skywalker: the options are checked: two different Light Side reinforcement sets without a "
          "Luke Skywalker card, Dark Side decks of at most ten objective sets, the pyramid's layout and open rows "
          "(MP-HFS-3, MP-HFS-8, MP-HFS-9, OQ-49, C11)",
          "[lcg][mp][hfs][options]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}}, hfs());
  CHECK(t.player(LS)["reinforcementDeckCount"] == 10);  // 91 and 93 without their objectives (MP-HFS-9)
  CHECK(t.player(LS)["reinforcementCount"] == 0);
  lcgt::start_fails(json(), "bad_option", hfs({{"reinforcements", "1,91"}}));   // set 1 holds Luke Skywalker
  lcgt::start_fails(json(), "bad_option", hfs({{"reinforcements", "91,91"}}));  // two different sets
  lcgt::start_fails(json(), "bad_option", hfs({{"reinforcements", "19,91"}}));  // a Dark Side set
  lcgt::start_fails(json(), "bad_option", hfs({{"reinforcements", "91"}}));
  lcgt::start_fails(json(), "bad_option", hfs({{"pyramid", "3-3-3"}}));
  lcgt::start_fails(json(), "bad_option", hfs({{"vulnerableRows", 3}}));
  // MP-HFS-3: eleven objective sets are too many for a Dark Side deck here; ten are fine.
  sw::Match m{sw::builtin_registry()};
  const json r = lcgt::parse(m.start(
      sw::dump(lcgt::config(json(), hfs({{"dark", "imperial-navy:26,26,27,27,28,28,29,29,30,30,31"}})))));
  REQUIRE(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
  CHECK(r["error"]["message"].get<std::string>().find("MP-HFS-3") != std::string::npos);
  Table ten(json(), hfs({{"dark", "imperial-navy:26,26,27,27,28,28,29,29,30,30"}}));
  CHECK(ten.view()["mode"] == "hunt-for-skywalker");
}

// -------------------------------------------------------- vulnerability --

TEST_CASE("lcg Hunt for Skywalker: only vulnerable objectives can be engaged: the rows open from the start, and an "
          "objective below an empty place, one only turned face up opens nothing (MP-HFS-17, OQ-49, OQ-50, OQ-54, C11)",
          "[lcg][mp][hfs][vulnerable]") {
  auto conflict = [](json pyramid) {
    return at({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"tie-bomber"}}}, json::object(),
              {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}});
  };
  // 2-3-4, the first two rows open (the seed's sentence, C11): positions 1-5.
  Table t(conflict(nine()), hfs());
  to_engage(t);
  REQUIRE(t.to_act() == std::vector<int>{DS1});
  CHECK(t.count(DS1, "engage:") == 5);
  CHECK(objective_at(t, 5)["vulnerable"] == true);
  CHECK(objective_at(t, 6)["vulnerable"] == false);
  // One open row: positions 1 and 2.
  Table one(conflict(nine()), hfs({{"vulnerableRows", 1}}));
  to_engage(one);
  CHECK(one.count(DS1, "engage:") == 2);
  // Position 3 empty (destroyed): 6 and 7 below it open too.
  json holed = nine();
  holed[2] = nullptr;
  Table h(conflict(holed), hfs({{"vulnerableRows", 1}}));
  to_engage(h);
  CHECK(h.count(DS1, "engage:") == 2 + 2);  // 1, 2 and 6, 7 (below 3)
  CHECK(objective_at(h, 6)["vulnerable"] == true);
  CHECK(objective_at(h, 7)["vulnerable"] == true);
  CHECK(objective_at(h, 8)["vulnerable"] == false);
  // Position 1 face up (not destroyed): 3 and 4 stay closed (OQ-50).
  json up = nine();
  up[0] = {{"card", "rebel-command"}, {"faceDown", false}};  // (The Mines face up would refuse the Vehicle)
  Table u(conflict(up), hfs({{"vulnerableRows", 1}}));
  to_engage(u);
  CHECK(u.count(DS1, "engage:") == 2);
  // 4-3-2 with one open row: the top four.
  Table w(conflict(nine()), hfs({{"pyramid", "4-3-2"}, {"vulnerableRows", 1}}));
  to_engage(w);
  CHECK(w.count(DS1, "engage:") == 4);
}

// ------------------------------------------------------- turning face up --

TEST_CASE("lcg Hunt for Skywalker: a face-down objective that would be damaged turns face up instead, all the "
          "strike's damage spent so, its tokens and enhancements discarded, and the engagement goes on against it "
          "(MP-HFS-14, MP-HFS-15, MP-HFS-16, OQ-52)",
          "[lcg][mp][hfs][flip]") {
  json pyramid = nine();
  pyramid[0] = {{"card", "the-mines"}, {"focus", 1}};
  Table t(engagement_at(0, {{"pyramid", pyramid},
                            {"reinforcementDeck", json::array()},
                            {"enhancements", {{{"card", "entrenched-position"}, {"on", 0}}}}}),
          hfs());
  CHECK(t.view()["engagement"]["objective"].get<std::string>().rfind("the-hunt-for-skywalker.", 0) == 0);
  play_on(t, [&] { return !objective_at(t, 1)["faceDown"].is_boolean(); });
  const json mines = objective_at(t, 1);
  REQUIRE(mines["name"] == "The Mines");
  // The TIE Bomber's blast damage turns it face up, all of it spent so: no damage is placed, the focus token
  // and Entrenched Position are discarded.
  CHECK(!mines.contains("faceDown"));
  CHECK(mines["damage"] == 0);
  CHECK(mines["focus"] == 0);
  CHECK(mines["attachments"].empty());
  CHECK(t.discard(LS) == std::vector<std::string>{"Entrenched Position"});
  CHECK(t.logged("turns face up: The Mines"));
  // The engagement goes on against The Mines: the unopposed damage lands on it.
  play_on(t, [&] { return t.view()["engagement"].is_null(); });
  CHECK(objective_at(t, 1)["damage"] == 1);
}

TEST_CASE("lcg Hunt for Skywalker: each time an objective turns face up the Light Side may draw a reinforcement and "
          "place it face down under an objective without one, which only it sees (MP-HFS-10, OQ-53)",
          "[lcg][mp][hfs][reinforce]") {
  Table t(engagement_at(0, {{"pyramid", nine()}, {"reinforcementDeck", {"twilek-loyalist", "jedi-in-hiding"}}}), hfs());
  play_on(t, [&] { return t.offers(LS, "done"); });
  REQUIRE(t.offers(LS, "decline"));
  t.act(LS, "done");  // draw
  const json peek = t.view(LS)["peek"];
  REQUIRE(peek.is_object());
  CHECK(peek["cards"][0]["name"] == "Twi'lek Loyalist");
  const std::string target = objective_at(t, 9)["id"].get<std::string>();
  t.act(LS, "choose:" + target + ".");
  CHECK(objective_at(t, 9, LS)["reinforced"] == true);
  CHECK(objective_at(t, 9, LS)["reinforcement"]["key"].get<std::string>().rfind("twilek-loyalist", 0) == 0);
  CHECK(objective_at(t, 9, DS1)["reinforced"] == true);
  CHECK(!objective_at(t, 9, DS1).contains("reinforcement"));
  CHECK(t.player(LS)["reinforcementDeckCount"] == 1);
  CHECK(t.player(LS)["reinforcementCount"] == 1);
  // Setup: an objective already holding one is not offered again (one card at a time).
  json full = nine();
  for (int i = 1; i < 9; ++i) full[i] = {{"card", kNine[i]}, {"reinforcement", "twilek-loyalist"}};
  Table f(engagement_at(0, {{"pyramid", full}, {"reinforcementDeck", {"jedi-in-hiding"}}}), hfs());
  play_on(f, [&] { return f.offers(LS, "done") && f.offers(LS, "decline"); });
  REQUIRE(f.offers(LS, "decline"));
  f.act(LS, "done");
  CHECK(f.count(LS, "choose:") == 1);  // only The Mines, just turned face up, holds none
}

TEST_CASE("lcg Hunt for Skywalker: a destroyed face-up objective goes to the destroying player's victory pile, its "
          "reinforcement is discarded and its place stays empty, which opens the objectives below it (MP-HFS-13, "
          "MP-HFS-17, OQ-54)",
          "[lcg][mp][hfs][destroy]") {
  json pyramid = nine();
  pyramid[0] = {{"card", "the-mines"}, {"faceDown", false}, {"damage", 3}, {"reinforcement", "jedi-in-hiding"}};
  Table t(engagement_at(0, {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}}), hfs({{"vulnerableRows", 1}}));
  CHECK(objective_at(t, 3)["vulnerable"] == false);
  play_on(t, [&] { return t.view()["engagement"].is_null(); });
  CHECK(objective_at(t, 1).is_null());
  CHECK(t.victory_count(DS1) == 1);
  CHECK(t.discard(LS) == std::vector<std::string>{"Jedi in Hiding"});  // MP-HFS-13
  CHECK(objective_at(t, 3)["vulnerable"] == true);                     // below the empty place
  CHECK(objective_at(t, 4)["vulnerable"] == true);
  CHECK(objective_at(t, 5)["vulnerable"] == false);
  CHECK(!t.over());
  // A face-down objective with a reinforcement keeps it as it turns face up (MP-HFS-13).
  json kept = nine();
  kept[0] = {{"card", "the-mines"}, {"reinforcement", "jedi-in-hiding"}};
  Table k(engagement_at(0, {{"pyramid", kept}, {"reinforcementDeck", json::array()}}), hfs());
  play_on(k, [&] { return !objective_at(k, 1)["faceDown"].is_boolean(); });
  CHECK(objective_at(k, 1, LS)["reinforcement"]["key"].get<std::string>().rfind("jedi-in-hiding", 0) == 0);
}

// ------------------------------------------------------- reinforcements --

TEST_CASE("lcg Hunt for Skywalker: a reinforcement is used as if in hand, and Influence pays for a card of any "
          "affiliation (MP-HFS-11, MP-HFS-18)",
          "[lcg][mp][hfs][reinforce]") {
  auto deployment = [](const char* first) {
    json pyramid = nine();
    pyramid[0] = {{"card", first}, {"faceDown", false}, {"reinforcement", "twilek-loyalist"}};
    return at({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
              {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}});
  };
  // The Mines (Rebel Alliance, 2 resources, Influence) pays for the Jedi Twi'lek Loyalist.
  Table t(deployment("the-mines"), hfs());
  REQUIRE(t.to_act() == std::vector<int>{LS});
  REQUIRE(t.offers(LS, "deploy:twilek-loyalist"));
  t.act(LS, "deploy:twilek-loyalist");
  for (int i = 0; i < 6 && t.n_units(LS) == 0; ++i) t.act(LS, t.offers(LS, "autopay") ? "autopay" : "pass");
  CHECK(t.n_units(LS) == 1);
  CHECK(!objective_at(t, 1).contains("reinforced"));
  // Mission Briefing (Rebel Alliance, no Influence) cannot match it.
  Table plain(deployment("mission-briefing"), hfs());
  CHECK(!plain.offers(LS, "deploy:twilek-loyalist"));
}

TEST_CASE("lcg Hunt for Skywalker: reinforcements are no part of the hand when drawing up to the reserve value, "
          "and a Light Side player out of cards does not lose (MP-HFS-12, MP-HFS-23)",
          "[lcg][mp][hfs][draw]") {
  json pyramid = nine();
  pyramid[1] = {{"card", "the-final-ship"}, {"reinforcement", "jedi-in-hiding"}};
  Table t(at({{"phase", "draw"}, {"active", "light"}}, json::object(), json::object(),
             {{"pyramid", pyramid}, {"hand", json::array()}, {"reinforcementDeck", json::array()}}),
          hfs());
  CHECK(t.hand_count(LS) == 6);
  Table out(at({{"phase", "draw"}, {"active", "light"}}, json::object(), json::object(),
               {{"pyramid", nine()}, {"hand", json::array()}, {"deck", {"rebel-sentry"}}}),
            hfs());
  CHECK(out.hand_count(LS) == 1);
  CHECK(!out.over());
}

// ---------------------------------------------------- the Balance of the Force --

TEST_CASE("lcg Hunt for Skywalker: the Balance with the Light Side in its Balance phase makes each Dark Side player "
          "discard its deck's top card, with the Dark Side in theirs Dark Side #1 may deal 1 damage to a vulnerable "
          "objective, which turns it face up (MP-HFS-19, MP-HFS-20, MP-HFS-7)",
          "[lcg][mp][hfs][balance]") {
  Table t(at({{"phase", "balance"}, {"active", "light"}, {"balance", "light"}}, {{"deck", {"tie-bomber", "tie-bomber"}}},
             {{"deck", {"tie-bomber", "tie-bomber"}}}, {{"pyramid", nine()}, {"reinforcementDeck", json::array()}}),
          hfs());
  // (Nothing asks the Light Side: its turn runs on to the Dark Side's draw.)
  CHECK(t.discard_count(DS1) == 1);
  CHECK(t.discard_count(DS2) == 1);
  CHECK(t.logged("each Dark Side player discards the top card of its deck"));
  Table d(at({{"phase", "balance"}, {"active", "dark"}, {"balance", "dark"}}, json::object(), json::object(),
             {{"pyramid", nine()}, {"reinforcementDeck", json::array()}}),
          hfs());
  REQUIRE(d.to_act() == std::vector<int>{DS1});
  CHECK(d.count(DS1, "damage:") == 5);  // the open rows only
  d.act(DS1, "damage:");
  CHECK(objective_at(d, 1)["faceDown"].is_null());  // position 1 turned face up
  CHECK(objective_at(d, 1)["damage"] == 0);
  CHECK(d.dial() == 0);
}

// ------------------------------------------------------- Luke Skywalker --

TEST_CASE("lcg Hunt for Skywalker: Return to Tatooine turned face up puts Luke Skywalker into play, and he must "
          "defend it (MP-HFS-6, MP-HFS-21)",
          "[lcg][mp][hfs][luke]") {
  json pyramid = nine();
  std::swap(pyramid[0], pyramid[8]);  // Return to Tatooine at position 1
  Table t(engagement_at(0, {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}}), hfs());
  play_on(t, [&] { return t.unit(LS, "Luke Skywalker").is_object(); });
  CHECK(t.unit(LS, "Luke Skywalker").is_object());
  CHECK(t.player(LS)["setAside"].empty());
  CHECK(objective_at(t, 1)["name"] == "Return to Tatooine");
  // Engaged again: Luke must be declared as a defender before done.
  json later = nine();
  later[0] = {{"card", "return-to-tatooine"}, {"faceDown", false}};
  Table d(at({{"phase", "conflict"}, {"active", "dark"}}, {{"units", {"tie-bomber"}}}, json::object(),
             {{"pyramid", later}, {"units", {"luke-skywalker-hfs", "rebel-sentry"}}, {"setAside", json::array()},
              {"reinforcementDeck", json::array()}}),
          hfs());
  to_engage(d);
  d.act(DS1, "engage:return-to-tatooine");
  d.act(DS1, "attacker:tie-bomber");
  d.act(DS1, "done");
  play_on(d, [&] { return d.offers(LS, "defender:"); });
  REQUIRE(d.offers(LS, "defender:luke-skywalker-hfs"));
  CHECK(!d.offers(LS, "done"));
  d.act(LS, "defender:luke-skywalker-hfs");
  CHECK(d.offers(LS, "done"));
}

TEST_CASE("lcg Hunt for Skywalker: the damage that would destroy Return to Tatooine is placed on Luke Skywalker, "
          "and the Dark Side wins once Luke leaves play (MP-HFS-21, MP-HFS-2, C9)",
          "[lcg][mp][hfs][luke][win]") {
  json pyramid = nine();
  pyramid[0] = {{"card", "return-to-tatooine"}, {"faceDown", false}, {"damage", 7}};
  Table t(engagement_at(0, {{"pyramid", pyramid},
                            {"units", {{{"card", "luke-skywalker-hfs"}, {"focus", 1}}}},
                            {"setAside", json::array()},
                            {"reinforcementDeck", json::array()}}),
          hfs());
  play_on(t, [&] { return t.unit(LS, "Luke Skywalker")["damage"] != 0; });
  CHECK(objective_at(t, 1)["damage"] == 7);
  CHECK(t.unit(LS, "Luke Skywalker")["damage"].get<int>() >= 1);  // the blast damage, 1 or 2 (with the edge)
  CHECK(t.logged("damage that would destroy Return to Tatooine"));
  CHECK(!t.over());
  // Luke defends (focused: he cannot strike) with 18 damage; Darth Vader's 2 unit damage kills him: the Dark Side wins.
  json rtt = nine();
  rtt[0] = {{"card", "return-to-tatooine"}, {"faceDown", false}};
  Table k(engagement_at(0,
                        {{"pyramid", rtt},
                         {"units", {{{"card", "luke-skywalker-hfs"}, {"damage", 18}, {"focus", 1}, {"defending", true}}}},
                         {"setAside", json::array()},
                         {"reinforcementDeck", json::array()}},
                        json::array({{{"card", "darth-vader"}, {"attacking", true}}})),
          hfs());
  play_on(k, [&] { return k.over(); });
  REQUIRE(k.over());
  CHECK(k.view()["reason"] == "scenario");
  CHECK(k.winner() == DS1);
  CHECK(k.logged("Luke Skywalker has left play"));
}

// ------------------------------------------------------------- winning --

TEST_CASE("lcg Hunt for Skywalker: the Light Side wins once every Dark Side player's deck is empty, not before "
          "(MP-HFS-22, OQ-51)",
          "[lcg][mp][hfs][win]") {
  const json eight = {"tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber",
                      "tie-bomber", "tie-bomber", "tie-bomber", "tie-bomber"};
  Table t(at({{"phase", "balance"}, {"active", "light"}, {"balance", "light"}}, {{"deck", {"tie-bomber"}}},
             {{"deck", eight}}, {{"pyramid", nine()}, {"reinforcementDeck", json::array()}}),
          hfs());
  CHECK(t.deck_count(DS1) == 0);
  CHECK(t.deck_count(DS2) > 0);
  CHECK(!t.over());  // Dark Side #2 still has cards
  Table w(at({{"phase", "balance"}, {"active", "light"}, {"balance", "light"}}, {{"deck", {"tie-bomber"}}},
             {{"deck", {"tie-bomber"}}}, {{"pyramid", nine()}, {"reinforcementDeck", json::array()}}),
          hfs());
  for (int i = 0; i < 10 && !w.over() && !w.to_act().empty(); ++i) w.act(w.to_act().front(), "pass");
  REQUIRE(w.over());
  CHECK(w.winner() == LS);
  CHECK(w.view()["reason"] == "scenario");
}

// --------------------------------------------------------------- setup JSON --

TEST_CASE("lcg Hunt for Skywalker: a setup builds the pyramid (empty places, face up or down, reinforcements) and "
          "the reinforcement deck, refuses what cannot be, and a save loads back (MP-HFS-5, MP-HFS-9, MP-HFS-10)",
          "[lcg][mp][hfs][setup][save]") {
  json pyramid = nine();
  pyramid[0] = nullptr;
  pyramid[1] = {{"card", "the-final-ship"}, {"faceDown", false}, {"damage", 2}, {"reinforcement", "jedi-in-hiding"}};
  Table t(at({{"phase", "deployment"}, {"active", "dark"}}, json::object(), json::object(),
             {{"pyramid", pyramid}, {"reinforcementDeck", {"twilek-loyalist"}}}),
          hfs());
  CHECK(t.n_objectives(LS) == 8);
  CHECK(objective_at(t, 1).is_null());
  CHECK(objective_at(t, 2)["damage"] == 2);
  CHECK(objective_at(t, 2, LS)["reinforcement"]["key"].get<std::string>().rfind("jedi-in-hiding", 0) == 0);
  CHECK(objective_at(t, 3)["faceDown"] == true);
  CHECK(t.player(LS)["reinforcementDeckCount"] == 1);
  t.reloads_equal();
  // Refused: a face-down objective with damage, objectives outside the pyramid, a pyramid elsewhere.
  lcgt::start_fails(at(json::object(), json::object(), json::object(),
                       {{"pyramid", {{{"card", "the-mines"}, {"damage", 1}}}}}),
                    "bad_setup", hfs());
  lcgt::start_fails(at(json::object(), json::object(), json::object(), {{"objectives", {"the-mines"}}}), "bad_setup", hfs());
  lcgt::start_fails(at(json::object(), {{"pyramid", nine()}}, json::object(), json::object()), "bad_setup", hfs());
  json ten = nine();
  ten.push_back("the-mines");
  lcgt::start_fails(at(json::object(), json::object(), json::object(), {{"pyramid", ten}}), "bad_setup", hfs());
}

// ------------------------------------------------------- determinisation --

TEST_CASE("lcg Hunt for Skywalker: a search's re-deal of what the Dark Side cannot see keeps the reinforcement being "
          "played, as its frame names it (MP-HFS-11, MP-HFS-12)",
          "[lcg][mp][hfs][reinforce][resample]") {
  // Twi'lek Loyalist under face-up The Mines, Jedi in Hiding under a face-down
  // objective: re-dealing the reinforcements' identities could swap them.
  json pyramid = nine();
  pyramid[0] = {{"card", "the-mines"}, {"faceDown", false}, {"reinforcement", "twilek-loyalist"}};
  pyramid[1] = {{"card", "the-final-ship"}, {"reinforcement", "jedi-in-hiding"}};
  Table t(at({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
             {{"pyramid", pyramid}, {"reinforcementDeck", json::array()}}),
          hfs());
  t.act(LS, "deploy:twilek-loyalist");  // its payment is now asked for
  const sw::Game* g = sw::builtin_registry().find("lcg");
  REQUIRE(g != nullptr);
  auto st = g->state_from_json(lcgt::parse(t.m.save())["state"]);
  REQUIRE(st.ok());
  std::vector<sw::Action> before, after;
  st.value()->legal_actions(LS, before);
  REQUIRE(!before.empty());
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    for (int viewer : {-1, DS1}) {
      std::unique_ptr<sw::State> c = st.value()->clone();
      sw::Rng rng(seed, 5);
      c->resample_hidden(viewer, rng);
      CHECK(c->check_invariants() == "");
      CHECK(c->view(viewer) == st.value()->view(viewer));
      c->legal_actions(LS, after);
      CHECK(after == before);
      CHECK(c->view(LS)["prompt"] == st.value()->view(LS)["prompt"]);
    }
  }
}
