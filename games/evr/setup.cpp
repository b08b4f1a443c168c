// New matches: the normal start (EVR-SETUP-*), the Setup frame (character
// selection, EVR-SETUP-8..12) and set-up positions ("setup" in the start
// config, docs/api.md) for puzzles, tutorials and tests.
#include <string>
#include "evr/frames.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

// ---------------------------------------------------------- Setup frame ----

namespace {

bool all_characters_chosen(const EvrState& s) {
  return s.p[0].picked >= kCharactersChosen && s.p[1].picked >= kCharactersChosen;
}

// Both players have their characters: the rest of the set-up, then round 1.
void finish_setup(EvrState& s, EventLog* log) {
  // EVR-SETUP-11 (set-up step 7): the balance token is set only now, after the
  // characters are chosen (step 4), unless a set-up position named it.
  if (s.balance < 0) {
    s.balance = static_cast<int8_t>(s.rng.below(2));
    if (log)
      log->add("balance", -1, std::string("The balance token is flipped: it shows ") + faction_name(s.balance) + ".");
  }
  for (int seat = 0; seat < 2; ++seat) shuffle_deck(s, seat);  // EVR-SETUP-9
  if (log) log->add("setup_done", -1, "Both players have chosen their characters and shuffled their resource decks.");
  enter_phase(s, kPlanningFrame, plan::Reveal);  // EVR-SETUP-12: the first round
}

}  // namespace

// Waits while a player still has characters to choose (both choose at once,
// in secret: EVR-SETUP-8).
StepResult setup_run(EvrState& s, Frame&, EventLog* log) {
  if (!all_characters_chosen(s)) return StepResult::Wait;
  finish_setup(s, log);
  return StepResult::Continue;
}

void setup_legal(const EvrState& s, const Frame&, int seat, std::vector<Action>& out) {
  if (s.p[seat].picked >= kCharactersChosen) return;
  int base = s.faction(seat) * kCardsPerFaction;
  for (int c = base + kGenericPerFaction; c < base + kCardsPerFaction; ++c)
    if (s.p[seat].reserve.contains(static_cast<CardId>(c))) out.push_back(act::make(act::Character, c));
}

void setup_apply(EvrState& s, Frame&, int seat, Action a, EventLog* log) {  // EVR-SETUP-8
  int c = act::operand(a, act::Character);
  PlayerState& ps = s.p[seat];
  ps.reserve.remove(static_cast<CardId>(c));
  ps.deck.put_bottom(static_cast<CardId>(c));
  ps.picked = static_cast<int8_t>(ps.picked + 1);
  if (log)
    log->add_private("character_chosen", seat, seat_bit(seat), seat_name(s, seat) + " chooses a character.",
                     "You choose " + card_label(c) + " for your deck.", json(), json{{"card", card_id(c)}});
}

std::string setup_prompt(const EvrState& s, const Frame&, int seat) {
  return s.p[seat].picked < kCharactersChosen
             ? "Choose a character for your resource deck (" + std::to_string(s.p[seat].picked) + " of 4 chosen)."
             : "";
}

// ------------------------------------------------------ starting a match ----

namespace {

Error bad(const std::string& why) { return make_error(err::kBadSetup, "evr setup: " + why); }

// Normal start of the learning game (EVR-SETUP-1..4).
void deal_learning(EvrState& s) {
  s.event = static_cast<int8_t>(escape_from_tatooine());
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    int base = ps.faction * kCardsPerFaction;
    for (int i = 0; i < kGenericPerFaction; ++i) ps.deck.put_bottom(static_cast<CardId>(base + i));
    shuffle_deck(s, seat);
  }
  s.round = 1;
}

// Normal start of the full game (EVR-SETUP-5..12) up to character selection.
void deal_full(EvrState& s) {
  for (int e = 0; e < kNumEvents; ++e) s.event_deck.put_bottom(static_cast<CardId>(e));
  s.rng.shuffle(s.event_deck.cards.data(), s.event_deck.size());  // EVR-SETUP-5
  for (int seat = 0; seat < 2; ++seat) {
    PlayerState& ps = s.p[seat];
    int base = ps.faction * kCardsPerFaction;
    for (int i = 0; i < kGenericPerFaction; ++i) ps.deck.put_bottom(static_cast<CardId>(base + i));
    for (int i = kGenericPerFaction; i < kCardsPerFaction; ++i) ps.reserve.put_bottom(static_cast<CardId>(base + i));
    ps.influence = kStartingInfluence;  // EVR-SETUP-10
  }
  // EVR-SETUP-11: the balance token is set at set-up step 7, after the
  // characters are chosen (finish_setup); until then it shows nothing.
  s.balance = -1;
  s.phase = Phase::Characters;
}

// Reads a list of card ids of one faction; every card may be named once.
bool take_cards(const json& pj, const char* key, int faction, bool used[], std::vector<int>& out, std::vector<bool>* exh,
                std::string& err) {
  const json* a = field(pj, key);
  if (!a) return true;
  if (!a->is_array()) {
    err = std::string(key) + " must be an array";
    return false;
  }
  for (const json& x : *a) {
    std::string id;
    bool exhausted = false;
    if (x.is_string()) id = x.get<std::string>();
    else if (x.is_object() && get_string(x, "card", id)) {
      if (field(x, "exhausted") && !get_bool(x, "exhausted", exhausted)) {
        err = "'exhausted' must be a boolean";
        return false;
      }
      if (field(x, "exhausted") && !exh) {  // only a card in play is exhausted or active: never ignored
        err = std::string(key) + ": 'exhausted' is only for cards in play (inPlay)";
        return false;
      }
    } else {
      err = std::string(key) + " entries must be card ids";
      return false;
    }
    int c = find_card(id.c_str());
    if (c < 0 || faction_of(c) != faction) {
      err = "unknown card '" + id + "' for the " + faction_key(faction) + " player";
      return false;
    }
    if (used[c]) {
      err = "card '" + id + "' is named twice";
      return false;
    }
    used[c] = true;
    out.push_back(c);
    if (exh) exh->push_back(exhausted);
  }
  return true;
}

// Every key of the setup is known (docs/api.md): a typo is an error, never
// silently ignored (and never stored in saves).
std::string unknown_setup_key(const json& setup) {
  if (const std::string* k = unknown_key(setup, {"phase", "round", "event", "eventDeck", "balance", "toAct", "passes",
                                                 "rebel", "imperial"}))
    return "'" + *k + "'";
  for (int f = 0; f < 2; ++f) {
    const json* pj = field(setup, faction_key(f));
    if (!pj) continue;
    std::string where = std::string(faction_key(f)) + ".";
    if (const std::string* k = unknown_key(*pj, {"deck", "inPlay", "discard", "reserve", "influence", "won",
                                                 "strategy", "next"}))
      return "'" + where + *k + "'";
    if (const json* st = field(*pj, "strategy"))
      if (const std::string* k = unknown_key(*st, {"chosen", "used", "discarded"}))
        return "'" + where + "strategy." + *k + "'";
    if (const json* nx = field(*pj, "next"))
      if (const std::string* k = unknown_key(*nx, {"chooser", "random", "revealFirst"}))
        return "'" + where + "next." + *k + "'";
    for (const char* zone : {"deck", "inPlay", "discard", "reserve"})
      if (const json* z = field(*pj, zone))
        if (z->is_array())
          for (const json& c : *z)
            if (const std::string* k = unknown_key(c, {"card", "exhausted"}))
              return "'" + where + zone + "[]." + *k + "'";
  }
  return "";
}

// The learning game (EVR-SETUP-1..4, EVR-LEARN-6) is one struggle for Escape
// from Tatooine without characters, strategy cards, influence, balance token
// or victory points: a setup key for any of those is refused, never ignored.
// "" when the setup uses none of them.
std::string learning_unused_key(const json& setup) {
  const std::string tail = " is not used in the learning game";
  if (field(setup, "round")) return "'round'" + tail + " (a single struggle, EVR-LEARN-6)";
  if (field(setup, "eventDeck")) return "'eventDeck'" + tail + " (its only event is escape-from-tatooine, EVR-SETUP-1)";
  if (field(setup, "balance")) return "'balance'" + tail + " (no balance token, EVR-SETUP-4)";
  std::string ev;
  if (field(setup, "event") && (!get_string(setup, "event", ev) || ev != event_def(escape_from_tatooine()).key))
    return "the learning game's only event is escape-from-tatooine (EVR-SETUP-1)";
  for (int f = 0; f < 2; ++f) {
    const json* pj = field(setup, faction_key(f));
    if (!pj) continue;
    std::string where = std::string("'") + faction_key(f) + ".";
    if (field(*pj, "reserve")) return where + "reserve'" + tail + " (no characters, EVR-SETUP-3)";
    if (field(*pj, "influence")) return where + "influence'" + tail + " (no influence tokens, EVR-SETUP-4)";
    if (field(*pj, "won")) return where + "won'" + tail + " (no victory points, EVR-LEARN-6)";
    if (field(*pj, "strategy")) return where + "strategy'" + tail + " (no strategy cards, EVR-SETUP-4)";
    if (field(*pj, "next")) return where + "next'" + tail + " (no strategy cards, EVR-SETUP-4)";
  }
  return "";
}

Result<bool> apply_setup(EvrState& s, const json& setup, EventLog* log) {
  std::string err;
  std::string unknown = unknown_setup_key(setup);
  if (!unknown.empty()) return bad("unknown key " + unknown);
  if (!s.full_game()) {
    std::string unused = learning_unused_key(setup);
    if (!unused.empty()) return bad(unused);
  }
  // A position that starts after character selection has its balance token
  // set (EVR-SETUP-11): drawn here unless the setup names it below; one that
  // starts with character selection draws it when the characters are chosen.
  std::string start_phase = s.full_game() ? "characters" : "struggle";
  if (field(setup, "phase")) get_string(setup, "phase", start_phase);
  if (s.full_game() && start_phase != "characters") s.balance = static_cast<int8_t>(s.rng.below(2));
  // Events.
  bool ev_used[kNumEvents] = {};
  std::string ev_key;
  std::vector<int> won_events[2];
  if (field(setup, "event")) {
    if (!get_string(setup, "event", ev_key) || find_event(ev_key.c_str()) < 0) return bad("unknown event");
    s.event = static_cast<int8_t>(find_event(ev_key.c_str()));
    ev_used[s.event] = true;
  }
  for (int f = 0; f < 2 && s.full_game(); ++f) {
    const json* pj = field(setup, faction_key(f));
    const json* w = pj ? field(*pj, "won") : nullptr;
    if (!w) continue;
    if (!w->is_array()) return bad("'won' must be an array");
    for (const json& x : *w) {
      int e = x.is_string() ? find_event(x.get<std::string>().c_str()) : -1;
      if (e < 0 || ev_used[e]) return bad("unknown or repeated event in 'won'");
      ev_used[e] = true;
      won_events[f].push_back(e);
    }
  }
  if (s.full_game()) {
    std::vector<int> top;
    if (const json* d = field(setup, "eventDeck")) {
      if (!d->is_array()) return bad("'eventDeck' must be an array");
      for (const json& x : *d) {
        int e = x.is_string() ? find_event(x.get<std::string>().c_str()) : -1;
        if (e < 0 || ev_used[e]) return bad("unknown or repeated event in 'eventDeck'");
        ev_used[e] = true;
        top.push_back(e);
      }
    }
    Zone<kNumEvents> rest;
    for (int e = 0; e < kNumEvents; ++e)
      if (!ev_used[e]) rest.put_bottom(static_cast<CardId>(e));
    s.rng.shuffle(rest.cards.data(), rest.size());
    s.event_deck.cards.clear();
    for (int e : top) s.event_deck.put_bottom(static_cast<CardId>(e));
    for (CardId e : rest.cards) s.event_deck.put_bottom(e);
  }
  // Balance, round.
  if (field(setup, "balance")) {
    std::string b;
    if (!get_string(setup, "balance", b) || (b != "rebel" && b != "imperial")) return bad("'balance' must be rebel or imperial");
    s.balance = static_cast<int8_t>(b == "rebel" ? kRebel : kImperial);
  }
  int round = 1;
  if (field(setup, "round") && !get_int_in(setup, "round", 1, 1000, round)) return bad("'round' out of range");
  // Cards per faction.
  for (int f = 0; f < 2; ++f) {
    int seat = s.seat_of(f);
    PlayerState& ps = s.p[seat];
    const json* pj = field(setup, faction_key(f));
    if (pj && !pj->is_object()) return bad(std::string("'") + faction_key(f) + "' must be an object");
    json empty = json::object();
    const json& pjr = pj ? *pj : empty;
    bool used[kNumResourceCards] = {};
    std::vector<int> deck, play, disc, res;
    std::vector<bool> exh;
    if (!take_cards(pjr, "deck", f, used, deck, nullptr, err) || !take_cards(pjr, "inPlay", f, used, play, &exh, err) ||
        !take_cards(pjr, "discard", f, used, disc, nullptr, err) || !take_cards(pjr, "reserve", f, used, res, nullptr, err))
      return bad(err);
    for (int c : res)
      if (!is_character(c)) return bad("only characters can be in the reserve");
    if (!s.full_game())
      for (int c = 0; c < kNumResourceCards; ++c)
        if (used[c] && is_character(c)) return bad("the learning game has no characters");
    ps.deck.cards.clear();
    ps.reserve.cards.clear();
    for (int c : deck) ps.deck.put_bottom(static_cast<CardId>(c));
    // Unnamed generic cards go under the named deck cards, shuffled;
    // unnamed characters go to the reserve (full game).
    Zone<kCardsPerFaction> rest;
    int base = f * kCardsPerFaction;
    for (int i = 0; i < kCardsPerFaction; ++i) {
      int c = base + i;
      if (used[c]) continue;
      if (is_character(c)) {
        if (s.full_game()) ps.reserve.put_bottom(static_cast<CardId>(c));
      } else {
        rest.put_bottom(static_cast<CardId>(c));
      }
    }
    s.rng.shuffle(rest.cards.data(), rest.size());
    for (CardId c : rest.cards) ps.deck.put_bottom(c);
    for (size_t i = 0; i < play.size(); ++i) {
      ps.in_play.put_bottom(static_cast<CardId>(play[i]));
      if (exh[i]) s.exhausted |= uint64_t{1} << play[i];
    }
    for (int c : disc) ps.discard.put_bottom(static_cast<CardId>(c));
    for (int c : res) ps.reserve.put_bottom(static_cast<CardId>(c));
    ps.picked = kCharactersChosen;
    int infl = s.full_game() ? ps.influence : 0;
    if (field(pjr, "influence") && (!get_int_in(pjr, "influence", 0, 1000, infl) || !s.full_game()))
      return bad("'influence' must be 0..1000 (full game only)");
    ps.influence = static_cast<int16_t>(infl);
    for (int e : won_events[f]) {
      ps.won |= 1u << e;
      ps.vp = static_cast<int16_t>(ps.vp + event_def(e).vp);
    }
    if (const json* st = field(pjr, "strategy")) {
      if (!s.full_game() || !st->is_object()) return bad("'strategy' must be an object (full game only)");
      for (const char* key : {"used", "discarded"}) {
        const json* a = field(*st, key);
        if (!a) continue;
        if (!a->is_array()) return bad("strategy lists must be arrays");
        for (const json& x : *a) {
          int k = x.is_string() ? find_strategy(x.get<std::string>().c_str()) : -1;
          if (k < 0 || ps.strat[k] != StratStatus::Unused) return bad("unknown or repeated strategy card");
          ps.strat[k] = std::string(key) == "used" ? StratStatus::Used : StratStatus::Discarded;
        }
      }
      if (field(*st, "chosen")) {
        std::string key;
        int k = get_string(*st, "chosen", key) ? find_strategy(key.c_str()) : -1;
        if (k < 0 || ps.strat[k] != StratStatus::Unused) return bad("bad chosen strategy");
        ps.strat[k] = StratStatus::Chosen;
        ps.chosen = static_cast<int8_t>(k);
        ps.chosen_by = static_cast<int8_t>(seat);
      }
      if (s.num_unused(seat) == 0 && ps.chosen < 0) return bad("a player needs an unused strategy card");
    }
    if (const json* nx = field(pjr, "next")) {
      if (!s.full_game() || !nx->is_object()) return bad("'next' must be an object (full game only)");
      std::string chooser = "self";
      if (field(*nx, "chooser") && (!get_string(*nx, "chooser", chooser) || (chooser != "self" && chooser != "opponent")))
        return bad("'next.chooser' must be self or opponent");
      ps.next_by_opponent = chooser == "opponent";
      if (field(*nx, "random") && !get_bool(*nx, "random", ps.next_random)) return bad("'next.random' must be a boolean");
      if (field(*nx, "revealFirst") && !get_bool(*nx, "revealFirst", ps.next_reveal_first))
        return bad("'next.revealFirst' must be a boolean");
    }
  }
  // EVR-WIN-1 / EVR-DOM-12: a player with 7 or more VP has won at once, so no
  // position of a game still in progress has one.
  for (int seat = 0; seat < 2; ++seat)
    if (s.p[seat].vp >= kWinningVp)
      return bad(std::string("the ") + faction_key(s.faction(seat)) + " player has " + std::to_string(s.p[seat].vp) +
                 " VP: with 7 or more the game is already over (EVR-WIN-1), so no game in progress starts there");
  // Where to begin.
  std::string phase = s.full_game() ? "characters" : "struggle";
  if (field(setup, "phase") && !get_string(setup, "phase", phase)) return bad("'phase' must be a string");
  // Whose turn it is and the passes in a row belong to a struggle: elsewhere
  // they would be ignored, so they are refused.
  if (phase != "struggle")
    for (const char* k : {"toAct", "passes"})
      if (field(setup, k)) return bad(std::string("'") + k + "' is only for a struggle position");
  // EVR-PLAN-4: strategy cards are chosen secretly during planning, so a
  // position before a struggle (characters, planning, event named or not) names none.
  if (phase == "characters" || phase == "planning")
    for (int seat = 0; seat < 2; ++seat)
      if (s.p[seat].chosen >= 0) return bad("strategies are chosen during planning, not in the setup");
  s.round = static_cast<int16_t>(round - 1);
  if (log) log->round = s.round;
  if (phase == "characters") {
    if (!s.full_game()) return bad("the learning game has no character selection");
    // Characters named in deck/inPlay/discard count as already picked.
    for (int seat = 0; seat < 2; ++seat) {
      PlayerState& ps = s.p[seat];
      int in_deck = 0;
      for (CardId c : ps.deck.cards)
        if (is_character(c)) ++in_deck;
      for (CardId c : ps.in_play.cards)
        if (is_character(c)) ++in_deck;
      for (CardId c : ps.discard.cards)
        if (is_character(c)) ++in_deck;
      if (in_deck > kCharactersChosen) return bad("at most 4 characters can be picked");
      ps.picked = static_cast<int8_t>(in_deck);
    }
    s.phase = Phase::Characters;
    s.event = -1;
    enter_phase(s, kSetupFrame);
    engine::advance(s, log);  // both have their characters: on to round 1
    return true;
  }
  if (phase == "planning") {
    if (!s.full_game()) return bad("the learning game has no planning phase");
    if (s.event < 0) {
      s.round = static_cast<int16_t>(round - 1);
      enter_phase(s, kPlanningFrame, plan::Reveal);
      engine::advance(s, log);
      return true;
    }
    s.round = static_cast<int16_t>(round);
    s.phase = Phase::Planning;
    log_event_revealed(s, log);  // as the Planning frame's Reveal writes it, in this round
    assign_random_strategies(s, log);  // "next": {"random": true}, as the Planning frame's Reveal does
    enter_phase(s, kPlanningFrame, plan::Choose);
    engine::advance(s, log);
    return true;
  }
  if (phase == "struggle") {
    if (s.event < 0) s.event = static_cast<int8_t>(s.full_game() ? s.event_deck.take_top() : escape_from_tatooine());
    s.round = static_cast<int16_t>(round);
    if (log) log->round = s.round;
    // A player whose setup names no chosen strategy card has none this round
    // (docs/api.md): no card is picked for them, nothing of theirs is revealed
    // at the Dominance phase, and their five cards stay as the setup lists them.
    for (int seat = 0; seat < 2; ++seat)
      if (s.p[seat].in_play.size() > s.capacity()) return bad("more cards in play than the event's capacity");
    int first = -1;  // default: the balance side (EVR-STRUGGLE-1)
    if (field(setup, "toAct")) {
      std::string who;
      if (!get_string(setup, "toAct", who) || (who != "rebel" && who != "imperial")) return bad("'toAct' must be rebel or imperial");
      first = s.seat_of(who == "rebel" ? kRebel : kImperial);
    }
    start_struggle(s, log, first);
    enter_phase(s, kStruggleFrame, strug::Turn);
    int passes = 0;
    if (field(setup, "passes") && !get_int_in(setup, "passes", 0, 1, passes)) return bad("'passes' must be 0 or 1");
    s.run.passes = static_cast<int8_t>(passes);
    s.stack.top().seat = static_cast<int8_t>(s.run.current);  // whose turn it is decides
    engine::advance(s, log);
    return true;
  }
  return bad("unknown phase '" + phase + "'");
}

}  // namespace

Result<std::unique_ptr<State>> evr_new_state(const json& options, uint64_t seed, const json& setup, EventLog* log) {
  auto m = std::make_unique<EvrMatch>();
  EvrState& s = m->s;
  s.rng.seed(seed);
  std::string variant = "full", chars = "choose";
  int rebel_seat = -1;
  get_string(options, "variant", variant);
  get_string(options, "characters", chars);
  get_int_in(options, "rebelSeat", -1, 1, rebel_seat);
  s.variant = variant == "learning" ? Variant::Learning : Variant::Full;
  if (rebel_seat < 0) rebel_seat = static_cast<int>(s.rng.below(2));  // OQ-EVR-02
  s.seat_of_faction[kRebel] = static_cast<int8_t>(rebel_seat);
  s.seat_of_faction[kImperial] = static_cast<int8_t>(1 - rebel_seat);
  s.p[rebel_seat].faction = kRebel;
  s.p[1 - rebel_seat].faction = kImperial;
  if (log) {
    log->round = 0;
    // Players by their number ("Player 1" is seat 0), as a client may name them.
    log->add("setup", -1,
             std::string(s.full_game() ? "Full game" : "Learning game") + ". Rebels: Player " +
                 std::to_string(rebel_seat + 1) + ", Empire: Player " + std::to_string(2 - rebel_seat) + ".",
             json{{"rebelSeat", rebel_seat}});
  }
  if (s.full_game()) deal_full(s);
  else deal_learning(s);
  if (!setup.is_null()) {
    Result<bool> r = apply_setup(s, setup, log);
    if (!r.ok()) return r.error();
  } else if (s.full_game()) {
    if (chars == "random") {
      for (int seat = 0; seat < 2; ++seat) {
        PlayerState& ps = s.p[seat];
        s.rng.shuffle(ps.reserve.cards.data(), ps.reserve.size());
        for (int i = 0; i < kCharactersChosen; ++i) ps.deck.put_bottom(ps.reserve.cards.pop_back());
        ps.picked = kCharactersChosen;
      }
    }
    enter_phase(s, kSetupFrame);  // character selection (done already when random)
    engine::advance(s, log);
  } else {
    enter_phase(s, kStruggleFrame, strug::Begin);  // EVR-LEARN-1
    engine::advance(s, log);
  }
  if (!setup.is_null()) {  // a dealt game is valid by construction
    std::string inv = m->check_invariants();
    if (!inv.empty()) return bad("the position breaks a rule: " + inv);
  }
  return std::unique_ptr<State>(std::move(m));
}

}  // namespace evr
}  // namespace sw
