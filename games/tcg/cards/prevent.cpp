// Damage prevention: lasting prevention, Deflect's script and the damage
// that waits (TCG-PLAY-4c, TCG-PLAY-6, TCG-KW-4, TCG-KW-5). See prevent.h.
#include "tcg/cards/prevent.h"
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg {

int damage_to_place(const TcgState& g, const Event& e) {
  if (e.kind != ev::kDamage || e.amount <= 0 || !g.valid_card(e.target)) return 0;
  if (g.lasting_bonus(e.target, st::kNoDamage) > 0) return 0;  // "all damage to it is prevented"
  if (g.valid_card(e.source) && g.is_unit_card(e.source)) {    // "damage from Space units is prevented"
    const int bit = 1 << g.fx(e.source).type;
    for (const Lasting& l : g.lasting)
      if (l.stat == st::kNoDamageFrom && (l.amount & bit)) return 0;
  }
  return e.amount;
}

bool damage_pending(const TcgState& g, CardId, const Event& e) { return damage_to_place(g, e) > 0; }

void deal_waiting_damage(TcgState& g, CardId source, CardId target, int amount, int seat) {
  if (amount <= 0) return;
  WaitingDamage w;
  w.source = source;
  w.target = target;
  w.seat = static_cast<int8_t>(seat);
  w.amount = static_cast<int16_t>(amount);
  if (!g.waiting.try_push_back(w)) report_violation("tcg: too much damage waiting");
}

void TcgState::before_resolve(Event& e, EventLog* log) {
  if (e.kind != ev::kDamage || e.amount <= 0) return;
  if (damage_to_place(*this, e) <= 0) {
    e.amount = 0;
    TCG_LOG(*this, log, "prevent", cards[e.target].controller, "The damage to " + card_label(e.target) + " is prevented.");
    return;
  }
  // TCG-RETREAT-4, TCG-ATTACK-8: a defender that retreated after the roll
  // still takes the damage (the core's verb places counters in the arenas
  // only), and is discarded at its health (TCG-DMG-3).
  if (!retreated(e.target)) return;
  cards[e.target].damage = static_cast<int8_t>(std::min(100, cards[e.target].damage + e.amount));
  e.resolved = true;
  TCG_LOG(*this, log, "damage", e.seat, card_label(e.target) + " takes " + std::to_string(e.amount) + " damage in the build zone.");
  check_health(e.target, log);
}

// ---- Deflect ----

namespace {

CardId deflector(const Frame& f) { return static_cast<CardId>(f.v[3]); }

bool other_unit_in_arena(const TcgState& g, CardId unit) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (c != unit && g.fx(c).type == g.fx(unit).type) return true;
  return false;
}

}  // namespace

StepResult run_deflect(TcgState& g, Frame& f, EventLog* log) {
  if (f.step != 0) return StepResult::Wait;
  Event* e = engine::event_at(g, f.v[1]);
  if (!e || e->kind != ev::kDamage || !g.valid_card(e->target)) {
    g.stack.pop();
    return StepResult::Continue;
  }
  // TCG-KW-4: X of the damage, or all of it if less.
  const int x = -engine::ability_of(g, f.source, f.ability).effects[0].amount;
  const int prevented = std::min(x, std::max<int>(0, e->amount));
  e->amount = static_cast<int16_t>(e->amount - prevented);
  const CardId unit = e->target;
  TCG_LOG(g, log, "prevent", f.seat, g.card_label(unit) + " deflects " + std::to_string(prevented) + " damage.");
  // It may then deal that much to another unit of its arena, either side
  // (OQ-TCG-22: a unit out of the arenas may not).
  if (prevented <= 0 || !g.in_play(unit) || !other_unit_in_arena(g, unit)) {
    g.stack.pop();
    return StepResult::Continue;
  }
  f.v[2] = prevented;
  f.v[3] = unit;
  f.step = 1;
  return StepResult::Wait;
}

void legal_deflect(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  const CardId unit = deflector(f);
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (c != unit && g.fx(c).type == g.fx(unit).type) out.push_back(make_action(act::kTarget, c));
  out.push_back(make_action(act::kPass));
}

void apply_deflect(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == act::kTarget) {
    // TCG-PLAY-6: it waits until the current damage is placed.
    deal_waiting_damage(g, deflector(f), card_of(a), f.v[2], seat);
    TCG_LOG(g, log, "deflect", seat,
            g.card_label(deflector(f)) + " will deal " + std::to_string(f.v[2]) + " damage to " + g.card_label(card_of(a)) + ".");
  }
  g.stack.pop();
}

std::string prompt_deflect(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 1) return "";
  return g.card_label(deflector(f)) + " may deal the " + std::to_string(f.v[2]) + " damage it prevented to another unit in its arena.";
}

std::string label_deflect(const TcgState& g, const Frame& f, Action a) {
  if (verb_of(a) == act::kPass) return "Deal no damage";
  if (verb_of(a) == act::kTarget && g.valid_card(card_of(a)))
    return "Deal " + std::to_string(f.v[2]) + " damage to " + g.card_label(card_of(a));
  return "";
}

// ---- the damage that waits (TCG-PLAY-6) ----

StepResult run_waiting(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 1) {
    engine::consume(g);
    f.step = 0;
  }
  while (!g.waiting.empty()) {  // first in, first out (OQ-TCG-15)
    const WaitingDamage w = g.waiting[0];
    g.waiting.erase_at(0);
    if (!g.in_play(w.target) || w.amount <= 0) continue;
    Event e;
    e.kind = ev::kDamage;
    e.seat = w.seat;
    e.source = w.source;
    e.target = w.target;
    e.amount = w.amount;
    if (engine::raise(g, e)) {
      f.step = 1;
      return StepResult::Continue;
    }
  }
  g.stack.pop();
  return StepResult::Continue;
}

void start_waiting(TcgState& g, const Event& e) {
  if (g.waiting.empty() || g.stack.empty()) return;
  // A damage event, or the discard its counters caused (TCG-DMG-3).
  const int n = g.events.size();
  const bool discard_by_damage = e.kind == ev::kDestroy && n >= 2 && g.events[n - 2].kind == ev::kDamage &&
                                 g.events[n - 2].target == e.target;
  if (e.kind != ev::kDamage && !discard_by_damage) return;
  const Frame& top = g.stack.top();
  // Only once the damage event itself has placed its counters (not while a
  // unit it discards is leaving: then at that event's end).
  if (top.kind != kFrameEvent || engine::event_at(g, top.v[0]) != &e) return;
  for (int i = 0; i < g.stack.depth(); ++i)
    if (g.stack.frames[i].kind == fk::kWaiting) return;  // that frame raises it next
  g.stack.push(flow::make_frame(fk::kWaiting, g.first_seat()));
}

}  // namespace sw::tcg
