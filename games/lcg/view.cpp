// What a seat may see (LCG hidden information: hands, deck orders, face-down
// objectives, edge stacks until revealed, captured cards), and the prompt.
#include "lcg/flow/flow.h"
#include "lcg/lcg_game.h"
#include <utility>

namespace sw::lcg {
namespace {

json traits_json(uint64_t t, uint64_t t2 = 0) {
  json a = json::array();
  for (int i = 0; i < trait::kCount; ++i)
    if (t & (1ull << i)) a.push_back(trait::kNames[i]);
  for (int i = 0; i < trait2::kCount; ++i)
    if (t2 & (1ull << i)) a.push_back(trait2::kNames[i]);
  return a;
}

// A card's keywords (LCG-KW): printed ones (the card list) and current ones
// (the view, only when they differ: a card or an effect gave or took one).
struct Keywords {
  bool limited = false, elite = false, shielding = false, targeted = false, no_enhancements = false;
  int edge = 0;
  uint64_t protect = 0;
  bool operator==(const Keywords& o) const {
    return limited == o.limited && elite == o.elite && shielding == o.shielding && targeted == o.targeted &&
           no_enhancements == o.no_enhancements && edge == o.edge && protect == o.protect;
  }
};

Keywords printed_keywords(const CardFacts& f) {
  Keywords k;
  k.limited = f.keywords & kw::kLimited;
  k.elite = f.keywords & kw::kElite;
  k.shielding = f.keywords & kw::kShielding;
  k.targeted = f.keywords & kw::kTargetedStrike;
  k.no_enhancements = f.keywords & kw::kNoEnhancements;
  k.edge = f.edge_x > 0 ? f.edge_x : 0;
  k.protect = f.protect;
  return k;
}

Keywords current_keywords(const LcgState& s, CardId c) {
  const CardFacts& f = s.fx(c);
  Keywords k = printed_keywords(f);
  k.elite = s.stat(c, st::kElite) > 0;
  k.shielding = s.stat(c, st::kShielding) > 0;
  k.targeted = s.stat(c, st::kTargeted) > 0;
  const int e = s.stat(c, st::kEdgeX);
  k.edge = e > 0 ? e : 0;
  return k;
}

json keywords_json(const Keywords& k) {
  json a = json::array();
  if (k.limited) a.push_back("Limited");
  if (k.elite) a.push_back("Elite");
  if (k.shielding) a.push_back("Shielding");
  if (k.targeted) a.push_back("Targeted Strike");
  if (k.no_enhancements) a.push_back("No Enhancements");
  if (k.edge > 0) a.push_back("Edge (" + std::to_string(k.edge) + ")");
  if (k.protect)
    for (int i = 0; i < trait::kCount; ++i)
      if (k.protect & (1ull << i)) a.push_back(std::string("Protect ") + trait::kNames[i]);
  return a;
}

}  // namespace

// The printed facts and our text of a card definition (card lists, viewers).
json def_json(int def) {
  const CardFacts& f = facts(def);
  const Card& d = LcgState::card_def(def);
  json j;
  j["key"] = def_key(def);
  j["name"] = f.name;
  j["type"] = type_name(f.type);
  j["side"] = f.side == kDark ? "dark" : "light";
  j["affiliation"] = affiliation_key(f.affiliation);
  j["set"] = f.set;
  j["position"] = f.pos;
  j["unique"] = f.unique;
  if (f.cost >= 0) j["cost"] = f.cost;
  if (f.force >= 0) j["force"] = f.force;
  if (f.resources >= 0) j["resources"] = f.resources;
  if (f.capacity >= 0) j["capacity"] = f.capacity;
  if (f.type == kUnit)
    j["icons"] = {{"ud", f.ud}, {"udEdge", f.ud_edge}, {"bd", f.bd}, {"bdEdge", f.bd_edge}, {"t", f.tactics},
                  {"tEdge", f.tactics_edge}};
  if (f.priority >= 0) j["priority"] = f.priority;
  j["traits"] = traits_json(f.traits, f.traits2);
  if (is_challenge_set(f.set)) j["challengeCopies"] = f.copies;  // MP-CHAL: its copies in the fixed challenge deck
  j["keywords"] = keywords_json(printed_keywords(f));
  j["text"] = d.text;
  // Whether the engine plays the card as printed: vanilla, or its ability scripted.
  j["implemented"] = !printed_ability(f.key) || scripted(f.key);
  j["octgnId"] = f.octgn;
  return j;
}

// A card in a view: which card it is (instance id and definition key, the
// card list's entry for its printed facts and text) and only what the game
// changed: a figure that differs from the printed one, keywords gained or
// lost, a type changed (a Pilot attached as an enhancement), and in play its
// tokens, state and attachments.
// The Hunt for Skywalker: who may see the objective under the shared face of
// a face-down one (its owner, MP-HFS-5) and the reinforcement under an
// objective (its owner, MP-HFS-10). kSeesAll: a view that shows both.
inline constexpr int kSeesAll = -2;
json card_json(const LcgState& s, CardId c, bool with_attachments, int viewer = kSeesAll) {
  const CardInstance& ci = s.card(c);
  const CardFacts& f = s.fx(c);
  json j = json::object();
  j["id"] = s.card_key(c);
  const bool hidden = s.face_down(c) && viewer != kSeesAll && viewer != ci.owner;
  if (hidden) {  // only the shared face: no key, no figure of its own
    j["name"] = "The Hunt for Skywalker";
    j["type"] = "objective";
  } else {
    j["key"] = def_key(ci.def);
  }
  j["owner"] = ci.owner;
  if (ci.zone == zone::kPlay && s.mode == mode::kHunt && s.type(c) == kObjective && s.extra[c].pos >= 0) {
    if (s.face_down(c)) j["faceDown"] = true;
    j["position"] = s.extra[c].pos + 1;  // 1..9, from the top row, left to right
    j["vulnerable"] = s.vulnerable(c);   // MP-HFS-17
    for (CardId r : s.zone_of(ci.owner, zn::kReinforce))
      if (s.extra[r].beneath == c) {
        j["reinforced"] = true;
        if (viewer == kSeesAll || viewer == ci.owner) j["reinforcement"] = card_json(s, r, false, viewer);
      }
  }
  if (hidden) {
    const LcgCard& x = s.extra[c];
    j["controller"] = ci.controller;
    j["damage"] = ci.damage;
    j["focus"] = ci.focus;
    j["shields"] = x.shields;
    j["forceCommitted"] = false;
    if (x.engaged) j["engaged"] = true;
    if (with_attachments) {
      json att = json::array();
      for (int i = 0; i < s.cards.size(); ++i)
        if (s.extra[i].host == c && s.in_play(static_cast<CardId>(i))) att.push_back(card_json(s, static_cast<CardId>(i), false, viewer));
      j["attachments"] = std::move(att);
      j["captured"] = 0;
    }
    return j;
  }
  const CardType t = s.type(c);
  if (t != f.type) j["type"] = type_name(t);
  const Keywords k = current_keywords(s, c);
  if (!(k == printed_keywords(f))) j["keywords"] = keywords_json(k);
  auto figure = [&](const char* name, int printed, int now) {
    if (printed >= 0 && now != printed) j[name] = now;
  };
  if (f.cost >= 0) figure("cost", f.cost, s.cost_of(c));
  if (f.force >= 0) figure("force", f.force, s.stat(c, st::kForce));
  if (f.resources >= 0) figure("resources", f.resources, s.stat(c, st::kResources));
  if (f.capacity >= 0) figure("capacity", f.capacity, s.stat(c, st::kCapacity));
  else if (f.type == kObjective && s.challenge()) j["capacity"] = s.stat(c, st::kCapacity);  // printed X (Jerjerrod's Task)
  if (f.type == kUnit) {
    const int ud = s.stat(c, st::kUD), ude = s.stat(c, st::kUDEdge), bd = s.stat(c, st::kBD),
              bde = s.stat(c, st::kBDEdge), tt = s.stat(c, st::kT), te = s.stat(c, st::kTEdge);
    if (ud != f.ud || ude != f.ud_edge || bd != f.bd || bde != f.bd_edge || tt != f.tactics || te != f.tactics_edge)
      j["icons"] = {{"ud", ud}, {"udEdge", ude}, {"bd", bd}, {"bdEdge", bde}, {"t", tt}, {"tEdge", te}};
  }
  if (ci.zone == zone::kPlay) {
    const LcgCard& x = s.extra[c];
    j["controller"] = ci.controller;
    j["damage"] = ci.damage;
    j["focus"] = ci.focus;
    j["shields"] = x.shields;
    j["forceCommitted"] = x.force;
    if (x.role) j["role"] = x.role == role::kAttacker ? "attacker" : "defender";
    if (x.engaged) j["engaged"] = true;
    if (x.lent >= 0) j["lentBy"] = x.lent;  // a supporting unit: the teammate who lent it (MP-GEN-12/13)
    if (x.host != kNoCard) j["attachedTo"] = s.card_key(x.host);
    if (with_attachments) {
      json att = json::array();
      for (int i = 0; i < s.cards.size(); ++i)
        if (s.extra[i].host == c && s.in_play(static_cast<CardId>(i))) att.push_back(card_json(s, static_cast<CardId>(i), false, viewer));
      j["attachments"] = std::move(att);
      int captured = 0;
      for (const CardInstance& o : s.cards)
        if (o.zone == zone::kCaptured && o.under == c) ++captured;
      j["captured"] = captured;  // LCG-CAPTURE-2: face down, counted only
    }
  }
  return j;
}

json LcgMatch::view(int viewer) const {
  json v;
  v["game"] = "lcg";
  v["viewer"] = viewer;
  v["turn"] = s.turn;
  v["phase"] = phase_name(s.phase);
  v["active"] = s.active;
  v["dial"] = s.dial;
  static const char* const modes[] = {"1v1", "2v2", "jerjerrods-task", "hunt-for-skywalker"};
  v["mode"] = modes[s.mode <= mode::kLast ? s.mode : 0];
  v["balance"] = s.balance == kDark ? "dark" : "light";
  v["toAct"] = to_act();
  v["terminal"] = s.over;
  v["over"] = s.over;
  v["winner"] = s.winner;
  static const char* const reasons[] = {"", "dial", "objectives", "deck", "card", "conceded", "scenario", "turns"};
  if (s.over) v["reason"] = reasons[static_cast<int>(s.reason)];
  // LCG-EDGE-6: once revealed (the fate step on), both edge stacks are face up until discarded.
  bool edge_revealed = false;
  for (int i = 0; i < s.stack.depth(); ++i)
    if (s.stack.frames[i].kind == fk::kEdge && s.stack.frames[i].step >= 2) edge_revealed = true;
  json players = json::array();
  for (int p = 0; p < s.seats; ++p) {
    const bool sees = viewer == p;
    // MP-GEN-4: a teammate sees the player's hand (not its edge stack or face-down objectives).
    const bool sees_hand = sees || (viewer >= 0 && s.multiplayer() && !s.enemies(viewer, p));
    json pj;
    pj["seat"] = p;
    pj["side"] = s.side_of_seat(p) == kDark ? "dark" : "light";
    pj["affiliation"] = affiliation_key(s.seat_info[p].affiliation);
    pj["reserve"] = s.reserve(p);
    pj["forceAvailable"] = s.force_available(p);
    pj["resources"] = s.resources_available(p);
    pj["deckCount"] = s.zone_of(p, zone::kDeck).size();
    pj["objectiveDeckCount"] = s.zone_of(p, zn::kObjDeck).size();
    pj["handCount"] = s.zone_of(p, zone::kHand).size();
    auto list = [&](uint8_t z, bool attach) {
      json a = json::array();
      for (CardId c : s.zone_of(p, z))
        if (!(z == zone::kPlay && s.extra[c].host != kNoCard)) a.push_back(card_json(s, c, attach, viewer));
      return a;
    };
    if (sees_hand) pj["hand"] = list(zone::kHand, false);
    if (s.has_teammate(p)) {  // MP-GEN-4/5: the common reserve, face down: its owner and teammates see it
      if (sees_hand) pj["commonReserve"] = list(zn::kReserve, false);
      pj["commonReserveCount"] = s.zone_of(p, zn::kReserve).size();
    }
    if (s.multiplayer()) {  // MP-2V2-2/3: the player's number in its team and the seat it faces
      int k = 1;
      for (int o = 0; o < p; ++o) k += !s.enemies(o, p);
      pj["number"] = k;
      pj["across"] = s.across(p);
      if (s.challenge()) pj["solo"] = s.solo(p);  // MP-CHAL-1: the challenge deck's player, alone on its side
      if (s.challenge()) pj["eliminated"] = s.seat_info[p].eliminated;  // Fully Armed (Jerjerrod's Task)
    }
    pj["discard"] = list(zone::kDiscard, false);
    pj["victory"] = list(zn::kVictory, false);
    json objs = json::array(), units = json::array(), area = json::array();
    json affiliation = nullptr;
    for (CardId c : s.zone_of(p, zone::kPlay)) {
      if (s.extra[c].host != kNoCard) continue;  // shown with its host
      switch (s.type(c)) {
        case kAffiliation: affiliation = card_json(s, c, true, viewer); break;
        case kObjective: objs.push_back(card_json(s, c, true, viewer)); break;
        case kUnit: units.push_back(card_json(s, c, true, viewer)); break;
        default: area.push_back(card_json(s, c, true, viewer)); break;
      }
    }
    pj["affiliationCard"] = std::move(affiliation);
    if (s.mode == mode::kHunt && s.solo(p)) {  // MP-HFS-9: the reinforcement deck, face down
      pj["reinforcementDeckCount"] = s.zone_of(p, zn::kReinforceDeck).size();
      pj["reinforcementCount"] = s.zone_of(p, zn::kReinforce).size();
    }
    pj["objectives"] = std::move(objs);
    pj["units"] = std::move(units);
    pj["enhancements"] = std::move(area);  // enhancing the play area (LCG-DEPLOY-5)
    // Setup: the objectives drawn and not yet revealed (face down); other
    // set-aside cards are face up for all (Death Star II on its Setup side, MP-JT-3).
    {
      json to_reveal = json::array(), aside = json::array();
      for (CardId c : s.zone_of(p, zn::kSetAside))
        (s.fx(c).type == kObjective ? to_reveal : aside).push_back(card_json(s, c, false));
      pj["objectivesToRevealCount"] = to_reveal.size();
      if (sees) pj["objectivesToReveal"] = std::move(to_reveal);
      if (s.challenge()) pj["setAside"] = std::move(aside);
    }
    // The edge stack: face down until revealed (LCG-EDGE-4/6); its owner sees it, everyone once revealed.
    if (sees || edge_revealed) pj["edge"] = list(zn::kEdge, false);
    pj["edgeCount"] = s.zone_of(p, zn::kEdge).size();
    {  // cards placed face up (Obi-Wan Kenobi): everyone sees them
      json up = json::array();
      for (CardId c : s.zone_of(p, zn::kEdge))
        if (s.edge_face_up(c)) up.push_back(card_json(s, c, false));
      pj["edgeFaceUp"] = std::move(up);
    }
    players.push_back(std::move(pj));
  }
  v["players"] = std::move(players);
  if (s.eng.objective != kNoCard && s.valid_card(s.eng.objective)) {
    json e;
    e["objective"] = s.card_key(s.eng.objective);
    e["attacker"] = s.eng.attacker;
    e["defender"] = s.eng.defender;
    e["edgeWinner"] = s.eng.edge_winner;
    v["engagement"] = std::move(e);
  } else {
    v["engagement"] = nullptr;
  }
  // Cards the viewer may look at now (a card script's peek: Interrogation shows an opponent's hand).
  // The common view shape (docs/api.md): null, or {what, cards}; a spectator never peeks.
  json peek = nullptr;
  if (viewer >= 0) {
    std::vector<CardId> pk;
    engine::peek(s, viewer, pk);
    if (!pk.empty()) {
      json cards = json::array();
      for (CardId c : pk) cards.push_back(card_json(s, c, false));
      const std::string what = engine::prompt(s, viewer);
      peek = {{"what", what.empty() ? std::string("You are looking at") : what}, {"cards", cards}};
    }
  }
  const bool peeking = !peek.is_null();
  v["peek"] = std::move(peek);
  std::string pt = viewer >= 0 ? engine::prompt(s, viewer) : "";
  if (!pt.empty()) {
    const Frame& f = s.stack.top();
    // Secret: the other side must not watch it (hands, edge stacks), or it is made looking at hidden cards (a peek).
    const bool secret = f.kind == fk::kSetup || f.kind == fk::kEdge || f.kind == fk::kPay || f.kind == fk::kDraw || peeking;
    v["prompt"] = {{"seat", viewer}, {"text", pt}, {"kind", f.kind >= kFirstGameFrame ? engine::game_kind<LcgState>(f.kind)->name : "window"},
                   {"secret", secret}};
  } else {
    v["prompt"] = nullptr;
  }
  return v;
}

}  // namespace sw::lcg
