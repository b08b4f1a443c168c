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

// OQ-TCG-21; Hero's Flaw: the Critical Hit of the attack now on the stack, as
// the attacker has it at the roll, plus what a marked defender gives its attackers.
int8_t critical_at_roll(const TcgState& g) {
  const CardId d = g.atk.defender;
  return static_cast<int8_t>(std::max(0, engine::stat(g, g.atk.attacker, st::kCritical)) +
                             (g.in_play(d) ? std::max(0, engine::stat(g, d, st::kCritAgainst)) : 0));
}

CardId attacking_unit(const TcgState& g) {
  for (int i = g.stack.depth() - 1; i >= 0; --i) {
    const Frame& f = g.stack.frames[i];
    if (f.kind != fk::kAttack) continue;
    return f.step > attack_step::kDecide && f.step < attack_step::kEnd && g.atk.defender != kNoCard ? f.source : kNoCard;
  }
  return kNoCard;
}

CardId deciding_attacker(const TcgState& g) {
  if (g.stack.empty()) return kNoCard;
  const Frame& f = g.stack.top();
  return f.kind == fk::kAttack && f.step == attack_step::kDecide ? f.source : kNoCard;
}

std::vector<CardId> turn_targets(const TcgState& g, CardId attacker) {
  std::vector<CardId> out;
  for (CardId c : g.units_in(g.cards[attacker].controller, g.fx(attacker).type))
    if (c != attacker && !g.cant_be_attacked(c)) out.push_back(c);
  return out;
}

namespace {

// A11 for Hero's Duty: the units marked "discarded once the attack is over".
void discard_doomed(TcgState& g, EventLog* log) {
  for (int i = g.lasting.size() - 1; i >= 0 && i < g.lasting.size(); --i) {
    const Lasting l = g.lasting[i];
    if (l.stat == st::kDoomed && l.amount > 0 && g.in_play(l.target)) g.discard_unit(l.target, log);
  }
}

void start_attack(TcgState& g, int seat, CardId unit) {
  Frame at = make_frame(fk::kAttack, seat, attack_step::kDecide);
  at.source = unit;
  g.atk = AttackInfo{};
  g.atk.attacker = unit;
  g.stack.push(at);
}

}  // namespace

StepResult run_battle(TcgState& g, Frame& f, EventLog* log) {
  // OQ-TCG-24: a pair an effect contested between attacks (in a window) is
  // bid for before the battle goes on.
  if (push_bidding(g)) return StepResult::Continue;
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
      // Dark Side's Command / Compulsion (st::kTurned): "the next time it would
      // attack" the opponent of its controller may turn it against another
      // unit of its own side in its arena (v[3] = 1: that choice waits; the
      // card's ruling: if not, it attacks normally). The mark is used up now.
      if (f.v[3] == 0 && g.lasting_bonus(attacker, st::kTurned) > 0) {
        for (int i = g.lasting.size() - 1; i >= 0; --i)
          if (g.lasting[i].target == attacker && g.lasting[i].stat == st::kTurned) g.lasting.erase_at(i);
        bool must = false;
        (void)attack_choices(g, attacker, &must);  // OQ-TCG2-11: no redirection while it must attack a unit
        if (!must && !turn_targets(g, attacker).empty()) {
          f.v[3] = 1;
          f.seat = static_cast<int8_t>(g.opponent_of(g.cards[attacker].controller));
        }
      }
      return StepResult::Wait;
    case attack_step::kTap:
      // A4 (OQ-TCG-12: target, then tap; TCG-ATTACK-5), then A5, the general window.
      g.cards[attacker].exhausted = true;
      g.turn_marks = static_cast<uint8_t>(g.turn_marks | (1u << (g.fx(attacker).type - kSpace)));  // Battle Fatigue asks
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
        if (log) log->add("roll", f.seat, "No dice are rolled.", json{{"dice", json::array()}});  // every roll entry has data.dice
        f.step = attack_step::kEnd;
        return StepResult::Continue;
      }
      g.atk.dice.clear();
      for (int i = 0; i < std::min(power, kMaxDice); ++i) g.atk.dice.push_back(static_cast<uint8_t>(g.rng.roll(6)));
      g.atk.rolled = true;
      // OQ-TCG-21; Hero's Flaw: Critical Hit for the units attacking a marked unit.
      g.atk.critical = critical_at_roll(g);
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
      // OQ-TCG-13: a unit that used a "would attack" ability instead of
      // attacking (v[1] = 1) and is still untapped is tapped, as if it declined.
      if (f.v[1] == 1 && g.in_play(attacker)) g.cards[attacker].exhausted = true;
      f.v[2] = 0;
      // A11: "for this attack" ends (Hero's Duty's unit is discarded then);
      // "when its attack ends" triggers (evt::kAttackEnded); then A12, the
      // window after the attack (also the one before the next, OQ-TCG-11).
      discard_doomed(g, log);
      g.next_period(Scope::Attack);
      f.step = attack_step::kClose;
      if (g.atk.defender != kNoCard) {
        f.v[2] = 1;
        if (engine::answerable<TcgState>(evt::kAttackEnded)) {
          Event e;
          e.kind = evt::kAttackEnded;
          e.seat = f.seat;
          e.source = attacker;
          e.target = g.atk.defender;
          if (engine::raise(g, e)) f.v[2] = 2;
        }
      }
      return StepResult::Continue;
    default:
      if (f.v[2] != 0) {
        if (f.v[2] == 2) engine::consume(g);
        f.v[2] = 1;
        // OQ-TCG-24: a pair an effect contested during the attack is bid for
        // once it ended (A11), before the window after it (A12).
        if (push_bidding(g)) return StepResult::Continue;
        f.v[2] = 0;
        open_play_window(g, timing::kGeneral);
        return StepResult::Continue;
      }
      g.atk = AttackInfo{};
      g.stack.pop();
      return StepResult::Continue;
  }
}

std::vector<Action> attack_choices(const TcgState& g, CardId attacker, bool* must) {
  std::vector<Action> out;
  *must = false;
  // TCG-ATTACK-3, TCG2-TARGET-1, TCG-GEN-3: a unit that can't attack has no
  // target, Bombard and Ion Cannon included.
  if (!g.in_play(attacker) || g.lasting_bonus(attacker, st::kCantAttack) > 0) return out;
  // TCG-ATTACK-4: an opposing unit in the attacker's arena.
  const int opp = g.opponent_of(g.cards[attacker].controller);
  for (CardId c : g.zone_of(opp, zone::kPlay)) {
    if (g.can_target(attacker, c)) out.push_back(make_action(vb::kTarget, c));
    // TCG-KW-2, TCG-KW-6: the controller MAY attack the other arena instead.
    if (g.can_target(attacker, c, AttackMode::Bombard)) out.push_back(make_action(vb::kBombard, c));
    if (g.can_target(attacker, c, AttackMode::IonCannon)) out.push_back(make_action(vb::kIonCannon, c));
  }
  // TCG2-TARGET-6: units it can attack that it must attack leave it only those.
  size_t keep = 0;
  for (Action a : out)
    if (g.lasting_bonus(card_of(a), st::kMustBeAttacked) > 0) out[keep++] = a;
  if (keep > 0) {
    out.resize(keep);
    *must = true;
  }
  return out;
}

void legal_attack(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != attack_step::kDecide) return;
  if (f.v[3] == 1) {  // the turned attack: another unit of the attacker's side, or a normal attack
    for (CardId c : turn_targets(g, f.source)) out.push_back(make_action(vb::kChoose, c));
    out.push_back(make_action(vb::kRefuse));
    return;
  }
  bool must = false;
  for (Action a : attack_choices(g, f.source, &must)) out.push_back(a);
  // TCG2-TARGET-6: a unit that must attack may not decline nor use its "would attack" abilities.
  if (must) return;
  out.push_back(make_action(vb::kDecline));  // TCG-ATTACK-3 (b)
  // TCG-ATTACK-3 (c): its own "Play only when this unit would attack" abilities.
  const size_t from = out.size();
  engine::add_use_actions(g, seat, kind_bit(AbilityKind::Activated), -1, timing::kWouldAttack, out);
  size_t keep = from;
  for (size_t i = from; i < out.size(); ++i)
    if (card_of(out[i]) == f.source) out[keep++] = out[i];
  out.resize(keep);
}

void apply_attack(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.v[3] == 1) {  // the opponent's choice of a turned attack; the attacker's controller decides the rest
    f.seat = static_cast<int8_t>(g.cards[f.source].controller);
    if (verb_of(a) == vb::kRefuse) {
      f.v[3] = 3;
      TCG_LOG(g, log, "turn", seat, g.card_label(f.source) + " attacks normally.");
      return;
    }
    f.v[3] = 2;
    g.atk.defender = card_of(a);
    g.atk.mode = AttackMode::Normal;
    f.step = attack_step::kTap;
    TCG_LOG(g, log, "turn", seat, g.seat_name(seat) + " turns " + g.card_label(f.source) + " against " + g.card_label(card_of(a)) + ".");
    return;
  }
  if (verb_of(a) == act::kUse) {  // TCG-ATTACK-3 (c): the ability instead of the attack
    f.v[1] = 1;
    f.step = attack_step::kEnd;
    engine::mark_use(g, card_of(a), arg_of(a), -1);
    engine::push_ability(g, card_of(a), arg_of(a), seat, -1);
    return;
  }
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
  if (f.v[3] == 1) return "Turn " + g.card_label(f.source) + " against another unit of its side, or let it attack normally.";
  return "Choose what " + g.card_label(f.source) + " attacks, or decline.";
}

}  // namespace sw::tcg::flow

namespace sw::tcg::flow {

std::string label_attack(const TcgState& g, const Frame& f, Action a) {
  if (f.v[3] != 1 || f.step != attack_step::kDecide) return "";
  return verb_of(a) == vb::kChoose ? "Turn it against " + g.card_label(card_of(a)) : "Let it attack normally";
}

}  // namespace sw::tcg::flow
