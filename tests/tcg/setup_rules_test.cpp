// Setup rules (TCG-SETUP): opening hands, the mulligan, the setup deployment.
#include "tcg/decks.h"
#include "tcg_fixture.h"

using namespace tcgt;

TEST_CASE("TCG-SETUP-2: each player starts with 7 cards from a shuffled deck, the Dark Side decides first", "[tcg]") {
  Table t(json(nullptr));
  CHECK(t.hand_count(DS) == 7);
  CHECK(t.hand_count(LS) == 7);
  CHECK(t.view()["phase"] == "setup");
  // The Dark Side decides first (TCG-GEN-4); a hand without Mission or
  // Battle cards has no mulligan to choose, and then the Light Side decides.
  // Without any, the Dark Side sends the first unit.
  auto can_mulligan = [&](int seat) {
    bool any = false;
    const json hand = t.player(seat, seat)["hand"];  // not a temporary's member: it would dangle
    for (const json& c : hand) any |= c["type"] == "Mission" || c["type"] == "Battle";
    return any;
  };
  const int first = can_mulligan(DS) ? DS : can_mulligan(LS) ? LS : DS;
  CHECK(t.to_act() == std::vector<int>{first});
  CHECK(t.step() == "setup");
  // Another seed deals another hand (the decks are shuffled).
  Table u(json(nullptr), json::object(), 7);
  CHECK(t.hand(DS) != u.hand(DS));
}

TEST_CASE("TCG-SETUP-3: the mulligan takes Mission and Battle cards only, DS first, once, back to 7", "[tcg]") {
  json setup = {{"seats",
                 {{{"hand", {"dark-rendezvous", "dark-sides-command", "battle-droid-squad"}},
                   {"deck", {"geonosian-guard", "geonosian-warrior", "destroyer-droid-squad"}}},
                  {{"hand", {"jedi-call-for-help", "clone-squad"}}, {"deck", {"clone-platoon", "clone-warrior-5-373"}}}}}};
  Table t(setup);
  REQUIRE(t.to_act() == std::vector<int>{DS});
  // Units cannot be mulliganed.
  CHECK(t.offers(DS, "mulligan:dark-rendezvous"));
  CHECK(t.offers(DS, "mulligan:dark-sides-command"));
  CHECK_FALSE(t.offers(DS, "mulligan:battle-droid-squad"));
  t.act(DS, "mulligan:dark-rendezvous");
  t.act(DS, "mulligan:dark-sides-command");
  t.act(DS, "keep");
  // Two discarded, two drawn from the top of the deck.
  CHECK(t.discard(DS) == std::vector<std::string>{"Dark Rendezvous", "Dark Side's Command"});
  CHECK(t.hand(DS) == std::vector<std::string>{"Battle Droid Squad", "Geonosian Guard", "Geonosian Warrior"});
  // Then the Light Side; a 0-card mulligan is a keep.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "keep");
  CHECK(t.hand(LS) == std::vector<std::string>{"Jedi Call for Help", "Clone Squad"});
  // Once each: the deployment begins, DS first, and no mulligan is offered again.
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "mulligan"));
  CHECK(t.offers(DS, "send:battle-droid-squad"));
}

TEST_CASE("TCG-SETUP-4, TCG-SETUP-5, TCG-SETUP-8: DS sends one unit, LS sends until it has more, a card drawn per unit", "[tcg]") {
  // The source's example: DS opens with a 7 (here a 6 and the walkthrough's order), LS must exceed it.
  json setup = {{"seats",
                 {{{"hand", {"commerce-guild-droid-81", "battle-droid-squad", "geonosian-guard"}},
                   {"deck", {"geonosian-warrior", "destroyer-droid-squad"}}},
                  {{"hand", {"clone-platoon", "naboo-senatorial-escort", "clone-squad"}}, {"deck", {"clone-warrior-5-373", "n-1-starfighter"}}}}}};
  Table t(setup);
  // No Mission or Battle cards in either hand: nothing to mulligan, straight to the deployment.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "mulligan"));
  t.act(DS, "send:commerce-guild-droid-81");  // cost 6
  CHECK(t.unit(DS, "Ground", "Commerce Guild Droid 81").is_object());
  CHECK(t.player(DS)["setupTotal"] == 6);
  CHECK(t.hand(DS) == std::vector<std::string>{"Battle Droid Squad", "Geonosian Guard", "Geonosian Warrior"});  // drew one
  // LS now sends until its total exceeds 6: 4 (total 4) is not enough, LS goes on.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "send:clone-platoon");
  CHECK(t.player(LS)["setupTotal"] == 4);
  CHECK(t.to_act() == std::vector<int>{LS});
  t.act(LS, "send:naboo-senatorial-escort");  // 6: equal is not more
  CHECK(t.to_act() == std::vector<int>{LS});
  t.act(LS, "send:clone-squad");  // 9 > 6
  CHECK(t.player(LS)["setupTotal"] == 9);
  // Back to DS, which must now exceed 9.
  CHECK(t.to_act() == std::vector<int>{DS});
  // Mission and Battle cards are never sent (TCG-SETUP-4).
  CHECK_FALSE(t.offers(DS, "send:dark"));
}

TEST_CASE("TCG-SETUP-7, TCG-SETUP-9: 30 points at most - finishing with a partly built card (T8, OQ-TCG-03)", "[tcg]") {
  json setup = {{"seats",
                 {{{"hand", {"commerce-guild-droid-81", "dark-rendezvous", "dark-sides-command"}}, {"deck", {"geonosian-guard", "geonosian-warrior"}}},
                  {{"hand", {"naboo-cruiser"}}, {"deck", {"clone-squad"}}}}}};
  Table t(setup);
  t.act(DS, "keep");  // LS has no Mission or Battle card: no mulligan to decide
  t.act(DS, "send:commerce-guild-droid-81");
  t.act(LS, "send:naboo-cruiser");  // 6, not more than 6: LS goes on
  REQUIRE(t.to_act() == std::vector<int>{LS});
  // LS has only Clone Squad (drawn) now: it sends it (9 > 6).
  t.act(LS, "send:clone-squad");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  // DS at 6: a Battle card cannot be the partly built card; the Mission can.
  CHECK_FALSE(t.offers(DS, "partial:dark-sides-command"));
  CHECK(t.offers(DS, "partial:dark-rendezvous"));
  const int hand_before = t.hand_count(DS);
  t.act(DS, "partial:dark-rendezvous");
  // 30 - 6 = 24 counters, a card drawn, shown to the opponent; DS is done at an effective 30.
  const json b = t.player(DS, LS)["build"];
  REQUIRE(b.size() == 1);
  CHECK(b[0]["counters"] == 24);
  CHECK(b[0]["name"] == "Dark Rendezvous");
  CHECK(t.hand_count(DS) == hand_before);  // one placed, one drawn
  CHECK(t.player(DS)["setupTotal"] == 30);
  // LS goes on alone: nothing in hand, so its setup ends too (OQ-TCG-04) and turn 1 begins.
  CHECK(t.view()["turn"] == 1);
}

TEST_CASE("TCG-SETUP-7, TCG-SETUP-8, OQ-TCG-04: no unit above 30 - a player alone goes on — nothing fits: it may stop", "[tcg]") {
  const std::string cgd = "commerce-guild-droid-81";  // cost 6
  json setup = {{"seats",
                 {{{"hand", {cgd, cgd, cgd, cgd, "geonosian-guard", cgd, "destroyer-droid-squad", "geonosian-warrior"}}},
                  {{"hand", {"naboo-cruiser", "naboo-cruiser", "naboo-cruiser", "naboo-cruiser", "naboo-cruiser", "naboo-cruiser"}}}}}};
  Table t(setup);
  t.act(DS, "send:" + cgd);             // DS 6
  t.act(LS, "send:naboo-cruiser");      // LS 6: not more, goes on
  t.act(LS, "send:naboo-cruiser");      // LS 12
  t.act(DS, "send:" + cgd);             // DS 12: not more
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, "send:" + cgd);             // DS 18
  t.act(LS, "send:naboo-cruiser");      // 18
  t.act(LS, "send:naboo-cruiser");      // 24
  t.act(DS, "send:" + cgd);             // 24
  t.act(DS, "send:geonosian-guard");    // 26 > 24
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "send:naboo-cruiser");      // LS 30: done
  CHECK(t.player(LS)["setupTotal"] == 30);
  // DS at 26 goes on alone: a 6 (32) or a 5 (31) would pass 30, a 3 fits.
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "send:" + cgd));
  CHECK_FALSE(t.offers(DS, "send:destroyer-droid-squad"));
  CHECK_FALSE(t.offers(DS, "stop"));  // a unit still fits: no stopping
  t.act(DS, "send:geonosian-warrior");  // 29
  // Nothing fits any more: a partly built card or stop (OQ-TCG-04).
  CHECK(t.count(DS, "send:") == 0);
  CHECK(t.offers(DS, "partial:"));
  t.act(DS, "stop");
  CHECK(t.player(DS)["setupTotal"] == 29);
  CHECK(t.view()["turn"] == 1);
}

TEST_CASE("TCG-SETUP-7: units a setup document puts in the arenas count toward the setup total - above 30 is refused", "[tcg]") {
  const json ds_arenas = {"trade-federation-battleship-core", "droid-control-ship", "geonosian-warrior", "geonosian-warrior"};  // 9+9+3+3
  json setup = {{"seats",
                 {{{"arenas", ds_arenas}, {"hand", {"geonosian-defense-platform", "commerce-guild-droid-81"}}, {"deck", {"geonosian-guard"}}},
                  {{"arenas", {"naboo-defense-station", "naboo-cruiser"}}, {"hand", {"naboo-cruiser"}}, {"deck", {"clone-squad"}}}}}};
  Table t(setup);
  CHECK(t.player(DS)["setupTotal"] == 24);
  CHECK(t.player(LS)["setupTotal"] == 14);
  REQUIRE(t.to_act() == std::vector<int>{DS});
  CHECK_FALSE(t.offers(DS, "send:geonosian-defense-platform"));  // 24 + 7 > 30
  t.act(DS, "send:commerce-guild-droid-81");                      // 24 + 6 = 30: DS is done (TCG-SETUP-8 (5))
  CHECK(t.player(DS)["setupTotal"] == 30);
  CHECK(t.to_act() == std::vector<int>{LS});
  // A document whose arenas already hold more than 30 points is refused.
  json over = setup;
  over["seats"][0]["arenas"].push_back("commerce-guild-droid-81");
  over["seats"][0]["arenas"].push_back("geonosian-warrior");  // 24 + 6 + 3
  sw::Match m{registry()};
  const json r = parse(m.start(sw::dump(config(over))));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_setup");
}

TEST_CASE("TCG-SETUP-11: turn 1 begins with 4 Force each and a card drawn each", "[tcg]") {
  json setup = {{"seats",
                 {{{"hand", {"battle-droid-squad"}}, {"deck", {"geonosian-guard", "geonosian-warrior"}}},
                  {{"hand", {"clone-squad"}}, {"deck", {"clone-platoon", "clone-warrior-5-373"}}}}}};
  Table t(setup);
  t.act(DS, "send:battle-droid-squad");
  t.act(LS, "send:clone-squad");
  // DS drew Geonosian Guard and sends it (2+2 > 3)...
  t.act(DS, "send:geonosian-guard");
  t.act(LS, "send:clone-platoon");
  t.act(DS, "send:geonosian-warrior");
  // LS sends its last: both can send nothing more.
  t.act(LS, "send:clone-warrior-5-373");
  const json v = t.view();
  CHECK(v["turn"] == 1);
  CHECK(v["players"][DS]["force"] == 4);
  CHECK(v["players"][LS]["force"] == 4);
}

TEST_CASE("TCG-DECK, TCG-SETUP-1: the decks are game options (presets or deck codes), legal and of their side", "[tcg]") {
  // The defaults: the two presets, shuffled, 7 cards each in hand.
  Table t(json(nullptr));
  for (const sw::tcg::Preset& p : sw::tcg::presets()) {
    const int seat = p.side == sw::tcg::kDark ? DS : LS;
    CHECK(t.deck_count(seat) + t.hand_count(seat) == p.deck.total());
  }
  // A Light Side deck cannot play the Dark Side; an illegal deck is refused.
  sw::Match m{registry()};
  json r = parse(m.start(sw::dump(config(json(nullptr), {{"dark", "republic"}}))));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
  r = parse(m.start(sw::dump(config(json(nullptr), {{"light", "clone-squad:4"}}))));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_option");
}
