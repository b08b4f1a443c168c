// The left-arena frame (left_arena.h).
#include "tcg/left_arena.h"

namespace sw::tcg {

void push_left_arena(TcgState& g, CardId c, int seat, CardType arena) {
  Frame f;
  f.kind = fk::kLeftArena;
  f.seat = static_cast<int8_t>(seat);
  f.source = c;
  f.v[0] = arena;
  (void)g.stack.push(f);  // a full stack is reported as a violation by the core
}

StepResult run_left_arena(TcgState& g, Frame& f, EventLog*) {
  switch (f.step) {
    case 0: {
      Event e;
      e.kind = evt::kLeftArena;
      e.seat = f.seat;
      e.source = f.source;
      e.target = f.source;
      e.amount = static_cast<int16_t>(f.v[0]);
      f.step = 1;
      if (!engine::raise(g, e)) g.stack.pop();
      return StepResult::Continue;
    }
    case 1: {
      // The event is done (its windows closed): the discarded card's own
      // triggers, from the discard pile (TCG-ABIL-7). A card has at most one
      // such trigger per arena; several would resolve in card order.
      f.step = 2;
      const int slot = g.events.size() - 1;
      const Card& d = TcgState::card_def(g.cards[f.source].def);
      for (int i = d.n_abilities - 1; i >= 0; --i) {
        const Ability& a = d.abilities[i];
        if (a.kind != AbilityKind::ForcedReaction || a.on != evt::kLeftArena || !a.when || !a.when(g, f.source, g.events[slot]))
          continue;
        engine::mark_use(g, f.source, i, slot);
        (void)engine::push_ability(g, f.source, i, f.seat, slot);
      }
      return StepResult::Continue;
    }
    default:
      (void)engine::consume(g);
      g.stack.pop();
      return StepResult::Continue;
  }
}

bool valid_left_arena(const TcgState& g, const Frame& f) {
  if (!g.valid_card(f.source) || !g.is_unit_card(f.source) || f.seat < 0 || f.seat >= g.seats || f.step > 2) return false;
  if (f.v[0] != kSpace && f.v[0] != kGround && f.v[0] != kCharacter) return false;
  // After step 0 its event is raised (later events may be above it).
  if (f.step == 0) return true;
  for (const Event& e : g.events)
    if (e.kind == evt::kLeftArena && e.target == f.source) return true;
  return false;
}

}  // namespace sw::tcg
