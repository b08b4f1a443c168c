// The turn of the test game as game frame kinds on the core's step stack:
// Turn (ready, draw, main phase, end of phase) -> Main (the active seat's
// choices) -> Attack (choose the defender, the attack window, damage).
#include <algorithm>
#include <string>
#include "tg_state.h"

namespace sw {
namespace tg {

namespace {

using engine::raise;

// ---- Turn: step 0 ready + draw, 1 consume the draw + open main, 2 end ----
StepResult run_turn(TgState& g, Frame& f, EventLog* log) {
  switch (f.step) {
    case 0: {
      g.next_period(Scope::Turn);
      g.active = f.seat;
      ++g.turn;
      if (log) {
        log->round = g.turn;
        log->add("turn", f.seat, "Turn " + std::to_string(g.turn) + ": seat " + std::to_string(f.seat) + ".");
      }
      for (CardId c : g.zone_of(f.seat, zone::kPlay)) g.card(c).exhausted = false;
      Event e;
      e.kind = ev::kDraw;
      e.seat = f.seat;
      e.amount = 1;
      f.step = 1;
      raise(g, e);
      return StepResult::Continue;
    }
    case 1: {
      if (!g.events.empty()) engine::consume(g);
      g.next_period(Scope::Phase);  // end of the draw phase
      Frame m;
      m.kind = kFrameMain;
      m.seat = f.seat;
      f.step = 2;
      g.stack.push(m);
      return StepResult::Continue;
    }
    default: {
      g.next_period(Scope::Phase);  // end of the main phase: "until the end of the phase" expires
      if (g.turn >= kTurnLimit) {
        int best = -1, least = 1000;
        bool tie = false;
        for (int s = 0; s < g.seats; ++s) {
          CardId b = g.base_of(s);
          int d = b == kNoCard ? 1000 : g.card(b).damage;
          if (d < least) least = d, best = s, tie = false;
          else if (d == least) tie = true;
        }
        g.finish(tie ? -1 : best, log);
        return StepResult::Continue;
      }
      f.seat = static_cast<int8_t>(g.next_seat(f.seat));
      f.step = 0;
      return StepResult::Continue;
    }
  }
}

// ---- Main: the active seat plays, uses actions, attacks, or ends ----
bool can_attack(const TgState& g, CardId c) {
  return g.card(c).zone == zone::kPlay && !g.card(c).exhausted && engine::def_of_card(g, c).type == kUnit &&
         g.power(c) > 0;
}

StepResult run_main(TgState&, Frame&, EventLog*) { return StepResult::Wait; }

void legal_main(const TgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (engine::def_of_card(g, c).type == kUnit) out.push_back(make_action(kVerbPlay, c));
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (can_attack(g, c)) out.push_back(make_action(kVerbAttack, c));
  engine::add_use_actions(g, seat, kind_bit(AbilityKind::Activated), -1, 0, out);
  out.push_back(make_action(kVerbEnd));
}

void apply_main(TgState& g, Frame& f, int seat, Action a, EventLog*) {
  const int verb = verb_of(a);
  if (verb == kVerbEnd) {
    g.stack.pop();
    return;
  }
  if (verb == kVerbPlay) {
    Event e;
    e.kind = ev::kEnterPlay;
    e.seat = static_cast<int8_t>(seat);
    e.source = e.target = card_of(a);
    f.step = 1;  // consume it when back on top
    raise(g, e);
    return;
  }
  if (verb == kVerbAttack) {
    Frame at;
    at.kind = kFrameAttack;
    at.seat = static_cast<int8_t>(seat);
    at.source = card_of(a);
    at.v[0] = -1;
    g.stack.push(at);
    return;
  }
  if (verb == act::kUse) {
    engine::mark_use(g, card_of(a), arg_of(a), -1);
    engine::push_ability(g, card_of(a), arg_of(a), seat, -1);
  }
}

// Main frame step 1 = a played card's event is waiting to be consumed.
StepResult run_main_checked(TgState& g, Frame& f, EventLog* log) {
  if (f.step == 1) {
    engine::consume(g);
    f.step = 0;
    return StepResult::Continue;
  }
  return run_main(g, f, log);
}

std::string prompt_main(const TgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Main phase: play a unit, use an action, attack, or end the phase." : "";
}

// ---- Attack: 0 choose the defender, 1 attack event, 2 attack window,
// ---- 3 damage, 4 end of the attack ----
bool can_defend(const TgState& g, int attacker_seat, CardId c) {
  return g.card(c).zone == zone::kPlay && g.card(c).controller != attacker_seat;
}

StepResult run_attack(TgState& g, Frame& f, EventLog* log) {
  switch (f.step) {
    case 0:
      if (!g.in_play(f.source)) {  // the attacker left play
        g.stack.pop();
        return StepResult::Continue;
      }
      return StepResult::Wait;
    case 1: {
      g.card(f.source).exhausted = true;  // attacking exhausts (TCG-ATTACK-5)
      if (log)
        log->add("attack", f.seat, g.card_label(f.source) + " attacks " + g.card_label(static_cast<CardId>(f.v[0])) + ".");
      Event e;
      e.kind = kEvAttack;
      e.seat = f.seat;
      e.source = f.source;
      e.target = static_cast<CardId>(f.v[0]);
      f.step = 2;
      raise(g, e);
      return StepResult::Continue;
    }
    case 2: {
      Event e = engine::consume(g);
      if (e.cancelled) {
        f.step = 5;
        return StepResult::Continue;
      }
      // The attack window: only "attack actions", the attacker's side first.
      f.step = 3;
      engine::open_window(g, kind_bit(AbilityKind::Activated), -1, kAttackWindow, f.seat);
      return StepResult::Continue;
    }
    case 3: {
      f.step = 4;
      if (!g.in_play(f.source) || !g.in_play(static_cast<CardId>(f.v[0]))) {
        f.step = 5;
        return StepResult::Continue;
      }
      Event e;
      e.kind = ev::kDamage;
      e.seat = f.seat;
      e.source = f.source;
      e.target = static_cast<CardId>(f.v[0]);
      e.amount = static_cast<int16_t>(std::max(0, g.power(f.source)));
      raise(g, e);
      return StepResult::Continue;
    }
    case 4:
      engine::consume(g);
      f.step = 5;
      return StepResult::Continue;
    default:
      g.next_period(Scope::Attack);  // "for this attack" ends; per-attack limits count afresh
      g.stack.pop();
      return StepResult::Continue;
  }
}

void legal_attack(const TgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int c = 0; c < g.cards.size(); ++c)
    if (can_defend(g, seat, static_cast<CardId>(c))) out.push_back(make_action(kVerbDefender, static_cast<CardId>(c)));
}

void apply_attack(TgState&, Frame& f, int, Action a, EventLog*) {
  f.v[0] = card_of(a);
  f.step = 1;
}

std::string prompt_attack(const TgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Choose what " + g.card_label(f.source) + " attacks." : "";
}

const FrameKindDef<TgState> kFrames[] = {
    {"turn", 3, run_turn, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr},
    {"main", 2, run_main_checked, legal_main, apply_main, prompt_main, nullptr, nullptr, nullptr},
    {"attack", 6, run_attack, legal_attack, apply_attack, prompt_attack, nullptr, nullptr, nullptr},
};

const VerbDef kVerbs[] = {
    {"play", "Play", false},
    {"attack", "Attack with", false},
    {"defender", "Attack", false},
    {"end", "End the phase", false},
};

}  // namespace

const FrameKindDef<TgState>* TgState::game_frames() { return kFrames; }
int TgState::num_game_frames() { return static_cast<int>(sizeof(kFrames) / sizeof(kFrames[0])); }
const VerbDef* TgState::game_verbs() { return kVerbs; }
int TgState::num_game_verbs() { return static_cast<int>(sizeof(kVerbs) / sizeof(kVerbs[0])); }

void TgState::resolve_game_event(Event& e, EventLog*) {
  if (e.kind == kEvAttack) e.resolved = true;
}

void TgState::after_event(const Event& e, EventLog* log) {
  if (e.kind == ev::kDestroy && e.resolved && card_def(card(e.target).def).type == kBase) {
    int by = valid_card(e.source) ? card(e.source).controller : e.seat;
    finish(by == card(e.target).owner ? -1 : by, log);
  }
}

void TgState::finish(int winner_seat, EventLog* log) {
  over = true;
  winner = static_cast<int8_t>(winner_seat);
  end_game();
  if (log) log->add("game_over", -1, winner_seat >= 0 ? "Seat " + std::to_string(winner_seat) + " wins." : "A draw.");
}

CardId TgState::base_of(int seat) const {
  for (int c = 0; c < cards.size(); ++c)
    if (cards[c].owner == seat && card_def(cards[c].def).type == kBase) return static_cast<CardId>(c);
  return kNoCard;
}

std::string TgState::card_key(CardId c) const { return std::string(card_def(card(c).def).key) + "." + std::to_string(c); }
std::string TgState::card_label(CardId c) const {
  return std::string(card_def(card(c).def).name) + " (seat " + std::to_string(card(c).owner) + ")";
}

}  // namespace tg
}  // namespace sw
