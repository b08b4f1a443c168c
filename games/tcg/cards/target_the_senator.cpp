// Target the Senator (Dark Side Mission, AOTC 48): when the battle phase
// starts: this card deals 4 dice of damage to a unit of your opponent, in any
// arena, that you choose.
// Completing it (timing::kComplete, TCG-BUILD-7) only marks it
// (st::kAtBattleStart, until the turn ends): its text is a trigger of the
// Battle phase's start (T5), carried out then by its timing::kBattleStart
// ability (flow/delayed.cpp; the Dark Side's such texts come before the
// cards' own "when the battle phase starts" triggers, TCG-ABIL-9).
// "4 dice of damage" (TCG-DICE-6): the Dark Side chooses the unit, then 4
// dice are rolled (logged like an attack roll), a reroll window follows
// (TCG-DICE-5, TCG-PLAY-5), each 4-6 is 1 damage; that damage is a damage
// event from this card, so its prevent window opens (TCG-PLAY-4c) before the
// counters. It is not an attack: no Shields, no "for this attack", no
// Critical Hit. With no unit of the opponent in an arena nothing happens.
// The script frame: v[0] = the unit, v[1] = the dice (3 bits each, die i at
// bit 3i), v[2] = 1 once the damage is raised; steps 1 choose, 2 the reroll
// window, 3 the damage.
#include "tcg/cards/script.h"
#include "tcg/flow/flow.h"

namespace sw::tcg {

namespace {
constexpr int kDice = 4;

int die(const Frame& f, int i) { return (f.v[1] >> (3 * i)) & 7; }

bool has_target(const TcgState& g, int owner) { return !g.zone_of(g.opponent_of(owner), zone::kPlay).empty(); }

StepResult finish(TcgState& g) {
  g.stack.pop();
  return StepResult::Continue;
}

StepResult run(TcgState& g, Frame& f, EventLog* log) {
  if (f.ability == 0) {  // completed: the text waits for the Battle phase's start
    g.add_lasting(Lasting{f.source, f.source, st::kAtBattleStart, Scope::Turn, 1});
    TCG_LOG(g, log, "complete", f.seat, "Target the Senator will deal 4 dice of damage when the battle phase starts.");
    return finish(g);
  }
  switch (f.step) {
    case 0:
      if (!has_target(g, script_owner(f))) {
        TCG_LOG(g, log, "effect", script_owner(f), "Target the Senator: the opponent has no unit to choose.");
        return finish(g);
      }
      f.seat = static_cast<int8_t>(script_owner(f));
      f.v[0] = -1;
      f.v[1] = 0;
      f.v[2] = 0;
      f.step = 1;
      return StepResult::Wait;
    case 1:
      return StepResult::Wait;
    case 2:  // TCG-DICE-5: the reroll window, then the roll is final
      f.step = 3;
      flow::open_play_window(g, timing::kReroll);
      return StepResult::Continue;
    default: {
      if (f.v[2] == 1) {  // the damage passed its prevent window and was placed
        if (!g.events.empty()) engine::consume(g);
        return finish(g);
      }
      int hits = 0;
      for (int i = 0; i < kDice; ++i) hits += die(f, i) >= 4 ? 1 : 0;  // TCG-DICE-2
      TCG_LOG(g, log, "hits", script_owner(f), std::to_string(hits) + (hits == 1 ? " hit, " : " hits, ") + std::to_string(hits) + " damage.");
      const CardId t = static_cast<CardId>(f.v[0]);
      if (hits <= 0 || !g.valid_card(t) || !g.in_play(t)) return finish(g);
      Event e;
      e.kind = ev::kDamage;
      e.seat = static_cast<int8_t>(script_owner(f));
      e.source = f.source;
      e.target = t;
      e.amount = static_cast<int16_t>(hits);
      f.v[2] = 1;
      if (!engine::raise(g, e)) return finish(g);
      return StepResult::Continue;
    }
  }
}

void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1 || f.ability == 0) return;
  for (CardId c : g.zone_of(g.opponent_of(seat), zone::kPlay)) out.push_back(make_action(vb::kPick, c, 0));
}

void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId t = card_of(a);
  f.v[0] = t;
  f.v[1] = 0;
  for (int i = 0; i < kDice; ++i) f.v[1] |= g.rng.roll(6) << (3 * i);
  f.step = 2;
  if (log) {
    json dice = json::array();
    std::string s;
    for (int i = 0; i < kDice; ++i) {
      s += (i ? " " : "") + std::to_string(die(f, i));
      dice.push_back(die(f, i));
    }
    log->add("roll", seat, "Target the Senator rolls 4 dice of damage at " + g.card_label(t) + ": " + s + ".", json{{"dice", dice}});
  }
}

std::string prompt(const TcgState&, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 1) return "";
  return "Target the Senator: choose a unit of your opponent, in any arena; it takes 4 dice of damage.";
}

std::string label(const TcgState& g, const Frame&, Action a) { return "4 dice of damage to " + g.card_label(card_of(a)); }
}  // namespace

extern const CardScript target_the_senator_script = CardScript::own("target-the-senator", run, legal, apply, prompt).labelled(label);

Card target_the_senator(Card c) {
  return c
      .with(Ability::action()
                .in_window(timing::kComplete)
                .scripted(fk::kScript)
                .says("When the battle phase starts: this card deals 4 dice of damage to a unit of your opponent, in any arena, that you choose."))
      .with(Ability::action()
                .in_window(timing::kBattleStart)
                .scripted(fk::kScript)
                .says("When the battle phase starts: this card deals 4 dice of damage to a unit of your opponent, in any arena, that you choose."));
}

}  // namespace sw::tcg
