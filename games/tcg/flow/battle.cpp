// The battle steps (TCG-BATTLE) and one attack (TCG-ATTACK-2, steps A1-A12).
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg::flow {

std::vector<CardId> eligible_attackers(const TcgState& g, CardType a) {
  // TCG-BATTLE-2/5/6: only this arena's untapped units attack in its step.
  std::vector<CardId> out;
  for (int s : {g.first_seat(), g.second_seat()})
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (g.fx(c).type == a && !g.cards[c].exhausted) out.push_back(c);
  return out;
}

NextAttacker next_attacker(const TcgState& g, CardType a) {
  NextAttacker n;
  const std::vector<CardId> units = eligible_attackers(g, a);
  if (units.empty()) return n;
  int best = -1000000;
  for (CardId c : units) best = std::max(best, g.speed(c));
  // TCG-BATTLE-3, TCG-GEN-1: the fastest; a tie between the sides goes to the Dark Side.
  for (int s : {g.first_seat(), g.second_seat()}) {
    for (CardId c : units)
      if (g.cards[c].controller == s && g.speed(c) == best) n.tied.push_back(c);
    if (!n.tied.empty()) {
      n.seat = s;
      break;
    }
  }
  if (n.tied.size() == 1) n.unit = n.tied[0];
  return n;
}

namespace {

void start_attack(TcgState& g, int seat, CardId unit) {
  Frame at = make_frame(fk::kAttack, seat, attack_step::kDecide);
  at.source = unit;
  g.atk = AttackInfo{};
  g.atk.attacker = unit;
  g.stack.push(at);
}

}  // namespace

StepResult run_battle(TcgState& g, Frame& f, EventLog* log) {
  const CardType arena = kArenas[f.v[0]];
  const NextAttacker n = next_attacker(g, arena);
  if (n.seat < 0) {  // TCG-BATTLE-5: no untapped unit of this arena is left
    if (g.opts.later && f.v[2] == 0) {  // TCG2-BATTLE-1: a final window in every battle step
      f.v[2] = 1;
      open_play_window(g, timing::kGeneral);
      return StepResult::Continue;
    }
    g.stack.pop();
    return StepResult::Continue;
  }
  if (f.v[1] == 0) {  // TCG-BATTLE-4, OQ-TCG-11: a window before the first attack of the step
    f.v[1] = 1;
    TCG_LOG(g, log, "battle", -1, std::string("The ") + type_name(arena) + " battle begins.");
    open_play_window(g, timing::kGeneral);
    return StepResult::Continue;
  }
  if (n.unit == kNoCard) {  // TCG-BATTLE-3: the seat picks among its tied fastest units
    f.seat = static_cast<int8_t>(n.seat);
    return StepResult::Wait;
  }
  start_attack(g, n.seat, n.unit);
  return StepResult::Continue;
}

void legal_battle(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  const NextAttacker n = next_attacker(g, kArenas[f.v[0]]);
  if (seat != n.seat || n.unit != kNoCard) return;
  for (CardId c : n.tied) out.push_back(make_action(vb::kAttacker, c));
}

void apply_battle(TcgState& g, Frame&, int seat, Action a, EventLog*) { start_attack(g, seat, card_of(a)); }

std::string prompt_battle(const TcgState&, const Frame&, int) { return "Choose which of your fastest units attacks next."; }

// ---- one attack ----

StepResult run_attack(TcgState& g, Frame& f, EventLog* log) {
  const CardId attacker = f.source;
  switch (f.step) {
    case attack_step::kDecide:
      // A2/A3: the controller attacks a target or declines (TCG-ATTACK-3).
      if (!g.in_play(attacker) || g.cards[attacker].exhausted) {
        f.step = attack_step::kEnd;
        return StepResult::Continue;
      }
      return StepResult::Wait;
    case attack_step::kTap:
      // A4 (OQ-TCG-12: target, then tap; TCG-ATTACK-5), then A5, the general window.
      g.cards[attacker].exhausted = true;
      g.turn_marks = static_cast<uint8_t>(g.turn_marks | (1u << (g.fx(attacker).type - kSpace)));  // Lost in the Asteroids asks
      TCG_LOG(g, log, "attack", f.seat,
              g.card_label(attacker) + (g.atk.mode == AttackMode::Bombard ? " bombards " : g.atk.mode == AttackMode::IonCannon ? " fires its Ion Cannon at " : " attacks ") +
                  g.card_label(g.atk.defender) + ".");
      f.step = attack_step::kRoll;
      open_play_window(g, timing::kGeneral);
      return StepResult::Continue;
    case attack_step::kRoll: {
      // A6 (TCG-ATTACK-6, T1): no dice if either unit has left the battle or
      // the power is 0 or less; else dice = the current power, now.
      const CardId d = g.atk.defender;
      const int power = g.attack_power(attacker, d, g.atk.mode);
      if (!g.in_play(attacker) || !g.in_play(d) || power <= 0) {
        TCG_LOG(g, log, "roll", f.seat, "No dice are rolled.");
        f.step = attack_step::kEnd;
        return StepResult::Continue;
      }
      g.atk.dice.clear();
      for (int i = 0; i < std::min(power, kMaxDice); ++i) g.atk.dice.push_back(static_cast<uint8_t>(g.rng.roll(6)));
      g.atk.rolled = true;
      g.atk.critical = static_cast<int8_t>(std::max(0, engine::stat(g, attacker, st::kCritical)));  // OQ-TCG-21
      g.next_period(Scope::Roll);
      if (log) {
        std::string s;
        json dice = json::array();
        for (uint8_t v : g.atk.dice) {
          s += (s.empty() ? "" : " ") + std::to_string(v);
          dice.push_back(v);
        }
        log->add("roll", f.seat, g.card_label(attacker) + " rolls " + std::to_string(g.atk.dice.size()) + " dice: " + s + ".",
                 json{{"dice", dice}});
      }
      f.step = attack_step::kHits;
      open_play_window(g, timing::kReroll);  // A7 (TCG-DICE-5)
      return StepResult::Continue;
    }
    case attack_step::kHits: {
      // A8: each 4-6 is a hit (TCG-ATTACK-7, TCG-DICE-2); a natural six adds Critical Hit (TCG-KW-3).
      int hits = 0;
      bool six = false;
      for (uint8_t v : g.atk.dice) {
        if (v >= 4) ++hits;
        if (v == 6) six = true;
      }
      g.atk.damage = static_cast<int16_t>(hits + (six ? g.atk.critical : 0));
      TCG_LOG(g, log, "hits", f.seat, std::to_string(hits) + (hits == 1 ? " hit" : " hits") + ", " + std::to_string(g.atk.damage) + " damage.");
      if (g.atk.damage <= 0) {
        f.step = attack_step::kEnd;
        return StepResult::Continue;
      }
      // A9/A10: the damage passes through its event (the prevent window, TCG-PLAY-4c,
      // is an interrupt to it with timing::kPrevent), then its counters; the
      // unit is discarded at its health (TCG-DMG-3: the core's capacity check).
      Event e;
      e.kind = ev::kDamage;
      e.seat = f.seat;
      e.source = attacker;
      e.target = g.atk.defender;
      e.amount = g.atk.damage;
      f.step = attack_step::kDamage;
      engine::raise(g, e);
      return StepResult::Continue;
    }
    case attack_step::kDamage:
      engine::consume(g);
      f.step = attack_step::kEnd;
      return StepResult::Continue;
    case attack_step::kEnd:
      // A11: "for this attack" ends; A12: the window after the attack (also the
      // one before the next attack, OQ-TCG-11).
      g.next_period(Scope::Attack);
      f.step = attack_step::kClose;
      if (g.atk.defender != kNoCard) open_play_window(g, timing::kGeneral);
      return StepResult::Continue;
    default:
      g.atk = AttackInfo{};
      g.stack.pop();
      return StepResult::Continue;
  }
}

void legal_attack(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != attack_step::kDecide) return;
  // TCG-ATTACK-4: an opposing unit in the attacker's arena.
  const int opp = g.opponent_of(seat);
  for (CardId c : g.zone_of(opp, zone::kPlay)) {
    if (g.can_target(f.source, c)) out.push_back(make_action(vb::kTarget, c));
    // TCG-KW-2, TCG-KW-6: the controller MAY attack the other arena instead.
    if (g.can_target(f.source, c, AttackMode::Bombard)) out.push_back(make_action(vb::kBombard, c));
    if (g.can_target(f.source, c, AttackMode::IonCannon)) out.push_back(make_action(vb::kIonCannon, c));
  }
  out.push_back(make_action(vb::kDecline));  // TCG-ATTACK-3 (b)
}

void apply_attack(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDecline) {  // TCG-ATTACK-3 (b), TCG-ATTACK-5: declining taps it
    g.cards[f.source].exhausted = true;
    TCG_LOG(g, log, "decline", seat, g.card_label(f.source) + " does not attack.");
    f.step = attack_step::kEnd;
    return;
  }
  g.atk.defender = card_of(a);
  g.atk.mode = verb_of(a) == vb::kBombard ? AttackMode::Bombard : verb_of(a) == vb::kIonCannon ? AttackMode::IonCannon : AttackMode::Normal;
  f.step = attack_step::kTap;
}

std::string prompt_attack(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != attack_step::kDecide) return "";
  return "Choose what " + g.card_label(f.source) + " attacks, or decline.";
}

}  // namespace sw::tcg::flow
