// Per-seat views (EVR-COMP-9: what each player may see) and prompts.
#include "evr/effects.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

std::string phase_key(Phase p) {
  switch (p) {
    case Phase::Characters: return "setup";
    case Phase::Planning: return "planning";
    case Phase::Struggle: return "struggle";
    case Phase::Dominance: return "dominance";
    case Phase::Over: return "over";
  }
  return "?";
}

namespace {

// When an event acts, from its abilities: "ongoing" while it is the round's
// event (a constant ability), "resolution" when won, else "none".
const char* event_timing(const EvrCard& d) {
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Constant) return "ongoing";
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::ForcedReaction && d.abilities[i].on == evt::kEventWon) return "resolution";
  return "none";
}

}  // namespace

json card_json(int card) {
  const ResourceCardDef& d = resource_def(card);
  static const char* kTypes[] = {"diplomacy", "force", "military", "recon", "character"};
  json j;
  j["id"] = card_id(card);
  j["name"] = d.name;
  j["faction"] = faction_key(faction_of(card));
  j["character"] = d.type == ResourceType::Character;
  j["type"] = kTypes[static_cast<int>(d.type)];
  j["value"] = d.active_value;
  j["exhaustedValue"] = d.exhausted_value;
  j["power"] = d.def->text;
  return j;
}

json event_json(int event) {
  const EventDef& e = event_def(event);
  json j;
  j["id"] = e.key;
  j["name"] = e.name;
  j["capacity"] = e.capacity;
  j["target"] = e.target;
  j["vp"] = e.vp;
  j["influence"] = e.influence;
  j["effect"] = e.effect_text ? json(e.effect_text) : json();
  j["timing"] = event_timing(*e.def);
  return j;
}

namespace {

// Why the round was won (EVR-DOM-6..8, EVR-LEARN-5), from the stored result:
// "higherTotal" (both within the target, the higher total won), "onlyUnder"
// (only the winner was within the target), "balanceTie" (equal totals within
// the target: the side on the balance token won, EVR-DOM-7), the key of the
// strategy card that gave the event to the would-be loser ("deception"; taken
// from the card data; "swapped" if no such card is found), "noWinner" (both
// over the target, EVR-DOM-8: the event goes to the bottom of the deck), "draw"
// (learning game, equal totals). "balance" is the faction the balance token
// showed when the final totals were equal within the target, else null.
void add_result_reason(const EvrState& s, const RoundResult& r, json& lr) {
  const int tg = r.event >= 0 ? event_def(r.event).target : 0;
  const int f0 = r.final_totals[0], f1 = r.final_totals[1];
  const bool ok0 = f0 <= tg, ok1 = f1 <= tg;
  json balance;
  const char* why = "noWinner";
  if (ok0 && ok1) {
    // The strategy in effect that swaps the result (card data: Deception).
    int swapper = -1;
    for (int seat = 0; seat < 2; ++seat)
      if (r.strategy[seat] >= 0 && !r.cancelled[seat] && strategy_swaps_winner(r.strategy[seat])) swapper = r.strategy[seat];
    // The winner by the totals alone; at a tie the balance side (EVR-DOM-7).
    int by_totals = r.winner;
    if (f0 != f1) {
      by_totals = f0 > f1 ? 0 : 1;
    } else if (r.winner >= 0) {
      // Only that strategy turns a result around, so at a tie the balance
      // side is the winner, or (with it) the other side.
      by_totals = swapper >= 0 ? 1 - r.winner : r.winner;
      balance = faction_key(s.faction(by_totals));
    }
    if (r.winner < 0) why = "draw";
    else if (r.winner != by_totals) why = swapper >= 0 ? strategy_def(swapper).key : "swapped";  // its key: "deception"
    else if (f0 == f1) why = "balanceTie";
    else why = "higherTotal";
  } else if (ok0 || ok1) {
    why = "onlyUnder";
  }
  lr["target"] = tg;
  lr["why"] = why;
  lr["balance"] = balance;
}

json strategies_json(const EvrState& s, int seat, int viewer) {
  const PlayerState& ps = s.p[seat];
  json used = json::array(), discarded = json::array(), unused = json::array();
  int face_down = 0;
  for (int k = 0; k < kNumStrategies; ++k) {
    switch (ps.strat[k]) {
      case StratStatus::Used: used.push_back(strategy_def(k).key); break;
      case StratStatus::Discarded: discarded.push_back(strategy_def(k).key); break;
      case StratStatus::Unused:
        ++face_down;
        unused.push_back(strategy_def(k).key);
        break;
      case StratStatus::Chosen: break;
    }
  }
  bool sees = sees_chosen_strategy(s, seat, viewer);
  if (ps.chosen >= 0 && !sees) {
    // The owner may not look yet (EVR-FAQ-10): the chosen card is listed with
    // the unused ones so that the list does not give it away.
    unused = json::array();
    for (int k = 0; k < kNumStrategies; ++k)
      if (ps.strat[k] == StratStatus::Unused || ps.strat[k] == StratStatus::Chosen) unused.push_back(strategy_def(k).key);
  }
  json j;
  j["used"] = used;
  j["discarded"] = discarded;
  j["faceDown"] = face_down;
  j["hasChosen"] = ps.chosen >= 0;
  j["revealed"] = ps.revealed;
  // Who may see the chosen card: sees_chosen_strategy (EVR-FAQ-9/10). A card
  // chosen at random (Create a Diversion) is the owner's to look at at once.
  j["chosen"] = sees ? json(strategy_def(ps.chosen).key) : json();
  if (viewer == seat) j["unused"] = unused;
  return j;
}

json player_json(const EvrState& s, int seat, int viewer) {
  const PlayerState& ps = s.p[seat];
  json j;
  j["seat"] = seat;
  j["faction"] = faction_key(ps.faction);
  j["influence"] = ps.influence;
  j["vp"] = ps.vp;
  json won = json::array();
  for (int e = 0; e < kNumEvents; ++e)
    if ((ps.won >> e) & 1u) won.push_back(event_json(e));
  j["wonEvents"] = won;
  j["capacity"] = s.capacity();
  j["total"] = s.total(seat);
  json play = json::array();
  for (CardId c : ps.in_play.cards) {
    json cj = card_json(c);
    cj["exhausted"] = s.is_exhausted(c);
    cj["current"] = s.current_value(c);
    cj["blocked"] = s.power_blocked(c);
    play.push_back(cj);
  }
  j["inPlay"] = play;
  j["deck"] = {{"count", ps.deck.size()}};
  json disc = json::array();
  for (CardId c : ps.discard.cards) disc.push_back(card_json(c));
  j["discard"] = disc;
  json res;
  res["count"] = ps.reserve.size();
  if (viewer == seat) {
    json cards = json::array();
    for (int c = 0; c < kNumResourceCards; ++c)
      if (ps.reserve.contains(static_cast<CardId>(c))) cards.push_back(card_json(c));
    res["cards"] = cards;
  }
  j["reserve"] = res;
  if (s.phase == Phase::Characters) j["charactersChosen"] = ps.picked;
  if (s.full_game()) j["strategies"] = strategies_json(s, seat, viewer);
  return j;
}

}  // namespace

json EvrMatch::view(int viewer) const {
  json v;
  v["game"] = "evr";
  v["variant"] = s.full_game() ? "full" : "learning";
  v["viewer"] = viewer;
  v["round"] = s.round;
  v["phase"] = phase_key(s.phase);
  std::vector<int> acting = to_act();
  v["toAct"] = acting;
  json waiting = json::array();
  for (int seat : acting)
    if (seat != viewer) waiting.push_back(seat);
  v["waitingFor"] = waiting;
  std::string pt = viewer >= 0 ? frame_prompt(s, viewer) : "";
  if (!pt.empty()) {
    std::string kind = s.choosing() ? "choice" : phase_key(s.phase);
    v["prompt"] = {{"seat", viewer}, {"kind", kind}, {"text", pt}};
  } else {
    v["prompt"] = nullptr;
  }
  v["event"] = s.event >= 0 ? event_json(s.event) : json();
  v["eventDeck"] = {{"count", s.event_deck.size()}};
  v["balance"] = s.full_game() && s.balance >= 0 ? json(faction_key(s.balance)) : json();
  v["turn"] = s.phase == Phase::Struggle ? json(static_cast<int>(s.run.current)) : json();
  v["passes"] = s.phase == Phase::Struggle ? static_cast<int>(s.run.passes) : 0;
  v["players"] = {player_json(s, 0, viewer), player_json(s, 1, viewer)};
  // Cards the viewer is looking at while making a choice.
  json peek;
  if (s.choosing() && viewer == s.choice().seat) {
    std::vector<CardId> cards;
    engine::peek(s, viewer, cards);  // the script row of the top frame (flow.cpp)
    if (!cards.empty()) {
      json cj = json::array();
      for (int c : cards) cj.push_back(card_json(c));
      peek = {{"what", choice_prompt(s, viewer)}, {"cards", cj}};
    }
    if (choice_peeks_events(s)) {
      std::vector<int> events;
      choice_peek_events(s, events);
      json ev = json::array();
      for (int e : events) ev.push_back(event_json(e));
      peek = {{"what", "The top of the event deck, in order"}, {"events", ev}};
    }
  }
  v["peek"] = peek;
  // The five strategy cards (the same for both sides) as objects, so a client
  // can name and explain any id it meets in the view (full game only).
  if (s.full_game()) {
    json cards = json::array();
    for (int k = 0; k < kNumStrategies; ++k) {
      const StrategyDef& d = strategy_def(k);
      // What it does to the result at the Dominance phase (card data), for
      // advice that counts it: points added to its side's final total, and
      // whether it gives the event to the side that would have lost.
      cards.push_back({{"id", d.key},
                       {"name", d.name},
                       {"text", d.text},
                       {"totalBonus", strategy_total_bonus(k)},
                       {"swapsWinner", strategy_swaps_winner(k)}});
    }
    v["strategyCards"] = cards;
  }
  // The prompt is secret when the other player must not watch it being
  // answered: the simultaneous hidden choices of characters (EVR-SETUP-8) and
  // strategies (EVR-PLAN-4), and any choice made while looking at hidden cards.
  // A choice among cards only the chooser may see (Support: a reserve
  // character) is made while looking at hidden cards too.
  bool picks_hidden = false;
  if (s.choosing() && viewer == s.choice().seat) {
    std::vector<Action> acts;
    legal_actions(viewer, acts);
    for (Action a : acts) {
      // A new strategy card chosen face down from the unused ones (Emperor
      // Palpatine, R2-D2 and C-3PO: EVR-COMP-9, docs/rulings.md).
      if (act::is(a, act::PickStrategy) && s.choice().power == PowerId::NewStrategy) picks_hidden = true;
      if (!act::is(a, act::Pick)) continue;
      const CardId c = static_cast<CardId>(act::operand(a, act::Pick));
      for (const PlayerState& ps : s.p)
        if (ps.reserve.contains(c) || ps.deck.contains(c)) picks_hidden = true;
    }
  }
  if (v["prompt"].is_object())
    v["prompt"]["secret"] = s.phase == Phase::Characters || s.phase == Phase::Planning || !peek.is_null() || picks_hidden;
  if (s.last.round > 0) {
    const RoundResult& r = s.last;
    json lr;
    lr["round"] = r.round;
    lr["event"] = r.event >= 0 ? event_json(r.event) : json();
    lr["totals"] = {r.totals[0], r.totals[1]};
    lr["finalTotals"] = {r.final_totals[0], r.final_totals[1]};
    lr["strategies"] = {r.strategy[0] >= 0 ? json(strategy_def(r.strategy[0]).key) : json(),
                        r.strategy[1] >= 0 ? json(strategy_def(r.strategy[1]).key) : json()};
    lr["cancelled"] = {r.cancelled[0], r.cancelled[1]};
    // Why a strategy had no effect (EVR-DOM-3: its side's total was over the
    // target; EVR-DOM-5: both chose strategies that cancel each other).
    const int tg = r.event >= 0 ? event_def(r.event).target : 0;
    json why_cancelled = json::array();
    for (int seat = 0; seat < 2; ++seat)
      why_cancelled.push_back(!r.cancelled[seat] ? json() : r.totals[seat] > tg ? json("overTarget") : json("cancelEachOther"));
    lr["cancelledWhy"] = why_cancelled;
    lr["winner"] = r.winner >= 0 ? json(static_cast<int>(r.winner)) : json();
    add_result_reason(s, r, lr);
    // Until the Dominance phase has determined the winner (EVR-DOM-6..8), the
    // strategies are revealed but there is no result yet: no final totals,
    // winner or reason.
    const bool undecided = !s.stack.empty() && s.stack.frames[0].kind == kDominanceFrame && s.stack.frames[0].step <= dom::Winner;
    if (undecided) lr["finalTotals"] = lr["winner"] = lr["why"] = lr["balance"] = nullptr;
    v["lastResult"] = lr;
  } else {
    v["lastResult"] = nullptr;
  }
  v["terminal"] = s.over;
  v["winners"] = winners();
  if (s.over) {
    std::string r;
    if (s.game_winner >= 0) {
      r = seat_name(s, s.game_winner) + " wins";
      if (s.full_game()) r += " with " + std::to_string(s.p[s.game_winner].vp) + " victory points";
      r += ".";
    } else {
      r = s.full_game() ? "Nobody wins." : "The learning game ends without a winner.";
    }
    v["result"] = r;
  } else {
    v["result"] = nullptr;
  }
  return v;
}

}  // namespace evr
}  // namespace sw
