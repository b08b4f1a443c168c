// What a seat sees (TCG-ZONE-2/3/4, TCG-BUILD-5): its own hand and face-down
// cards; of the opponent's, only how many cards and, in the build zone, each
// face-down card's counters (a partial build revealed at setup is shown).
// Deck orders and the RNG are never shown. Arenas, retreated units, discard
// piles, Force pools, build points and the attack's dice are public.
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"
#include "tcg/cards/face_up_building.h"
#include "tcg/later_sets.h"
#include "tcg/tcg_game.h"

namespace sw::tcg {

namespace {

json card_json(const TcgState& s, CardId c) {
  const CardFacts& f = s.fx(c);
  json j;
  j["id"] = s.card_key(c);
  j["key"] = f.key;
  j["name"] = f.name;
  if (f.version) j["version"] = std::string(1, f.version);
  j["type"] = type_name(f.type);
  j["side"] = side_name(f.side);
  j["cost"] = s.cost(c);
  if (is_unit(f.type)) {
    j["speed"] = s.speed(c);
    j["power"] = s.power(c);
    j["health"] = s.health(c);
  }
  if (f.type == kLocation) j["arena"] = location_arena(f) == kNumTypes ? "" : type_name(location_arena(f));  // TCG2-LOC-1
  if (f.type == kEquipment) j["attachCost"] = attach_cost(s, c);  // TCG2-EQUIP-1
  j["text"] = f.text;
  return j;
}

json unit_json(const TcgState& s, CardId c) {
  json j = card_json(s, c);
  j["damage"] = s.cards[c].damage;
  j["tapped"] = s.cards[c].exhausted;
  // TCG-STACK-2: the cards beneath (their numbers are ignored but shown).
  json under = json::array();
  for (CardId x : s.under(c)) under.push_back(card_json(s, x));
  if (!under.empty()) j["under"] = under;
  // TCG2-EQUIP-1, TCG2-PILOT-1: its Equipment and the Pilots aboard (public).
  json attached = json::array(), aboard = json::array();
  for (CardId x : s.carried(c)) {
    if (s.cards[x].zone == zn::kAttached) {
      attached.push_back(card_json(s, x));
    } else {
      json p = card_json(s, x);
      p["damage"] = s.cards[x].damage;
      p["tapped"] = s.cards[x].exhausted;
      aboard.push_back(p);
    }
  }
  if (!attached.empty()) j["attached"] = attached;
  if (!aboard.empty()) j["aboard"] = aboard;
  return j;
}

}  // namespace

json TcgMatch::view(int viewer) const {
  json v;
  v["game"] = "tcg";
  v["viewer"] = viewer;
  v["toAct"] = to_act();
  v["terminal"] = s.over;
  v["turn"] = s.turn;
  v["phase"] = phase_name(s.phase);
  v["step"] = step_name(s);
  v["over"] = s.over;
  v["winner"] = s.winner;
  v["buildRoll"] = s.build_roll;
  json players = json::array();
  for (int p = 0; p < s.seats; ++p) {
    const TcgSeat& x = s.seat_info[p];
    json pj;
    pj["seat"] = p;
    pj["side"] = x.side == kDark ? "dark" : "light";
    pj["force"] = x.force;
    pj["buildPoints"] = x.build_points;
    pj["setupTotal"] = x.setup_total;
    pj["deckCount"] = s.zone_of(p, zone::kDeck).size();
    pj["handCount"] = s.zone_of(p, zone::kHand).size();
    pj["asideCount"] = s.zone_of(p, zn::kAside).size();  // quick play: units not picked (TCG-SETUP-12)
    if (viewer == p) {
      json hand = json::array();
      for (CardId c : s.zone_of(p, zone::kHand)) hand.push_back(card_json(s, c));
      pj["hand"] = hand;
    }
    json arenas = json::object();
    for (CardType a : kArenas) {
      json list = json::array();
      for (CardId c : s.zone_of(p, zone::kPlay))
        if (s.fx(c).type == a) list.push_back(unit_json(s, c));
      arenas[type_name(a)] = list;
    }
    pj["arenas"] = arenas;
    json locations = json::array();  // TCG2-LOC-1: face up, each with its "arena"
    for (CardId c : s.zone_of(p, zn::kLocations)) locations.push_back(card_json(s, c));
    pj["locations"] = locations;
    pj["controls"] = s.controlled_arenas(p);
    json build = json::array();
    for (CardId c : s.zone_of(p, zn::kBuild)) {
      json b;
      if (s.retreated(c)) {
        b = unit_json(s, c);
        b["retreated"] = true;
      } else if (s.built_equipment(c)) {  // TCG2-EQUIP-1: face up, waiting to be attached
        b = card_json(s, c);
        b["built"] = true;
      } else {
        if (viewer == p || s.extra[c].revealed || builds_face_up(s, p)) {  // Darth Sidious (A)
          b = card_json(s, c);
          b["ready"] = s.ready_to_deploy(c);
        }
        b["faceDown"] = true;
        b["counters"] = s.extra[c].counters;
      }
      build.push_back(b);
    }
    pj["build"] = build;
    json discard = json::array();
    for (CardId c : s.zone_of(p, zone::kDiscard)) discard.push_back(card_json(s, c));
    pj["discard"] = discard;
    players.push_back(pj);
  }
  v["players"] = players;
  if (s.atk.attacker != kNoCard) {
    json a;
    a["attacker"] = s.card_key(s.atk.attacker);
    if (s.atk.defender != kNoCard) a["defender"] = s.card_key(s.atk.defender);
    json dice = json::array();
    for (uint8_t d : s.atk.dice) dice.push_back({{"value", d}, {"hit", d >= 4}});
    a["dice"] = dice;
    a["rolled"] = s.atk.rolled;
    a["mode"] = s.atk.mode == AttackMode::Bombard ? "bombard" : s.atk.mode == AttackMode::IonCannon ? "ionCannon" : "normal";
    a["damage"] = s.atk.damage;
    v["attack"] = a;
  }
  // Public, for the page: the arena whose battle step is in progress
  // (TCG-BATTLE-1) and the contest being bid for with both bids (TCG-BID-4).
  for (int i = s.stack.depth() - 1; i >= 0; --i) {
    const Frame& f = s.stack.frames[i];
    if (f.kind == fk::kBattle && !v.contains("arena")) v["arena"] = type_name(kArenas[f.v[0]]);
    if (f.kind == fk::kBid && f.step != flow::bid_step::kPick && !v.contains("bid"))
      v["bid"] = {{"dark", s.card_key(static_cast<CardId>(f.v[0]))}, {"light", s.card_key(static_cast<CardId>(f.v[1]))},
                  {"darkBid", f.v[2]}, {"lightBid", f.v[3]}};
  }
  // The prompt of the viewer's decision (null when it has none). `secret`:
  // the other player must not watch it being made (choices among the hand's
  // or the build zone's hidden cards: setup and build steps).
  // Only a seat to act has a decision (docs/api.md: prompt is null otherwise).
  const std::vector<int> acting = to_act();
  const bool acts = std::find(acting.begin(), acting.end(), viewer) != acting.end();
  const std::string pt = acts ? engine::prompt(s, viewer) : "";
  if (!pt.empty()) {
    const Frame& f = s.stack.top();
    const bool secret = f.kind == fk::kSetup || f.kind == fk::kBuild || flow::script_secret(s, f);
    v["prompt"] = {{"seat", viewer}, {"text", pt}, {"kind", step_name(s)}, {"secret", secret}};
  } else {
    v["prompt"] = nullptr;
  }
  return v;
}

}  // namespace sw::tcg
