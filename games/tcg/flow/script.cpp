// The script frame (fk::kScript, cards/script.h): a card's own choices after
// its ability's costs are paid. A Pick script lets its chooser pick cards one
// at a time; a card with its own functions runs those.
#include <algorithm>
#include <cstring>
#include <string>
#include "tcg/card_sets.h"
#include "tcg/cards/script.h"
#include "tcg/flow/flow.h"

namespace sw::tcg {

#define S(ident) extern const CardScript ident##_script;
#include "tcg/cards/script_list.h"
#undef S

namespace {

const CardScript* const kAll[] = {
#define S(ident) &ident##_script,
#include "tcg/cards/script_list.h"
#undef S
    nullptr};

}  // namespace

const CardScript* card_script(int def) {
  static const std::vector<const CardScript*> by_def = [] {
    std::vector<const CardScript*> v(static_cast<size_t>(num_facts()), nullptr);
    for (const CardScript* const* s = kAll; *s; ++s) {
      const int d = def_of_key((*s)->key);
      if (d >= 0) v[static_cast<size_t>(d)] = *s;
    }
    for (int d = 0; d < num_facts(); ++d)  // later sets' cards (card_sets.h)
      if (const CardScript* s = set_card_script(facts(d).key)) v[static_cast<size_t>(d)] = s;
    return v;
  }();
  return def >= 0 && def < static_cast<int>(by_def.size()) ? by_def[static_cast<size_t>(def)] : nullptr;
}

void shuffle_deck(TcgState& g, int seat) {
  auto& deck = g.zone_of(seat, zone::kDeck);
  g.rng.shuffle(deck.cards.data(), deck.size());
  g.board_changed();
}

void change_force(TcgState& g, int seat, int n, EventLog* log) {
  Event e;
  e.kind = evt::kForce;
  e.seat = static_cast<int8_t>(seat);
  e.amount = static_cast<int16_t>(n);
  g.resolve_game_event(e, log);
}

void change_build_points(TcgState& g, int seat, int n, EventLog* log) {
  Event e;
  e.kind = evt::kBuildPoints;
  e.seat = static_cast<int8_t>(seat);
  e.amount = static_cast<int16_t>(n);
  g.resolve_game_event(e, log);
}

void see_opponents_hand(TcgState& g, int seat, EventLog* log) {
  if (!log) return;
  std::string list;
  for (CardId c : g.zone_of(g.opponent_of(seat), zone::kHand)) list += (list.empty() ? "" : ", ") + g.card_label(c);
  log->add_private("see_hand", seat, 1u << seat, g.seat_name(seat) + " looks at their opponent's hand.",
                   g.seat_name(seat) + " sees their opponent's hand: " + (list.empty() ? "no cards" : list) + ".");
}

void discard_from_hand(TcgState& g, CardId c, EventLog* log) {
  const int seat = g.cards[c].owner;
  g.move(c, zone::kDiscard);
  TCG_LOG(g, log, "discard", seat, g.seat_name(seat) + " discards " + g.card_label(c) + " from their hand.");
}

namespace flow {

namespace {

const CardScript& script_of(const TcgState& g, const Frame& f) { return *card_script(g.cards[f.source].def); }

int pick_zone_seat(const TcgState& g, const Frame& f, const Pick& p) {
  return p.opponents_zone ? g.opponent_of(script_owner(f)) : script_owner(f);
}

std::vector<CardId> candidates(const TcgState& g, const Frame& f, const Pick& p) {
  std::vector<CardId> out;
  const int seat = pick_zone_seat(g, f, p);
  const uint8_t z = p.from == PickFrom::Hand      ? zone::kHand
                    : p.from == PickFrom::Deck    ? zone::kDeck
                    : p.from == PickFrom::Discard ? zone::kDiscard
                                                  : zone::kPlay;
  for (CardId c : g.zone_of(seat, z)) {
    if (p.ok && !p.ok(g, f.source, c)) continue;
    if (p.to == PickTo::Heal && g.cards[c].damage == 0) continue;
    out.push_back(c);
  }
  return out;
}

std::string counters_off(int n) { return std::to_string(n) + (n == 1 ? " damage counter" : " damage counters"); }

}  // namespace

StepResult run_script(TcgState& g, Frame& f, EventLog* log) {
  const CardScript& s = script_of(g, f);
  if (f.step == 0) f.v[3] = f.seat;
  if (s.run) return s.run(g, f, log);
  const Pick& p = s.pick;
  if (f.step == 0) {
    if (p.draw_first > 0) g.draw(script_owner(f), p.draw_first, log);
    f.seat = static_cast<int8_t>(p.opponent_chooses ? g.opponent_of(script_owner(f)) : script_owner(f));
    f.v[2] = 0;
    f.step = 1;
    if (s.before) s.before(g, f, log);
  }
  if (!(f.v[2] & kPickDone) && script_picks(f) < p.count && !candidates(g, f, p).empty()) return StepResult::Wait;
  // TCG-GLOSS-13/14: a searched deck is shuffled afterwards.
  if (p.from == PickFrom::Deck) shuffle_deck(g, pick_zone_seat(g, f, p));
  if (s.after) s.after(g, f, log);
  g.stack.pop();
  return StepResult::Continue;
}

void legal_script(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  const CardScript& s = script_of(g, f);
  if (s.legal) return s.legal(g, f, seat, out);
  if (seat != f.seat || f.step != 1) return;
  for (CardId c : candidates(g, f, s.pick)) out.push_back(make_action(vb::kPick, c));
  if (s.pick.up_to) out.push_back(make_action(vb::kDone));
}

void apply_script(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardScript& s = script_of(g, f);
  if (s.apply) return s.apply(g, f, seat, a, log);
  const Pick& p = s.pick;
  if (verb_of(a) == vb::kDone) {
    f.v[2] |= kPickDone;
    return;
  }
  const CardId c = card_of(a);
  ++f.v[2];
  const std::string who = g.seat_name(seat);
  switch (p.to) {
    case PickTo::Discard:
      if (p.from == PickFrom::Arena) g.discard_unit(c, log);
      else discard_from_hand(g, c, log);
      return;
    case PickTo::Hand: {
      const char* from = p.from == PickFrom::Deck ? "deck" : p.from == PickFrom::Discard ? "discard pile" : "hand";
      g.move(c, zone::kHand);
      // "Reveal it" (TCG-GLOSS-10): both see which card was taken.
      TCG_LOG(g, log, "reveal", seat, who + " takes " + g.card_label(c) + " from their " + from + " into their hand.");
      return;
    }
    case PickTo::Heal: {
      const int n = std::min<int>(g.cards[c].damage, p.amount);
      g.cards[c].damage = static_cast<int8_t>(g.cards[c].damage - n);
      TCG_LOG(g, log, "heal", seat, g.card_label(c) + " loses " + counters_off(n) + ".");
      return;
    }
  }
}

std::string prompt_script(const TcgState& g, const Frame& f, int seat) {
  const CardScript& s = script_of(g, f);
  if (s.prompt) return s.prompt(g, f, seat);
  if (seat != f.seat) return "";
  return g.card_label(f.source) + ": " + s.ask;
}

std::string label_script(const TcgState& g, const Frame& f, Action a) {
  const CardScript& s = script_of(g, f);
  return s.label ? s.label(g, f, a) : std::string();
}

bool valid_script(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) && card_script(g.cards[f.source].def) != nullptr && f.v[3] >= 0 && f.v[3] < g.seats &&
         f.v[2] >= 0 && f.v[2] <= (kPickDone | 100);
}

bool script_secret(const TcgState& g, const Frame& f) {
  return f.kind == fk::kScript && g.valid_card(f.source) && card_script(g.cards[f.source].def) &&
         script_of(g, f).secret;
}

}  // namespace flow
}  // namespace sw::tcg
